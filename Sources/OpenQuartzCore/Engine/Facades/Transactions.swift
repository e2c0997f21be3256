/// The transaction stack, as the public layers see it (`TransactionStack`, which they never
/// name): `CATransaction`'s state, and what a layer reports when it changes.
@MainActor
package enum Transactions {
    // MARK: CATransaction

    package static func begin() { TransactionStack.shared.begin() }
    package static func commit() { TransactionStack.shared.commit() }
    package static func flush() { TransactionStack.shared.flush() }
    static var lockDepth: Int {
        get { TransactionStack.shared.lockDepth }
        set { TransactionStack.shared.lockDepth = newValue }
    }
    package static var animationDuration: CFTimeInterval { TransactionStack.shared.animationDuration }
    package static var animationTimingFunction: CAMediaTimingFunction? { TransactionStack.shared.animationTimingFunction }
    package static var disableActions: Bool { TransactionStack.shared.disableActions }
    package static func setDisableActions(_ flag: Bool) { TransactionStack.shared.setDisableActions(flag) }
    package static var completionBlock: (() -> Void)? { TransactionStack.shared.completionBlock }
    package static func setCompletionBlock(_ block: (() -> Void)?) { TransactionStack.shared.setCompletionBlock(block) }
    package static func value(forKey key: String) -> Any? { TransactionStack.shared.value(forKey: key) }
    package static func setValue(_ value: Any?, forKey key: String) { TransactionStack.shared.setValue(value, forKey: key) }

    // MARK: What UIKit's views tell the transaction

    /// Whether the layers' owning views may answer actions (an animation block or keyframe
    /// collection is open).
    package static func setOwningDelegatesMayAct(_ flag: Bool) { TransactionStack.shared.owningDelegatesMayAct = flag }
    /// The property a layer is changing while it asks its delegate for an action.
    package static var changingProperty: LayerProperty? { TransactionStack.shared.changingProperty }
    /// Holds the completion blocks of the open transactions until the returned release is
    /// called (once; later calls do nothing): a navigation transition scheduled for the next
    /// frame keeps them from running before it ends. Nil when no transaction is open.
    package static func holdCompletions() -> (@MainActor () -> Void)? {
        guard let hold = TransactionStack.shared.holdCompletions() else { return nil }
        return { hold.release() }
    }

    // MARK: What layers report

    /// Opens the implicit transaction of this turn if none is open.
    static func ensureTransaction() { TransactionStack.shared.ensureTransaction() }
    static func layerNeedsDisplay(_ layer: CALayer) { TransactionStack.shared.layerNeedsDisplay(layer) }
    static func layerNeedsLayout(_ layer: CALayer) { TransactionStack.shared.layerNeedsLayout(layer) }
    /// How many transactions have been committed to the render tree.
    static var commitSerial: Int { TransactionStack.shared.commitSerial }
    static func didAdd(_ attached: AttachedAnimation) { TransactionStack.shared.didAdd(attached) }
    /// A custom key's change: the action to run once the new value is in place.
    static func prepareChange(ofCustomKey key: String, on layer: CALayer) -> PendingAction? {
        TransactionStack.shared.prepareChange(ofCustomKey: key, on: layer)
    }
    static func runAction(_ pending: PendingAction, on layer: CALayer) {
        TransactionStack.shared.runAction(pending, on: layer)
    }
}
