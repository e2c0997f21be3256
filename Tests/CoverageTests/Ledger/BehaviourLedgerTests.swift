import Foundation
import Testing

struct BehaviourLedgerTests {
    @Test func everyEntryIsCompleteAndEveryInlineTagHasAnEntry() {
        let problems = BehaviourLedger.scan().problems
        #expect(problems.isEmpty, "\(problems.count) problems in the behaviour sources:\n\(problems.map(\.description).joined(separator: "\n"))")
    }

    @Test func theLedgerIsUpToDate() throws {
        let rendered = BehaviourLedger.render(BehaviourLedger.scan().entries)
        let url = BehaviourLedger.packageRoot.appendingPathComponent(BehaviourLedger.documentPath)
        if ProcessInfo.processInfo.environment["OPENUIKIT_UPDATE_LEDGER"] == "1" {
            try rendered.write(to: url, atomically: true, encoding: .utf8)
        }
        let committed = (try? String(contentsOf: url, encoding: .utf8)) ?? ""
        #expect(committed == rendered, "docs/behaviour-sources.md is out of date: run bash scripts/ledger")
    }

    @Test func anEntryIsReadWithItsContinuationsAndChecked() {
        let text = """
            // Behaviour source [O] — Scrolling
            //   Rule: A rule that runs
            //     over two lines
            //   Value: 3 pt
            //   Source: Someone's notes, no address.
            //   Also: docs/no-such-file.md
            let x = 1 // [R] untagged
            // Behaviour source [R] — Nowhere
            """
        let found = BehaviourLedger.entries(in: text, path: "Example.swift")
        #expect(found.entries.count == 2)
        #expect(found.entries.first?.rule == "A rule that runs over two lines")
        #expect(found.entries.first?.also == ["docs/no-such-file.md"])
        #expect(found.entryLines == [1, 2, 3, 4, 5, 6, 8])
        let messages = found.problems.map(\.message)
        #expect(messages.contains("a [D] or [O] source must give the address of the page it cites"))
        #expect(messages.contains("Also names docs/no-such-file.md, which does not exist"))
        #expect(messages.contains { $0.hasPrefix("unknown area \"Nowhere\"") })
        #expect(messages.contains("no Rule"))
    }

    /// The repository stands alone: nothing points at the project's shared folder or its spec.
    @Test func noTestOrDocumentCitesAFileOutsideTheRepository() throws {
        let outside = ["uikit-transitions-spec", "spec §", "../shared", "ARCHITECTURE.md"]
        let readme = try String(contentsOf: BehaviourLedger.packageRoot.appendingPathComponent("README.md"), encoding: .utf8)
        let files = BehaviourLedger.textFiles(in: ["Sources", "Tests", "docs", "scripts"], extensions: ["swift", "md", "sh", ""])
            + [(path: "README.md", text: readme)]
        var offenders: [String] = []
        for file in files {
            for needle in outside where file.text.contains(needle) { offenders.append("\(file.path): \(needle)") }
        }
        #expect(offenders.isEmpty, "cites a file outside the repository:\n\(offenders.joined(separator: "\n"))")
    }
}
