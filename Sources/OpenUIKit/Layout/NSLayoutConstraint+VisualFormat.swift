import Foundation

extension NSLayoutConstraint {
    /// The constraints an ASCII-art format describes, such as `"H:|-[label]-8-[field(>=120)]-|"`
    /// (not yet active). Standard spacing (`-`) is 8 points between views and 20 to the
    /// superview's edge. A format that cannot be read is reported with the position of the
    /// problem, and no constraint is returned.
    public static func constraints(withVisualFormat format: String, options opts: FormatOptions = [],
                                   metrics: [String: Any]?, views: [String: Any]) -> [NSLayoutConstraint] {
        var parser = VisualFormatParser(format: format, options: opts, metrics: metrics ?? [:], views: views)
        do {
            return try parser.parse()
        } catch {
            let caret = String(repeating: " ", count: error.position) + "^"
            OpenUIKitDiagnostics.report(.layoutConstraintMisuse, "Unable to parse constraint format: \n\(error.message)\n\(format)\n\(caret)")
            return []
        }
    }
}

/// The visual format language's grammar, read left to right:
/// `(H|V:)? (| connection)? [view(predicates)] (connection [view])* (connection |)?`, where a
/// connection is nothing (flush), `-` (standard spacing) or `-predicates-`, and a predicate is
/// `(==|<=|>=)? (number | metric | view) (@ priority)?`.
@MainActor
struct VisualFormatParser {
    struct Failure: Error {
        let message: String
        let position: Int
    }

    struct Predicate {
        var relation: NSLayoutConstraint.Relation = .equal
        var constant: CGFloat = 0
        var view: UIView?
        var priority: UILayoutPriority = .required
    }

    let characters: [Character]
    let options: NSLayoutConstraint.FormatOptions
    let metrics: [String: Any]
    let views: [String: Any]
    var index = 0
    var horizontal = true

    init(format: String, options: NSLayoutConstraint.FormatOptions, metrics: [String: Any], views: [String: Any]) {
        characters = Array(format)
        self.options = options
        self.metrics = metrics
        self.views = views
    }

    static let standardSpacing: CGFloat = 8
    static let standardSuperviewSpacing: CGFloat = 20

    mutating func parse() throws(Failure) -> [NSLayoutConstraint] {
        skipSpaces()
        if let first = peek(), first == "H" || first == "V", peek(1) == ":" {
            horizontal = first == "H"
            index += 2
        }
        var constraints: [NSLayoutConstraint] = []
        var leadingConnection: [Predicate]?
        skipSpaces()
        if peek() == "|" {
            index += 1
            leadingConnection = try connection(atSuperview: true) ?? [Predicate(constant: 0)]
        }
        var arranged: [UIView] = []
        var previousConnection = leadingConnection
        var afterSuperview = leadingConnection != nil
        while true {
            skipSpaces()
            guard peek() == "[" else { throw fail("Expected a view") }
            let view = try viewAndPredicates(into: &constraints)
            if let connection = previousConnection {
                if afterSuperview {
                    guard let superview = view.superview else { throw fail("Unable to interpret '|' character, because the related view doesn't have a superview") }
                    for predicate in connection {
                        constraints.append(make(view, leadingEdge, predicate.relation, superview, leadingEdge, predicate))
                    }
                } else if let last = arranged.last {
                    for predicate in connection {
                        constraints.append(make(view, leadingEdge, predicate.relation, last, trailingEdge, predicate))
                    }
                }
            }
            afterSuperview = false
            arranged.append(view)
            skipSpaces()
            if index == characters.count { break }
            let start = index
            let next = try connection(atSuperview: false)
            skipSpaces()
            if peek() == "|" {
                index += 1
                let connection = next ?? [Predicate(constant: 0)]
                guard let superview = view.superview else {
                    index = start
                    throw fail("Unable to interpret '|' character, because the related view doesn't have a superview")
                }
                for predicate in connection {
                    constraints.append(make(superview, trailingEdge, predicate.relation, view, trailingEdge, predicate))
                }
                skipSpaces()
                guard index == characters.count else { throw fail("Expected the end of the format after '|'") }
                break
            }
            previousConnection = next ?? [Predicate(constant: 0)]
        }
        try align(arranged, into: &constraints)
        return constraints
    }

    private var leadingEdge: NSLayoutConstraint.Attribute {
        horizontal ? (options.contains(.directionLeftToRight) ? .left : .leading) : .top
    }

    private var trailingEdge: NSLayoutConstraint.Attribute {
        horizontal ? (options.contains(.directionLeftToRight) ? .right : .trailing) : .bottom
    }

    private func make(_ first: UIView, _ attribute1: NSLayoutConstraint.Attribute, _ relation: NSLayoutConstraint.Relation,
                      _ second: UIView?, _ attribute2: NSLayoutConstraint.Attribute, _ predicate: Predicate) -> NSLayoutConstraint {
        let constraint = NSLayoutConstraint(first: first, attribute1, relation, second: second, attribute2, multiplier: 1,
                                            constant: predicate.constant, origin: .client)
        constraint.priority = predicate.priority
        return constraint
    }

