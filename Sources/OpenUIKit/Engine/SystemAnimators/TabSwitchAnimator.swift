/// The system's tab switch: the new view replaces the old one at once, under the bar.
@MainActor
final class TabSwitchAnimator: SystemTransitionAnimator {
    let bar: UITabBar
    init(bar: UITabBar) { self.bar = bar }

    func transitionDuration(using transitionContext: (any UIViewControllerContextTransitioning)?) -> TimeInterval { 0 }

    func animateTransition(using context: any UIViewControllerContextTransitioning) {
        guard let toView = context.view(forKey: .to), let to = context.viewController(forKey: .to) else {
            context.completeTransition(true)
            return
        }
        toView.frame = context.finalFrame(for: to)
        context.containerView.insertSubview(toView, belowSubview: bar)
        to.sendViewIsAppearing()
        context.completeTransition(true)
    }
}
