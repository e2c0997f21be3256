import SwiftParser
import SwiftSyntax

/// The test methods of a test file, found by line, so `openuikit test` can leave out one test
/// that does not compile instead of the whole file: an XCTest method (`func test…()`) or a
/// Swift Testing function (`@Test func …`), with the type it is declared in.
public enum TestMethods {
    /// A test method: the type it is a member of and its name.
    public struct Method: Hashable, Sendable {
        public var type: String
        public var name: String

        public init(type: String, name: String) {
            self.type = type
            self.name = name
        }
    }

    /// A test file parsed once, to be asked about many lines (a build's errors in it).
    public struct Lines {
        /// Each test method with the lines its declaration spans (1-based).
        private let methods: [(method: Method, lines: ClosedRange<Int>)]
        /// Each top-level extension's extended type, by the line that type is named on.
        private let extendedTypes: [Int: String]

        public init(_ text: String) {
            let tree = Parser.parse(source: text)
            let converter = SourceLocationConverter(fileName: "", tree: tree)
            func line(_ position: AbsolutePosition) -> Int { converter.location(for: position).line }
            methods = TestMethodCollector.methods(in: tree).map { found in
                (found.method, line(found.node.positionAfterSkippingLeadingTrivia)...line(found.node.endPositionBeforeTrailingTrivia))
            }
            var extendedTypes: [Int: String] = [:]
            for declaration in tree.statements.compactMap({ $0.item.as(ExtensionDeclSyntax.self) }) {
                let line = line(declaration.extendedType.positionAfterSkippingLeadingTrivia)
                if extendedTypes[line] == nil { extendedTypes[line] = declaration.extendedType.trimmedDescription }
            }
            self.extendedTypes = extendedTypes
        }

        /// The test method whose declaration spans `line`; nil when the line is outside every
        /// test method (a helper, a type's other members, the file's top level).
        public func method(containingLine line: Int) -> Method? {
            methods.first { $0.lines.contains(line) }?.method
        }

        /// The type a top-level `extension` names on `line` (`extension
        /// CalendarViewRepresentable: Configurable {}` → `CalendarViewRepresentable`); nil when
        /// no extension starts there.
        public func extendedType(atLine line: Int) -> String? {
            extendedTypes[line]
        }
    }

    /// The test method whose declaration spans `line` (1-based) of `text` (`Lines`, for one line).
    public static func method(containingLine line: Int, in text: String) -> Method? {
        Lines(text).method(containingLine: line)
    }

    /// The type a top-level `extension` of `text` names on `line` (`Lines`, for one line).
    public static func extendedType(atLine line: Int, in text: String) -> String? {
        Lines(text).extendedType(atLine: line)
    }

    /// `text` without its top-level extensions of the given types (whole lines).
    public static func removingExtensions(of types: Set<String>, from text: String) -> String {
        guard !types.isEmpty else { return text }
        let tree = Parser.parse(source: text)
        let declarations = tree.statements.compactMap { $0.item.as(ExtensionDeclSyntax.self) }
            .filter { types.contains($0.extendedType.trimmedDescription) }
        return removingLines(declarations.map(\.wholeLinesRange), from: text)
    }

    /// `text` without the given test methods (each with its documentation and attributes, whole
    /// lines).
    public static func removing(_ methods: Set<Method>, from text: String) -> String {
        guard !methods.isEmpty else { return text }
        let tree = Parser.parse(source: text)
        let found = TestMethodCollector.methods(in: tree).filter { methods.contains($0.method) }
        return removingLines(found.map(\.node.wholeLinesRange), from: text)
    }

    private static func removingLines(_ ranges: [Range<Int>], from text: String) -> String {
        var bytes = Array(text.utf8)
        for range in ranges.sorted(by: { $0.lowerBound > $1.lowerBound }) { bytes.removeSubrange(range) }
        return String(decoding: bytes, as: UTF8.self)
    }
}

/// Collects test methods with the innermost type around each.
private final class TestMethodCollector: SyntaxVisitor {
    private var types: [String] = []
    private(set) var found: [(method: TestMethods.Method, node: FunctionDeclSyntax)] = []

    static func methods(in tree: SourceFileSyntax) -> [(method: TestMethods.Method, node: FunctionDeclSyntax)] {
        let collector = TestMethodCollector(viewMode: .sourceAccurate)
        collector.walk(tree)
        return collector.found
    }

    override func visit(_ node: ClassDeclSyntax) -> SyntaxVisitorContinueKind { types.append(node.name.text); return .visitChildren }
    override func visitPost(_ node: ClassDeclSyntax) { types.removeLast() }
    override func visit(_ node: StructDeclSyntax) -> SyntaxVisitorContinueKind { types.append(node.name.text); return .visitChildren }
    override func visitPost(_ node: StructDeclSyntax) { types.removeLast() }
    override func visit(_ node: ExtensionDeclSyntax) -> SyntaxVisitorContinueKind {
        types.append(node.extendedType.trimmedDescription)
        return .visitChildren
    }
    override func visitPost(_ node: ExtensionDeclSyntax) { types.removeLast() }

    override func visit(_ node: FunctionDeclSyntax) -> SyntaxVisitorContinueKind {
        let isSwiftTesting = node.attributes.contains { $0.as(AttributeSyntax.self)?.attributeName.trimmedDescription == "Test" }
        let isXCTest = node.name.text.hasPrefix("test") && node.signature.parameterClause.parameters.isEmpty
        // A member of a type (not a function nested in another function's body).
        if let type = types.last, isSwiftTesting || isXCTest, node.parent?.is(MemberBlockItemSyntax.self) == true {
            found.append((TestMethods.Method(type: type, name: node.name.text), node))
        }
        return .skipChildren
    }
}
