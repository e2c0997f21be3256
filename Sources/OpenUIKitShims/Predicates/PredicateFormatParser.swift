import Foundation

/// Reads a predicate format string (Apple's Predicate Format String Syntax) into predicates:
/// `NSComparisonPredicate`s joined by Foundation's `NSCompoundPredicate` (`AND`, `OR`, `NOT`).
///
/// What it reads: comparisons `= == != <> < <= =< > >= => BETWEEN MATCHES LIKE BEGINSWITH
/// ENDSWITH CONTAINS IN` with `[c]`, `[d]`, `[n]` options; `ANY`, `SOME`, `ALL`, `NONE`; `AND
/// && OR || NOT !` and parentheses; `TRUEPREDICATE`, `FALSEPREDICATE`; numbers, quoted strings,
/// `TRUE YES FALSE NO NULL NIL SELF`, `$variables`, key paths (`#` before a reserved word),
/// `{…}` collections; arguments `%@ %K %d %i %ld %lld %u %lu %f %lf %g %e %s`. Keywords are
/// case-insensitive.
/// What it does not: arithmetic, functions (`FUNCTION`, `now()`), `SUBQUERY`, `@sum`-style
/// aggregates other than `@count`, and `[size]`-style indexes; each is reported as a parse
/// error.
struct PredicateFormatParser {
    struct ParseError: Error {
        let message: String
    }

    enum Token: Equatable {
        case word(String)
        case escapedWord(String)
        case number(String)
        case string(String)
        case variable(String)
        case argument(String)
        case symbol(String)
    }

    private let tokens: [Token]
    private var position = 0
    private var arguments: [Any]
    private var nextArgument = 0

    /// The predicate a format makes, or `NSPredicate(value: false)` after reporting why the
    /// format cannot be read (Apple raises "Unable to parse the format string").
    static func predicate(_ format: String, arguments: [Any]) -> NSPredicate {
        do {
            var parser = try PredicateFormatParser(tokens: tokenize(format), arguments: arguments)
            let predicate = try parser.parseOr()
            guard parser.position == parser.tokens.count else {
                throw ParseError(message: "unexpected \(parser.describe(parser.tokens[parser.position]))")
            }
            return predicate
        } catch {
            let reason = (error as? ParseError)?.message ?? "\(error)"
            OpenUIKitDiagnostics.report(.predicateFormat, "Unable to parse the format string \"\(format)\": \(reason). The predicate is FALSEPREDICATE.", level: .error)
        }
        return NSPredicate(value: false)
    }

    private init(tokens: [Token], arguments: [Any]) {
        self.tokens = tokens
        self.arguments = arguments
    }

    // MARK: Predicates

    mutating func parseOr() throws -> NSPredicate {
        var parts = [try parseAnd()]
        while accept(keyword: "OR") || accept(symbol: "||") { parts.append(try parseAnd()) }
        return parts.count == 1 ? parts[0] : NSCompoundPredicate(orPredicateWithSubpredicates: parts)
    }

    mutating func parseAnd() throws -> NSPredicate {
        var parts = [try parseNot()]
        while accept(keyword: "AND") || accept(symbol: "&&") { parts.append(try parseNot()) }
        return parts.count == 1 ? parts[0] : NSCompoundPredicate(andPredicateWithSubpredicates: parts)
    }

    mutating func parseNot() throws -> NSPredicate {
        if accept(keyword: "NOT") || accept(symbol: "!") {
            return NSCompoundPredicate(notPredicateWithSubpredicate: try parseNot())
        }
        return try parsePrimaryPredicate()
    }

    mutating func parsePrimaryPredicate() throws -> NSPredicate {
        if accept(keyword: "TRUEPREDICATE") { return NSPredicate(value: true) }
        if accept(keyword: "FALSEPREDICATE") { return NSPredicate(value: false) }
        if peek == .symbol("(") {
            // A parenthesised predicate, or a comparison whose left side is in parentheses.
            let start = position
            position += 1
            if let inner = try? parseOr(), accept(symbol: ")") { return inner }
            position = start
        }
        return try parseComparison()
    }

