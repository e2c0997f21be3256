@testable import OpenUIKit
import Foundation
import Testing
import UIKitTesting

/// Storyboards as iOS loads them: the initial controller and its relationship, controllers by
/// Storyboard ID, views decoded with their subviews, constraints and colours, outlets and
/// outlet collections, actions from buttons, bar button items and gesture recognizers — and
/// UIKit's order of calls around them (`init(coder:)`, `awakeFromNib`, embed segues prepared
/// before `viewDidLoad`).
@MainActor
struct UIStoryboardTests {
    static func segues() -> UIStoryboard { UIStoryboard(name: "Segues", bundle: .module) }

    func run(_ body: @MainActor (StoryboardEvents, DiagnosticCapture) throws -> Void) rethrows {
        try withStoryboardLog(body)
    }

    @Test func theInitialControllerIsTheNavigationControllerWithItsRoot() throws {
        try run { log, capture in
            let initial = try #require(Self.segues().instantiateInitialViewController() as? UINavigationController)
            let home = try #require(initial.viewControllers.first as? HomeController)
            #expect(initial.viewControllers.count == 1)
            #expect(home.title == "Home" && home.navigationItem.title == "Home")
            #expect(home.storyboard != nil && initial.storyboard != nil)
            #expect(home.navigationItem.rightBarButtonItem?.title == UIBarButtonItem.word(for: .add))
            #expect(!home.isViewLoaded, "a storyboard controller's view loads when first needed")
            #expect(log.entries == ["Home.init(coder:) title=Home", "Home.awakeFromNib"])
            #expect(capture.records.isEmpty, "\(capture.records.map(\.message))")
        }
    }

    @Test func theViewLoadsWithOutletsAndTheEmbedSegueBeforeViewDidLoad() throws {
        try run { log, capture in
            let home = try #require(Self.segues().instantiateViewController(withIdentifier: "Home") as? HomeController)
            log.entries.removeAll()
            _ = home.view
            #expect(log.entries == [
                "Home.prepare(embedChild → ChildController style=\(UIModalPresentationStyle.pageSheet.rawValue) transition=0)",
                "Child.didMove(toParent: HomeController)",
                "Home.viewDidLoad label=Welcome children=1",
            ])
            #expect(home.titleLabel.font.pointSize == 20 && home.titleLabel.textAlignment == .center)
            #expect(home.titleLabel.textColor == UIColor(red: 0.2, green: 0.4, blue: 0.6, alpha: 1))
            #expect(home.view.backgroundColor == .systemBackground)
            #expect(home.buttons.map { $0.currentTitle } == ["Show", "Present"], "outlet collections keep the document's order")
            let child = try #require(home.children.first as? ChildController)
            #expect(child.view.superview === home.container && child.view.frame == home.container.bounds)
            #expect(child.view.backgroundColor == .systemTeal)
            #expect(home.view.gestureRecognizers?.first is UITapGestureRecognizer)
            #expect((home.view.gestureRecognizers?.first as? UITapGestureRecognizer)?.numberOfTapsRequired == 2)
            #expect(home.view.constraints.count == 15)
            #expect(capture.records.isEmpty, "\(capture.records.map(\.message))")
        }
    }

    @Test func constraintsFromTheDocumentPlaceTheViewsOnScreen() throws {
        try run { _, _ in
            let window = makeWindow()
            let navigation = try #require(Self.segues().instantiateInitialViewController() as? UINavigationController)
            window.rootViewController = navigation
            advance(1.0 / 60)
            let home = try #require(navigation.topViewController as? HomeController)
            // Safe area top on the default iPhone (59) plus the bar (44), then the constant 20.
            let label = home.titleLabel.convert(home.titleLabel.bounds, to: nil)
            // Within floating-point noise: the label's height is on the @3x pixel grid (thirds).
            #expect(near(label.minY, 59 + 44 + 20, 1e-9) && label.minX == 20 && label.width == 393 - 40)
            let container = home.container.convert(home.container.bounds, to: nil)
            // Centred, on the 3x pixel grid (96.5 points rounds to 96⅔).
            #expect(near(container.midX, 393 / 2, 1.0 / 3) && container.size == CGSize(width: 200, height: 100))
            #expect(near(container.minY, label.maxY + 353, 1e-9))
        }
    }

    @Test func buttonsBarItemsAndRecognizersSendTheirActions() throws {
        try run { log, capture in
            let window = makeWindow()
            let navigation = try #require(Self.segues().instantiateInitialViewController() as? UINavigationController)
            window.rootViewController = navigation
            advance(1.0 / 60)
            let home = try #require(navigation.topViewController as? HomeController)
            log.entries.removeAll()
            let action = try #require(home.view.subviews.compactMap { $0 as? UIButton }.first { $0.currentTitle == "Action" })
            SyntheticTouches().tap(at: CGPoint(x: action.bounds.midX, y: action.bounds.midY), in: action)
            let addView = try #require(navigation.navigationBar.rightItemViews.first)
            SyntheticTouches().tap(at: CGPoint(x: addView.bounds.midX, y: addView.bounds.midY), in: addView)
            let recognizer = try #require(home.view.gestureRecognizers?.first as? UITapGestureRecognizer)
            #expect(recognizer.numberOfTapsRequired == 2 && recognizer.view === home.view)
            // The double tap waits until the button's tap (seen by the view's recognizer too) is
            // no longer the start of a series.
            advance(0.5)
            SyntheticTouches().tap(at: CGPoint(x: 30, y: 700), in: home.view, count: 2)
            advance(0.5)
            #expect(log.entries == ["Home.tapped(Action)", "Home.add", "Home.viewDoubleTapped"])
            #expect(capture.records.isEmpty, "\(capture.records.map(\.message))")
        }
    }
}
