@testable import OpenUIKit
import Foundation
import Testing
import UIKitTesting

/// Segues from a storyboard in UIKit's order of calls: `shouldPerformSegue` (for triggered
/// segues with an identifier), the segue object made, `prepare(for:sender:)`, then `perform()`;
/// unwinding finds the destination, calls the source's `prepare`, then the destination's unwind
/// action, then pops and dismisses what lies between.
@MainActor
struct UIStoryboardSegueTests {
    /// A window showing the storyboard's navigation controller with Home, and the log.
    func run(_ body: @MainActor (StoryboardEvents, UINavigationController, HomeController, DiagnosticCapture) throws -> Void) throws {
        let log = StoryboardEvents()
        try StoryboardLog.$current.withValue(log) {
            try withApp { capture in
                let window = makeWindow()
                let navigation = try #require(UIStoryboardTests.segues().instantiateInitialViewController() as? UINavigationController)
                window.rootViewController = navigation
                advance(1.0 / 60)
                let home = try #require(navigation.topViewController as? HomeController)
                log.entries.removeAll()
                try body(log, navigation, home, capture)
            }
        }
    }

    /// Taps the button titled `title` and waits until the lift reaches it: Home's view has a
    /// double-tap recognizer, which delays touch ends (`delaysTouchesEnded`) until it fails,
    /// 0.35 s later, as on iOS.
    func tap(_ title: String, in view: UIView) {
        guard let button = view.subviews.compactMap({ $0 as? UIButton }).first(where: { $0.currentTitle == title }) else {
            Issue.record("no button titled \(title)")
            return
        }
        SyntheticTouches().tap(at: CGPoint(x: button.bounds.midX, y: button.bounds.midY), in: button)
        advance(0.4)
    }

    @Test func aButtonsShowSegueAsksThenPreparesThenPushes() throws {
        try run { log, navigation, home, capture in
            tap("Show", in: home.view)
            #expect(log.entries == ["Home.shouldPerformSegue(showDetail)", "Home.prepare(showDetail → DetailController style=1 transition=0)"])
            advance(1)
            #expect(navigation.viewControllers.count == 2 && navigation.topViewController is DetailController)
            let detail = try #require(navigation.topViewController as? DetailController)
            #expect(detail.backButton.currentTitle == "Back Home" && detail.storyboard === home.storyboard)
            #expect(capture.records.isEmpty, "\(capture.records.map(\.message))")
        }
    }

    @Test func aRefusedSegueDoesNothing() throws {
        try run { log, navigation, home, _ in
            home.allowsSegues = false
            tap("Show", in: home.view)
            advance(1)
            #expect(log.entries == ["Home.shouldPerformSegue(showDetail)"])
            #expect(navigation.viewControllers.count == 1)
        }
    }

    @Test func performSegueSkipsShouldPerformAndUnknownIdentifiersAreReported() throws {
        try run { log, navigation, home, capture in
            home.performSegue(withIdentifier: "manualShow", sender: nil)
            #expect(log.entries == ["Home.prepare(manualShow → DetailController style=1 transition=0)"])
            advance(1)
            #expect(navigation.viewControllers.count == 2)
            home.performSegue(withIdentifier: "nope", sender: nil)
            #expect(capture.records(withCode: .interfaceBuilder).map(\.message) == ["Receiver (\(home)) has no segue with identifier 'nope'"])
            #expect(navigation.viewControllers.count == 2)
        }
    }

    @Test func aPresentationSegueSetsTheDocumentsStylesBeforePrepare() throws {
        try run { log, _, home, capture in
            tap("Present", in: home.view)
            #expect(log.entries == ["Home.shouldPerformSegue(presentModal)", "Home.prepare(presentModal → ModalController style=0 transition=2)"])
            advance(1)
            let modal = try #require(home.presentedViewController as? ModalController, "\(String(describing: home.navigationController?.presentedViewController))")
            #expect(modal.modalPresentationStyle == .fullScreen && modal.modalTransitionStyle == .crossDissolve)
            #expect(capture.records.isEmpty, "\(capture.records.map(\.message))")
        }
    }

