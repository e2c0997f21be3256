import Foundation

/// The test report as the command line writes and merges it (`openuikit test`'s `--report`,
/// `openuikit report`): the one way it reaches the test kit's report files. The page, the
/// entries and the summary stay the test kit's own.
package enum TestReports {
    /// Starts a report in `folder`: an earlier report's files removed (and only those), the page
    /// written. False when the folder cannot be written.
    package static func start(in folder: URL) throws -> Bool {
        try ReportFiles.reset(folder)
        return SnapshotReport(folder: folder) != nil
    }

    /// Writes every test's outcome for the page, then the summary and the JUnit XML.
    package static func writeTests(_ outcomes: [TestOutcome], name: String, in folder: URL) throws {
        try ReportFiles.writeTests(outcomes, name: name, in: folder)
    }

    /// Merges the reports of several shards into one in `output`.
    package static func merge(_ inputs: [URL], into output: URL) throws {
        try ReportFiles.merge(inputs, into: output)
    }

    /// The JUnit XML of `outcomes`, one suite per test class or suite, in the order they came.
    package static func junitDocument(_ outcomes: [TestOutcome], name: String) -> String {
        JUnitXML.document(outcomes, name: name)
    }
}
