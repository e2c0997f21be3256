import UIKit

func animate(_ view: UIView, state: UIGestureRecognizerState) {
    let options: UIViewAnimationOptions = [.curveEaseInOut, .allowUserInteraction]
    UIView.animate(withDuration: 0.3, delay: 0, options: options, animations: {
        view.layoutMargins = UIEdgeInsetsMake(8, 16, 8, 16)
    })
    let curve = UIViewAnimationCurve.easeIn
    let priority = UILayoutPriorityDefaultHigh
    let events: UIControlEvents = .touchUpInside
    _ = (curve, priority, events, state == .began)
    let layer = CALayer()
    let fade = CABasicAnimation(keyPath: "opacity")
    fade.fillMode = kCAFillModeForwards
    fade.timingFunction = CAMediaTimingFunction(name: kCAMediaTimingFunctionEaseInEaseOut)
    layer.add(fade, forKey: nil)
    // Rewrites inside a rewrite compose: both old names go.
    view.frame = UIEdgeInsetsInsetRect(view.bounds, UIEdgeInsetsMake(4, 4, 4, 4))
}
