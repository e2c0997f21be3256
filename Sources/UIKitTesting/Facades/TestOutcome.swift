import Foundation

/// One test's outcome: what `openuikit test` reads from a test run's output, and what the
/// report makes of a test's snapshot assertions.
package struct TestOutcome: Codable, Equatable, Sendable {
    package enum Status: String, Codable, Sendable { case passed, failed, skipped }
    /// `Class.testName` (XCTest) or `Suite/name()` (Swift Testing).
    package var name: String
    package var status: Status
    package var messages: [String] = []
    var seconds: Double = 0

    package init(name: String, status: Status, messages: [String] = [], seconds: Double = 0) {
        self.name = name
        self.status = status
        self.messages = messages
        self.seconds = seconds
    }
}
