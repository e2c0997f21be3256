import Foundation

/// A target's build settings for one configuration, resolved as Xcode resolves them: Xcode's
/// defaults, then the project's configuration file (`.xcconfig`) and settings, then the
/// target's, each level's `$(inherited)` standing for the level below; `$(VAR)` and `${VAR}`
/// expand, with the operators projects use (`:c99extidentifier`, `:rfc1034identifier`,
/// `:lower`, `:upper`, `:base`, `:file`, `:dir`, `:default=`). Conditional settings
/// (`KEY[sdk=iphonesimulator*]`) apply when their condition names the simulator or any SDK;
/// others are ignored.
package struct BuildSettings {
    /// The unexpanded value of each setting, after the levels are merged.
    private(set) var levels: [[String: String]]

    init(levels: [[String: String]]) {
        self.levels = levels
    }

    /// The expanded value of a setting; nil when no level sets it.
    package subscript(_ key: String) -> String? {
        var visiting: Set<String> = []
        return value(key, below: levels.count, visiting: &visiting)
    }

    /// `text` with its `$(VAR)` references expanded against these settings (Info.plist values).
    package func expanding(_ text: String) -> String {
        BuildSettings(levels: levels + [["__OPENUIKIT_VALUE__": text]])["__OPENUIKIT_VALUE__"] ?? text
    }

    /// A setting as a list (space separated, quotes respected), as Xcode splits
    /// `SWIFT_ACTIVE_COMPILATION_CONDITIONS` or `OTHER_SWIFT_FLAGS`.
    package func list(_ key: String) -> [String] {
        guard let value = self[key] else { return [] }
        return Self.split(value)
    }

    /// Whether a boolean setting is `YES`.
    package func isOn(_ key: String) -> Bool {
        ["YES", "yes", "true", "1"].contains(self[key]?.trimmingCharacters(in: .whitespaces) ?? "")
    }

    /// Every key set at some level (conditions stripped).
    package var keys: Set<String> {
        Set(levels.flatMap(\.keys))
    }

    private func value(_ key: String, below level: Int, visiting: inout Set<String>) -> String? {
        var index = level - 1
        while index >= 0 {
            if let raw = levels[index][key] {
                let marker = "\(key)@\(index)"
                // A setting that refers to itself (directly or through others) stops expanding.
                guard visiting.insert(marker).inserted else { return "" }
                defer { visiting.remove(marker) }
                return expand(raw, key: key, level: index, visiting: &visiting)
            }
            index -= 1
        }
        return nil
    }

    private func expand(_ raw: String, key: String, level: Int, visiting: inout Set<String>) -> String {
        var result = ""
        var rest = Substring(raw)
        while let dollar = rest.firstIndex(of: "$") {
            result += rest[..<dollar]
            let afterDollar = rest.index(after: dollar)
            guard afterDollar < rest.endIndex else { result += "$"; rest = rest[afterDollar...]; break }
            let opener = rest[afterDollar]
            let closer: Character
            switch opener {
            case "(": closer = ")"
            case "{": closer = "}"
            default:
                // `$NAME` without brackets.
                let name = rest[afterDollar...].prefix { $0.isLetter || $0.isNumber || $0 == "_" }
                if name.isEmpty { result += "$"; rest = rest[afterDollar...]; continue }
                result += reference(String(name), key: key, level: level, visiting: &visiting)
                rest = rest[rest.index(afterDollar, offsetBy: name.count)...]
                continue
            }
            // The matching closer (references nest: `$(PRODUCT_NAME:$(OP))` is rare but legal).
            var depth = 0
            var end: Substring.Index?
            var cursor = rest.index(after: afterDollar)
            while cursor < rest.endIndex {
                let character = rest[cursor]
                if character == opener { depth += 1 }
                if character == closer {
                    if depth == 0 { end = cursor; break }
                    depth -= 1
                }
                cursor = rest.index(after: cursor)
            }
            guard let end else { result += rest[dollar...]; rest = rest[rest.endIndex...]; break }
            let inner = expand(String(rest[rest.index(after: afterDollar)..<end]), key: key, level: level, visiting: &visiting)
            result += reference(inner, key: key, level: level, visiting: &visiting)
            rest = rest[rest.index(after: end)...]
        }
        return result + rest
    }

    private func reference(_ expression: String, key: String, level: Int, visiting: inout Set<String>) -> String {
        var parts = expression.split(separator: ":", omittingEmptySubsequences: false).map(String.init)
        let name = parts.removeFirst()
        var value: String
        if name == "inherited" || name == key {
            value = self.value(key, below: level, visiting: &visiting) ?? ""
        } else {
            value = self.value(name, below: levels.count, visiting: &visiting) ?? ""
        }
        for operation in parts {
            value = Self.apply(operation, to: value)
        }
        return value
    }

    /// A setting operator (`c99extidentifier`, `lower`, `default=…`) applied to a value.
    static func apply(_ operation: String, to value: String) -> String {
        if operation.hasPrefix("default=") { return value.isEmpty ? String(operation.dropFirst(8)) : value }
        switch operation {
        case "c99extidentifier", "identifier":
            var result = String(value.map { $0.isLetter || $0.isNumber || $0 == "_" ? $0 : "_" })
            if result.first?.isNumber == true { result = "_" + result }
            return result
        case "rfc1034identifier":
            return String(value.map { $0.isLetter || $0.isNumber || $0 == "-" || $0 == "." ? $0 : "-" })
        case "lower": return value.lowercased()
        case "upper": return value.uppercased()
        case "base": return ((value as NSString).lastPathComponent as NSString).deletingPathExtension
        case "file": return (value as NSString).lastPathComponent
        case "dir": return (value as NSString).deletingLastPathComponent + "/"
        case "suffix": let ext = (value as NSString).pathExtension; return ext.isEmpty ? "" : "." + ext
        case "standardizepath": return (value as NSString).standardizingPath
        case "quote": return value.contains(" ") ? "\"\(value)\"" : value
        default: return value
        }
    }

    /// Splits a setting's value at spaces, keeping quoted words whole.
    package static func split(_ value: String) -> [String] {
        var words: [String] = []
        var current = ""
        var quote: Character?
        var escaped = false
        for character in value {
            if escaped { current.append(character); escaped = false; continue }
            if character == "\\" { escaped = true; continue }
            if let open = quote {
                if character == open { quote = nil } else { current.append(character) }
                continue
            }
            if character == "\"" || character == "'" { quote = character; continue }
            if character.isWhitespace {
                if !current.isEmpty { words.append(current); current = "" }
                continue
            }
            current.append(character)
        }
        if !current.isEmpty { words.append(current) }
        return words
    }

    /// One level's settings from a project file's `buildSettings` dictionary: lists joined with
    /// spaces, conditional keys kept when they apply to the simulator.
    static func level(_ dictionary: [String: Any]) -> [String: String] {
        var plain: [String: String] = [:]
        var conditional: [String: String] = [:]
        for (rawKey, rawValue) in dictionary {
            let value: String
            if let string = rawValue as? String {
                value = string
            } else if let list = rawValue as? [Any] {
                value = list.compactMap { $0 as? String }.map { $0.contains(" ") && !$0.contains("\"") ? "\"\($0)\"" : $0 }.joined(separator: " ")
            } else {
                continue
            }
            if let bracket = rawKey.firstIndex(of: "[") {
                let key = String(rawKey[..<bracket])
                let condition = rawKey[bracket...]
                guard Self.conditionApplies(String(condition)) else { continue }
                conditional[key] = value
            } else {
                plain[rawKey] = value
            }
        }
        return plain.merging(conditional) { _, conditional in conditional }
    }

    /// `[sdk=iphonesimulator*]`, `[sdk=*]`: the simulator's SDK (tests run as on the simulator);
    /// `[arch=…]`, `[config=…]` and other SDKs are not taken.
    static func conditionApplies(_ condition: String) -> Bool {
        let clauses = condition.split(whereSeparator: { $0 == "[" || $0 == "]" }).filter { !$0.isEmpty }
        return clauses.allSatisfy { clause in
            let parts = clause.split(separator: "=", maxSplits: 1).map(String.init)
            guard parts.count == 2, parts[0] == "sdk" else { return false }
            let pattern = parts[1].replacingOccurrences(of: "*", with: "")
            return pattern.isEmpty || "iphonesimulator".hasPrefix(pattern)
        }
    }
}

