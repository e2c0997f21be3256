/// The key of the transaction's animation duration (a number of seconds).
public let kCATransactionAnimationDuration = "animationDuration"
/// The key of the transaction's timing function for implicit animations.
public let kCATransactionAnimationTimingFunction = "animationTimingFunction"
/// The key of the transaction's "no implicit animations" flag.
public let kCATransactionDisableActions = "disableActions"
/// The key of the transaction's completion block.
public let kCATransactionCompletionBlock = "completionBlock"

/// Groups layer changes into one atomic update of what is on screen, and sets how implicit
/// animations in it behave.
///
/// Changes outside any explicit transaction go into an implicit one, committed when the run loop
/// finishes its current turn. Transactions nest; values set in an outer transaction apply to
/// inner ones unless overridden.
///
/// See <https://developer.apple.com/documentation/quartzcore/catransaction>.
/// - Note: OpenUIKit differs: transactions belong to the main actor (there are no per-thread
///   transactions), so `lock()`/`unlock()` have nothing to protect and only check balance.
@preconcurrency @MainActor
public final class CATransaction: NSObject {
    /// Opens a transaction.
    public class func begin() { Transactions.begin() }

    /// Closes the innermost transaction. Closing the outermost one commits its changes.
    public class func commit() { Transactions.commit() }

    /// Commits the implicit transaction now (after any open explicit ones have committed).
    public class func flush() { Transactions.flush() }

    /// Kept for source compatibility; see the type's note.
    public class func lock() { Transactions.lockDepth += 1 }

    /// Kept for source compatibility; see the type's note.
    public class func unlock() {
        guard Transactions.lockDepth > 0 else {
            OpenUIKitDiagnostics.report(.transactionMisuse, "CATransaction.unlock() without a matching lock().")
            return
        }
        Transactions.lockDepth -= 1
    }

    /// The duration of animations added in the transaction with a duration of 0 (0.25 s by default).
    public class func animationDuration() -> CFTimeInterval { Transactions.animationDuration }

    public class func setAnimationDuration(_ dur: CFTimeInterval) {
        guard dur.isFinite, dur >= 0 else {
            OpenUIKitDiagnostics.report(.transactionMisuse, "CATransaction.setAnimationDuration(\(dur)): the duration must be finite and not negative; ignored.")
            return
        }
        Transactions.setValue(dur, forKey: kCATransactionAnimationDuration)
    }

    /// The timing function of implicit animations in the transaction (`nil`: the default curve).
    public class func animationTimingFunction() -> CAMediaTimingFunction? { Transactions.animationTimingFunction }

    public class func setAnimationTimingFunction(_ function: CAMediaTimingFunction?) {
        Transactions.setValue(function, forKey: kCATransactionAnimationTimingFunction)
    }

    /// Whether property changes in the transaction skip their implicit animations.
    public class func disableActions() -> Bool { Transactions.disableActions }

    public class func setDisableActions(_ flag: Bool) {
        Transactions.setDisableActions(flag)
    }

    /// The block run once every animation added to the transaction after it was set has
    /// finished or been removed — immediately at commit if there are none.
    public class func completionBlock() -> (() -> Void)? { Transactions.completionBlock }

    public class func setCompletionBlock(_ block: (() -> Void)?) {
        Transactions.setCompletionBlock(block)
    }

    /// A value of the innermost transaction that has one for `key`.
    public class func value(forKey key: String) -> Any? {
        key == kCATransactionCompletionBlock ? completionBlock() : Transactions.value(forKey: key)
    }

    /// Sets a value for `key` in the innermost transaction.
    public class func setValue(_ anObject: Any?, forKey key: String) {
        if key == kCATransactionCompletionBlock {
            setCompletionBlock(anObject as? () -> Void)
        } else {
            Transactions.setValue(anObject, forKey: key)
        }
    }
}
