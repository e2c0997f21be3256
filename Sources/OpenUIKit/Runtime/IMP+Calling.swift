/// Calling an `IMP` as iOS code does: cast to a C function type that takes the receiver, the
/// selector and the method's arguments, then called.
///
/// - Note: OpenUIKit differs: an `IMP` is an object here (Linux has no Objective-C runtime), so
///   this overload of `unsafeBitCast(_:to:)` returns a function that calls it; the source bridge
///   drops the `@convention(c)` from the function type, which Linux cannot give a function that
///   takes an object. Calling a nil `IMP` is reported and does nothing when the function returns
///   nothing or an optional (iOS crashes); one that must return another value stops the program
///   with that message. An implementation made from a selector returns no value.
public func unsafeBitCast<Receiver, each Argument, Result>(
    _ implementation: IMP?, to type: ((Receiver, Selector, repeat each Argument) -> Result).Type
) -> (Receiver, Selector, repeat each Argument) -> Result {
    { (receiver: Receiver, selector: Selector, argument: repeat each Argument) -> Result in
        var arguments: [Any] = []
        for value in repeat each argument { arguments.append(value) }
        guard let implementation else {
            OpenUIKitDiagnostics.report(.unsupportedAPI, "A nil IMP was called for \(selector.name); nothing ran (iOS crashes).", level: .error)
            return IMPResult.value(nil, for: selector, from: "a nil IMP")
        }
        let result = implementation.call(receiver as AnyObject, selector, arguments)
        return IMPResult.value(result, for: selector, from: implementation.description)
    }
}

/// A non-optional `IMP` cast to a function type (see the optional form).
public func unsafeBitCast<Receiver, each Argument, Result>(
    _ implementation: IMP, to type: ((Receiver, Selector, repeat each Argument) -> Result).Type
) -> (Receiver, Selector, repeat each Argument) -> Result {
    let optional: IMP? = implementation
    return unsafeBitCast(optional, to: type)
}

enum IMPResult {
    /// `result` as the function's result type: the value itself, `()` for `Void`, nil for an
    /// optional.
    static func value<Result>(_ result: Any?, for selector: Selector, from source: String) -> Result {
        if let typed = result as? Result { return typed }
        if let nothing = () as? Result { return nothing }
        if let none = Optional<Any>.none as? Result { return none }
        fatalError("\(source) for \(selector.name) returned no \(Result.self): an implementation made from a selector has no result on Linux.")
    }
}
