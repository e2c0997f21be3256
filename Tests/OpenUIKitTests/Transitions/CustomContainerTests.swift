@testable import OpenUIKit
import Testing

// Seed 000 §5.2: a custom container controller (a tab-bar-like container with a button bar on
// top) that runs transitions through the public protocols with its own context, drives them
// interactively through layer time, reverses a cancel with a CADisplayLink — and, as the
// seed's homework, offers a transition coordinator. Written as the seed describes it.

@MainActor
protocol ContainerViewControllerDelegate: AnyObject {
    func containerController(_ containerController: SDEContainerViewController, animationControllerForTransitionFrom fromVC: UIViewController,
                             to toVC: UIViewController) -> (any UIViewControllerAnimatedTransitioning)?
}

@MainActor
final class SDEContainerViewController: UIViewController {
    let viewControllers: [UIViewController]
    let privateContainerView = UIView()
    let buttonTabBar = UIView()
    weak var containerTransitionDelegate: (any ContainerViewControllerDelegate)?
    var interactive = false
    private(set) var containerTransitionContext: ContainerTransitionContext?
    private var priorSelectedIndex = NSNotFound
    var log: CallbackLog?

    var selectedIndex: Int = NSNotFound {
        willSet { transitionViewController(from: selectedIndex, to: newValue) }
    }

    init(viewControllers: [UIViewController]) {
        self.viewControllers = viewControllers
        super.init(nibName: nil, bundle: nil)
    }

    required init?(coder: NSCoder) { nil }

    override func viewDidLoad() {
        super.viewDidLoad()
        privateContainerView.frame = view.bounds
        view.addSubview(privateContainerView)
        buttonTabBar.frame = CGRect(x: 0, y: 59, width: view.bounds.width, height: 44)
        view.addSubview(buttonTabBar)
    }

    /// The homework: a coordinator while the container's own transition runs.
    override var transitionCoordinator: (any UIViewControllerTransitionCoordinator)? {
        super.transitionCoordinator ?? containerTransitionContext?.coordinator
    }

    func restoreSelectedIndex() {
        guard priorSelectedIndex != NSNotFound else { return }
        selectedIndex = priorSelectedIndex
    }

    private func transitionViewController(from fromIndex: Int, to toIndex: Int) {
        guard !viewControllers.isEmpty, toIndex != fromIndex, viewControllers.indices.contains(toIndex) else { return }
        guard containerTransitionContext == nil || fromIndex == NSNotFound else { return }
        let toVC = viewControllers[toIndex]
        guard fromIndex != NSNotFound, let delegate = containerTransitionDelegate else {
            // First selection or no delegate: no animation.
            addChild(toVC)
            privateContainerView.addSubview(toVC.view)
            toVC.view.frame = privateContainerView.bounds
            toVC.didMove(toParent: self)
            if fromIndex != NSNotFound {
                let fromVC = viewControllers[fromIndex]
                fromVC.willMove(toParent: nil)
                fromVC.view.removeFromSuperview()
                fromVC.removeFromParent()
            }
            return
        }
        let fromVC = viewControllers[fromIndex]
        let context = ContainerTransitionContext(containerViewController: self, containerView: privateContainerView, fromViewController: fromVC, toViewController: toVC)
        containerTransitionContext = context
        if interactive {
            priorSelectedIndex = fromIndex
            context.startInteractiveTransition(with: delegate)
        } else {
            context.startNonInteractiveTransition(with: delegate)
        }
    }

    fileprivate func transitionDidEnd(cancelled: Bool) {
        containerTransitionContext = nil
        if cancelled {
            // Put the index back without starting another transition.
            let prior = priorSelectedIndex
            priorSelectedIndex = NSNotFound
            withoutTransition { selectedIndex = prior }
        }
    }

    private var suppressTransitions = false
    private func withoutTransition(_ body: () -> Void) {
        suppressTransitions = true
        let saved = containerTransitionDelegate
        containerTransitionDelegate = nil
        let savedContext = containerTransitionContext
        containerTransitionContext = ContainerTransitionContext.placeholder
        body()
        containerTransitionContext = savedContext
        containerTransitionDelegate = saved
        suppressTransitions = false
    }
}

