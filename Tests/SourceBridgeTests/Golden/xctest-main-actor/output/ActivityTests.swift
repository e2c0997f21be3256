import XCTest
import UIKitTesting
import UIKit

// Activities group a test's steps in Xcode's report; Linux's XCTest has none, so the bridge
// imports UIKitTesting, which declares XCTContext (and UIKit, which import XCTest brings on iOS).
final class ActivityTests: XCTestCase {
    func testStepsRunInOrder() {
        var steps: [String] = []
        XCTContext.runActivity(named: "open") { activity in steps.append(activity.name) }
        XCTContext.runActivity(named: "close") { activity in steps.append(activity.name) }
        XCTAssertEqual(steps, ["open", "close"])
        XCTAssertNotNil(UIView())
    }
}
