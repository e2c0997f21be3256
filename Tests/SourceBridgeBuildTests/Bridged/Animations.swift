import UIKit

func animate(_ view: UIView, state: UIGestureRecognizer.State) {
    let options: UIView.AnimationOptions = [.curveEaseInOut, .allowUserInteraction]
    UIView.animate(withDuration: 0.3, delay: 0, options: options, animations: {
        view.layoutMargins = UIEdgeInsets(top: 8, left: 16, bottom: 8, right: 16)
    })
    let curve = UIView.AnimationCurve.easeIn
    let priority = UILayoutPriority.defaultHigh
    let events: UIControl.Event = .touchUpInside
    _ = (curve, priority, events, state == .began)
    let layer = CALayer()
    let fade = CABasicAnimation(keyPath: "opacity")
    fade.fillMode = CAMediaTimingFillMode.forwards
    fade.timingFunction = CAMediaTimingFunction(name: CAMediaTimingFunctionName.easeInEaseOut)
    layer.add(fade, forKey: nil)
    // Rewrites inside a rewrite compose: both old names go.
    view.frame = (view.bounds).inset(by: UIEdgeInsets(top: 4, left: 4, bottom: 4, right: 4))
}
