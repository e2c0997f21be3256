import UIKit

// Written the iOS way (this folder is built untouched through the source bridge): an
// interactive pop driven by a pan from the left edge, with #selector and @objc.

class PopAnimator: NSObject, UIViewControllerAnimatedTransitioning {
    func transitionDuration(using transitionContext: UIViewControllerContextTransitioning?) -> TimeInterval {
        return 0.3
    }

    func animateTransition(using transitionContext: UIViewControllerContextTransitioning) {
        guard let fromView = transitionContext.view(forKey: .from),
              let toView = transitionContext.view(forKey: .to) else { return }
        let container = transitionContext.containerView
        container.insertSubview(toView, belowSubview: fromView)
        UIView.animate(withDuration: transitionDuration(using: transitionContext), delay: 0, options: [.curveLinear], animations: {
            fromView.transform = CGAffineTransform(translationX: container.bounds.width, y: 0)
        }, completion: { _ in
            fromView.transform = .identity
            transitionContext.completeTransition(!transitionContext.transitionWasCancelled)
        })
    }
}

class PopNavigationDelegate: NSObject, UINavigationControllerDelegate {
    var interaction: UIPercentDrivenInteractiveTransition?

    func navigationController(_ navigationController: UINavigationController,
                              animationControllerFor operation: UINavigationController.Operation,
                              from fromVC: UIViewController, to toVC: UIViewController) -> UIViewControllerAnimatedTransitioning? {
        return operation == .pop ? PopAnimator() : nil
    }

    func navigationController(_ navigationController: UINavigationController,
                              interactionControllerFor animationController: UIViewControllerAnimatedTransitioning) -> UIViewControllerInteractiveTransitioning? {
        return interaction
    }
}

class DetailController: UIViewController {
    let popDelegate = PopNavigationDelegate()
    weak var titleLabel: UILabel?
    private(set) var handledEvents = 0
    private(set) var doneTaps = 0

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .systemOrange
        let edge = UIScreenEdgePanGestureRecognizer(target: self, action: Selector(Self.handleEdgePan(_:), name: "handleEdgePan:"))
        edge.edges = .left
        view.addGestureRecognizer(edge)
        navigationItem.rightBarButtonItem = UIBarButtonItem(title: "Done", style: .done, target: self, action: Selector(Self.doneTapped(_:), name: "doneTapped:"))
    }

    func doneTapped(_ sender: UIBarButtonItem) {
        doneTaps += 1
    }

    func handleEdgePan(_ recognizer: UIScreenEdgePanGestureRecognizer) {
        handledEvents += 1
        let progress = recognizer.translation(in: view).x / view.bounds.width
        switch recognizer.state {
        case .began:
            popDelegate.interaction = UIPercentDrivenInteractiveTransition()
            navigationController?.delegate = popDelegate
            navigationController?.popViewController(animated: true)
        case .changed:
            popDelegate.interaction?.update(progress)
        case .ended, .cancelled:
            if progress > 0.5 { popDelegate.interaction?.finish() } else { popDelegate.interaction?.cancel() }
            popDelegate.interaction = nil
        default:
            break
        }
    }

    /// Outlets and actions storyboards and nibs connect by name (source bridge).
    @MainActor override class func interfaceBuilderConnections(into connections: inout InterfaceBuilderConnections) {
        super.interfaceBuilderConnections(into: &connections)
        connections.outlet("titleLabel", \DetailController.titleLabel)
    }
}
