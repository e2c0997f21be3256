#if CommandLine && BridgeCommands
import Foundation
import UIKitTesting

// `openuikit test --report DIR` and `--shard i/n`.
extension AppTestRunner {
    /// The report folder, absolute (the test processes run elsewhere).
    var reportFolder: URL? {
        command.report.map { URL(fileURLWithPath: $0).standardizedFileURL }
    }

    /// The built tests that are not this shard's (`swift test list`'s names), to skip; none
    /// without `--shard`.
    func testsOutsideShard() -> [String] {
        guard let shard = command.shard else { return [] }
        let listed = TestShard.testNames(inListing: Shell.run(["swift", "test", "list", "--skip-build", "--package-path", folder.path], log: nil).output)
        let outside = listed.filter { !shard.contains($0) }
        print("shard \(shard): \(listed.count - outside.count) of \(listed.count) tests")
        return outside
    }

    /// Starts the report: the page, and no entries left from an earlier run in the folder.
    func prepareReport() throws {
        guard let folder = reportFolder else { return }
        guard try TestReports.start(in: folder) else { throw AppTestError("the report folder \(folder.path) cannot be written") }
    }

    /// Ends the report: every test's outcome (the page lists them; JUnit XML names them all).
    func writeReport(_ results: [TestResult]) {
        guard let folder = reportFolder else { return }
        do {
            try TestReports.writeTests(results, name: locationName, in: folder)
            print("report: \(folder.appendingPathComponent("index.html").path)")
        } catch {
            print("cannot write the report in \(folder.path): \(error.localizedDescription)")
        }
    }
}
#endif
