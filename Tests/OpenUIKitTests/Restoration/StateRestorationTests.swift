import Foundation
@testable import OpenUIKit
import Testing
import UIKitTesting

/// Preservation at the move to the background and restoration at launch, in UIKit's order of
/// calls (docs/state-restoration.md).
@MainActor
@Suite struct StateRestorationTests {
    /// A code-made app: Nav → A in willFinishLaunching; B, C and the sheet made by the delegate.
    private func delegate(_ log: RestorationLog) -> RestorationTestDelegate {
        RestorationTestDelegate(log: log, makeRoot: { makeStack(["A"]) }) { path, _ in
            // Nav and A are made in willFinishLaunching and found by UIKit's implicit search.
            switch path.last! {
            case "Nav", "A": nil
            case "Custom": CustomSheetController(identifier: "Custom", count: 0)
            default: CountingController(identifier: path.last)
            }
        }
    }

    private func navigation(_ host: TransitionHost) -> UINavigationController {
        host.window.rootViewController as! UINavigationController
    }

    @Test func threeDeepWithASheetComesBackInUIKitsOrder() throws {
        let log = RestorationLog()
        try withApp { capture in
            try TransitionHost.launch(appDelegate: delegate(log)) { host in
                // viewDidAppear comes after applicationDidBecomeActive, as on iOS.
                #expect(log.take() == ["willFinishLaunching", "didFinishLaunching", "didBecomeActive", "appear A animated=false"])
                let nav = navigation(host)
                (nav.viewControllers[0] as! CountingController).count = 1
                nav.pushViewController(CountingController(identifier: "B", count: 2), animated: true)
                try host.runUntilIdle()
                nav.pushViewController(CountingController(identifier: "C", count: 3), animated: true)
                try host.runUntilIdle()
                let sheet = CountingController(identifier: "Sheet", count: 4)
                sheet.modalPresentationStyle = .formSheet
                nav.topViewController!.present(sheet, animated: true)
                try host.runUntilIdle()
                _ = log.take()

                host.relaunch()
                #expect(log.take() == [
                    // Saving, at the move to the background.
                    "willResignActive", "didEnterBackground", "shouldSaveSecure", "willEncode",
                    "encode A 1", "encode B 2", "encode C 3", "encode Sheet 4", "willTerminate",
                    // The next launch.
                    "willFinishLaunching", "shouldRestoreSecure version=1",
                    // The sheet's presenter is the navigation controller (UIKit presents from the
                    // root of the stack), hence its path.
                    "lookup Nav", "lookup Nav/A", "lookup Nav/B", "lookup Nav/C", "lookup Nav/Sheet",
                    "decode A 1", "decode B 2", "decode C 3", "decode Sheet 4",
                    "finished A", "finished B", "finished C", "finished Sheet", "didDecode",
                    "didFinishLaunching", "didBecomeActive", "appear C animated=false", "appear Sheet animated=false",
                ])
                let restored = navigation(host)
                #expect(restored.viewControllers.map(\.restorationIdentifier) == ["A", "B", "C"])
                #expect(restored.viewControllers.map { ($0 as! CountingController).count } == [1, 2, 3])
                let presented = try #require(restored.topViewController?.presentedViewController as? CountingController)
                #expect(presented.restorationIdentifier == "Sheet" && presented.count == 4)
                #expect(presented.modalPresentationStyle == .formSheet)
                #expect(presented.view.window === host.window)
                #expect(restored.topViewController!.view.window === host.window)
                #expect(UIApplication.shared.applicationState == .active)
                // Nothing was animated: the host is idle at once.
                try host.runUntilIdle(timeout: 0)
            }
            #expect(capture.records.filter { $0.level >= .warning }.isEmpty, "\(capture.records)")
        }
    }

    @Test func aControllerWithoutIdentifierIsLeftOutWithWhatItHolds() throws {
        let log = RestorationLog()
        try withApp { _ in
            try TransitionHost.launch(appDelegate: delegate(log)) { host in
                let nav = navigation(host)
                // A container without identifier, holding a child that has one.
                let unnamed = CountingController(identifier: nil)
                let inner = CountingController(identifier: "Inner")
                unnamed.addChild(inner)
                unnamed.view.addSubview(inner.view)
                inner.didMove(toParent: unnamed)
                nav.pushViewController(unnamed, animated: false)
                nav.pushViewController(CountingController(identifier: "C", count: 3), animated: false)
                try host.runUntilIdle()
                _ = log.take()
                host.enterBackground()
                #expect(log.take() == ["willResignActive", "didEnterBackground", "shouldSaveSecure", "willEncode", "encode A 0", "encode C 3"])
                host.relaunch()
                #expect(navigation(host).viewControllers.map(\.restorationIdentifier) == ["A", "C"])
            }
        }
    }

    @Test func aRestorationClassMakesItsControllerOrDeclinesItsSubtree() throws {
        let log = RestorationLog()
        try withApp { _ in
            try TransitionHost.launch(appDelegate: delegate(log)) { host in
                let nav = navigation(host)
                let made = RestoredByClass(identifier: "Made", count: 5)
                made.restorationClass = RestoredByClass.self
                nav.pushViewController(made, animated: false)
                let declined = RestoredByClass(identifier: "Declined", count: 6)
                declined.restorationClass = RestoredByClass.self
                declined.modalPresentationStyle = .fullScreen
                nav.present(declined, animated: false)
                try host.runUntilIdle()
                declined.present(CountingController(identifier: "Sheet", count: 7), animated: false)
                try host.runUntilIdle()
                _ = log.take()
                host.relaunch()
                let entries = log.take()
                // The restoration class is asked instead of the delegate; the declined
                // controller takes what it presented with it.
                #expect(entries.contains("class Nav/Made") && entries.contains("class Nav/Declined"))
                #expect(!entries.contains("lookup Nav/Made") && !entries.contains("lookup Nav/Declined"))
                #expect(!entries.contains("lookup Nav/Declined/Sheet") && !entries.contains("decode Sheet 7"))
                let stack = navigation(host).viewControllers
                #expect(stack.map(\.restorationIdentifier) == ["A", "Made"])
                #expect((stack[1] as? RestoredByClass)?.count == 5)
                #expect(navigation(host).presentedViewController == nil)
            }
        }
    }

    @Test func aControllerOfAnotherClassIsPlacedButDoesNotDecode() throws {
        let log = RestorationLog()
        try withApp { capture in
            let delegate = RestorationTestDelegate(log: log, makeRoot: { makeStack(["A"]) }) { path, _ in
                path.last == "B" ? OtherController() : nil
            }
            try TransitionHost.launch(appDelegate: delegate) { host in
                navigation(host).pushViewController(CountingController(identifier: "B", count: 2), animated: false)
                try host.runUntilIdle()
                host.relaunch()
                #expect(!log.entries.contains("decode other") && !log.entries.contains("decode B 2"))
                #expect(navigation(host).viewControllers.last is OtherController)
            }
            #expect(capture.records(withCode: .stateRestoration).map(\.message).contains { $0.contains("not a OpenUIKitTests.CountingController") })
        }
    }

    @Test func theOlderOptInIsAskedWhenTheSecureOneIsNotImplemented() throws {
        let log = RestorationLog()
        try withApp { _ in
            try TransitionHost.launch(appDelegate: OlderOptInDelegate(log: log)) { host in
                navigation(host).pushViewController(CountingController(identifier: "B", count: 2), animated: false)
                try host.runUntilIdle()
                host.relaunch()
                #expect(log.entries.contains("shouldSave") && log.entries.contains("shouldRestore"))
                #expect(navigation(host).viewControllers.map(\.restorationIdentifier) == ["A", "B"])
            }
        }
    }

    @Test func withoutOptInNothingIsSavedOrRestored() {
        let log = RestorationLog()
        withApp { _ in
            TransitionHost.launch(appDelegate: NoOptInDelegate(log: log)) { host in
                navigation(host).pushViewController(CountingController(identifier: "B"), animated: false)
                host.enterBackground()
                #expect(!FileManager.default.fileExists(atPath: host.restorationArchiveURL!.path))
                host.relaunch()
                #expect(navigation(host).viewControllers.map(\.restorationIdentifier) == ["A"])
            }
        }
    }

    @Test func refusingToRestoreKeepsTheLaunchAsMade() {
        let log = RestorationLog()
        withApp { _ in
            var launches = 0
            let make = { () -> RestorationTestDelegate in
                launches += 1
                let made = self.delegate(log)
                made.answers = launches == 1
                return made
            }
            TransitionHost.launch(appDelegate: make()) { host in
                navigation(host).pushViewController(CountingController(identifier: "B"), animated: false)
                host.relaunch()
                #expect(log.entries.contains("shouldRestoreSecure version=1"))
                #expect(!log.entries.contains { $0.hasPrefix("lookup") })
                #expect(navigation(host).viewControllers.map(\.restorationIdentifier) == ["A"])
            }
        }
    }

    @Test func controllersEncodedIntoACoderArePreservedAndComeBackAsReferences() throws {
        let log = RestorationLog()
        try withApp { _ in
            var decoded: Any?
            let kept = CountingController(identifier: "Kept", count: 9)
            let make = { () -> RestorationTestDelegate in
                let made = RestorationTestDelegate(log: log, makeRoot: { makeStack(["A"]) }) { path, _ in
                    path == ["Kept"] ? CountingController(identifier: "Kept") : nil
                }
                made.encodeApplicationState = { $0.encode(kept, forKey: "kept") }
                made.decodeApplicationState = { decoded = $0.decodeObject(forKey: "kept") }
                return made
            }
            try TransitionHost.launch(appDelegate: make()) { host in
                host.relaunch()
                #expect(log.entries.contains("encode Kept 9") && log.entries.contains("lookup Kept"))
                let restored = try #require(decoded as? CountingController)
                #expect(restored !== kept && restored.count == 9)
            }
        }
    }

    @Test func tabsKeepTheirSelection() throws {
        let log = RestorationLog()
        try withApp { _ in
            let makeTabs = { () -> UIViewController in
                let tabs = UITabBarController()
                tabs.restorationIdentifier = "Tabs"
                tabs.viewControllers = ["One", "Two", "Three"].map { CountingController(identifier: $0) }
                return tabs
            }
            try TransitionHost.launch(appDelegate: RestorationTestDelegate(log: log, makeRoot: makeTabs)) { host in
                let tabs = host.window.rootViewController as! UITabBarController
                tabs.selectedIndex = 2
                (tabs.selectedViewController as! CountingController).count = 3
                try host.runUntilIdle()
                host.relaunch()
                let restored = host.window.rootViewController as! UITabBarController
                #expect(restored.selectedIndex == 2)
                #expect((restored.selectedViewController as? CountingController)?.count == 3)
                #expect(restored.selectedViewController?.view.window === host.window)
            }
        }
    }

    @Test func aSplitViewGetsItsColumnsBack() throws {
        let log = RestorationLog()
        try withApp { _ in
            let makeSplit = { () -> UIViewController in
                let split = UISplitViewController(style: .doubleColumn)
                split.restorationIdentifier = "Split"
                split.setViewController(CountingController(identifier: "Primary"), for: .primary)
                split.setViewController(CountingController(identifier: "Secondary"), for: .secondary)
                return split
            }
            let make = {
                RestorationTestDelegate(log: log, makeRoot: makeSplit) { path, _ in
                    path.last == "Other" ? CountingController(identifier: "Other") : nil
                }
            }
            try TransitionHost.launch(device: .iPad, appDelegate: make()) { host in
                let split = host.window.rootViewController as! UISplitViewController
                split.showDetailViewController(CountingController(identifier: "Other", count: 4), sender: nil)
                try host.runUntilIdle()
                host.relaunch()
                let restored = host.window.rootViewController as! UISplitViewController
                #expect(restored.viewController(for: .primary)?.restorationIdentifier == "Primary")
                #expect((restored.viewController(for: .secondary) as? CountingController)?.count == 4)
            }
        }
    }

    @Test func storyboardControllersAreFoundOrMadeAgainFromTheirStoryboard() throws {
        let log = RestorationLog()
        try withApp { capture in
            let storyboard = UIStoryboard(name: "Restoration", bundle: .module)
            try TransitionHost.launch(appDelegate: RestorationTestDelegate(log: log), mainStoryboard: storyboard) { host in
                let nav = try #require(host.window.rootViewController as? UINavigationController)
                #expect(nav.restorationIdentifier == "Navigation")
                #expect(nav.viewControllers.first?.restorationIdentifier == "List")
                let detail = storyboard.instantiateViewController(withIdentifier: "Detail") as! CountingController
                detail.count = 5
                nav.pushViewController(detail, animated: true)
                try host.runUntilIdle()
                (detail.view.subviews.first as! CounterView).count = 7
                _ = log.take()
                host.relaunch()
                let entries = log.take()
                #expect(entries.contains("encode view Counter 7"))
                #expect(entries.contains("decode Detail 5 storyboard=Restoration"))
                #expect(entries.contains("decode view Counter 7"))
                #expect(entries.firstIndex(of: "decode Detail 5 storyboard=Restoration")! < entries.firstIndex(of: "decode view Counter 7")!)
                let restored = try #require(host.window.rootViewController as? UINavigationController)
                #expect(restored.viewControllers.map(\.restorationIdentifier) == ["List", "Detail"])
                #expect(((restored.topViewController?.view.subviews.first) as? CounterView)?.count == 7)
            }
            #expect(capture.records.filter { $0.level >= .warning }.isEmpty, "\(capture.records)")
        }
    }

    @Test func aCustomContainerGetsItsChildrenBackThroughReferences() throws {
        let log = RestorationLog()
        try withApp { _ in
            let make = {
                RestorationTestDelegate(log: log, makeRoot: {
                    let pages = PagesController()
                    pages.restorationIdentifier = "Pages"
                    return pages
                }) { path, _ in path.count == 2 ? CountingController(identifier: path.last) : nil }
            }
            try TransitionHost.launch(appDelegate: make()) { host in
                let pages = try #require(host.window.rootViewController as? PagesController)
                pages.show([CountingController(identifier: "Left", count: 1), CountingController(identifier: "Right", count: 2)])
                try host.runUntilIdle()
                host.relaunch()
                let restored = try #require(host.window.rootViewController as? PagesController)
                // The container re-adds what it encoded: the restored children, decoded.
                #expect(restored.children.map(\.restorationIdentifier) == ["Left", "Right"])
                #expect(restored.children.map { ($0 as! CountingController).count } == [1, 2])
                #expect(restored.children.allSatisfy { $0.view.window === host.window })
                #expect(log.entries.contains("lookup Pages/Left") && log.entries.contains("lookup Pages/Right"))
            }
        }
    }

    @Test func aCustomPresentationComesBackWithItsPresentationControllerAndNoAnimator() throws {
        let log = RestorationLog()
        try withApp { capture in
            try TransitionHost.launch(appDelegate: delegate(log)) { host in
                navigation(host).present(CustomSheetController(identifier: "Custom", count: 3), animated: true)
                try host.runUntilIdle()
                _ = log.take()
                host.relaunch()
                let presented = try #require(navigation(host).presentedViewController as? CustomSheetController)
                #expect(presented.count == 3 && presented.modalPresentationStyle == .custom)
                #expect(presented.presentationController is HalfHeightPresentationController)
                #expect(presented.view.frame == CGRect(x: 0, y: 426, width: 393, height: 426))
                // Restoration asked for the presentation controller, never for an animator.
                #expect(log.take().filter { $0.hasPrefix("vend") } == ["vend presentationController"])
            }
            #expect(capture.records.filter { $0.level >= .warning }.isEmpty, "\(capture.records)")
        }
    }

    @Test func identifiersWithTheKeysOwnCharactersStayApart() throws {
        // "A/B" as one child must not be confused with "B" under "A", nor "#1" with a repeat.
        let log = RestorationLog()
        try withApp { capture in
            try TransitionHost.launch(appDelegate: delegate(log)) { host in
                let nav = navigation(host)
                for (identifier, count) in [("A/B", 1), ("B", 2), ("B", 3), ("B#1", 4), ("", 5), ("x>y~@%", 6)] {
                    nav.pushViewController(CountingController(identifier: identifier, count: count), animated: false)
                }
                try host.runUntilIdle()
                host.relaunch()
                let stack = navigation(host).viewControllers
                #expect(stack.map(\.restorationIdentifier) == ["A", "A/B", "B", "B", "B#1", "", "x>y~@%"])
                #expect(stack.dropFirst().map { ($0 as! CountingController).count } == [1, 2, 3, 4, 5, 6])
            }
            #expect(capture.records(withCode: .stateRestoration).isEmpty, "\(capture.records)")
        }
    }

    @Test func aScrollViewWithAnIdentifierKeepsItsOffsetAndZoom() throws {
        let log = RestorationLog()
        try withApp { _ in
            try TransitionHost.launch(appDelegate: RestorationTestDelegate(log: log, makeRoot: { ZoomingReader(identifier: "Reader") })) { host in
                let reader = try #require(host.window.rootViewController as? ZoomingReader)
                reader.scrollView.setZoomScale(2, animated: false)
                reader.scrollView.contentOffset = CGPoint(x: 100, y: 1234)
                host.relaunch()
                let restored = try #require(host.window.rootViewController as? ZoomingReader)
                #expect(restored !== reader)
                #expect(restored.scrollView.zoomScale == 2)
                #expect(restored.scrollView.contentOffset == CGPoint(x: 100, y: 1234))
            }
        }
    }
}
