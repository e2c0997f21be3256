import Testing
import UIKit
@testable import Tally

/// Swift Testing inside the launched app, beside XCTest.
@MainActor
struct CounterSwiftTests {
    @Test func theLaunchedAppShowsTheCounter() throws {
        let scene = try #require(UIApplication.shared.connectedScenes.first as? UIWindowScene)
        let navigation = try #require(scene.windows.first?.rootViewController as? UINavigationController)
        #expect(navigation.topViewController is CounterViewController)
    }

    @Test func incrementCounts() {
        let counter = CounterViewController()
        counter.loadViewIfNeeded()
        counter.increment()
        counter.increment()
        #expect(counter.countLabel.text == "2")
    }
}
