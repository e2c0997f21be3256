import Foundation

/// One side of a comparison in a predicate: a constant, the object evaluated, a `$variable`, a
/// key path, or a key path read on another expression (`$row.value`).
///
/// Apple's Foundation has it; Linux's declares the class but none of its members. This one has
/// the members predicates made from format strings need (`NSPredicate(format:)`).
///
/// - Note: OpenUIKit only: in a file that imports both Foundation and UIKit, the bare name
///   `NSExpression` is ambiguous (Foundation's and this one); write `UIKit.NSExpression`, as the
///   source bridge does for iOS code. Arithmetic, functions other than key paths, subqueries and
///   blocks are not made (the format parser reports them).
open class NSExpression: NSObject {
    /// What an expression is (Apple's raw values).
    public enum ExpressionType: UInt, Sendable {
        case constantValue = 0
        case evaluatedObject = 1
        case variable = 2
        case keyPath = 3
        case function = 4
        case unionSet = 5
        case intersectSet = 6
        case minusSet = 7
        case subquery = 13
        case aggregate = 14
        case anyKey = 15
        case block = 19
        case conditional = 20
    }

    enum Storage {
        case constant(Any?)
        case evaluatedObject
        case variable(String)
        case keyPath(String)
        /// Apple's `valueForKeyPath:` function: a key path read on the value of `operand`.
        case keyPathOn(NSExpression, String)
        case aggregate([NSExpression])
    }

    let storage: Storage

    init(storage: Storage) {
        self.storage = storage
        super.init()
    }

    /// An expression whose value is `value` (a string, a number, nil…).
    public convenience init(forConstantValue value: Any?) {
        self.init(storage: .constant(value))
    }

    /// The value at `keyPath` of the object evaluated (`name`, `address.city`, `items.@count`).
    public convenience init(forKeyPath keyPath: String) {
        self.init(storage: .keyPath(keyPath))
    }

    /// The value bound to `variable` when the predicate is evaluated (`$name` in a format).
    public convenience init(forVariable variable: String) {
        self.init(storage: .variable(variable))
    }

    /// A collection of expressions (`{1, 2, 3}` in a format).
    public convenience init(forAggregate subexpressions: [NSExpression]) {
        self.init(storage: .aggregate(subexpressions))
    }

    /// The object evaluated itself (`SELF` in a format).
    open class func expressionForEvaluatedObject() -> NSExpression {
        NSExpression(storage: .evaluatedObject)
    }

    open var expressionType: ExpressionType {
        switch storage {
        case .constant: .constantValue
        case .evaluatedObject: .evaluatedObject
        case .variable: .variable
        case .keyPath: .keyPath
        case .keyPathOn: .function
        case .aggregate: .aggregate
        }
    }

    /// The constant of a `.constantValue` expression (nil otherwise).
    open var constantValue: Any? {
        if case let .constant(value) = storage { return value }
        return nil
    }

    /// The key path of a `.keyPath` expression ("" otherwise).
    open var keyPath: String {
        if case let .keyPath(path) = storage { return path }
        return ""
    }

    /// The name of a `.variable` expression ("" otherwise).
    open var variable: String {
        if case let .variable(name) = storage { return name }
        return ""
    }

    /// The function a `.function` expression calls: `valueForKeyPath:` for a key path read on
    /// another expression.
    open var function: String {
        if case .keyPathOn = storage { return "valueForKeyPath:" }
        return ""
    }

    /// The expression a `.function` expression reads its key path on.
    open var operand: NSExpression? {
        if case let .keyPathOn(operand, _) = storage { return operand }
        return nil
    }

    /// The arguments of a `.function` expression: the key path, as a key path expression.
    open var arguments: [NSExpression]? {
        if case let .keyPathOn(_, path) = storage { return [NSExpression(forKeyPath: path)] }
        return nil
    }

    /// The subexpressions of an `.aggregate` expression.
    open var collection: Any {
        if case let .aggregate(items) = storage { return items }
        return [NSExpression]()
    }

    /// The expression's value for `object`: `context` is not used (OpenUIKit evaluates without
    /// scratch state).
    open func expressionValue(with object: Any?, context: NSMutableDictionary?) -> Any? {
        value(for: object, bindings: [:])
    }

    /// The value for `object`, with `$variables` taken from `bindings` (nil for one that is
    /// missing, reported).
    func value(for object: Any?, bindings: [String: Any]) -> Any? {
        switch storage {
        case let .constant(value):
            return PredicateValues.normalized(value)
        case .evaluatedObject:
            return PredicateValues.normalized(object)
        case let .variable(name):
            guard let bound = bindings[name] else {
                OpenUIKitDiagnostics.report(.predicateFormat, "Can't get value for '\(name)' in bindings \(bindings.keys.sorted()); the variable is taken as nil.", level: .error)
                return nil
            }
            return PredicateValues.normalized(bound)
        case let .keyPath(path):
            return PredicateValues.value(atKeyPath: path, of: object)
        case let .keyPathOn(operand, path):
            return PredicateValues.value(atKeyPath: path, of: operand.value(for: object, bindings: bindings))
        case let .aggregate(items):
            return items.map { $0.value(for: object, bindings: bindings) as Any }
        }
    }

    /// The expression as Apple writes it in a predicate's format: `$name`, `name`, `"text"`,
    /// `23`, `nil`, `SELF`, `$row.value`, `{1, 2}`.
    open override var description: String {
        switch storage {
        case let .constant(value): PredicateValues.formatted(value)
        case .evaluatedObject: "SELF"
        case let .variable(name): "$\(name)"
        case let .keyPath(path): path
        case let .keyPathOn(operand, path): "\(operand.description).\(path)"
        case let .aggregate(items): "{" + items.map(\.description).joined(separator: ", ") + "}"
        }
    }
}

extension DiagnosticCode {
    /// A predicate format string that cannot be read, or a predicate that cannot be evaluated as
    /// asked (a missing variable, a comparison of values that do not compare).
    public static let predicateFormat = DiagnosticCode(rawValue: "PredicateFormat")
}