/// Reads `.xcconfig` files: `KEY = VALUE` lines, `//` comments, `#include "other.xcconfig"`
/// (and `#include?` for optional files), relative to the including file.
enum XcodeConfigFile {
    static func read(_ url: URL, depth: Int = 0) throws -> [String: String] {
        guard depth < 32 else {
            throw XcodeProjectError(file: url.path, "#include nests more than 32 deep (is it including itself?)")
        }
        guard let text = try? String(contentsOf: url, encoding: .utf8) else {
            throw XcodeProjectError(file: url.path, "cannot read this configuration file")
        }
        var settings: [String: Any] = [:]
        for rawLine in text.split(whereSeparator: \.isNewline) {
            var line = String(rawLine)
            if let comment = line.range(of: "//") { line = String(line[..<comment.lowerBound]) }
            line = line.trimmingCharacters(in: .whitespaces)
            if line.hasPrefix("#include") {
                let optional = line.hasPrefix("#include?")
                guard let open = line.firstIndex(of: "\""), let close = line.lastIndex(of: "\""), open < close else { continue }
                let name = String(line[line.index(after: open)..<close])
                let included = name.hasPrefix("/") ? URL(fileURLWithPath: name) : url.deletingLastPathComponent().appendingPathComponent(name)
                if optional && !FileManager.default.fileExists(atPath: included.path) { continue }
                for (key, value) in try read(included, depth: depth + 1) { settings[key] = value }
                continue
            }
            guard let equals = line.firstIndex(of: "=") else { continue }
            let key = line[..<equals].trimmingCharacters(in: .whitespaces)
            var value = line[line.index(after: equals)...].trimmingCharacters(in: .whitespaces)
            if value.hasSuffix(";") { value.removeLast() }
            guard !key.isEmpty else { continue }
            settings[key] = value
        }
        return BuildSettings.level(settings)
    }
}
