import Foundation

/// A reader for the OpenStep ("old-style") property lists Xcode writes its `project.pbxproj`
/// in: `{ key = value; }` dictionaries, `( a, b, )` arrays, quoted and unquoted strings, `<hex>`
/// data, and `/* */` and `//` comments. It returns what Foundation's `PropertyListSerialization`
/// returns for the same text (`[String: Any]`, `[Any]`, `String`, `Data`; every scalar a string),
/// which a test checks on the fixture projects.
///
/// Why not Foundation's reader: on Linux, its old-style parser prints a warning to standard error
/// for every damaged file ("missing semicolon in dictionary on line N") in addition to throwing,
/// which no caller can turn off; and its error names the line only inside a nested description.
/// This reader throws one ``Failure`` naming the line and what was expected, and prints nothing.
struct OpenStepPropertyList {
    /// Why the text is not an OpenStep property list: the 1-based line and what was wrong there.
    struct Failure: Error, CustomStringConvertible, Equatable {
        let line: Int
        let message: String
        var description: String { "line \(line): \(message)" }
    }

    /// Containers deeper than this are refused instead of recursing further (a damaged or
    /// hostile file cannot exhaust the stack). Xcode's files nest five or six deep.
    static let maximumDepth = 512

    private let bytes: [UInt8]
    private var position = 0
    private var line = 1

    /// Reads `data` (UTF-8, as Xcode writes it) as one property list.
    static func parse(_ data: Data) throws(Failure) -> Any {
        var reader = OpenStepPropertyList(bytes: Array(data))
        // A byte-order mark is allowed before the text.
        if reader.bytes.starts(with: [0xEF, 0xBB, 0xBF]) { reader.position = 3 }
        guard let value = try reader.value(depth: 0) else {
            throw Failure(line: reader.line, message: reader.atEnd ? "the file holds no property list" : "expected a value, found \(reader.found)")
        }
        try reader.skipSpaceAndComments()
        guard reader.atEnd else { throw Failure(line: reader.line, message: "unexpected \(reader.found) after the property list") }
        return value
    }

    private init(bytes: [UInt8]) { self.bytes = bytes }

    private var atEnd: Bool { position >= bytes.count }

    /// The next character, for messages.
    private var found: String {
        guard !atEnd else { return "the end of the file" }
        let byte = bytes[position]
        return byte >= 0x21 && byte < 0x7F ? "'\(Character(UnicodeScalar(byte)))'" : String(format: "byte 0x%02X", byte)
    }

    // MARK: Values

    /// The value at the reader's position, or nil when the next character cannot start one.
    private mutating func value(depth: Int) throws(Failure) -> Any? {
        try skipSpaceAndComments()
        guard !atEnd else { return nil }
        switch bytes[position] {
        case UInt8(ascii: "{"): return try dictionary(depth: depth + 1)
        case UInt8(ascii: "("): return try array(depth: depth + 1)
        case UInt8(ascii: "<"): return try data()
        case UInt8(ascii: "\""), UInt8(ascii: "'"): return try quotedString()
        default: return unquotedString()
        }
    }

    private mutating func dictionary(depth: Int) throws(Failure) -> [String: Any] {
        guard depth <= Self.maximumDepth else { throw Failure(line: line, message: "containers nested deeper than \(Self.maximumDepth)") }
        let opening = line
        position += 1
        var dictionary: [String: Any] = [:]
        while true {
            try skipSpaceAndComments()
            guard !atEnd else { throw Failure(line: line, message: "the dictionary opened on line \(opening) is not closed with '}'") }
            if bytes[position] == UInt8(ascii: "}") { position += 1; return dictionary }
            guard let key = try value(depth: depth) as? String else {
                throw Failure(line: line, message: "expected a key (a string) or '}', found \(found)")
            }
            try skipSpaceAndComments()
            guard !atEnd, bytes[position] == UInt8(ascii: "=") else {
                throw Failure(line: line, message: "expected '=' after the key '\(key)', found \(found)")
            }
            position += 1
            guard let entry = try value(depth: depth) else {
                throw Failure(line: line, message: "expected the value of '\(key)', found \(found)")
            }
            try skipSpaceAndComments()
            guard !atEnd, bytes[position] == UInt8(ascii: ";") else {
                throw Failure(line: line, message: "expected ';' after the value of '\(key)', found \(found)")
            }
            position += 1
            // A repeated key keeps its last value, as Foundation's reader does.
            dictionary[key] = entry
        }
    }

    private mutating func array(depth: Int) throws(Failure) -> [Any] {
        guard depth <= Self.maximumDepth else { throw Failure(line: line, message: "containers nested deeper than \(Self.maximumDepth)") }
        let opening = line
        position += 1
        var array: [Any] = []
        while true {
            try skipSpaceAndComments()
            guard !atEnd else { throw Failure(line: line, message: "the array opened on line \(opening) is not closed with ')'") }
            if bytes[position] == UInt8(ascii: ")") { position += 1; return array }
            guard let element = try value(depth: depth) else {
                throw Failure(line: line, message: "expected a value or ')' in the array, found \(found)")
            }
            array.append(element)
            try skipSpaceAndComments()
            guard !atEnd else { continue }
            if bytes[position] == UInt8(ascii: ",") {
                position += 1
            } else if bytes[position] != UInt8(ascii: ")") {
                throw Failure(line: line, message: "expected ',' or ')' after an array element, found \(found)")
            }
        }
    }

