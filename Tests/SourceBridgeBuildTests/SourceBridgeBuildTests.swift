import Testing
import UIKit
import UIKitTesting

/// The iOS sources in iOS/ were built untouched through the source bridge (SourceBridgePlugin):
/// they behave here as on iOS.
@MainActor
struct SourceBridgeBuildTests {
    @Test func aSelectorDrivenEdgePanPopsInteractively() throws {
        let root = UIViewController()
        let navigation = UINavigationController(rootViewController: root)
        try TransitionHost.run(root: navigation) { host in
            let detail = DetailController()
            navigation.pushViewController(detail, animated: false)
            try host.runUntilIdle()
            #expect(detail.titleLabel == nil, "an outlet is a plain optional property")
            // The #selector bar button item: find its button in the bar by its title and tap it.
            let bar = navigation.navigationBar
            let done = try #require(Self.views(in: bar).first { ($0 as? UIButton)?.currentTitle == "Done" })
            host.tap(done)
            #expect(detail.doneTaps == 1)
            // A left-edge swipe over 70 % of the width: past half way, the pop finishes.
            host.edgeSwipe(from: .left, distance: 0.7 * host.window.bounds.width, duration: 0.4)
            try host.runUntilIdle()
            #expect(detail.handledEvents > 2, "the #selector handler received the pan")
            #expect(navigation.viewControllers.count == 1 && navigation.topViewController === root)
        }
    }

    @Test func optionalRequirementsAreCalledWhenImplemented() {
        let screen = UIViewController()
        let card = CardView(frame: CGRect(x: 50, y: 200, width: 200, height: 150))
        screen.view.addSubview(card)
        TransitionHost.run(root: screen) { host in
            let quiet = QuietCardDelegate()
            card.delegate = quiet
            host.tap(card)
            #expect(quiet.taps == 1, "the #selector tap handler ran")
            #expect(card.expandedHeight == 320, "not implemented: the optional call gives nil and the fallback is used")
            let chatty = ChattyCardDelegate()
            card.delegate = chatty
            host.tap(card)
            #expect(chatty.events == ["tapped", "expanded"])
            #expect(card.expandedHeight == 480)
            #expect(card.badges.isEmpty, "an outlet collection is a plain property")
            // responds(to:) answers truthfully, through subclasses too.
            card.delegate = quiet
            #expect(!card.delegateHandlesExpansion)
            card.delegate = chatty
            #expect(card.delegateHandlesExpansion)
            let loud = LoudChattyCardDelegate()
            card.delegate = loud
            #expect(card.delegateHandlesExpansion, "a subclass keeps what its superclass implements")
        }
    }

    @Test func overridesFromExtensionsRunAndSelectorTimersAreScheduled() {
        let list = ListController()
        TransitionHost.run(root: list) { host in
            #expect(list.log == ["viewDidLoad", "viewWillAppear"])
            #expect(list.view.layoutMargins == UIEdgeInsets(top: 4, left: 8, bottom: 4, right: 8))
            list.startTicking()
            #expect(list.timer?.isValid == true, "the selector timer became a scheduled closure timer")
            list.timer?.invalidate()
        }
    }

    static func views(in view: UIView) -> [UIView] {
        view.subviews + view.subviews.flatMap { views(in: $0) }
    }
}