    mutating func parseComparison() throws -> NSPredicate {
        var modifier = NSComparisonPredicate.Modifier.direct
        var negated = false
        if accept(keyword: "ANY") || accept(keyword: "SOME") {
            modifier = .any
        } else if accept(keyword: "ALL") {
            modifier = .all
        } else if accept(keyword: "NONE") {
            modifier = .any
            negated = true
        }
        let left = try parseExpression()
        let operation = try parseOperator()
        let options = try parseOptions()
        let right = try parseExpression()
        let comparison = NSComparisonPredicate(leftExpression: left, rightExpression: right, modifier: modifier,
                                               type: operation, options: options)
        return negated ? NSCompoundPredicate(notPredicateWithSubpredicate: comparison) : comparison
    }

    mutating func parseOperator() throws -> NSComparisonPredicate.Operator {
        guard let token = peek else { throw ParseError(message: "a comparison has no operator") }
        position += 1
        switch token {
        case .symbol("="), .symbol("=="): return .equalTo
        case .symbol("!="), .symbol("<>"): return .notEqualTo
        case .symbol("<"): return .lessThan
        case .symbol("<="), .symbol("=<"): return .lessThanOrEqualTo
        case .symbol(">"): return .greaterThan
        case .symbol(">="), .symbol("=>"): return .greaterThanOrEqualTo
        case let .word(word):
            switch word.uppercased() {
            case "MATCHES": return .matches
            case "LIKE": return .like
            case "BEGINSWITH": return .beginsWith
            case "ENDSWITH": return .endsWith
            case "CONTAINS": return .contains
            case "IN": return .in
            case "BETWEEN": return .between
            default: break
            }
        default:
            break
        }
        throw ParseError(message: "\(describe(token)) is not a comparison operator")
    }

    mutating func parseOptions() throws -> NSComparisonPredicate.Options {
        guard accept(symbol: "[") else { return [] }
        guard case let .word(letters)? = peek else { throw ParseError(message: "an option list ([c], [d], [cd]) is empty") }
        position += 1
        var options: NSComparisonPredicate.Options = []
        for letter in letters.lowercased() {
            switch letter {
            case "c": options.insert(.caseInsensitive)
            case "d": options.insert(.diacriticInsensitive)
            case "n": options.insert(.normalized)
            default: throw ParseError(message: "'\(letter)' is not a comparison option (c, d or n)")
            }
        }
        guard accept(symbol: "]") else { throw ParseError(message: "an option list is not closed with ]") }
        return options
    }

    // MARK: Expressions

    mutating func parseExpression() throws -> NSExpression {
        let expression = try parsePrimaryExpression()
        if let token = peek, [.symbol("+"), .symbol("-"), .symbol("*"), .symbol("/"), .symbol("**")].contains(token) {
            throw ParseError(message: "arithmetic (\(describe(token))) is not supported by OpenUIKit's predicates")
        }
        return expression
    }

    mutating func parsePrimaryExpression() throws -> NSExpression {
        guard let token = peek else { throw ParseError(message: "the format ends where a value was expected") }
        position += 1
        switch token {
        case let .number(text):
            return NSExpression(forConstantValue: Self.number(text))
        case .symbol("-"):
            guard case let .number(text)? = peek else { throw ParseError(message: "'-' is not followed by a number") }
            position += 1
            return NSExpression(forConstantValue: Self.number("-" + text))
        case let .string(text):
            return NSExpression(forConstantValue: text)
        case let .variable(name):
            return try keyPath(on: NSExpression(forVariable: name))
        case let .argument(specifier):
            return try argumentExpression(specifier)
        case .symbol("{"):
            var items: [NSExpression] = []
            if !accept(symbol: "}") {
                repeat { items.append(try parseExpression()) } while accept(symbol: ",")
                guard accept(symbol: "}") else { throw ParseError(message: "a collection is not closed with }") }
            }
            return NSExpression(forAggregate: items)
        case .symbol("("):
            let inner = try parseExpression()
            guard accept(symbol: ")") else { throw ParseError(message: "a parenthesis is not closed") }
            return inner
        case let .escapedWord(word):
            return try keyPath(starting: word)
        case let .word(word):
            switch word.uppercased() {
            case "TRUE", "YES": return NSExpression(forConstantValue: true)
            case "FALSE", "NO": return NSExpression(forConstantValue: false)
            case "NULL", "NIL": return NSExpression(forConstantValue: nil)
            case "SELF": return try keyPath(on: NSExpression.expressionForEvaluatedObject())
            case "SUBQUERY", "FUNCTION", "CAST", "TERNARY":
                throw ParseError(message: "\(word) is not supported by OpenUIKit's predicates")
            default:
                if Self.reservedWords.contains(word.uppercased()) {
                    throw ParseError(message: "the reserved word \(word) is where a value was expected (write #\(word) for a key of that name)")
                }
                if peek == .symbol("(") { throw ParseError(message: "functions (\(word)(…)) are not supported by OpenUIKit's predicates") }
                return try keyPath(starting: word)
            }
        default:
            throw ParseError(message: "\(describe(token)) is where a value was expected")
        }
    }

