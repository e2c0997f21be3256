import Synchronization

// swift-format-ignore: TypeNamesShouldBeCapitalized
// (the Objective-C runtime's names, which iOS code spells)

/// A method's implementation, as the Objective-C runtime hands it out
/// (`class_getMethodImplementation`, `method_setImplementation`): called with the receiver, the
/// selector and the method's arguments.
///
/// - Note: OpenUIKit differs: Linux has no Objective-C runtime, so an `IMP` is an object, not a
///   C function pointer. Code that calls one the iOS way —
///   `unsafeBitCast(imp, to: (@convention(c) (AnyObject, Selector, Bool) -> Void).self)(self, sel, flag)`
///   — works through `unsafeBitCast(_:to:)`'s overload for `IMP` (the source bridge drops the
///   `@convention(c)`, which Linux cannot give a function that takes an object). An
///   implementation made from a selector (`#selector(myMethod)`) calls that method and has no
///   result; one of a UIKit method calls UIKit's own implementation of it.
public final class IMP: @unchecked Sendable, CustomStringConvertible {
    /// Where the implementation comes from, for messages: `"-[UIViewController dismissViewControllerAnimated:completion:]"`.
    public let description: String
    private let body: (AnyObject, Selector, [Any]) -> Any?

    init(description: String, body: @escaping (AnyObject, Selector, [Any]) -> Any?) {
        self.description = description
        self.body = body
    }

    /// The implementation of a selector's method: it calls the method with up to two arguments.
    convenience init?(selector: Selector, function: String) {
        guard let method = selector.callableMethod(owner: function, consequence: "There is no implementation to return (nil).") else { return nil }
        self.init(description: "the method of \(selector.name) in \(method.receiverType)") { target, _, arguments in
            if !method.call(on: target, with: arguments.first, and: arguments.count > 1 ? arguments[1] : nil) {
                OpenUIKitDiagnostics.report(.unsupportedAPI, "\(selector.name): an implementation of \(method.receiverType) taking \(method.argumentDescription) was called on a \(type(of: target)) with \(arguments.count) argument(s); it did not run.", level: .error)
            }
            return nil
        }
    }

    /// Calls the implementation on `receiver`.
    func call(_ receiver: AnyObject, _ selector: Selector, _ arguments: [Any]) -> Any? {
        body(receiver, selector, arguments)
    }
}

/// One method of a class, as the Objective-C runtime hands it out (`class_getInstanceMethod`):
/// its selector and its current implementation, which `method_setImplementation` replaces.
///
/// - Note: OpenUIKit differs: only the UIKit methods listed in `ReplaceableMethods` can be looked
///   up and replaced, because Swift calls every other method directly. Replacing one affects
///   every instance of the class and its subclasses (an override that calls `super` reaches the
///   replacement), as on iOS.
public final class Method: @unchecked Sendable {
    /// UIKit's Objective-C name of the method's selector.
    let name: String
    /// The other name it answers to: the one the source bridge gives `#selector` of its Swift
    /// name (`dismissWithAnimated:completion:`).
    let bridgedName: String
    let original: IMP
    private let current: Mutex<IMP>

    init(name: String, bridgedName: String, original: IMP) {
        self.name = name
        self.bridgedName = bridgedName
        self.original = original
        current = Mutex(original)
    }

    var implementation: IMP {
        get { current.withLock { $0 } }
        set { current.withLock { $0 = newValue } }
    }

    /// The replacement installed for this method, nil while UIKit's own implementation runs.
    var replacement: IMP? {
        let implementation = implementation
        return implementation === original ? nil : implementation
    }
}

/// The method `name` of `cls` (or of its nearest superclass that declares it), or nil.
///
/// - Note: OpenUIKit differs: only UIKit methods that OpenUIKit can replace are found
///   (`ReplaceableMethods`: `UIViewController`'s `present(_:animated:completion:)` and
///   `dismiss(animated:completion:)`); any other is reported and nil is returned, as the
///   Objective-C runtime answers for a method a class does not have.
public func class_getInstanceMethod(_ cls: AnyClass?, _ name: Selector) -> Method? {
    guard let cls else { return nil }
    if let method = ReplaceableMethods.method(of: cls, named: name.name) { return method }
    OpenUIKitDiagnostics.report(.unsupportedAPI, "class_getInstanceMethod(\(cls), \(name.name)): Linux has no Objective-C runtime, and OpenUIKit can replace only these methods: \(ReplaceableMethods.listed). nil is returned.", level: .error)
    return nil
}

/// The implementation `cls` runs for `name`: a replaceable UIKit method's current one, or the
/// method a selector made from a method (`#selector(myMethod)`) refers to.
public func class_getMethodImplementation(_ cls: AnyClass?, _ name: Selector) -> IMP? {
    if let cls, let method = ReplaceableMethods.method(of: cls, named: name.name) { return method.implementation }
    return IMP(selector: name, function: "class_getMethodImplementation")
}

/// The method's current implementation.
public func method_getImplementation(_ m: Method) -> IMP {
    m.implementation
}

/// Gives the method a new implementation and returns the one it had. The previous one stays
/// callable: calling it runs what the method did before.
@discardableResult
public func method_setImplementation(_ m: Method, _ imp: IMP) -> IMP {
    let previous = m.implementation
    m.implementation = imp
    return previous
}

/// The method's selector, by UIKit's name for it.
public func method_getName(_ m: Method) -> Selector {
    Selector(m.name)
}
