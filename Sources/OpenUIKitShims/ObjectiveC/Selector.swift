/// The name of an action method, as Objective-C spells it (`"showViewController:sender:"`), and
/// — when it was made from a method — the method itself.
///
/// - Note: OpenUIKit differs: there is no Objective-C runtime on Linux, so `#selector(...)`
///   cannot exist and a name alone cannot call anything. A selector made from a name
///   (`Selector("showViewController:sender:")`, which iOS also accepts) only names actions for
///   the APIs that ask about them (`targetViewController(forAction:sender:)`,
///   `canPerformAction(_:withSender:)`). A selector made from a method reference,
///   `Selector(Self.handlePan(_:), name: "handlePan:")` — what the source bridge writes for
///   `#selector(handlePan(_:))` — can also be called: target-action APIs that take a `Selector`
///   (`addTarget(_:action:for:)`, gesture recognizers, bar button items, display links) call its
///   method, so code that stores selectors or passes them through its own functions works as on
///   iOS. Two selectors are equal when their names are.
public struct Selector: Hashable, Sendable, ExpressibleByStringLiteral, CustomStringConvertible {
    /// The Objective-C spelling of the method's name.
    public let name: String
    /// The method, when the selector was made from one.
    let method: SelectorMethod?

    public init(_ name: String) {
        self.name = name
        method = nil
    }

    public init(stringLiteral value: String) { self.init(value) }

    /// Linux only: a selector for a method of `Receiver` that takes no argument, callable by the
    /// target-action APIs that take a `Selector`.
    public init<Receiver>(_ method: @escaping (Receiver) -> () -> Void, name: String) {
        self.name = name
        self.method = SelectorMethod(receiverType: Receiver.self, argumentType: nil) { target, _ in
            guard let receiver = target as? Receiver else { return false }
            method(receiver)()
            return true
        }
    }

    /// Linux only: a selector for a method of `Receiver` that takes one argument (the sender, the
    /// recognizer, the display link, a notification…).
    public init<Receiver, Argument>(_ method: @escaping (Receiver) -> (Argument) -> Void, name: String) {
        self.name = name
        self.method = SelectorMethod(receiverType: Receiver.self, argumentType: Argument.self) { target, argument in
            // Objective-C passes the sender whatever class the method names (ObjectiveCArgument).
            guard let receiver = target as? Receiver, let typed = ObjectiveCArgument.passed(argument, as: Argument.self) else { return false }
            method(receiver)(typed)
            return true
        }
    }

    /// Linux only: a selector for a method of `Receiver` that takes no argument and returns a
    /// value (ignored when a target-action API calls it, as Objective-C ignores it).
    @_disfavoredOverload
    public init<Receiver, Value>(_ method: @escaping (Receiver) -> () -> Value, name: String) {
        self.init({ (receiver: Receiver) in { () -> Void in _ = method(receiver)() } }, name: name)
    }

    /// Linux only: a selector for a method of `Receiver` that takes one argument and returns a
    /// value (`view(forKey:)`, asked about with `responds(to:)`); the value is ignored when called.
    @_disfavoredOverload
    public init<Receiver, Argument, Value>(_ method: @escaping (Receiver) -> (Argument) -> Value, name: String) {
        self.init({ (receiver: Receiver) in { (argument: Argument) -> Void in _ = method(receiver)(argument) } }, name: name)
    }

    /// Linux only: a selector for a method of `Receiver` that takes two arguments (the sender and
    /// the event of a control's action `tapped(_:forEvent:)`, the two objects of
    /// `perform(_:with:with:)`, `add(_:forKey:)`).
    public init<Receiver, First, Second>(_ method: @escaping (Receiver) -> (First, Second) -> Void, name: String) {
        self.name = name
        self.method = SelectorMethod(receiverType: Receiver.self, argumentType: First.self, secondArgumentType: Second.self) { target, first, second in
            guard let receiver = target as? Receiver, let typedFirst = ObjectiveCArgument.passed(first, as: First.self),
                  let typedSecond = ObjectiveCArgument.passed(second, as: Second.self) else { return false }
            method(receiver)(typedFirst, typedSecond)
            return true
        }
    }

