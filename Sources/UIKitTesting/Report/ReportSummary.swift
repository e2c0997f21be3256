import Foundation

/// The report's closing files, made from its entries: `summary.json` (counts), `summary.txt`
/// (one line for a CI log) and `junit.xml` (every test `openuikit test` ran, or else one test
/// case per test that asserted snapshots, failed when one of its snapshots failed or had no
/// golden).
enum ReportSummary {
    struct Counts: Codable, Equatable, Sendable {
        var tests = 0
        var failedTests = 0
        var matched = 0
        var failed = 0
        var recorded = 0
        var missing = 0

        var line: String {
            "\(tests) tests, \(failedTests) failed; snapshots: \(matched) matched, \(failed) failed, "
                + "\(recorded) recorded, \(missing) missing"
        }
    }

    /// The entries of the report in `folder`, in a stable order (by test, then by entry).
    static func entries(in folder: URL) -> [ReportEntry] {
        guard let data = try? Data(contentsOf: folder.appendingPathComponent("entries.jsonl")) else { return [] }
        return entries(inLines: data)
    }

    /// Entries from JSON lines (lines that are not an entry are skipped), in the same order.
    static func entries(inLines data: Data) -> [ReportEntry] {
        let decoder = JSONDecoder()
        let entries = data.split(separator: UInt8(ascii: "\n")).compactMap { try? decoder.decode(ReportEntry.self, from: Data($0)) }
        return entries.sorted { ($0.test, order($0.id)) < ($1.test, order($1.id)) }
    }

    /// An entry's number within its test (ids end in `-<n>`), so entry 10 comes after entry 9.
    private static func order(_ id: String) -> Int {
        Int(id.split(separator: "-").last ?? "") ?? 0
    }

    /// Each test's outcome from its entries.
    static func outcomes(_ entries: [ReportEntry]) -> [TestOutcome] {
        var outcomes: [TestOutcome] = []
        var index: [String: Int] = [:]
        for entry in entries {
            let position = index[entry.test] ?? {
                outcomes.append(TestOutcome(name: entry.test, status: .passed))
                index[entry.test] = outcomes.count - 1
                return outcomes.count - 1
            }()
            if entry.status == .failed || entry.status == .missing {
                outcomes[position].status = .failed
                outcomes[position].messages.append(entry.message ?? "snapshot \(entry.id) \(entry.status.rawValue)")
            }
        }
        return outcomes
    }

    static func counts(_ entries: [ReportEntry]) -> Counts {
        var counts = Counts()
        let outcomes = outcomes(entries)
        counts.tests = outcomes.count
        counts.failedTests = outcomes.filter { $0.status == .failed }.count
        for entry in entries {
            switch entry.status {
            case .matched: counts.matched += 1
            case .failed: counts.failed += 1
            case .recorded: counts.recorded += 1
            case .missing: counts.missing += 1
            }
        }
        return counts
    }

    /// Writes `summary.json`, `summary.txt` and `junit.xml` into `folder`: every test's outcome
    /// when the folder has them (`tests.jsonl`, from `openuikit test`), else one test case per
    /// test that asserted snapshots.
    static func write(in folder: URL) throws {
        let entries = entries(in: folder)
        var counts = counts(entries)
        var outcomes = outcomes(entries)
        var name = "OpenUIKit snapshots"
        if let tests = ReportFiles.tests(in: folder) {
            outcomes = tests.outcomes
            name = tests.name
            counts.tests = outcomes.count
            counts.failedTests = outcomes.filter { $0.status == .failed }.count
        }
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .prettyPrinted]
        try encoder.encode(counts).write(to: folder.appendingPathComponent("summary.json"))
        try Data((counts.line + "\n").utf8).write(to: folder.appendingPathComponent("summary.txt"))
        try Data(JUnitXML.document(outcomes, name: name).utf8).write(to: folder.appendingPathComponent("junit.xml"))
    }
}