    private mutating func data() throws(Failure) -> Data {
        position += 1
        var result: [UInt8] = []
        var high: UInt8?
        while true {
            try skipSpaceAndComments()
            guard !atEnd else { throw Failure(line: line, message: "the data is not closed with '>'") }
            let byte = bytes[position]
            if byte == UInt8(ascii: ">") {
                guard high == nil else { throw Failure(line: line, message: "the data has an odd number of hexadecimal digits") }
                position += 1
                return Data(result)
            }
            guard let digit = Self.hexadecimalValue(byte) else {
                throw Failure(line: line, message: "expected a hexadecimal digit or '>' in the data, found \(found)")
            }
            position += 1
            if let first = high { result.append(first << 4 | digit); high = nil } else { high = digit }
        }
    }

    private mutating func quotedString() throws(Failure) -> String {
        let quote = bytes[position]
        let opening = line
        position += 1
        var utf8: [UInt8] = []
        while true {
            guard !atEnd else { throw Failure(line: line, message: "the string opened on line \(opening) is not closed") }
            let byte = bytes[position]
            position += 1
            if byte == quote { break }
            if byte == UInt8(ascii: "\n") { line += 1 }
            guard byte == UInt8(ascii: "\\") else { utf8.append(byte); continue }
            try escape(into: &utf8)
        }
        return String(decoding: utf8, as: UTF8.self)
    }

    /// One escape after a backslash: `\n`, `\t`, `\r`, `\a`, `\b`, `\f`, `\v`, up to three octal
    /// digits, `\U` and up to four hexadecimal digits, or the character itself.
    private mutating func escape(into utf8: inout [UInt8]) throws(Failure) {
        guard !atEnd else { throw Failure(line: line, message: "the file ends inside an escape") }
        let byte = bytes[position]
        position += 1
        switch byte {
        case UInt8(ascii: "n"): utf8.append(0x0A)
        case UInt8(ascii: "t"): utf8.append(0x09)
        case UInt8(ascii: "r"): utf8.append(0x0D)
        case UInt8(ascii: "a"): utf8.append(0x07)
        case UInt8(ascii: "b"): utf8.append(0x08)
        case UInt8(ascii: "f"): utf8.append(0x0C)
        case UInt8(ascii: "v"): utf8.append(0x0B)
        case UInt8(ascii: "0")...UInt8(ascii: "7"):
            var code = UInt32(byte - UInt8(ascii: "0"))
            for _ in 0..<2 {
                guard !atEnd, (UInt8(ascii: "0")...UInt8(ascii: "7")).contains(bytes[position]) else { break }
                code = code * 8 + UInt32(bytes[position] - UInt8(ascii: "0"))
                position += 1
            }
            appendScalar(code, to: &utf8)
        case UInt8(ascii: "U"):
            var code: UInt32 = 0
            for _ in 0..<4 {
                guard !atEnd, let digit = Self.hexadecimalValue(bytes[position]) else { break }
                code = code * 16 + UInt32(digit)
                position += 1
            }
            appendScalar(code, to: &utf8)
        default:
            if byte == UInt8(ascii: "\n") { line += 1 }
            utf8.append(byte)
        }
    }

    private func appendScalar(_ code: UInt32, to utf8: inout [UInt8]) {
        utf8.append(contentsOf: String(UnicodeScalar(code).map(Character.init) ?? "\u{FFFD}").utf8)
    }

    /// A run of the characters an unquoted string may hold (letters, digits and `_$/:.-`), or
    /// nil when there is none at the position.
    private mutating func unquotedString() -> String? {
        let start = position
        while !atEnd, Self.isUnquotedCharacter(bytes[position]) { position += 1 }
        guard position > start else { return nil }
        return String(decoding: bytes[start..<position], as: UTF8.self)
    }

    private static func isUnquotedCharacter(_ byte: UInt8) -> Bool {
        switch byte {
        case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"), UInt8(ascii: "0")...UInt8(ascii: "9"),
             UInt8(ascii: "_"), UInt8(ascii: "$"), UInt8(ascii: "/"), UInt8(ascii: ":"), UInt8(ascii: "."), UInt8(ascii: "-"):
            return true
        default:
            return false
        }
    }

    private static func hexadecimalValue(_ byte: UInt8) -> UInt8? {
        switch byte {
        case UInt8(ascii: "0")...UInt8(ascii: "9"): return byte - UInt8(ascii: "0")
        case UInt8(ascii: "a")...UInt8(ascii: "f"): return byte - UInt8(ascii: "a") + 10
        case UInt8(ascii: "A")...UInt8(ascii: "F"): return byte - UInt8(ascii: "A") + 10
        default: return nil
        }
    }

    // MARK: Space and comments

    private mutating func skipSpaceAndComments() throws(Failure) {
        while !atEnd {
            let byte = bytes[position]
            if byte == UInt8(ascii: "\n") {
                line += 1
                position += 1
            } else if byte == UInt8(ascii: " ") || byte == UInt8(ascii: "\t") || byte == UInt8(ascii: "\r") || byte == 0x0B || byte == 0x0C {
                position += 1
            } else if byte == UInt8(ascii: "/"), position + 1 < bytes.count, bytes[position + 1] == UInt8(ascii: "/") {
                while !atEnd, bytes[position] != UInt8(ascii: "\n") { position += 1 }
            } else if byte == UInt8(ascii: "/"), position + 1 < bytes.count, bytes[position + 1] == UInt8(ascii: "*") {
                let opening = line
                position += 2
                while true {
                    guard position + 1 < bytes.count else {
                        throw Failure(line: opening, message: "the comment opened on this line is not closed with '*/'")
                    }
                    if bytes[position] == UInt8(ascii: "*"), bytes[position + 1] == UInt8(ascii: "/") { position += 2; break }
                    if bytes[position] == UInt8(ascii: "\n") { line += 1 }
                    position += 1
                }
            } else {
                return
            }
        }
    }
}
