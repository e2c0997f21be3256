import UIKit
import XCTest

final class SheetUIKitTests: XCTestCase {
    func testAView() {
        XCTAssertEqual(UIView().alpha, 1)
    }
}
