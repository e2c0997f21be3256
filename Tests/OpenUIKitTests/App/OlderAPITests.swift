@testable import OpenUIKit
import Foundation
import Testing
import UIKitTesting

/// API older iOS code still calls, as iOS answers it on a device without 3D Touch, with no app
/// to open a URL in.
@MainActor
struct OlderAPITests {
    @Test func autoreleasepoolRunsItsBodyAndPassesErrorsOn() {
        var ran = 0
        let value = autoreleasepool { () -> Int in
            ran += 1
            return 42
        }
        #expect(value == 42 && ran == 1)
        struct Failure: Error {}
        #expect(throws: Failure.self) { try autoreleasepool { throw Failure() } }
    }

    /// Darwin's time constants, in the deadline arithmetic older iOS code writes.
    @Test func darwinTimeConstantsBuildDispatchDeadlines() {
        #expect(NSEC_PER_SEC == 1_000_000_000 && NSEC_PER_MSEC == 1_000_000 && NSEC_PER_USEC == 1_000 && USEC_PER_SEC == 1_000_000)
        let start = DispatchTime.now()
        let deadline = start + Double(Int64(0.25 * Double(NSEC_PER_SEC))) / Double(NSEC_PER_SEC)
        #expect(deadline.uptimeNanoseconds - start.uptimeNanoseconds == 250_000_000)
    }

    @Test func nsIndexPathHasItsSectionRowAndItem() {
        let table = NSIndexPath(row: 3, section: 1)
        #expect(table.section == 1 && table.row == 3 && table.length == 2)
        #expect(NSIndexPath(item: 7, section: 2).item == 7)
        #expect(NSIndexPath(index: 4).row == NSNotFound, "a shorter path answers NSNotFound, as index(atPosition:)")
        #expect((IndexPath(row: 3, section: 1) as NSIndexPath).row == 3)
    }

    @Test func touchesReportNoForceAndTheStylusIsThePencil() {
        withApp { _ in
            let window = makeWindow()
            var touches: [UITouch] = []
            let view = TouchCatcher(frame: window.bounds) { touches.append($0) }
            window.addSubview(view)
            CATransaction.flush()
            SyntheticTouches().tap(at: CGPoint(x: 50, y: 50))
            #expect(!touches.isEmpty)
            #expect(touches.allSatisfy { $0.maximumPossibleForce == 0 && $0.force == 0 && $0.type == .direct })
            #expect(UITouch.TouchType.stylus == .pencil)
        }
    }

    @Test func aCollisionBehaviorMadeEmptyTakesItemsLater() {
        withApp { _ in
            let collision = UICollisionBehavior()
            #expect(collision.items.isEmpty)
            collision.addItem(UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10)))
            #expect(collision.items.count == 1)
        }
    }

    @Test func noURLCanBeOpenedAndTheAskIsKept() {
        withApp { _ in
            let url = URL(string: "https://example.com/help")!
            let app = UIApplication.shared
            #expect(!app.canOpenURL(url))
            var answers: [Bool] = []
            app.open(url) { answers.append($0) }
            #expect(answers.isEmpty, "answered on the next turn, as iOS does")
            advance(1.0 / 60)
            #expect(answers == [false])
            // Through a protocol of its own, so the test builds without the deprecation warning iOS code gets.
            #expect((app as any OldURLOpening).openURL(URL(string: "tel:123")!) == false)
            #expect(app.openedURLRequests.map(\.absoluteString) == ["https://example.com/help", "tel:123"])
        }
    }
}

/// `UIApplication.openURL(_:)`, called without naming the deprecated declaration.
@MainActor
protocol OldURLOpening {
    func openURL(_ url: URL) -> Bool
}

extension UIApplication: OldURLOpening {}

/// A view that records the touches it is handed.
private final class TouchCatcher: UIView {
    let record: (UITouch) -> Void
    init(frame: CGRect, record: @escaping (UITouch) -> Void) {
        self.record = record
        super.init(frame: frame)
    }
    required init?(coder: NSCoder) { nil }
    override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) { touches.forEach(record) }
}
