import UIKit

// Seed 000 §5.2: a custom container controller, like a tab bar controller with its bar of
// buttons on top, whose transitions go through the public protocols: its own delegate
// protocol, its own transition context (ContainerTransitionContext.swift), the reusable Slide
// animator, an interaction controller that scrubs layer time, and — the seed's homework — a
// transition coordinator.

/// The container's delegate, modelled on UITabBarControllerDelegate. The seed marks the
/// second method `@objc optional`; Swift's way (and the only one on Linux) is a default.
@MainActor
protocol ContainerViewControllerDelegate: AnyObject {
    func containerController(_ containerController: SDEContainerViewController,
                             animationControllerForTransitionFrom fromVC: UIViewController,
                             to toVC: UIViewController) -> UIViewControllerAnimatedTransitioning?
    func containerController(_ containerController: SDEContainerViewController,
                             interactionControllerFor animationController: UIViewControllerAnimatedTransitioning) -> UIViewControllerInteractiveTransitioning?
}

extension ContainerViewControllerDelegate {
    func containerController(_ containerController: SDEContainerViewController,
                             interactionControllerFor animationController: UIViewControllerAnimatedTransitioning) -> UIViewControllerInteractiveTransitioning? { nil }
}

final class SDEContainerViewController: UIViewController {
    /// The children, as in a tab bar controller; `selectedIndex` picks the one on screen.
    let viewControllers: [UIViewController]
    /// The bar of buttons on top; the selected title is coloured.
    let buttonTabBar: ButtonTabBar
    /// Where transitions happen: a subview of the root view, below the bar.
    let privateContainerView = UIView()
    weak var containerTransitionDelegate: ContainerViewControllerDelegate?
    /// Set by the pan while it drives a transition.
    var interactive = false
    private(set) var containerTransitionContext: ContainerTransitionContext?
    /// The index before an interactive transition, to restore if it is cancelled.
    private var priorSelectedIndex = NSNotFound
    private var isRestoringSelection = false

    /// Setting it runs the transition to that child (a property observer does it, as the seed's).
    var selectedIndex: Int = NSNotFound {
        willSet {
            guard !isRestoringSelection else { return }
            transitionViewController(from: selectedIndex, to: newValue)
        }
    }

    init(viewControllers: [UIViewController]) {
        self.viewControllers = viewControllers
        buttonTabBar = ButtonTabBar(titles: viewControllers.map { $0.title ?? "" })
        super.init(nibName: nil, bundle: nil)
    }

    required init?(coder: NSCoder) { nil }

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .black
        privateContainerView.frame = view.bounds
        privateContainerView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        view.addSubview(privateContainerView)
        view.addSubview(buttonTabBar)
        buttonTabBar.onSelect = { [weak self] index in self?.selectedIndex = index }
        view.addGestureRecognizer(UIPanGestureRecognizer(target: self, action: Self.handlePan))
        selectedIndex = 0
    }

    override func viewDidLayoutSubviews() {
        super.viewDidLayoutSubviews()
        buttonTabBar.frame = CGRect(x: 0, y: view.safeAreaInsets.top + 150, width: view.bounds.width, height: 44)
    }

    /// The homework: UIKit does not know this transition, so the container vends the coordinator
    /// itself while its own transition runs (its children reach it through their parent).
    override var transitionCoordinator: UIViewControllerTransitionCoordinator? {
        super.transitionCoordinator ?? containerTransitionContext?.coordinator
    }

    // MARK: Transitions

    private func transitionViewController(from fromIndex: Int, to toIndex: Int) {
        guard viewControllers.indices.contains(toIndex), toIndex != fromIndex, containerTransitionContext == nil else { return }
        let toVC = viewControllers[toIndex]
        guard viewControllers.indices.contains(fromIndex), let delegate = containerTransitionDelegate else {
            // The first selection, or no delegate: the seed's dozen lines without animation.
            let fromVC = viewControllers.indices.contains(fromIndex) ? viewControllers[fromIndex] : nil
            addChild(toVC)
            privateContainerView.addSubview(toVC.view)
            toVC.view.frame = privateContainerView.bounds
            toVC.view.autoresizingMask = [.flexibleWidth, .flexibleHeight]
            toVC.didMove(toParent: self)
            fromVC?.willMove(toParent: nil)
            fromVC?.view.removeFromSuperview()
            fromVC?.removeFromParent()
            buttonTabBar.select(toIndex)
            return
        }
        let context = ContainerTransitionContext(containerViewController: self, containerView: privateContainerView,
                                                 fromViewController: viewControllers[fromIndex], toViewController: toVC)
        containerTransitionContext = context
        if interactive {
            // Back up the selection in case the transition is cancelled.
            priorSelectedIndex = fromIndex
            context.startInteractiveTransition(with: delegate)
        } else {
            context.startNonInteractiveTransition(with: delegate)
            buttonTabBar.animateSelection(from: fromIndex, to: toIndex, startingAt: 0, finishing: true, duration: context.transitionDuration)
        }
    }

    /// Called by the context when the animator has completed the transition.
    func transitionDidEnd(completed: Bool) {
        containerTransitionContext = nil
        if !completed, priorSelectedIndex != NSNotFound {
            // Restore the backed-up selection without starting another transition.
            isRestoringSelection = true
            selectedIndex = priorSelectedIndex
            isRestoringSelection = false
        }
        priorSelectedIndex = NSNotFound
    }

    // MARK: The pan

    /// Pan left for the next child, right for the previous one; let go past half way to switch.
    func handlePan(_ gesture: UIPanGestureRecognizer) {
        let translationX = gesture.translation(in: view).x
        let progress = min(abs(translationX) / view.bounds.width, 1)
        let interactionController = containerTransitionContext?.interactionController as? SDEPercentDrivenInteractiveTransition
        switch gesture.state {
        case .began:
            let target = gesture.velocity(in: view).x < 0 ? selectedIndex + 1 : selectedIndex - 1
            guard viewControllers.indices.contains(target), containerTransitionContext == nil else { return }
            interactive = true
            selectedIndex = target
        case .changed:
            interactionController?.updateInteractiveTransition(progress)
            if priorSelectedIndex != NSNotFound {
                buttonTabBar.showSelection(from: priorSelectedIndex, to: selectedIndex, progress: progress)
            }
        case .ended, .cancelled:
            guard let interactionController, priorSelectedIndex != NSNotFound else { return }
            let finishing = progress > 0.5
            // The button colours finish or go back with a display link, as the views do.
            let remaining = (finishing ? 1 - progress : progress) * (containerTransitionContext?.transitionDuration ?? 0)
            buttonTabBar.animateSelection(from: priorSelectedIndex, to: selectedIndex, startingAt: progress, finishing: finishing, duration: remaining)
            if finishing {
                interactionController.finishInteractiveTransition()
            } else {
                interactionController.cancelInteractiveTransition()
            }
            interactive = false
        default:
            break
        }
    }
}
