import UIKit

// Seed 003: custom push and pop animations and a pan-driven interactive pop, ported from the
// seed's Objective-C (HSPushAnimation, HSPopAnimation, SecondViewController). The comments keep
// the seed's (translated).

/// The push: the new view slides in from the right over the old one, in 2 seconds.
final class HSPushAnimation: NSObject, UIViewControllerAnimatedTransitioning {
    func transitionDuration(using transitionContext: UIViewControllerContextTransitioning?) -> TimeInterval { 2 }

    func animateTransition(using transitionContext: UIViewControllerContextTransitioning) {
        let toView = transitionContext.view(forKey: .to)!
        transitionContext.containerView.addSubview(toView)
        let width = UIScreen.main.bounds.width, height = UIScreen.main.bounds.height
        toView.frame = CGRect(x: width, y: 0, width: width, height: height)
        UIView.animate(withDuration: transitionDuration(using: transitionContext), animations: {
            toView.frame = CGRect(x: 0, y: 0, width: width, height: height)
        }, completion: { _ in
            transitionContext.completeTransition(true)
        })
    }
}

/// The pop: the new view goes below the old one ("very important"), which slides out to the
/// right in half a second.
final class HSPopAnimation: NSObject, UIViewControllerAnimatedTransitioning {
    func transitionDuration(using transitionContext: UIViewControllerContextTransitioning?) -> TimeInterval { 0.5 }

    func animateTransition(using transitionContext: UIViewControllerContextTransitioning) {
        let fromView = transitionContext.view(forKey: .from)!
        let toView = transitionContext.view(forKey: .to)!
        transitionContext.containerView.insertSubview(toView, belowSubview: fromView)
        let width = UIScreen.main.bounds.width, height = UIScreen.main.bounds.height
        fromView.frame = CGRect(x: 0, y: 0, width: width, height: height)
        UIView.animate(withDuration: transitionDuration(using: transitionContext), animations: {
            fromView.frame = CGRect(x: width, y: 0, width: width, height: height)
        }, completion: { _ in
            transitionContext.completeTransition(!transitionContext.transitionWasCancelled)
        })
    }
}

/// The first screen: the navigation controller's delegate (push and pop animators) and a button
/// that pushes the second screen.
final class HSFirstViewController: UIViewController, UINavigationControllerDelegate {
    let pushButton = UIButton(type: .system)

    override func loadView() {
        let screen = DemoScreenView(title: "自定义推入 Push", subtitle: "HSPush · HSPop", color: .systemIndigo,
                                    rows: ["2 秒滑入 2 s slide in", "0.5 秒滑出 0.5 s slide out", "插在下面 Inserted below"])
        screen.placeButton(pushButton, title: "推入 Push")
        pushButton.addTarget(self, action: Self.pushSecond, for: .touchUpInside)
        view = screen
    }

    override func viewDidAppear(_ animated: Bool) {
        super.viewDidAppear(animated)
        navigationController?.delegate = self
    }

    func pushSecond() {
        navigationController?.pushViewController(HSSecondViewController(), animated: true)
    }

    func navigationController(_ navigationController: UINavigationController, animationControllerFor operation: UINavigationController.Operation,
                              from fromVC: UIViewController, to toVC: UIViewController) -> UIViewControllerAnimatedTransitioning? {
        operation == .push ? HSPushAnimation() : HSPopAnimation()
    }
}

/// The seed's SecondViewController: a pan on its view makes a percent-driven interactive
/// transition, pops, updates with translation.x / screen width, and finishes past half way.
final class HSSecondViewController: UIViewController, UINavigationControllerDelegate {
    var interactiveTransition: UIPercentDrivenInteractiveTransition?

    override func loadView() {
        view = DemoScreenView(title: "第二页 Second", subtitle: "向右拖动返回 · Pan right to pop", color: .systemOrange,
                              rows: ["UIPercentDrivenInteractiveTransition", "translation.x / width", "process > 0.5 → finish"])
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        // 添加pan手势 (add the pan gesture)
        let pan = UIPanGestureRecognizer()
        pan.addTarget(self, action: HSSecondViewController.panGestureRecognizerAction)
        view.addGestureRecognizer(pan)
    }

    override func viewDidAppear(_ animated: Bool) {
        super.viewDidAppear(animated)
        navigationController?.delegate = self
    }

    func panGestureRecognizerAction(_ pan: UIPanGestureRecognizer) {
        // 产生百分比 (the percentage)
        var process = pan.translation(in: view).x / UIScreen.main.bounds.size.width
        process = min(1.0, max(0.0, process))
        if pan.state == .began {
            interactiveTransition = UIPercentDrivenInteractiveTransition()
            // 触发pop转场动画 (start the pop)
            navigationController?.popViewController(animated: true)
        } else if pan.state == .changed {
            interactiveTransition?.update(process)
        } else if pan.state == .ended || pan.state == .cancelled {
            if process > 0.5 {
                interactiveTransition?.finish()
            } else {
                interactiveTransition?.cancel()
            }
            interactiveTransition = nil
        }
    }

    func navigationController(_ navigationController: UINavigationController, animationControllerFor operation: UINavigationController.Operation,
                              from fromVC: UIViewController, to toVC: UIViewController) -> UIViewControllerAnimatedTransitioning? {
        operation == .push ? HSPushAnimation() : HSPopAnimation()
    }

    func navigationController(_ navigationController: UINavigationController,
                              interactionControllerFor animationController: UIViewControllerAnimatedTransitioning) -> UIViewControllerInteractiveTransitioning? {
        animationController is HSPopAnimation ? interactiveTransition : nil
    }
}

extension GalleryDemo {
    /// Seed 003: push with the button, then pan right on the second screen to pop.
    static let hsPushPop = GalleryDemo(
        name: "hs-push", seed: "003",
        summary: "HSPush (2 s slide in over the old screen), then a pan right pops with HSPop driven by a percent-driven interactor",
        device: .iPhone, duration: 4.2,
        makeRoot: { UINavigationController(rootViewController: HSFirstViewController()) },
        script: { stage in
            stage.wait(0.3)
            guard let navigation = stage.root as? UINavigationController,
                  let first = navigation.viewControllers.first as? HSFirstViewController else { return }
            stage.host.tap(first.pushButton)
            stage.wait(2.2)
            // 240 of the screen's 393 points: past half way.
            let width = stage.window.bounds.width
            let distance = stage.dragDistance(full: 240, whole: width)
            stage.host.drag(from: CGPoint(x: 60, y: 500), to: CGPoint(x: 60 + distance, y: 500), duration: stage.dragDuration(0.5))
            stage.wait(0.9)
        })
}
