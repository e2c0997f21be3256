import Foundation

/// docs/behaviour-sources.md, generated from the `// Behaviour source` comments in the code.
///
/// An entry sits beside the code that makes the choice:
///
///     // Behaviour source [R] — Scrolling
///     //   Rule: `setContentOffset(_:animated: true)` glides
///     //   Value: 0.3 s, ease in-out
///     //   Source: No published measurement found.
///     //   Also: docs/scroll-views.md
///
/// The header names the tags (`[D]` Apple's documentation, `[H]` Apple's headers, `[O]` observed
/// on iOS and published, `[R]` ours; docs/porting.md has the legend) and the area the entry is
/// listed under. `Rule`, `Value` and `Source` are required; `Also` lists the other files that
/// state the rule. A field runs on over lines indented two more spaces.
struct BehaviourLedgerEntry: Equatable {
    var tags: [String]
    var area: String
    var rule = ""
    var value = ""
    var source = ""
    var also: [String] = []
    /// Where the entry is, relative to the package root, and its line (1-based).
    var path: String
    var line: Int
}

/// Something wrong with an entry or with the tags around the code, named by file and line.
struct BehaviourLedgerProblem: CustomStringConvertible {
    let path: String
    let line: Int
    let message: String
    var description: String { "\(path):\(line): \(message)" }
}

enum BehaviourLedger {
    static let packageRoot = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    static let documentPath = "docs/behaviour-sources.md"

    /// The areas, in the order the page lists them.
    static let areas = [
        "Transitions and navigation",
        "Presentation and sheets",
        "Alerts and pickers",
        "Scrolling",
        "Gestures",
        "Layout",
        "Tables and collections",
        "Animation, timing, controls and dynamics",
        "Restoration",
        "Compositor",
        "Text",
        "Others: runtime, observation, Interface Builder",
    ]

    /// The folders whose Swift files may hold entries. The generator's own folder is left out
    /// (`excludedFolder`): its comments describe the format.
    static let scannedFolders = ["Sources", "Tests"]
    static let excludedFolder = "Tests/CoverageTests/Ledger"

    // Regex is not Sendable, so each pattern is made where it is used.
    static var headerPattern: Regex<(Substring, Substring, Substring, Substring)> { /^(\s*)\/\/ Behaviour source ((?:\[[DHOR]\] ?)+)— (.+)$/ }
    static var fieldPattern: Regex<(Substring, Substring, Substring)> { /^\s*\/\/   (Rule|Value|Source|Also): (.*)$/ }
    static var continuationPattern: Regex<(Substring, Substring)> { /^\s*\/\/     (.*)$/ }
    /// A tag written inline in a comment: `[R]`, or `[R: reason]` / `[R, reason]`.
    static var inlineTagPattern: Regex<(Substring, Substring)> { /\[([DHOR])(?:\]|[:,])/ }

    // MARK: Reading the code

    /// Every file under `folders` whose extension is one of `extensions` ("" for none), as
    /// (path relative to the root, text), sorted by path; the generator's own folder is left out.
    static func textFiles(in folders: [String], extensions: Set<String>) -> [(path: String, text: String)] {
        var files: [(String, String)] = []
        for folder in folders {
            let base = packageRoot.appendingPathComponent(folder)
            guard let walker = FileManager.default.enumerator(at: base, includingPropertiesForKeys: nil) else { continue }
            for case let url as URL in walker where extensions.contains(url.pathExtension) {
                let relative = String(url.path.dropFirst(packageRoot.path.count + 1))
                guard !relative.hasPrefix(excludedFolder),
                      let text = try? String(contentsOf: url, encoding: .utf8) else { continue }
                files.append((relative, text))
            }
        }
        return files.sorted { $0.0 < $1.0 }
    }

    /// The entries of one file, its lines, and the numbers of the lines that belong to entries
    /// (so inline tags inside an entry are not counted again).
    static func entries(in text: String, path: String)
        -> (entries: [BehaviourLedgerEntry], lines: [String], entryLines: Set<Int>, problems: [BehaviourLedgerProblem]) {
        let lines = text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        var entries: [BehaviourLedgerEntry] = []
        var entryLines = Set<Int>()
        var problems: [BehaviourLedgerProblem] = []
        var index = 0
        while index < lines.count {
            guard lines[index].contains("// Behaviour source"), let header = lines[index].wholeMatch(of: headerPattern) else {
                if lines[index].contains("// Behaviour source") {
                    problems.append(.init(path: path, line: index + 1, message: "not an entry's header: write `// Behaviour source [X] — Area`"))
                }
                index += 1
                continue
            }
            let tags = header.2.split(separator: " ").map(String.init)
            var entry = BehaviourLedgerEntry(tags: tags, area: String(header.3), path: path, line: index + 1)
            entryLines.insert(index + 1)
            var field: Substring?
            index += 1
            while index < lines.count {
                if let match = lines[index].wholeMatch(of: fieldPattern) {
                    field = match.1
                    append(String(match.2), to: match.1, of: &entry)
                } else if let match = lines[index].wholeMatch(of: continuationPattern), let field {
                    append(String(match.1), to: field, of: &entry)
                } else {
                    break
                }
                entryLines.insert(index + 1)
                index += 1
            }
            problems += check(entry)
            entries.append(entry)
        }
        return (entries, lines, entryLines, problems)
    }