/// The seed's own context: it runs the animator, scrubs layer time while interactive, and
/// reverses a cancel frame by frame with a CADisplayLink.
@MainActor
final class ContainerTransitionContext: NSObject, UIViewControllerContextTransitioning {
    static let placeholder = ContainerTransitionContext()
    private weak var privateContainerViewController: SDEContainerViewController?
    private let privateContainerView: UIView
    private let privateFromViewController: UIViewController?
    private let privateToViewController: UIViewController?
    private var privateAnimationController: (any UIViewControllerAnimatedTransitioning)?
    private(set) var transitionDuration: TimeInterval = 0
    private(set) var isCancelled = false
    private(set) var percent: CGFloat = 0
    private var interactiveState = false
    private var isComplete = false
    private var alongside: [(any UIViewControllerTransitionCoordinatorContext) -> Void] = []
    private var completions: [(any UIViewControllerTransitionCoordinatorContext) -> Void] = []

    private override init() {
        privateContainerView = UIView()
        privateFromViewController = nil
        privateToViewController = nil
        super.init()
    }

    init(containerViewController: SDEContainerViewController, containerView: UIView,
         fromViewController fromVC: UIViewController, toViewController toVC: UIViewController) {
        privateContainerViewController = containerViewController
        privateContainerView = containerView
        privateFromViewController = fromVC
        privateToViewController = toVC
        super.init()
    }

    lazy var coordinator = ContainerCoordinator(context: self)

    func startNonInteractiveTransition(with delegate: any ContainerViewControllerDelegate) {
        start(with: delegate)
    }

    func startInteractiveTransition(with delegate: any ContainerViewControllerDelegate) {
        interactiveState = true
        privateContainerView.layer.speed = 0
        privateContainerView.layer.timeOffset = 0
        start(with: delegate)
    }

    private func start(with delegate: any ContainerViewControllerDelegate) {
        guard let container = privateContainerViewController, let fromVC = privateFromViewController, let toVC = privateToViewController else { return }
        container.addChild(toVC)
        privateAnimationController = delegate.containerController(container, animationControllerForTransitionFrom: fromVC, to: toVC)
        transitionDuration = privateAnimationController?.transitionDuration(using: self) ?? 0
        fromVC.beginAppearanceTransition(false, animated: true)
        toVC.beginAppearanceTransition(true, animated: true)
        privateAnimationController?.animateTransition(using: self)
        // Alongside animations share the animator's duration (and layer time when interactive).
        let blocks = alongside
        alongside = []
        UIView.animate(withDuration: transitionDuration) { for block in blocks { block(self.coordinator) } }
    }

    // MARK: UIViewControllerContextTransitioning

    var containerView: UIView { privateContainerView }
    var isAnimated: Bool { true }
    var isInteractive: Bool { interactiveState }
    var transitionWasCancelled: Bool { isCancelled }
    var presentationStyle: UIModalPresentationStyle { .none }
    var targetTransform: CGAffineTransform { .identity }

    func updateInteractiveTransition(_ percentComplete: CGFloat) {
        guard interactiveState else { return }
        percent = min(max(percentComplete, 0), 1)
        privateContainerView.layer.timeOffset = Double(percent) * transitionDuration
    }

    func finishInteractiveTransition() {
        interactiveState = false
        // QA1673's resume.
        let pausedTime = privateContainerView.layer.timeOffset
        privateContainerView.layer.speed = 1
        privateContainerView.layer.timeOffset = 0
        privateContainerView.layer.beginTime = 0
        let timeSincePause = privateContainerView.layer.convertTime(CACurrentMediaTime(), from: nil) - pausedTime
        privateContainerView.layer.beginTime = timeSincePause
    }

    func cancelInteractiveTransition() {
        interactiveState = false
        isCancelled = true
        let displayLink = CADisplayLink(target: self, action: ContainerTransitionContext.reverseAnimation)
        displayLink.add(to: .main, forMode: .default)
    }

    /// One frame back per frame (the seed's linear reversal).
    private func reverseAnimation(_ displayLink: CADisplayLink) {
        let timeOffset = privateContainerView.layer.timeOffset - displayLink.duration
        if timeOffset > 0 {
            privateContainerView.layer.timeOffset = timeOffset
        } else {
            displayLink.invalidate()
            privateContainerView.layer.timeOffset = 0
            privateContainerView.layer.speed = 1
        }
    }

