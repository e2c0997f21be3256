import XCTest
#if canImport(SwiftUI)
import SwiftUI
#endif
@testable import Meter

final class MeterViewTests: XCTestCase {
    func testTheReadingIsRounded() {
        let meter = MeterView()
        meter.reading = 2.6
        XCTAssertEqual(meter.text, "3")
    }

    /// Needs SwiftUI's hosting controller: on Linux this test alone does not build.
    func testTheMeterInSwiftUI() {
        let host = UIHostingController(rootView: Text("3"))
        XCTAssertNotNil(host.view)
    }

    func testAnEmptyMeterShowsNothing() {
        XCTAssertNil(MeterView().text)
    }
}

// The SwiftUI wrapper does not exist on Linux: this extension is removed, the tests still run.
extension MeterRepresentable: CustomStringConvertible {
    public var description: String { "meter \(reading)" }
}
