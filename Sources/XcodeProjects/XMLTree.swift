import Foundation
#if canImport(FoundationXML)
import FoundationXML
#endif

/// A small XML tree read with Foundation's streaming parser, for schemes and workspace contents.
/// (The streaming parser reports bad input as an error; the document parser prints libxml2's
/// complaints and can crash on an empty file.)
struct XMLTree {
    struct Element {
        var name: String
        var attributes: [String: String]
        var children: [Element] = []

        /// The children called `name`.
        func children(_ name: String) -> [Element] { children.filter { $0.name == name } }
        func child(_ name: String) -> Element? { children.first { $0.name == name } }
        subscript(_ attribute: String) -> String? { attributes[attribute] }
    }

    let root: Element

    /// Reads `data`; throws a one-line reason when it is not well-formed XML.
    init(data: Data) throws {
        let collector = Collector()
        let parser = XMLParser(data: data)
        parser.delegate = collector
        let finished = parser.parse()
        if let failure = collector.failure { throw failure }
        guard finished, let root = collector.root else {
            let error = parser.parserError.map { ($0 as NSError).localizedDescription } ?? "no root element"
            throw ReadError(reason: "not well-formed XML (line \(parser.lineNumber): \(error))")
        }
        self.root = root
    }

    struct ReadError: Error {
        var reason: String
    }

    private final class Collector: NSObject, XMLParserDelegate {
        var stack: [Element] = []
        var root: Element?
        var failure: ReadError?

        func parser(_ parser: XMLParser, didStartElement name: String, namespaceURI: String?, qualifiedName: String?,
                    attributes: [String: String] = [:]) {
            guard stack.count < 256 else {
                failure = ReadError(reason: "elements nest more than 256 deep")
                parser.abortParsing()
                return
            }
            stack.append(Element(name: name, attributes: attributes))
        }

        func parser(_ parser: XMLParser, didEndElement name: String, namespaceURI: String?, qualifiedName: String?) {
            guard let element = stack.popLast() else { return }
            if stack.isEmpty { root = element } else { stack[stack.count - 1].children.append(element) }
        }
    }
}
