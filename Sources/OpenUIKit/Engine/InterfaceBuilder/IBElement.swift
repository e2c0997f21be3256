import Foundation
#if canImport(FoundationXML)
import FoundationXML
#endif

/// One XML element of a storyboard or xib, with the line it starts on (for messages).
final class IBElement: @unchecked Sendable {
    let name: String
    let attributes: [String: String]
    let line: Int
    private(set) var children: [IBElement] = []
    private(set) weak var parent: IBElement?
    /// The text inside the element (`<string key="text">Hello</string>`).
    fileprivate(set) var text = ""

    init(name: String, attributes: [String: String], line: Int) {
        self.name = name
        self.attributes = attributes
        self.line = line
    }

    subscript(attribute: String) -> String? { attributes[attribute] }

    var id: String? { attributes["id"] }
    /// The `key` attribute: which property of the parent this element describes.
    var key: String? { attributes["key"] }

    /// The first child named `name` (with this `key`, when given).
    func child(_ name: String, key: String? = nil) -> IBElement? {
        children.first { $0.name == name && (key == nil || $0.key == key) }
    }

    /// The first child with this `key`, whatever its name.
    func child(key: String) -> IBElement? {
        children.first { $0.key == key }
    }

    /// The children of the first child named `container` (`<subviews>`, `<constraints>`, …).
    func children(of container: String) -> [IBElement] {
        child(container)?.children ?? []
    }

    /// `YES`/`NO` attributes.
    func bool(_ attribute: String) -> Bool? {
        attributes[attribute].map { $0 == "YES" }
    }

    /// Numeric attributes; a value that is not a finite number is nil.
    func number(_ attribute: String) -> CGFloat? {
        guard let text = attributes[attribute], let value = Double(text), value.isFinite else { return nil }
        return CGFloat(value)
    }

    /// Whole-number attributes; a value out of `Int`'s range, fractional or not finite is nil.
    func integer(_ attribute: String) -> Int? {
        number(attribute).flatMap { Int(exactly: $0.rounded()) }
    }

    /// Every element of the subtree, this one first, in document order.
    func forEachDescendant(_ body: (IBElement) -> Void) {
        body(self)
        for child in children { child.forEachDescendant(body) }
    }

    fileprivate func append(_ child: IBElement) {
        children.append(child)
        child.parent = self
    }
}

/// Reads an Interface Builder XML file into `IBElement`s with Foundation's XML parser.
enum IBXMLReader {
    struct Failure: Error, CustomStringConvertible {
        var line: Int
        var message: String
        var description: String { "line \(line): \(message)" }
    }

    static func read(_ data: Data) -> Result<IBElement, Failure> {
        let parser = XMLParser(data: data)
        let builder = Builder()
        parser.delegate = builder
        let parsed = parser.parse()
        if !parsed || parser.parserError != nil || builder.root == nil {
            let reason = parser.parserError.map { "the XML is not well formed (XMLParser error \(($0 as NSError).code))" } ?? "the file has no XML element"
            return .failure(Failure(line: max(1, parser.lineNumber), message: reason))
        }
        return .success(builder.root!)
    }

    private final class Builder: NSObject, XMLParserDelegate {
        var root: IBElement?
        var stack: [IBElement] = []

        func parser(_ parser: XMLParser, didStartElement elementName: String, namespaceURI: String?,
                    qualifiedName: String?, attributes: [String: String] = [:]) {
            let element = IBElement(name: elementName, attributes: attributes, line: parser.lineNumber)
            if let parent = stack.last { parent.append(element) } else if root == nil { root = element }
            stack.append(element)
        }

        func parser(_ parser: XMLParser, foundCharacters string: String) {
            stack.last?.text += string
        }

        func parser(_ parser: XMLParser, didEndElement elementName: String, namespaceURI: String?, qualifiedName: String?) {
            _ = stack.popLast()
        }
    }
}
