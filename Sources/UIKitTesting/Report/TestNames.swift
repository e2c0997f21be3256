import Foundation
import OpenUIKit
#if canImport(Testing)
import Testing
#endif
import XCTest

/// The name of the test running now, for the report: Swift Testing's current test, or the
/// XCTest test case an observer saw start.
enum TestNames {
    /// XCTest's running test, as the observer saw it.
    private static let state = ObservedTests()

    /// The running test's name (`File/test()` for Swift Testing, `Class.test` for XCTest) and
    /// its source file when known.
    static func current() -> (name: String, file: String?) {
        #if canImport(Testing)
        if let test = Test.current {
            let file = test.sourceLocation.fileName
            let suite = file.hasSuffix(".swift") ? String(file.dropLast(6)) : file
            return ("\(suite)/\(test.name)", test.sourceLocation.fileID)
        }
        #endif
        if let name = state.running { return (name, nil) }
        return ("(a test the report could not name)", nil)
    }

    /// Starts watching XCTest's test cases (from the first use of the report on: XCTest names
    /// no test that started before).
    static func startObservingXCTest() {
        // On the main thread, where XCTest runs its tests; never waiting for it from elsewhere.
        let register: @Sendable () -> Void = { XCTestObservationCenter.shared.addTestObserver(ReportTestObserver(state: state)) }
        if Thread.isMainThread { register() } else { DispatchQueue.main.async(execute: register) }
    }
}

/// The XCTest test running now, as the observer saw it; guarded by its lock.
final class ObservedTests: @unchecked Sendable {
    private let lock = NSLock()
    private var runningName: String?

    var running: String? { lock.withLock { runningName } }

    func start(_ name: String) {
        lock.withLock { runningName = name }
    }

    func finish() {
        lock.withLock { runningName = nil }
    }
}

private final class ReportTestObserver: NSObject, XCTestObservation, @unchecked Sendable {
    let state: ObservedTests

    init(state: ObservedTests) {
        self.state = state
    }

    func testCaseWillStart(_ testCase: XCTestCase) {
        state.start(testCase.name)
    }

    func testCaseDidFinish(_ testCase: XCTestCase) {
        state.finish()
    }
}