    /// `name.first` after its first key.
    mutating func keyPath(starting first: String) throws -> NSExpression {
        var keys = [first]
        while accept(symbol: ".") { keys.append(try key()) }
        return NSExpression(forKeyPath: keys.joined(separator: "."))
    }

    /// `$row.value`, `SELF.name`: a key path read on another expression.
    mutating func keyPath(on operand: NSExpression) throws -> NSExpression {
        var keys: [String] = []
        while accept(symbol: ".") { keys.append(try key()) }
        return keys.isEmpty ? operand : NSExpression(storage: .keyPathOn(operand, keys.joined(separator: ".")))
    }

    mutating func key() throws -> String {
        switch peek {
        case let .word(word)?, let .escapedWord(word)?:
            position += 1
            if word.hasPrefix("@"), word != "@count" {
                throw ParseError(message: "the collection operator \(word) is not supported by OpenUIKit's predicates (only @count)")
            }
            return word
        case let token?:
            throw ParseError(message: "\(describe(token)) follows '.' where a key was expected")
        case nil:
            throw ParseError(message: "the format ends after '.'")
        }
    }

    mutating func argumentExpression(_ specifier: String) throws -> NSExpression {
        guard nextArgument < arguments.count else {
            throw ParseError(message: "%\(specifier) has no argument (\(arguments.count) given)")
        }
        let argument = arguments[nextArgument]
        nextArgument += 1
        if specifier == "K" {
            guard let name = argument as? String else { throw ParseError(message: "%K's argument \(argument) is not a string") }
            return NSExpression(forKeyPath: name)
        }
        return NSExpression(forConstantValue: argument)
    }

    // MARK: Tokens

    private var peek: Token? { position < tokens.count ? tokens[position] : nil }

    private mutating func accept(keyword: String) -> Bool {
        guard case let .word(word)? = peek, word.uppercased() == keyword else { return false }
        position += 1
        return true
    }

    private mutating func accept(symbol: String) -> Bool {
        guard peek == .symbol(symbol) else { return false }
        position += 1
        return true
    }

    private func describe(_ token: Token) -> String {
        switch token {
        case let .word(text), let .number(text), let .symbol(text): "'\(text)'"
        case let .escapedWord(text): "'#\(text)'"
        case let .string(text): "the string \"\(text)\""
        case let .variable(name): "'$\(name)'"
        case let .argument(specifier): "'%\(specifier)'"
        }
    }

    static let reservedWords: Set<String> = [
        "AND", "OR", "NOT", "IN", "LIKE", "MATCHES", "BEGINSWITH", "ENDSWITH", "CONTAINS", "BETWEEN", "ANY", "ALL", "SOME",
        "NONE", "TRUEPREDICATE", "FALSEPREDICATE", "FIRST", "LAST", "SIZE",
    ]

    static func number(_ text: String) -> Any {
        if let integer = Int(text) { return integer }
        if text.lowercased().hasPrefix("0x"), let integer = Int(text.dropFirst(2), radix: 16) { return integer }
        return Double(text) ?? 0
    }
}
