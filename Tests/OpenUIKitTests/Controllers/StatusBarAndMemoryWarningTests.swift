@testable import OpenUIKit
import Foundation
import Testing

/// Which controller decides the status bar (Apple's documentation of
/// `childForStatusBarStyle`, `modalPresentationCapturesStatusBarAppearance` and
/// `setNeedsStatusBarAppearanceUpdate`), and memory warnings reaching every controller.
@MainActor
struct StatusBarAndMemoryWarningTests {
    private final class Screen: UIViewController {
        var style: UIStatusBarStyle = .default
        var hidden = false
        var warnings: [String]?
        let name: String
        init(_ name: String, style: UIStatusBarStyle = .default, hidden: Bool = false) {
            self.name = name
            self.style = style
            self.hidden = hidden
            super.init(nibName: nil, bundle: nil)
        }
        required init?(coder: NSCoder) { nil }
        override var preferredStatusBarStyle: UIStatusBarStyle { style }
        override var prefersStatusBarHidden: Bool { hidden }
        override func didReceiveMemoryWarning() {
            super.didReceiveMemoryWarning()
            MemoryLog.names.append(name)
        }
    }

    @MainActor private enum MemoryLog { static var names: [String] = [] }

    @Test func theRootDecidesAndANewPreferenceNeedsAnUpdateCall() {
        withApp { _ in
            let root = Screen("root", style: .lightContent)
            _ = showInWindow(root)
            let app = UIApplication.shared
            #expect(app.statusBarStyle == .lightContent)
            root.style = .darkContent
            #expect(app.statusBarStyle == .lightContent, "not read again without setNeedsStatusBarAppearanceUpdate()")
            root.setNeedsStatusBarAppearanceUpdate()
            #expect(app.statusBarStyle == .darkContent)
            #expect(app.statusBarFrame == CGRect(x: 0, y: 0, width: 393, height: 54))
        }
    }

    /// A window scene's status bar manager reports what the key window's controllers decide
    /// (sheet and transition code reads `view.window?.windowScene?.statusBarManager`).
    @Test func theScenesStatusBarManagerReportsTheResolvedStatusBar() {
        withApp { _ in
            let session = UISceneSession(role: .windowApplication, configuration: UISceneConfiguration(name: nil, sessionRole: .windowApplication),
                                         persistentIdentifier: "main")
            let scene = UIWindowScene(session: session, connectionOptions: UIScene.ConnectionOptions())
            let root = Screen("root", style: .lightContent)
            let window = showInWindow(root)
            let manager = scene.statusBarManager
            #expect(manager === scene.statusBarManager, "one manager per scene")
            #expect(manager?.statusBarFrame == CGRect(x: 0, y: 0, width: 393, height: 54))
            #expect(manager?.statusBarStyle == .lightContent)
            root.hidden = true
            root.setNeedsStatusBarAppearanceUpdate()
            #expect(manager?.isStatusBarHidden == true)
            #expect(manager?.statusBarFrame == .zero)
            window.isHidden = true
        }
    }

    /// iOS's pre-iOS 9 calls change nothing when controllers decide (iOS's default), and say so.
    @Test func theApplicationsOwnStatusBarCallsChangeNothingAndAreReported() {
        withApp { capture in
            let root = Screen("root", style: .lightContent)
            _ = showInWindow(root)
            let app = UIApplication.shared
            app.setStatusBarStyle(.darkContent, animated: true)
            app.setStatusBarHidden(true, with: .fade)
            // The properties' setters, the same calls spelled as assignments.
            app.statusBarStyle = .darkContent
            app.isStatusBarHidden = true
            #expect(app.statusBarStyle == .lightContent)
            #expect(!app.isStatusBarHidden)
            #expect(capture.records.map(\.code) == [.deprecatedStatusBar, .deprecatedStatusBar, .deprecatedStatusBar, .deprecatedStatusBar])
            #expect(capture.records.first?.message.contains("preferredStatusBarStyle") == true)
        }
    }

    @Test func navigationAndTabControllersPassTheDecisionOn() {
        withApp { _ in
            let top = Screen("top", style: .lightContent, hidden: true)
            let navigation = UINavigationController(rootViewController: top)
            _ = showInWindow(navigation)
            let app = UIApplication.shared
            #expect(app.isStatusBarHidden, "the top controller decides visibility")
            #expect(app.statusBarStyle == .default, "a visible bar decides the style")
            navigation.navigationBar.barStyle = .black
            navigation.setNeedsStatusBarAppearanceUpdate()
            #expect(app.statusBarStyle == .lightContent)
            navigation.setNavigationBarHidden(true, animated: false)
            navigation.setNeedsStatusBarAppearanceUpdate()
            #expect(app.statusBarStyle == .lightContent && app.statusBarFrame == .zero)

            let first = Screen("first", style: .darkContent), second = Screen("second", style: .lightContent)
            let tabs = UITabBarController()
            tabs.viewControllers = [first, second]
            _ = showInWindow(tabs)
            #expect(app.statusBarStyle == .darkContent)
            tabs.selectedIndex = 1
            #expect(app.statusBarStyle == .lightContent, "another controller decides: read afresh")
        }
    }

    @Test func onlyFullScreenOrCapturingPresentationsTakeTheStatusBarOver() {
        withApp { _ in
            let root = Screen("root", style: .darkContent)
            _ = showInWindow(root)
            let sheet = Screen("sheet", style: .lightContent, hidden: true)
            sheet.modalPresentationStyle = .overFullScreen
            root.present(sheet, animated: false)
            let app = UIApplication.shared
            #expect(app.statusBarStyle == .darkContent && !app.isStatusBarHidden)
            sheet.modalPresentationCapturesStatusBarAppearance = true
            sheet.setNeedsStatusBarAppearanceUpdate()
            #expect(app.statusBarStyle == .lightContent && app.isStatusBarHidden)
            sheet.dismiss(animated: false)
            let cover = Screen("cover", hidden: true)
            cover.modalPresentationStyle = .fullScreen
            root.present(cover, animated: false)
            #expect(app.isStatusBarHidden)
        }
    }

    @Test func aMemoryWarningReachesEveryControllerParentsFirst() {
        withApp { _ in
            MemoryLog.names = []
            let first = Screen("first"), second = Screen("second")
            let navigation = UINavigationController(rootViewController: first)
            navigation.pushViewController(second, animated: false)
            _ = showInWindow(navigation)
            let presented = Screen("presented")
            second.present(presented, animated: false)
            var posted = 0
            let observer = NotificationCenter.default.addObserver(forName: UIApplication.didReceiveMemoryWarningNotification, object: nil, queue: nil) { _ in
                MainActor.assumeIsolated {
                    #expect(MemoryLog.names.isEmpty, "the notification comes first")
                    posted += 1
                }
            }
            defer { NotificationCenter.default.removeObserver(observer) }
            UIApplication.shared.performMemoryWarning()
            #expect(posted == 1)
            #expect(MemoryLog.names == ["first", "second", "presented"])
        }
    }
}