    /// Linux only: a selector for a method of `Receiver` that takes two arguments and returns a
    /// value (ignored when called).
    @_disfavoredOverload
    public init<Receiver, First, Second, Value>(_ method: @escaping (Receiver) -> (First, Second) -> Value, name: String) {
        self.init({ (receiver: Receiver) in { (first: First, second: Second) -> Void in _ = method(receiver)(first, second) } }, name: name)
    }

    public var description: String { name }

    public static func == (lhs: Selector, rhs: Selector) -> Bool { lhs.name == rhs.name }

    public func hash(into hasher: inout Hasher) { hasher.combine(name) }
}

/// A selector's method with its types erased: what target-action APIs call.
package final class SelectorMethod: @unchecked Sendable {
    /// The type the method belongs to.
    package let receiverType: Any.Type
    /// The type of the method's argument, `nil` when it takes none.
    let argumentType: Any.Type?
    /// The type of its second argument, `nil` when it takes fewer than two.
    package let secondArgumentType: Any.Type?
    private let body: (AnyObject, Any?, Any?) -> Bool

    init(receiverType: Any.Type, argumentType: Any.Type?, body: @escaping (AnyObject, Any?) -> Bool) {
        self.receiverType = receiverType
        self.argumentType = argumentType
        secondArgumentType = nil
        self.body = { target, argument, _ in body(target, argument) }
    }

    init(receiverType: Any.Type, argumentType: Any.Type, secondArgumentType: Any.Type, body: @escaping (AnyObject, Any?, Any?) -> Bool) {
        self.receiverType = receiverType
        self.argumentType = argumentType
        self.secondArgumentType = secondArgumentType
        self.body = body
    }

    /// Calls the method on `target` with `argument` (ignored by a method that takes none) and,
    /// for a method of two arguments, `second`. `false` when `target` is not of the method's
    /// type or an argument not of its parameter's.
    @discardableResult
    package func call(on target: AnyObject, with argument: Any?, and second: Any? = nil) -> Bool {
        body(target, argument, second)
    }
}

extension Selector {
    /// The method to call on `target` for an API named `owner`: `nil` when the selector has no
    /// method (made from a name; reported as unsupported) or `target` is not of the method's
    /// type (reported as `code`).
    package func method(for target: AnyObject, owner: String, consequence: String, code: DiagnosticCode) -> SelectorMethod? {
        guard let method = callableMethod(owner: owner, consequence: consequence) else { return nil }
        guard method.accepts(target) else {
            OpenUIKitDiagnostics.report(code, "\(owner): the selector \"\(name)\" is a method of \(method.receiverType), but the target is a \(type(of: target)); \(consequence)", level: .error)
            return nil
        }
        return method
    }

    /// The method, or `nil` reported when the selector is only a name.
    package func callableMethod(owner: String, consequence: String) -> SelectorMethod? {
        guard let method else {
            OpenUIKitDiagnostics.report(.unsupportedAPI, "\(owner): the selector \"\(name)\" is only a name, and Linux cannot call a method by name; pass #selector through the source bridge, Selector(Self.method, name:) or a method reference. \(consequence)", level: .error)
            return nil
        }
        return method
    }
}

extension SelectorMethod {
    /// What the method takes, for messages: "a UIButton", "a UIButton and a UIEvent", "nothing".
    package var argumentDescription: String {
        guard let argumentType else { return "nothing" }
        return "a \(argumentType)" + (secondArgumentType.map { " and a \($0)" } ?? "")
    }

    /// Whether `target` is of the method's type.
    package func accepts(_ target: AnyObject) -> Bool {
        func isReceiver<T>(_: T.Type) -> Bool { target is T }
        return _openExistential(receiverType, do: isReceiver)
    }
}

extension DiagnosticCode {
    /// An iOS API that OpenUIKit does not support on Linux (reported, never silently ignored).
    public static let unsupportedAPI = DiagnosticCode(rawValue: "UnsupportedAPI")
}

/// The selector named `aSelectorName`: a name only (Linux cannot look a method up by name; see
/// `Selector`).
public func NSSelectorFromString(_ aSelectorName: String) -> Selector {
    Selector(aSelectorName)
}

/// The selector's name, as Objective-C spells it.
public func NSStringFromSelector(_ aSelector: Selector) -> String {
    aSelector.name
}