    /// `[name(predicates)]`: the view, with its size predicates added to `constraints`.
    private mutating func viewAndPredicates(into constraints: inout [NSLayoutConstraint]) throws(Failure) -> UIView {
        index += 1
        let start = index
        let name = identifier()
        guard !name.isEmpty else { throw fail("Expected a view name") }
        guard let view = views[name] as? UIView else {
            throw Failure(message: "\(name) is not a key in the views dictionary.", position: start)
        }
        skipSpaces()
        if peek() == "(" {
            let size: NSLayoutConstraint.Attribute = horizontal ? .width : .height
            for predicate in try predicateList() {
                if let other = predicate.view {
                    constraints.append(make(view, size, predicate.relation, other, size, Predicate(constant: predicate.constant, priority: predicate.priority)))
                } else {
                    constraints.append(make(view, size, predicate.relation, nil, .notAnAttribute, predicate))
                }
            }
        }
        skipSpaces()
        guard peek() == "]" else { throw fail("Expected ']'") }
        index += 1
        return view
    }

    /// A connection: nil for none (flush), standard spacing for `-`, or `-predicates-`.
    private mutating func connection(atSuperview: Bool) throws(Failure) -> [Predicate]? {
        skipSpaces()
        guard peek() == "-" else { return nil }
        index += 1
        skipSpaces()
        if peek() == "[" || peek() == "|" {
            let toEdge = atSuperview || peek() == "|"
            return [Predicate(constant: toEdge ? Self.standardSuperviewSpacing : Self.standardSpacing)]
        }
        let predicates = peek() == "(" ? try predicateList() : [try predicate()]
        skipSpaces()
        guard peek() == "-" else { throw fail("Expected '-'") }
        index += 1
        return predicates
    }

    private mutating func predicateList() throws(Failure) -> [Predicate] {
        index += 1
        var result = [try predicate()]
        skipSpaces()
        while peek() == "," {
            index += 1
            result.append(try predicate())
            skipSpaces()
        }
        guard peek() == ")" else { throw fail("Expected ')'") }
        index += 1
        return result
    }

    private mutating func predicate() throws(Failure) -> Predicate {
        skipSpaces()
        var result = Predicate()
        for (text, relation) in [("==", NSLayoutConstraint.Relation.equal), ("<=", .lessThanOrEqual), (">=", .greaterThanOrEqual)] where matches(text) {
            index += 2
            result.relation = relation
            break
        }
        skipSpaces()
        if let value = try numberOrMetric() {
            result.constant = value
        } else {
            let name = identifier()
            guard let view = views[name] as? UIView else { throw fail(name.isEmpty ? "Expected a number, metric or view" : "\(name) is not a key in the views dictionary.") }
            result.view = view
        }
        skipSpaces()
        if peek() == "@" {
            index += 1
            skipSpaces()
            guard let priority = try numberOrMetric() else { throw fail("Expected a priority") }
            result.priority = UILayoutPriority(Float(priority))
        }
        return result
    }

    private mutating func numberOrMetric() throws(Failure) -> CGFloat? {
        let start = index
        if let character = peek(), character.isNumber || character == "-" || character == "." {
            var text = ""
            while let c = peek(), c.isNumber || c == "." || (c == "-" && text.isEmpty) {
                text.append(c)
                index += 1
            }
            guard let value = Double(text) else {
                index = start
                throw fail("Expected a number")
            }
            return CGFloat(value)
        }
        let name = identifier()
        guard !name.isEmpty else { return nil }
        if let value = metrics[name] {
            switch value {
            case let number as NSNumber: return CGFloat(number.doubleValue)
            case let number as Double: return CGFloat(number)
            case let number as CGFloat: return number
            case let number as Int: return CGFloat(number)
            case let number as Float: return CGFloat(number)
            default: throw fail("The metric \(name) is not a number")
            }
        }
        if views[name] != nil {
            index = start
            return nil
        }
        index = start
        throw fail("\(name) is not a key in the metrics or views dictionaries.")
    }

    /// `alignAll…` options: every view's attribute equal to the first view's.
    private func align(_ arranged: [UIView], into constraints: inout [NSLayoutConstraint]) throws(Failure) {
        let alignments: [(NSLayoutConstraint.FormatOptions, NSLayoutConstraint.Attribute)] = [
            (.alignAllLeft, .left), (.alignAllRight, .right), (.alignAllTop, .top), (.alignAllBottom, .bottom),
            (.alignAllLeading, .leading), (.alignAllTrailing, .trailing), (.alignAllCenterX, .centerX), (.alignAllCenterY, .centerY),
            (.alignAllLastBaseline, .lastBaseline), (.alignAllFirstBaseline, .firstBaseline),
        ]
        guard let first = arranged.first else { return }
        for (option, attribute) in alignments where options.contains(option) {
            guard (attribute.axis == 0) != horizontal else {
                throw Failure(message: "Options mask required views to be aligned on a horizontal edge, which is not allowed for layout that is also horizontal (or vertical for vertical).", position: 0)
            }
            for view in arranged.dropFirst() {
                constraints.append(make(first, attribute, .equal, view, attribute, Predicate()))
            }
        }
    }

    // MARK: Scanning

    private func peek(_ offset: Int = 0) -> Character? {
        index + offset < characters.count ? characters[index + offset] : nil
    }

    private func matches(_ text: String) -> Bool {
        let expected = Array(text)
        return index + expected.count <= characters.count && Array(characters[index..<index + expected.count]) == expected
    }

    private mutating func skipSpaces() {
        while peek() == " " { index += 1 }
    }

    private mutating func identifier() -> String {
        var name = ""
        while let c = peek(), c.isLetter || c.isNumber || c == "_" {
            if name.isEmpty, c.isNumber { break }
            name.append(c)
            index += 1
        }
        return name
    }

    private func fail(_ message: String) -> Failure { Failure(message: message, position: index) }
}
