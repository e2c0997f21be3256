import Testing
import UIKitTesting

/// XCTest's activities, which Linux's XCTest lacks.
struct XCTContextTests {
    @Test func anActivityRunsItsBlockWithItsNameAndReturnsWhatItReturns() throws {
        var names: [String] = []
        let value = XCTContext.runActivity(named: "move to full") { activity -> Int in
            names.append(activity.name)
            return 42
        }
        #expect(value == 42 && names == ["move to full"])
        struct Stop: Error {}
        #expect(throws: Stop.self) { try XCTContext.runActivity(named: "throws") { _ in throw Stop() } }
    }
}
