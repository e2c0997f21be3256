@testable import OpenUIKit
import Foundation
import Testing
import UIKitTesting

/// Tab bar relationships, storyboard references, custom objects, runtime attributes, segue
/// actions, and what a document that OpenUIKit cannot fully honour reports, with its lines.
@MainActor
struct StoryboardDocumentTests {
    func run(_ body: @MainActor (StoryboardEvents, DiagnosticCapture) throws -> Void) rethrows {
        try withStoryboardLog(body)
    }

    @Test func tabsFollowTheDocumentsOrderAndAReferenceLoadsTheOtherStoryboard() throws {
        try run { _, capture in
            let tabs = try #require(UIStoryboard(name: "Tabs", bundle: .module).instantiateInitialViewController() as? UITabBarController)
            let controllers = try #require(tabs.viewControllers)
            #expect(controllers.count == 2)
            let library = try #require(controllers[0] as? UINavigationController)
            #expect(library.tabBarItem.title == "Library" && library.tabBarItem.tag == 1)
            #expect(library.topViewController is LibraryController)
            let detail = try #require(controllers[1] as? DetailController, "the reference makes Segues.storyboard's Detail scene")
            #expect(detail.tabBarItem.title == "Detail" && detail.storyboard !== tabs.storyboard)
            #expect(tabs.tabBar.items?.map(\.title) == ["Library", "Detail"])
            #expect(library.delegate is NavigationLogger, "the custom object is made and connected with the scene")
            #expect(capture.records.isEmpty, "\(capture.records.map(\.message))")
        }
    }

    @Test func runtimeAttributesSetKeysOfTheControllerAndLayerKeyPathsOfViews() throws {
        try run { _, capture in
            let tabs = try #require(UIStoryboard(name: "Tabs", bundle: .module).instantiateInitialViewController() as? UITabBarController)
            let library = try #require((tabs.viewControllers?.first as? UINavigationController)?.topViewController as? LibraryController)
            #expect(library.shelfName == "Fiction" && library.sortsByAuthor)
            #expect(library.view.layer.cornerRadius == 12)
            let stack = try #require(library.view.subviews.first as? UIStackView)
            #expect(stack.axis == .vertical && stack.spacing == 12 && stack.arrangedSubviews.count == 3)
            let slider = try #require(stack.arrangedSubviews[1] as? UISlider)
            #expect(slider.value == 0.5 && slider.minimumValue == 0 && slider.maximumValue == 1)
            // The date picker is a real one, in its mode.
            #expect((stack.arrangedSubviews[2] as? UIDatePicker)?.datePickerMode == .date)
            #expect(capture.records(withCode: .interfaceBuilder).isEmpty)
        }
    }

    @Test func aSegueActionMakesTheDestinationWithTheCoderSenderAndIdentifier() throws {
        try run { log, _ in
            let window = makeWindow()
            let tabs = try #require(UIStoryboard(name: "Tabs", bundle: .module).instantiateInitialViewController() as? UITabBarController)
            window.rootViewController = tabs
            advance(1.0 / 60)
            let navigation = try #require(tabs.viewControllers?.first as? UINavigationController)
            let library = try #require(navigation.topViewController as? LibraryController)
            let open = try #require((library.view.subviews.first as? UIStackView)?.arrangedSubviews.first as? UIButton)
            SyntheticTouches().tap(at: CGPoint(x: open.bounds.midX, y: open.bounds.midY), in: open)
            advance(1)
            #expect(log.entries.contains("Library.makeBook(openBook, sender: UIButton)"))
            let book = try #require(navigation.topViewController as? BookController)
            #expect(book.shelf == "Fiction", "the creator's initializer ran, with the coder")
        }
    }

    @Test func olderDocumentsConstrainToTheControllersTopAndBottomGuides() throws {
        try run { _, capture in
            let controller = try #require(UIStoryboard(name: "Legacy", bundle: .module).instantiateInitialViewController())
            let window = makeWindow()
            window.rootViewController = controller
            advance(1.0 / 60)
            let top = try #require(controller.view.subviews.first as? UILabel)
            let bottom = try #require(controller.view.subviews.last as? UILabel)
            // The top guide ends under the status bar (59 on the default iPhone), the bottom one
            // above the home indicator (34); side margins are 16 below 414 points of width.
            #expect(top.frame.minY == 59 + 10 && top.frame.minX == 16)
            #expect(bottom.frame.maxY == 852 - 34 - 20 && bottom.frame.maxX == 393 - 16)
            #expect(controller.view.backgroundColor == .systemGroupedBackground && top.textColor == .label)
            #expect(capture.records.isEmpty, "\(capture.records.map(\.message))")
        }
    }
}