    @Test func aCustomSegueIsMadeFromItsClassPreparedThenPerformed() throws {
        try run { log, navigation, home, capture in
            tap("Custom", in: home.view)
            #expect(log.entries == [
                "Home.shouldPerformSegue(customFade)", "FadeSegue.init(customFade)",
                "Home.prepare(customFade → DetailController style=1 transition=0)", "FadeSegue.perform",
            ])
            advance(1.0 / 60)
            #expect(navigation.viewControllers.count == 2)
            #expect(capture.records.isEmpty, "\(capture.records.map(\.message))")
        }
    }

    @Test func aPopoverSegueAnchorsAtTheDocumentsViewWithItsArrows() throws {
        try run { _, _, home, capture in
            tap("Popover", in: home.view)
            advance(1)
            let modal = try #require(home.presentedViewController ?? home.navigationController?.presentedViewController)
            let anchor = home.view.subviews.compactMap { $0 as? UIButton }.first { $0.currentTitle == "Popover" }
            #expect(modal.modalPresentationStyle == .popover)
            #expect(modal.popoverPresentationController?.sourceView === anchor)
            #expect(modal.popoverPresentationController?.permittedArrowDirections == [.up, .down])
            #expect(capture.records.isEmpty, "\(capture.records.map(\.message))")
        }
    }

    @Test func aPopoverSegueFromABarButtonItemAnchorsAtTheItem() throws {
        try run { _, navigation, home, capture in
            let info = try #require(home.navigationItem.leftBarButtonItem)
            #expect(info.title == "Info")
            tapCenter(of: try #require(info.shownView))
            advance(1)
            let modal = try #require(navigation.presentedViewController)
            #expect(modal.modalPresentationStyle == .popover)
            #expect(modal.popoverPresentationController?.barButtonItem === info)
            #expect(modal.popoverPresentationController?.permittedArrowDirections == .up)
            // The document's passthrough view (an outlet collection of the segue).
            let passthrough = modal.popoverPresentationController?.passthroughViews ?? []
            #expect(passthrough.count == 1 && passthrough.first === home.titleLabel)
            #expect(capture.records.isEmpty, "\(capture.records.map(\.message))")
        }
    }

    @Test func unwindingFromAPushedControllerCallsTheActionThenPops() throws {
        try run { log, navigation, home, capture in
            home.performSegue(withIdentifier: "manualShow", sender: nil)
            advance(1)
            let detail = try #require(navigation.topViewController as? DetailController)
            log.entries.removeAll()
            tap("Back Home", in: detail.view)
            #expect(log.entries == [
                "Detail.prepare(backHome → HomeController)",
                "Home.unwindToHome from DetailController presented=false stack=2",
            ], "the source prepares, then the destination's action runs before anything moves")
            #expect(home.lastUnwindSegue?.identifier == "backHome" && home.lastUnwindSegue?.source === detail && home.lastUnwindSegue?.destination === home)
            advance(1)
            #expect(navigation.viewControllers.count == 1 && navigation.topViewController === home)
            #expect(capture.records.isEmpty, "\(capture.records.map(\.message))")
        }
    }

    @Test func unwindingFromAPresentedControllerCallsTheActionThenDismisses() throws {
        try run { log, navigation, home, capture in
            home.performSegue(withIdentifier: "manualShow", sender: nil)
            advance(1)
            let detail = try #require(navigation.topViewController as? DetailController)
            detail.present(try #require(home.storyboard?.instantiateViewController(withIdentifier: "Modal")), animated: false)
            advance(1.0 / 60)
            let modal = try #require(navigation.presentedViewController as? ModalController)
            log.entries.removeAll()
            tap("Close", in: modal.view)
            #expect(log.entries == [
                "Modal.prepare(nil → HomeController)",
                "Home.unwindToHome from ModalController presented=true stack=2",
            ], "the action runs while the modal is still presented and the stack still two deep")
            advance(1)
            #expect(navigation.presentedViewController == nil, "the presentation is dismissed")
            #expect(navigation.viewControllers.count == 1, "and the stack above the destination popped beneath it")
            #expect(capture.records.isEmpty, "\(capture.records.map(\.message))")
        }
    }
}
