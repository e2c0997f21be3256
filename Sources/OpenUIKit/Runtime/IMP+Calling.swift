/// Calling an `IMP` as iOS code does: cast to a C function type that takes the receiver, the
/// selector and the method's arguments, then called.
///
/// - Note: OpenUIKit differs: an `IMP` is an object here (Linux has no Objective-C runtime), so
///   these overloads of `unsafeBitCast(_:to:)` return a function that calls it; the source bridge
///   drops the `@convention(c)` from the function type, which Linux cannot give a function that
///   takes an object. The function returns nothing or an optional (an implementation made from a
///   selector has no result: nil); a cast to a function returning another type does not compile.
///   Calling a nil `IMP` is reported and does nothing (iOS crashes).
public func unsafeBitCast<Receiver, each Argument>(
    _ implementation: IMP?, to type: ((Receiver, Selector, repeat each Argument) -> Void).Type
) -> (Receiver, Selector, repeat each Argument) -> Void {
    { (receiver: Receiver, selector: Selector, argument: repeat each Argument) in
        var arguments: [Any] = []
        for value in repeat each argument { arguments.append(value) }
        _ = IMP.call(implementation, receiver as AnyObject, selector, arguments)
    }
}

/// An `IMP` cast to a function that returns an optional: the implementation's value, or nil.
public func unsafeBitCast<Receiver, each Argument, Wrapped>(
    _ implementation: IMP?, to type: ((Receiver, Selector, repeat each Argument) -> Wrapped?).Type
) -> (Receiver, Selector, repeat each Argument) -> Wrapped? {
    { (receiver: Receiver, selector: Selector, argument: repeat each Argument) -> Wrapped? in
        var arguments: [Any] = []
        for value in repeat each argument { arguments.append(value) }
        return IMP.call(implementation, receiver as AnyObject, selector, arguments) as? Wrapped
    }
}

/// A non-optional `IMP` cast to a function that returns nothing (see the optional form).
public func unsafeBitCast<Receiver, each Argument>(
    _ implementation: IMP, to type: ((Receiver, Selector, repeat each Argument) -> Void).Type
) -> (Receiver, Selector, repeat each Argument) -> Void {
    let optional: IMP? = implementation
    return unsafeBitCast(optional, to: type)
}

/// A non-optional `IMP` cast to a function that returns an optional (see the optional form).
public func unsafeBitCast<Receiver, each Argument, Wrapped>(
    _ implementation: IMP, to type: ((Receiver, Selector, repeat each Argument) -> Wrapped?).Type
) -> (Receiver, Selector, repeat each Argument) -> Wrapped? {
    let optional: IMP? = implementation
    return unsafeBitCast(optional, to: type)
}

/// Casting an `IMP` to a function that returns a non-optional value: not available, as an
/// implementation here may have no value to return (one made from a selector has none).
@available(*, unavailable, message: "an IMP casts only to a function returning Void or an optional on Linux (OpenUIKit's IMP is an object; an implementation made from a selector has no result)")
public func unsafeBitCast<Receiver, each Argument, Result>(
    _ implementation: IMP?, to type: ((Receiver, Selector, repeat each Argument) -> Result).Type
) -> (Receiver, Selector, repeat each Argument) -> Result {
    fatalError("unavailable")
}

extension IMP {
    /// Calls `implementation` on `receiver`, or reports a nil one.
    static func call(_ implementation: IMP?, _ receiver: AnyObject, _ selector: Selector, _ arguments: [Any]) -> Any? {
        guard let implementation else {
            OpenUIKitDiagnostics.report(.unsupportedAPI, "A nil IMP was called for \(selector.name); nothing ran (iOS crashes).", level: .error)
            return nil
        }
        return implementation.call(receiver, selector, arguments)
    }
}
