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

    /// The test method whose declaration spans `line` (1-based) of `text`; nil when the line is
    /// outside every test method (a helper, a type's other members, the file's top level).
    public static func method(containingLine line: Int, in text: String) -> Method? {
        let tree = Parser.parse(source: text)
        let converter = SourceLocationConverter(fileName: "", tree: tree)
        return TestMethodCollector.methods(in: tree).first { found in
            let start = converter.location(for: found.node.positionAfterSkippingLeadingTrivia).line
            let end = converter.location(for: found.node.endPositionBeforeTrailingTrivia).line
            return (start...end).contains(line)
        }?.method
    }

    /// The type an `extension` declaration that starts on `line` extends (`extension
    /// CalendarViewRepresentable: Configurable {}` → `CalendarViewRepresentable`); nil when no
    /// extension starts there.
    public static func extendedType(atLine line: Int, in text: String) -> String? {
        let tree = Parser.parse(source: text)
        let converter = SourceLocationConverter(fileName: "", tree: tree)
        for statement in tree.statements {
            guard let declaration = statement.item.as(ExtensionDeclSyntax.self),
                  converter.location(for: declaration.extendedType.positionAfterSkippingLeadingTrivia).line == line else { continue }
            return declaration.extendedType.trimmedDescription
        }
        return nil
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