    func pauseInteractiveTransition() {}

    func completeTransition(_ didComplete: Bool) {
        guard !isComplete, let container = privateContainerViewController, let fromVC = privateFromViewController, let toVC = privateToViewController else { return }
        isComplete = true
        if didComplete {
            toVC.didMove(toParent: container)
            fromVC.willMove(toParent: nil)
            fromVC.view.removeFromSuperview()
            fromVC.removeFromParent()
            fromVC.endAppearanceTransition()
            toVC.endAppearanceTransition()
        } else {
            toVC.didMove(toParent: container)
            toVC.willMove(toParent: nil)
            toVC.view.removeFromSuperview()
            toVC.removeFromParent()
            toVC.beginAppearanceTransition(false, animated: true)
            fromVC.beginAppearanceTransition(true, animated: true)
            toVC.endAppearanceTransition()
            fromVC.endAppearanceTransition()
        }
        privateAnimationController?.animationEnded(didComplete)
        for completion in completions { completion(coordinator) }
        container.transitionDidEnd(cancelled: !didComplete)
    }

    func viewController(forKey key: UITransitionContextViewControllerKey) -> UIViewController? {
        key == .from ? privateFromViewController : key == .to ? privateToViewController : nil
    }

    func view(forKey key: UITransitionContextViewKey) -> UIView? {
        key == .from ? privateFromViewController?.view : key == .to ? privateToViewController?.view : nil
    }

    func initialFrame(for vc: UIViewController) -> CGRect { vc === privateFromViewController ? privateContainerView.bounds : .zero }
    func finalFrame(for vc: UIViewController) -> CGRect { vc === privateToViewController ? privateContainerView.bounds : .zero }

    fileprivate func register(alongside animation: ((any UIViewControllerTransitionCoordinatorContext) -> Void)?,
                              completion: ((any UIViewControllerTransitionCoordinatorContext) -> Void)?) {
        if let animation { alongside.append(animation) }
        if let completion { completions.append(completion) }
    }
}

/// The homework: a coordinator for the container's transitions.
@MainActor
final class ContainerCoordinator: NSObject, UIViewControllerTransitionCoordinator {
    private unowned let context: ContainerTransitionContext
    init(context: ContainerTransitionContext) { self.context = context }

    var isAnimated: Bool { true }
    var presentationStyle: UIModalPresentationStyle { .none }
    var initiallyInteractive: Bool { context.isInteractive }
    var isInterruptible: Bool { false }
    var isInteractive: Bool { context.isInteractive }
    var isCancelled: Bool { context.isCancelled }
    var transitionDuration: TimeInterval { context.transitionDuration }
    var percentComplete: CGFloat { context.percent }
    var completionVelocity: CGFloat { context.isCancelled ? -1 : 1 }
    var completionCurve: UIView.AnimationCurve { .linear }
    func viewController(forKey key: UITransitionContextViewControllerKey) -> UIViewController? { context.viewController(forKey: key) }
    func view(forKey key: UITransitionContextViewKey) -> UIView? { context.view(forKey: key) }
    var containerView: UIView { context.containerView }
    var targetTransform: CGAffineTransform { .identity }

    func animate(alongsideTransition animation: ((any UIViewControllerTransitionCoordinatorContext) -> Void)?,
                 completion: ((any UIViewControllerTransitionCoordinatorContext) -> Void)?) -> Bool {
        context.register(alongside: animation, completion: completion)
        return true
    }

    func animateAlongsideTransition(in view: UIView?, animation: ((any UIViewControllerTransitionCoordinatorContext) -> Void)?,
                                    completion: ((any UIViewControllerTransitionCoordinatorContext) -> Void)?) -> Bool {
        animate(alongsideTransition: animation, completion: completion)
    }

    func notifyWhenInteractionChanges(_ handler: @escaping (any UIViewControllerTransitionCoordinatorContext) -> Void) {}
    func notifyWhenInteractionEnds(_ handler: @escaping (any UIViewControllerTransitionCoordinatorContext) -> Void) {}
}

