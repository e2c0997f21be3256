import Foundation

extension PredicateFormatParser {
    /// The format's tokens: words (keywords and keys, `@count`), `#`-escaped words, numbers,
    /// quoted strings (with `\` escapes), `$variables`, `%` arguments and symbols.
    static func tokenize(_ format: String) throws -> [Token] {
        let characters = Array(format)
        var tokens: [Token] = []
        var index = 0
        func isWordCharacter(_ character: Character) -> Bool { character.isLetter || character.isNumber || character == "_" || character == "@" }
        func word(from start: Int) -> (String, Int) {
            var end = start
            while end < characters.count, isWordCharacter(characters[end]) { end += 1 }
            return (String(characters[start..<end]), end)
        }
        while index < characters.count {
            let character = characters[index]
            if character.isWhitespace {
                index += 1
            } else if character.isNumber || (character == "." && index + 1 < characters.count && characters[index + 1].isNumber
                                              && tokens.last.map(Self.endsValue) != true) {
                var end = index
                while end < characters.count, characters[end].isHexDigit || characters[end] == "." || characters[end] == "x" || characters[end] == "X"
                        || ((characters[end] == "e" || characters[end] == "E") && end + 1 < characters.count && (characters[end + 1].isNumber || characters[end + 1] == "-")) {
                    if characters[end] == "e" || characters[end] == "E", characters[end + 1] == "-" { end += 1 }
                    end += 1
                }
                tokens.append(.number(String(characters[index..<end])))
                index = end
            } else if character.isLetter || character == "_" || character == "@" {
                let (text, end) = word(from: index)
                tokens.append(.word(text))
                index = end
            } else if character == "#" {
                let (text, end) = word(from: index + 1)
                guard !text.isEmpty else { throw ParseError(message: "'#' is not followed by a key") }
                tokens.append(.escapedWord(text))
                index = end
            } else if character == "$" {
                let (text, end) = word(from: index + 1)
                guard !text.isEmpty else { throw ParseError(message: "'$' is not followed by a variable name") }
                tokens.append(.variable(text))
                index = end
            } else if character == "\"" || character == "'" {
                var text = ""
                var end = index + 1
                while end < characters.count, characters[end] != character {
                    if characters[end] == "\\", end + 1 < characters.count {
                        end += 1
                        switch characters[end] {
                        case "n": text.append("\n")
                        case "t": text.append("\t")
                        case "r": text.append("\r")
                        default: text.append(characters[end])
                        }
                    } else {
                        text.append(characters[end])
                    }
                    end += 1
                }
                guard end < characters.count else { throw ParseError(message: "a string starting at offset \(index) is not closed") }
                tokens.append(.string(text))
                index = end + 1
            } else if character == "%" {
                var end = index + 1
                while end < characters.count, "lhqz".contains(characters[end]) { end += 1 }
                guard end < characters.count else { throw ParseError(message: "the format ends after '%'") }
                let conversion = characters[end]
                guard "@KdiufgeEsxXc".contains(conversion) else {
                    throw ParseError(message: "'%\(conversion)' is not a format argument (%@, %K, %d, %f…)")
                }
                tokens.append(.argument(conversion == "K" ? "K" : String(characters[(index + 1)...end])))
                index = end + 1
            } else {
                let twoCharacter = index + 1 < characters.count ? String(characters[index...(index + 1)]) : ""
                if ["==", "!=", "<>", "<=", "=<", ">=", "=>", "&&", "||", "**"].contains(twoCharacter) {
                    tokens.append(.symbol(twoCharacter))
                    index += 2
                } else if "=<>!(){},.[]+-*/".contains(character) {
                    tokens.append(.symbol(String(character)))
                    index += 1
                } else {
                    throw ParseError(message: "'\(character)' at offset \(index) is not part of a predicate format")
                }
            }
        }
        return tokens
    }

    /// Whether a token ends a value, so that a following `.5` is a key path dot, not a number.
    private static func endsValue(_ token: Token) -> Bool {
        switch token {
        case .word, .escapedWord, .variable, .symbol(")"): true
        default: false
        }
    }
}
