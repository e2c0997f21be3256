#if CommandLine
import ArgumentParser
import Foundation
import UIKitTesting

/// `openuikit report merge --output DIR SHARD...`: one HTML report of the reports several
/// shards wrote (`openuikit test --shard i/n --report DIR`, or `OPENUIKIT_REPORT` per process).
struct ReportCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "report",
        abstract: "Work with the test kit's HTML reports.",
        subcommands: [Merge.self]
    )

    struct Merge: ParsableCommand {
        static let configuration = CommandConfiguration(
            abstract: "Merge the reports of several shards into one.",
            discussion: """
            Every snapshot entry and test outcome of each report, their pictures, one page, the \
            summary and the JUnit XML go into --output, sorted, so the result does not depend on \
            the order of the shards. The merged report of all shards equals the report of one run \
            of the whole suite.
            """
        )

        @Option(name: .shortAndLong, help: "The folder of the merged report (an earlier report there is replaced).")
        var output: String

        @Argument(help: "The shards' report folders.")
        var reports: [String]

        func validate() throws {
            guard !reports.isEmpty else { throw ValidationError("Give the report folders to merge.") }
        }

        func run() throws {
            let inputs = reports.map { URL(fileURLWithPath: $0).standardizedFileURL }
            let folder = URL(fileURLWithPath: output).standardizedFileURL
            guard !inputs.contains(folder) else { throw ValidationError("--output must not be one of the reports merged.") }
            do {
                try TestReports.merge(inputs, into: folder)
            } catch {
                throw ValidationError("cannot merge: \(error.localizedDescription)")
            }
            let summary = (try? String(contentsOf: folder.appendingPathComponent("summary.txt"), encoding: .utf8)) ?? ""
            print(summary.trimmingCharacters(in: .newlines))
            print("report: \(folder.appendingPathComponent("index.html").path)")
        }
    }
}
#endif
