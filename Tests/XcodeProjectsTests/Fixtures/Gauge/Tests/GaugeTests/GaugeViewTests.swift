import Foundation
import XCTest
@testable import Gauge

final class GaugeViewTests: XCTestCase {
    func testTheFillFollowsTheValue() {
        let gauge = GaugeView(frame: CGRect(x: 0, y: 0, width: 200, height: 10))
        gauge.value = 0.25
        gauge.layoutIfNeeded()
        XCTAssertEqual(gauge.fill.frame, CGRect(x: 0, y: 0, width: 50, height: 10))
    }

    func testTheValueIsClamped() {
        let gauge = GaugeView(frame: .zero)
        gauge.value = 3
        XCTAssertEqual(gauge.value, 1)
    }

    /// Crashes the test process when asked (`openuikit test`'s recovery from a crash is tested
    /// with it); passes otherwise.
    func testACrashWhenAsked() {
        if ProcessInfo.processInfo.environment["GAUGE_CRASH"] != nil { fatalError("asked to crash") }
    }
}
