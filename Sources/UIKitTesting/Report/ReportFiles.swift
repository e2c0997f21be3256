import Foundation

/// The report's files beyond the snapshot entries: the outcome of every test a runner ran
/// (`tests.jsonl`, and `tests.js` for the page), starting afresh, and merging the reports of
/// several shards into one.
enum ReportFiles {
    /// The files a report is made of; nothing else in its folder is touched.
    static let names = ["index.html", "entries.js", "entries.jsonl", "tests.js", "tests.jsonl", "summary.json", "summary.txt",
                        "junit.xml", "assets"]

    /// Removes an earlier report's files from `folder` (and only those).
    static func reset(_ folder: URL) throws {
        for name in names {
            let url = folder.appendingPathComponent(name)
            if FileManager.default.fileExists(atPath: url.path) { try FileManager.default.removeItem(at: url) }
        }
    }

    /// Writes every test's outcome (sorted by name) for the page and the summary, then the
    /// summary and the JUnit XML.
    static func writeTests(_ outcomes: [TestOutcome], name: String, in folder: URL) throws {
        let sorted = outcomes.sorted { $0.name < $1.name }
        let lines = try [jsonLine(Line(run: name))] + sorted.map(jsonLine)
        try write(lines: lines, to: folder)
        try ReportSummary.write(in: folder)
    }

    /// The run's name and its tests' outcomes, when the folder has them.
    static func tests(in folder: URL) -> (name: String, outcomes: [TestOutcome])? {
        guard let data = try? Data(contentsOf: folder.appendingPathComponent("tests.jsonl")) else { return nil }
        let decoder = JSONDecoder()
        var name = "tests"
        var outcomes: [TestOutcome] = []
        for line in data.split(separator: UInt8(ascii: "\n")) {
            if let header = try? decoder.decode(Line.self, from: Data(line)) { name = header.run } else if let outcome = try? decoder.decode(TestOutcome.self, from: Data(line)) { outcomes.append(outcome) }
        }
        return (name, outcomes)
    }

    /// The first line of `tests.jsonl`: what ran.
    private struct Line: Codable {
        var run: String
    }

    /// A value as one line of the report's JSON files: keys sorted, so the same value always
    /// gives the same bytes, and slashes in paths left as they are.
    static func jsonLine<Value: Encodable>(_ value: Value) throws -> String {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
        return String(decoding: try encoder.encode(value), as: UTF8.self)
    }

    private static func write(lines: [String], to folder: URL) throws {
        try Data(lines.map { $0 + "\n" }.joined().utf8).write(to: folder.appendingPathComponent("tests.jsonl"))
        let script = lines.dropFirst().map { "OPENUIKIT_TESTS.push(\($0));\n" }.joined()
        try Data(script.utf8).write(to: folder.appendingPathComponent("tests.js"))
    }

    // MARK: Merging shards

    /// Makes one report in `output` of the reports in `inputs` (one per shard): every entry and
    /// test of each, their pictures, the page, the summary and the JUnit XML. Entries and tests
    /// are sorted, so the result does not depend on the order of `inputs`.
    static func merge(_ inputs: [URL], into output: URL) throws {
        try reset(output)
        guard SnapshotReport(folder: output) != nil else {
            throw CocoaError(.fileWriteNoPermission, userInfo: [NSFilePathErrorKey: output.path])
        }
        var entryLines = Data()
        var outcomes: [TestOutcome] = []
        var names: [String] = []
        for input in inputs {
            guard FileManager.default.fileExists(atPath: input.appendingPathComponent("index.html").path) else {
                throw CocoaError(.fileReadNoSuchFile, userInfo: [NSFilePathErrorKey: input.appendingPathComponent("index.html").path,
                                                                NSLocalizedDescriptionKey: "\(input.path) is not a report (it has no index.html)"])
            }
            entryLines.append((try? Data(contentsOf: input.appendingPathComponent("entries.jsonl"))) ?? Data())
            entryLines.append(UInt8(ascii: "\n"))
            if let tests = tests(in: input) {
                outcomes += tests.outcomes
                if !names.contains(tests.name) { names.append(tests.name) }
            }
            let assets = input.appendingPathComponent("assets")
            for file in (try? FileManager.default.contentsOfDirectory(atPath: assets.path)) ?? [] {
                let target = output.appendingPathComponent("assets/\(file)")
                if !FileManager.default.fileExists(atPath: target.path) {
                    try FileManager.default.copyItem(at: assets.appendingPathComponent(file), to: target)
                }
            }
        }
        // Every shard's entries in the summary's order (by test, then entry), for the page too.
        let sortedLines = try ReportSummary.entries(inLines: entryLines).map(jsonLine)
        try Data(sortedLines.map { $0 + "\n" }.joined().utf8).write(to: output.appendingPathComponent("entries.jsonl"))
        try Data(sortedLines.map { "OPENUIKIT_REPORT.push(\($0));\n" }.joined().utf8).write(to: output.appendingPathComponent("entries.js"))
        if names.isEmpty {
            try ReportSummary.write(in: output)
        } else {
            try writeTests(outcomes, name: names.joined(separator: " + "), in: output)
        }
    }
}
