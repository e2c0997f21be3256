@testable import OpenCoreGraphics
import Testing

struct DiagnosticsTests {
    @Test func captureRecordsReportsForThisTaskOnly() {
        let capture = DiagnosticCapture(silent: true)
        OpenUIKitDiagnostics.$capture.withValue(capture) {
            OpenUIKitDiagnostics.report(.invalidPathArgument, "first")
            OpenUIKitDiagnostics.reportOnce(key: "k", .invalidPathArgument, "once")
            OpenUIKitDiagnostics.reportOnce(key: "k", .invalidPathArgument, "once again")
        }
        #expect(capture.records.map(\.message) == ["first", "once"])
        #expect(capture.records(withCode: .invalidPathArgument).count == 2)
        // A second capture sees its own "once" messages again.
        let second = DiagnosticCapture(silent: true)
        OpenUIKitDiagnostics.$capture.withValue(second) {
            OpenUIKitDiagnostics.reportOnce(key: "k", .invalidPathArgument, "once")
        }
        #expect(second.records.count == 1)
    }
}
