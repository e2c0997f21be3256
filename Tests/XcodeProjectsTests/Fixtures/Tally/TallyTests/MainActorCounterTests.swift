import XCTest
@testable import Tally

/// A main-actor test class with view properties and an async setUp, as Swift 6 projects write
/// it: its test methods capture `self` inside the bridge's `MainActor.assumeIsolated`.
@MainActor
final class MainActorCounterTests: XCTestCase {
    let container = UIView()
    let label = UILabel()

    override func setUp() async throws {
        container.addSubview(label)
    }

    func testTheLabelIsInTheContainer() {
        XCTAssertTrue(label.superview === container)
    }
}
