import UIKit
import XCTest

// Main-actor test methods as iOS teams write them for Swift 6: XCTest on Linux cannot call
// them as they are (the run stops at "Could not cast value"), so the bridge runs their bodies
// in MainActor.assumeIsolated.
final class MainActorMethodTests: XCTestCase {
    func testLabelKeepsItsText() { MainActor.assumeIsolated { () throws(Never) -> Void in
        let label = UILabel()
        label.text = "Hello"
        XCTAssertEqual(label.text, "Hello")
    } }

    func testViewControllerLoadsItsView() throws { try MainActor.assumeIsolated {
        let controller = UIViewController()
        controller.loadViewIfNeeded()
        XCTAssertTrue(controller.isViewLoaded)
        if controller.view == nil { throw CocoaError(.featureUnsupported) }
    } }

    @MainActor func testAsyncIsLeftAlone() async {
        XCTAssertTrue(Thread.isMainThread)
    }

    func testPlainIsLeftAlone() {
        XCTAssertEqual(1 + 1, 2)
    }

    @MainActor func helperIsLeftAlone() -> UIView { UIView() }
}

@MainActor
class MainActorClassTests: XCTestCase {
    var window: UIWindow?

    #if true || os(tvOS)
    nonisolated func testInsideAnIfBlock() { MainActor.assumeIsolated { () throws(Never) -> Void in
        XCTAssertNil(window)
    } }
    #endif

    nonisolated func testWindowBecomesKey() { MainActor.assumeIsolated { () throws(Never) -> Void in
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
        window.makeKeyAndVisible()
        self.window = window
        XCTAssertTrue(window.isKeyWindow)
    } }
}

final class MainActorSubclassTests: MainActorClassTests {
    nonisolated func testInheritedIsolation() { MainActor.assumeIsolated { () throws(Never) -> Void in
        XCTAssertNil(window)
    } }

    // The method does not throw: its `try` covers only a call made in an autoclosure.
    nonisolated func testTryAroundAnAutoclosure() { MainActor.assumeIsolated { () throws(Never) -> Void in
        func failing() throws -> UIView { throw CocoaError(.featureUnsupported) }
        XCTAssertNil(try firstSubview(orMake: failing()))
    } }

    func firstSubview(orMake make: @autoclosure () throws -> UIView) -> UIView? {
        window?.subviews.first ?? (try? make())
    }
}

// setUp and tearDown overrides isolated to the main actor, as Apple's XCTest allows.
final class MainActorLifecycleTests: XCTestCase {
    private var label: UILabel!

    override func setUp() { MainActor.assumeIsolated { () throws(Never) -> Void in
        super.setUp()
        label = UILabel()
    } }

    override func tearDownWithError() throws { try MainActor.assumeIsolated {
        label = nil
        try super.tearDownWithError()
    } }

    func testLabelIsMade() { MainActor.assumeIsolated { () throws(Never) -> Void in
        XCTAssertNotNil(label)
    } }
}

extension MainActorMethodTests: @unchecked Sendable {}

extension MainActorClassTests: @unchecked Sendable {}

extension MainActorSubclassTests: @unchecked Sendable {}

extension MainActorLifecycleTests: @unchecked Sendable {}
