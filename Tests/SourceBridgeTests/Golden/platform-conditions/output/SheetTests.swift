import XCTest
import UIKit
@testable import Sheet

final class SheetTests: XCTestCase {
    func testTheDuration() {
        let presented = UIViewController()
        XCTAssertNotNil(presented.view)
        XCTAssertEqual(SheetAnimator().transitionDuration(using: nil), 0.5)
    }
}
