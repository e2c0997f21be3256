import OpenUIKit

/// A transition UIKit is running, as the test kit sees it: what kind, between which
/// controllers, how far along, and whether a finger drives it or it was cancelled.
public struct RunningTransition: CustomStringConvertible {
    public enum Kind: String, Sendable {
        case push, pop, present, dismiss, tabSwitch, childSwap, sizeChange
    }

    public let kind: Kind
    public let fromViewController: UIViewController?
    public let toViewController: UIViewController?
    /// A finger (an interaction controller) drives it now.
    public let isInteractive: Bool
    /// It started interactively.
    public let initiallyInteractive: Bool
    /// It was cancelled and is running back.
    public let isCancelled: Bool
    /// The progress an interaction controller last set (0 when none ever did).
    public let percentComplete: CGFloat
    /// How far the transition is, in seconds of its own time: while a finger drives it, where
    /// the interaction put it (`percentComplete` × `duration`: a transition held at 0 % stays at
    /// 0 s however long the finger waits); otherwise the seconds since the animator (or the
    /// interaction controller) started.
    public let elapsed: TimeInterval
    /// The animator's `transitionDuration(using:)`.
    public let duration: TimeInterval

    /// The controllers' type names, for the description.
    private let names: (from: String, to: String)

    init(kind: Kind, fromViewController: UIViewController?, toViewController: UIViewController?, isInteractive: Bool,
         initiallyInteractive: Bool, isCancelled: Bool, percentComplete: CGFloat, elapsed: TimeInterval, duration: TimeInterval) {
        self.kind = kind
        self.fromViewController = fromViewController
        self.toViewController = toViewController
        self.isInteractive = isInteractive
        self.initiallyInteractive = initiallyInteractive
        self.isCancelled = isCancelled
        self.percentComplete = percentComplete
        self.elapsed = elapsed
        self.duration = duration
        names = (fromViewController.map { String(describing: type(of: $0)) } ?? "nil", toViewController.map { String(describing: type(of: $0)) } ?? "nil")
    }

    public var description: String {
        var flags: [String] = []
        if isInteractive { flags.append("interactive") }
        if isCancelled { flags.append("cancelled") }
        return "\(kind.rawValue) \(names.from) → \(names.to), \(String(format: "%.3f", elapsed)) s of \(duration) s"
            + (initiallyInteractive ? ", at \(String(format: "%.2f", Double(percentComplete)))" : "")
            + (flags.isEmpty ? "" : " (\(flags.joined(separator: ", ")))")
    }
}

extension TransitionHost {
    /// Every transition running in the window, outermost controller first (usually one).
    public var runningTransitions: [RunningTransition] {
        TransitionDriver.runningTransitions(under: window.rootViewController).map { running in
            RunningTransition(
                kind: RunningTransition.Kind(rawValue: running.kind) ?? .childSwap,
                fromViewController: running.fromViewController, toViewController: running.toViewController,
                isInteractive: running.isInteractive, initiallyInteractive: running.initiallyInteractive,
                isCancelled: running.isCancelled, percentComplete: running.percentComplete,
                elapsed: roundedToTenthOfAMillisecond(running.elapsed), duration: running.duration)
        }
    }

    /// The running transition, if any (the outermost when several run).
    public var currentTransition: RunningTransition? { runningTransitions.first }

    /// The controllers whose views are in the window and shown (not hidden, not transparent),
    /// in the order their views are drawn (back to front).
    public var visibleViewControllers: [UIViewController] {
        var found: [UIViewController] = []
        func visit(_ view: UIView) {
            guard !view.isHidden, view.alpha > 0.01 else { return }
            if let owner = view.next as? UIViewController, owner.viewIfLoaded === view { found.append(owner) }
            for subview in view.subviews { visit(subview) }
        }
        visit(window)
        return found
    }

    /// The window's view tree as text (`ViewTreeDescription`), where each view is on screen now.
    public func viewTree(maxDepth: Int = 8) -> String {
        ViewTreeDescription.describe(window, maxDepth: maxDepth)
    }
}
