/// Calls `body` with the observer and the notification, the call the source bridge wrote for a
/// selector-based notification observer, at once on the posting thread, as iOS calls the
/// observer's method.
///
/// The observer's method is usually main-actor isolated (every view's and controller's method
/// is), and the block a notification center runs is not, so Swift 6's checks refuse the direct
/// call the Objective-C code made. This runs it without a run-time check, as OpenUIKit's own
/// deinits do (`runOnMainActorUnchecked`): on the main thread that is the main actor already; a
/// notification posted from another thread runs the method there, as it would on iOS. Both
/// values arrive as arguments so that the closure captures nothing.
///
/// - Note: Public for the code the bridge writes; not meant to be called by hand.
public func _bridgeRunOnMainActor<Observer, Value>(_ observer: Observer, _ value: Value, _ body: @MainActor (Observer, Value) -> Void) {
    withoutActuallyEscaping(body) { body in
        // A synchronous global-actor function has the same representation as a plain one.
        unsafeBitCast(body, to: ((Observer, Value) -> Void).self)(observer, value)
    }
}

/// Which of `classes` holds the override to call for `object`: the most derived of them that
/// `object`'s class is or inherits from, looking only above `limit` when one is given (a
/// `super` call from the override in `limit`). `nil` when none does: the extension's own code
/// runs. The source bridge dispatches methods declared in an extension and overridden in
/// subclasses through this, as Objective-C's dispatch would.
///
/// - Note: Public for the code the bridge writes; not meant to be called by hand.
public func _bridgeMostDerivedOverride(of object: AnyObject, among classes: [AnyClass], above limit: AnyClass?) -> Int? {
    var current: AnyClass? = type(of: object)
    var aboveLimit = limit == nil
    while let candidate = current {
        if aboveLimit, let position = classes.firstIndex(where: { ObjectIdentifier($0) == ObjectIdentifier(candidate) }) {
            return position
        }
        if let limit, ObjectIdentifier(limit) == ObjectIdentifier(candidate) { aboveLimit = true }
        current = _getSuperclass(candidate)
    }
    return nil
}

/// `object.isKind(of: aClass)` for an object of any static type: whether its class is `aClass`
/// or inherits from it. Objective-C finds `isKind(of:)` on an `AnyObject` by dynamic member
/// lookup, which Swift has only with the Objective-C runtime, so the source bridge calls this
/// instead. False for nil and for values that are not objects.
///
/// - Note: Public for the code the bridge writes; not meant to be called by hand.
public func _bridgeIsKind(_ object: Any?, of aClass: AnyClass) -> Bool {
    guard let object, var current: AnyClass = type(of: object) as? AnyClass else { return false }
    while true {
        if ObjectIdentifier(current) == ObjectIdentifier(aClass) { return true }
        guard let superclass = _getSuperclass(current) else { return false }
        current = superclass
    }
}

/// `object.isMember(of: aClass)` for an object of any static type: whether its class is exactly
/// `aClass` (see `_bridgeIsKind`).
///
/// - Note: Public for the code the bridge writes; not meant to be called by hand.
public func _bridgeIsMember(_ object: Any?, of aClass: AnyClass) -> Bool {
    guard let object, let type = type(of: object) as? AnyClass else { return false }
    return ObjectIdentifier(type) == ObjectIdentifier(aClass)
}
