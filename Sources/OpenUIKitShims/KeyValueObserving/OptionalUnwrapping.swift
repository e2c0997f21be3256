/// The value inside any number of optionals held in an `Any` (`Optional<Optional<Int>>.some(.some(3))`
/// is 3), `nil` when one of them is empty; any other value as it is. Key-value observing compares
/// and reads values this way, as do predicates.
func unwrappingOptionals(_ value: Any) -> Any? {
    guard let optional = value as? any WrappedOptional else { return value }
    return optional.wrappedValueAsAny.flatMap(unwrappingOptionals)
}

private protocol WrappedOptional {
    var wrappedValueAsAny: Any? { get }
}

extension Optional: WrappedOptional {
    fileprivate var wrappedValueAsAny: Any? { map { $0 as Any } }
}
