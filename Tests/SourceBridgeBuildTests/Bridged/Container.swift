import UIKit

protocol ContainerDelegate: AnyObject {
    func container(_ container: ContainerController, didSelect child: UIViewController)
}

class ContainerController: UIViewController {
    weak var delegate: ContainerDelegate?
    var animator: UIViewControllerAnimatedTransitioning?

    func swap(to child: UIViewController) {
        addChild(child)
        view.addSubview(child.view)
        view.bringSubviewToFront(child.view)
        child.didMove(toParent: self)
        for old in children where old !== child {
            old.willMove(toParent: nil)
            old.view.removeFromSuperview()
            old.removeFromParent()
        }
        let link = CADisplayLink(target: self, selector: Selector(Self.step, name: "step"))
        link.add(to: RunLoop.main, forMode: RunLoop.Mode.common)
        if animator != nil && true {
            animator!.animationEnded(true)
        }
        delegate?.container(self, didSelect: child)
        perform(Selector(Self.settle(_:), name: "settle:"), with: child.view, afterDelay: 0.25)
    }

    func step() {}
    func settle(_ view: UIView) {}

    /// An interruptible animator's optional members and a forwarded scroll view delegate call.
    func finish(_ context: UIViewControllerContextTransitioning, scrollView: UIScrollView, forward: UIScrollViewDelegate?) {
        let interruptible = animator?.interruptibleAnimator(using: context)
        interruptible?.addCompletion({ _ in context.completeTransition(true) })
        interruptible?.addAnimations({ scrollView.alpha = 1 })
        forward?.scrollViewDidScroll(scrollView)
    }
}
