import UIKit

@objc protocol ContainerDelegate {
    func container(_ container: ContainerController, didSelect child: UIViewController)
}

class ContainerController: UIViewController {
    weak var delegate: ContainerDelegate?
    var animator: UIViewControllerAnimatedTransitioning?

    func swap(to child: UIViewController) {
        addChildViewController(child)
        view.addSubview(child.view)
        view.bringSubview(toFront: child.view)
        child.didMove(toParentViewController: self)
        for old in childViewControllers where old !== child {
            old.willMove(toParentViewController: nil)
            old.view.removeFromSuperview()
            old.removeFromParentViewController()
        }
        let link = CADisplayLink(target: self, selector: #selector(step))
        link.add(to: RunLoop.main, forMode: RunLoopMode.commonModes)
        if animator != nil && animator!.responds(to: #selector(UIViewControllerAnimatedTransitioning.animationEnded(_:))) {
            animator!.animationEnded!(true)
        }
        delegate?.container(self, didSelect: child)
        perform(#selector(settle(_:)), with: child.view, afterDelay: 0.25)
    }

    @objc func step() {}
    @objc func settle(_ view: UIView) {}

    /// An interruptible animator's optional members and a forwarded scroll view delegate call.
    func finish(_ context: UIViewControllerContextTransitioning, scrollView: UIScrollView, forward: UIScrollViewDelegate?) {
        let interruptible = animator?.interruptibleAnimator?(using: context)
        interruptible?.addCompletion?({ _ in context.completeTransition(true) })
        interruptible?.addAnimations?({ scrollView.alpha = 1 })
        forward?.scrollViewDidScroll?(scrollView)
    }
}
