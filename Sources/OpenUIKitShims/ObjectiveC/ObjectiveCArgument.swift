/// How Objective-C hands an argument to an action method: a message send never checks the
/// argument's class, so iOS calls `@objc func handle(_ g: UIScreenEdgePanGestureRecognizer)`
/// with the `UIPanGestureRecognizer` it is the action of, and the method works as long as it
/// uses what a pan has.
///
/// - Note: OpenUIKit differs only in what goes wrong past that point: where iOS raises
///   "unrecognized selector" for a member only the declared subclass has, Swift reads that
///   member from an object that does not have it. Only the case Objective-C code relies on is
///   let through (the object's class is a superclass of the declared one); any other mismatch is
///   refused, and the caller reports it.
package enum ObjectiveCArgument {
    /// `argument` as an `Argument`: itself when it is one, the same object seen as the declared
    /// subclass when its class is an ancestor of `Argument`, otherwise nil.
    package static func passed<Argument>(_ argument: Any?, as declared: Argument.Type) -> Argument? {
        if let typed = argument as? Argument { return typed }
        guard let argument, let declaredClass = declared as? AnyClass else { return nil }
        let object = argument as AnyObject
        let actual = ObjectIdentifier(type(of: object))
        var ancestor: AnyClass? = _getSuperclass(declaredClass)
        while let current = ancestor {
            if ObjectIdentifier(current) == actual { return unsafeBitCast(object, to: Argument.self) }
            ancestor = _getSuperclass(current)
        }
        return nil
    }
}
