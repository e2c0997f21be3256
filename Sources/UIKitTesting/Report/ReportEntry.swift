import Foundation

/// One snapshot assertion in the HTML report: which test made it, what happened, and the
/// files to show (paths relative to the report's folder).
struct ReportEntry: Codable, Equatable, Sendable {
    enum Status: String, Codable, Sendable {
        /// The snapshot matched its golden.
        case matched
        /// It did not; the entry holds the golden, what was rendered and the difference.
        case failed
        /// A new golden was written (record mode, or no golden yet).
        case recorded
        /// No golden exists and recording is off (`SNAPSHOT_TESTING_RECORD=never`).
        case missing
    }

    enum Kind: String, Codable, Sendable {
        case image, text, transition
    }

    /// One frame of a transition: its time, the golden's and the recording's picture, the
    /// difference where they differ, and the view tree the recording had then.
    struct Frame: Codable, Equatable, Sendable {
        var time: Double
        var reference: String?
        var actual: String?
        var diff: String?
        var viewTree: String?
    }

    var id: String
    var status: Status
    var kind: Kind
    /// The test, as `Suite/test()` (Swift Testing) or `Class.test` (XCTest).
    var test: String
    /// The test's source file, when known.
    var file: String?
    var message: String?
    var reference: String?
    var actual: String?
    var diff: String?
    /// Text snapshots: the golden's and the rendered text.
    var referenceText: String?
    var actualText: String?
    var frames: [Frame]?
    var referenceTimeline: [String]?
    var actualTimeline: [String]?

    init(id: String, status: Status, kind: Kind, test: String, file: String? = nil, message: String? = nil) {
        self.id = id
        self.status = status
        self.kind = kind
        self.test = test
        self.file = file
        self.message = message
    }
}
