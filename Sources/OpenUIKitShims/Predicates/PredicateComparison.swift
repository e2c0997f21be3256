import Foundation

/// How two values compare under a predicate's operator, as Apple's Predicate Programming Guide
/// describes it.
enum PredicateComparison {
    static func compare(_ left: Any?, _ operation: NSComparisonPredicate.Operator, _ right: Any?,
                        options: NSComparisonPredicate.Options) -> Bool {
        switch operation {
        case .equalTo:
            return isEqual(left, right, options: options)
        case .notEqualTo:
            return !isEqual(left, right, options: options)
        case .lessThan:
            return order(left, right, options: options) == .orderedAscending
        case .lessThanOrEqualTo:
            return [.orderedAscending, .orderedSame].contains(order(left, right, options: options))
        case .greaterThan:
            return order(left, right, options: options) == .orderedDescending
        case .greaterThanOrEqualTo:
            return [.orderedDescending, .orderedSame].contains(order(left, right, options: options))
        case .matches:
            guard let string = left as? String, let pattern = right as? String else { return false }
            return matches(string, pattern: pattern, options: options)
        case .like:
            guard let string = left as? String, let pattern = right as? String else { return false }
            return matches(string, pattern: likePattern(pattern), options: options)
        case .beginsWith:
            guard let string = left as? String, let prefix = right as? String else { return false }
            return prefix.isEmpty || string.range(of: prefix, options: stringOptions(options).union(.anchored)) != nil
        case .endsWith:
            guard let string = left as? String, let suffix = right as? String else { return false }
            return suffix.isEmpty || string.range(of: suffix, options: stringOptions(options).union([.anchored, .backwards])) != nil
        case .contains:
            if let string = left as? String, let part = right as? String {
                return part.isEmpty || string.range(of: part, options: stringOptions(options)) != nil
            }
            guard let elements = PredicateValues.elements(of: left) else { return false }
            return elements.contains { isEqual($0, right, options: options) }
        case .in:
            if let string = right as? String, let part = left as? String {
                return part.isEmpty || string.range(of: part, options: stringOptions(options)) != nil
            }
            guard let elements = PredicateValues.elements(of: right) else { return false }
            return elements.contains { isEqual(left, $0, options: options) }
        case .between:
            guard let bounds = PredicateValues.elements(of: right), bounds.count == 2 else { return false }
            return compare(left, .greaterThanOrEqualTo, bounds[0], options: options)
                && compare(left, .lessThanOrEqualTo, bounds[1], options: options)
        case .customSelector:
            return false
        }
    }

    static func isEqual(_ left: Any?, _ right: Any?, options: NSComparisonPredicate.Options) -> Bool {
        switch (PredicateValues.normalized(left), PredicateValues.normalized(right)) {
        case (nil, nil):
            return true
        case (nil, _), (_, nil):
            return false
        case let (left?, right?):
            if let first = number(left), let second = number(right) { return first == second }
            if let first = left as? String, let second = right as? String {
                return first.compare(second, options: stringOptions(options)) == .orderedSame
            }
            if let first = left as? Date, let second = right as? Date { return first == second }
            if let first = left as? AnyHashable, let second = right as? AnyHashable, first == second { return true }
            if let first = left as? NSObject, let second = right as? NSObject { return first.isEqual(second) }
            if type(of: left) is AnyClass, type(of: right) is AnyClass { return left as AnyObject === right as AnyObject }
            return false
        }
    }

    /// The order of two numbers, strings or dates; nil when they do not compare.
    static func order(_ left: Any?, _ right: Any?, options: NSComparisonPredicate.Options) -> ComparisonResult? {
        guard let left = PredicateValues.normalized(left), let right = PredicateValues.normalized(right) else { return nil }
        if let first = number(left), let second = number(right) {
            return first < second ? .orderedAscending : (first > second ? .orderedDescending : .orderedSame)
        }
        if let first = left as? String, let second = right as? String {
            return first.compare(second, options: stringOptions(options))
        }
        if let first = left as? Date, let second = right as? Date { return first.compare(second) }
        return nil
    }

    /// A number of any Swift or Foundation numeric type (a Boolean is 0 or 1), as a `Double`.
    static func number(_ value: Any) -> Double? {
        switch value {
        case let value as Int: Double(value)
        case let value as Double: value
        case let value as Bool: value ? 1 : 0
        case let value as Float: Double(value)
        case let value as CGFloat: Double(value)
        case let value as Int64: Double(value)
        case let value as Int32: Double(value)
        case let value as Int16: Double(value)
        case let value as Int8: Double(value)
        case let value as UInt: Double(value)
        case let value as UInt64: Double(value)
        case let value as UInt32: Double(value)
        case let value as UInt16: Double(value)
        case let value as UInt8: Double(value)
        case let value as Decimal: NSDecimalNumber(decimal: value).doubleValue
        case let value as NSNumber: value.doubleValue
        default: nil
        }
    }

    static func stringOptions(_ options: NSComparisonPredicate.Options) -> String.CompareOptions {
        var result: String.CompareOptions = []
        if options.contains(.caseInsensitive) { result.insert(.caseInsensitive) }
        if options.contains(.diacriticInsensitive) { result.insert(.diacriticInsensitive) }
        return result
    }

    /// `MATCHES`: the regular expression must match the whole string (ICU's syntax on iOS;
    /// `NSRegularExpression`'s, also ICU's, here). A pattern that does not compile is reported
    /// and matches nothing (iOS raises).
    static func matches(_ string: String, pattern: String, options: NSComparisonPredicate.Options) -> Bool {
        var expressionOptions: NSRegularExpression.Options = []
        if options.contains(.caseInsensitive) { expressionOptions.insert(.caseInsensitive) }
        let subject = options.contains(.diacriticInsensitive) ? string.folding(options: .diacriticInsensitive, locale: nil) : string
        do {
            let expression = try NSRegularExpression(pattern: "^(?:\(pattern))$", options: expressionOptions)
            let range = NSRange(subject.startIndex..., in: subject)
            return expression.firstMatch(in: subject, options: [], range: range) != nil
        } catch {
            OpenUIKitDiagnostics.report(.predicateFormat, "Can't do regex matching, reason: can't open pattern \(pattern) (\(error)); MATCHES is false.", level: .error)
            return false
        }
    }

    /// `LIKE`'s wildcards, `*` (any characters) and `?` (one), as a regular expression.
    static func likePattern(_ pattern: String) -> String {
        var result = ""
        for character in pattern {
            switch character {
            case "*": result += ".*"
            case "?": result += "."
            default: result += NSRegularExpression.escapedPattern(for: String(character))
            }
        }
        return result
    }

    static func symbol(of operation: NSComparisonPredicate.Operator) -> String {
        switch operation {
        case .lessThan: "<"
        case .lessThanOrEqualTo: "<="
        case .greaterThan: ">"
        case .greaterThanOrEqualTo: ">="
        case .equalTo: "=="
        case .notEqualTo: "!="
        case .matches: "MATCHES"
        case .like: "LIKE"
        case .beginsWith: "BEGINSWITH"
        case .endsWith: "ENDSWITH"
        case .in: "IN"
        case .customSelector: "CUSTOM"
        case .contains: "CONTAINS"
        case .between: "BETWEEN"
        }
    }
}