@MainActor
final class SlideContainerDelegate: ContainerViewControllerDelegate {
    func containerController(_ containerController: SDEContainerViewController, animationControllerForTransitionFrom fromVC: UIViewController,
                             to toVC: UIViewController) -> (any UIViewControllerAnimatedTransitioning)? {
        let from = containerController.viewControllers.firstIndex { $0 === fromVC } ?? 0
        let to = containerController.viewControllers.firstIndex { $0 === toVC } ?? 0
        return SlideAnimationController(type: .tab(left: to < from))
    }
}

@MainActor
struct CustomContainerTests {
    private func makeContainer(_ log: CallbackLog) -> (SDEContainerViewController, [LoggingViewController], SlideContainerDelegate) {
        let children = ["X", "Y", "Z"].map { LoggingViewController($0, log: log) }
        let container = SDEContainerViewController(viewControllers: children)
        let delegate = SlideContainerDelegate()
        container.containerTransitionDelegate = delegate
        _ = showInWindow(container)
        container.selectedIndex = 0
        advance(1.0 / 60)
        _ = log.take()
        return (container, children, delegate)
    }

    @Test func theSeedsContainerRunsTheSlideAnimatorThroughThePublicProtocols() {
        withApp { _ in
            let log = CallbackLog()
            let (container, children, delegate) = makeContainer(log)
            container.selectedIndex = 2
            let width = container.privateContainerView.bounds.width
            advance(0.2)
            #expect(near(children[2].view.layer.presentation()!.transform.m41, width * (1 - CGFloat(easeInEaseOut(0.5))), 1e-3))
            advance(0.25)
            // The seed's context calls begin/end appearance itself, around its containment calls.
            #expect(log.take() == ["Z.willMove(toParent: SDEContainerViewController)", "X.viewWillDisappear(true)", "Z.viewWillAppear(true)",
                                   "Z.loadView", "Z.viewDidLoad", "Z.didMove(toParent: SDEContainerViewController)", "X.willMove(toParent: nil)",
                                   "X.didMove(toParent: nil)", "X.viewDidDisappear(true)", "Z.viewIsAppearing(true)", "Z.viewDidAppear(true)"])
            #expect(container.children == [children[2]])
            withExtendedLifetime(delegate) {}
        }
    }

    @Test func interactiveSwitchScrubsLayerTimeAndACancelRunsBackFrameByFrame() {
        withApp { _ in
            let log = CallbackLog()
            let (container, children, delegate) = makeContainer(log)
            container.interactive = true
            var coordinatorSaw: [String] = []
            container.selectedIndex = 1
            let context = container.containerTransitionContext!
            advance(1.0 / 60)  // the run loop commits the frozen animations
            // The homework: the coordinator is offered while the container's transition runs.
            container.transitionCoordinator?.animate(alongsideTransition: { _ in container.buttonTabBar.alpha = 0.5 }, completion: { ctx in
                coordinatorSaw.append("completion cancelled=\(ctx.isCancelled)")
            })
            let width = container.privateContainerView.bounds.width
            context.updateInteractiveTransition(0.5)
            CATransaction.flush()
            #expect(near(children[1].view.layer.presentation()!.transform.m41, width * (1 - CGFloat(easeInEaseOut(0.5))), 1e-3))
            advance(1)
            #expect(near(children[1].view.layer.presentation()!.transform.m41, width * (1 - CGFloat(easeInEaseOut(0.5))), 1e-3), "frozen")
            context.cancelInteractiveTransition()
            // The seed's reversal: one frame back per frame (linear in time), 0.2 s from half way.
            var trajectory: [CGFloat] = []
            for _ in 0..<12 {
                advance(1.0 / 60)
                trajectory.append(children[1].viewIfLoaded?.layer.presentation()?.transform.m41 ?? width)
            }
            #expect(zip(trajectory, trajectory.dropFirst()).allSatisfy { $1 >= $0 - 1e-9 }, "\(trajectory)")
            advance(0.1)
            #expect(container.selectedIndex == 0, "the selection is restored")
            #expect(container.children == [children[0]] && children[1].parent == nil)
            #expect(children[0].view.superview === container.privateContainerView && children[1].view.superview == nil)
            #expect(container.privateContainerView.layer.speed == 1)
            #expect(coordinatorSaw == ["completion cancelled=true"])
            #expect(children[0].appearance.phase == .appeared && children[1].appearance.phase == .disappeared)
            withExtendedLifetime(delegate) {}
        }
    }
}