    private static func append(_ text: String, to field: Substring, of entry: inout BehaviourLedgerEntry) {
        let text = text.trimmingCharacters(in: .whitespaces)
        func joined(_ existing: String) -> String { existing.isEmpty ? text : existing + " " + text }
        switch field {
        case "Rule": entry.rule = joined(entry.rule)
        case "Value": entry.value = joined(entry.value)
        case "Source": entry.source = joined(entry.source)
        default:
            entry.also += text.split(separator: ",").map { $0.trimmingCharacters(in: .whitespaces) }.filter { !$0.isEmpty }
        }
    }

    /// What an entry must contain: its fields, a known area, an address for what Apple documents
    /// or someone published, a header for what a header says, and `Also` files that exist.
    static func check(_ entry: BehaviourLedgerEntry) -> [BehaviourLedgerProblem] {
        var messages: [String] = []
        if !areas.contains(entry.area) { messages.append("unknown area \"\(entry.area)\" (one of: \(areas.joined(separator: "; ")))") }
        if entry.rule.isEmpty { messages.append("no Rule") }
        if entry.value.isEmpty { messages.append("no Value") }
        if entry.source.isEmpty { messages.append("no Source") }
        if (entry.tags.contains("[D]") || entry.tags.contains("[O]")) && !entry.source.contains("http") {
            messages.append("a [D] or [O] source must give the address of the page it cites")
        }
        if entry.tags.contains("[H]") && !entry.source.contains(".h") {
            messages.append("an [H] source must name the header")
        }
        for path in entry.also where !FileManager.default.fileExists(atPath: packageRoot.appendingPathComponent(path).path) {
            messages.append("Also names \(path), which does not exist")
        }
        return messages.map { BehaviourLedgerProblem(path: entry.path, line: entry.line, message: $0) }
    }

    /// Every entry in the code, and every problem: malformed entries, and files that tag a
    /// choice inline (`[R]` in a comment) with no entry carrying that tag, in the file or naming
    /// the file under `Also`.
    static func scan() -> (entries: [BehaviourLedgerEntry], problems: [BehaviourLedgerProblem]) {
        let files = textFiles(in: scannedFolders, extensions: ["swift"])
        let found = files.map { entries(in: $0.text, path: $0.path) }
        let all = found.flatMap(\.entries)
        var problems = found.flatMap(\.problems)
        var coveredTags: [String: Set<String>] = [:]
        for entry in all {
            for path in [entry.path] + entry.also { coveredTags[path, default: []].formUnion(entry.tags) }
        }
        for (file, result) in zip(files, found) {
            let covered = coveredTags[file.path] ?? []
            for (offset, line) in result.lines.enumerated()
            where line.contains("//") && line.contains("[") && !result.entryLines.contains(offset + 1) {
                for match in line.matches(of: inlineTagPattern) where !covered.contains("[\(match.1)]") {
                    problems.append(.init(path: file.path, line: offset + 1, message: "tagged [\(match.1)] but no `// Behaviour source [\(match.1)]` entry is in the file or names it under Also"))
                }
            }
        }
        return (all, problems)
    }
}

// MARK: Writing the page

extension BehaviourLedger {
    static func render(_ entries: [BehaviourLedgerEntry]) -> String {
        let counts = ["[D]", "[H]", "[O]", "[R]"].map { tag in "\(entries.filter { $0.tags.contains(tag) }.count) \(tag)" }
        var lines = [
            "# Where OpenUIKit's behaviour comes from",
            "",
            "Generated from the `// Behaviour source` comments beside the code by `bash scripts/ledger`; do",
            "not edit it by hand. `BehaviourLedgerTests` fails when this page is out of date, when an entry",
            "lacks a field or (for `[D]` and `[O]`) an address, and when a file tags a choice inline",
            "(`[R]` in a comment) without an entry for it. The tags, and what each citation must contain,",
            "are explained in [docs/porting.md](porting.md#where-behaviour-comes-from).",
            "",
            "\(entries.count) entries, tagged \(counts.joined(separator: ", ")) (an entry may carry two tags when its",
            "rule has two parts; its source says which part each covers). **Where** is the file that holds",
            "the entry, then the other files that state the rule.",
        ]
        for area in areas {
            let listed = entries.filter { $0.area == area }
            guard !listed.isEmpty else { continue }
            lines += ["", "## \(area)", "", "| rule | value | tag | where | source or reason |", "| --- | --- | --- | --- | --- |"]
            for entry in listed {
                let tags = entry.tags.map { "`\($0)`" }.joined(separator: " + ")
                let places = ([entry.path] + entry.also).joined(separator: "; ")
                lines.append("| \(cell(entry.rule)) | \(cell(entry.value)) | \(tags) | \(places) | \(cell(entry.source)) |")
            }
        }
        return lines.joined(separator: "\n") + "\n"
    }

    /// A table cell: a pipe would end the cell early.
    private static func cell(_ text: String) -> String {
        text.replacingOccurrences(of: "|", with: "\\|")
    }
}
