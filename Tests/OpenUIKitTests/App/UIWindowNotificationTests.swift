@testable import OpenUIKit
import Foundation
import Testing

/// The window notifications iOS code observes (keyboard and overlay libraries watch the key
/// window): who posts them, in what order, with which object.
@MainActor
struct UIWindowNotificationTests {
    @Test func keyAndVisibilityChangesArePostedWithTheWindow() {
        withApp { _ in
            var log: [String] = []
            let first = UIWindow(frame: UIScreen.main.bounds)
            let second = UIWindow(frame: UIScreen.main.bounds)
            let names: [(Notification.Name, String)] = [
                (UIWindow.didBecomeKeyNotification, "key"), (UIWindow.didResignKeyNotification, "resign"),
                (UIWindow.didBecomeVisibleNotification, "visible"), (UIWindow.didBecomeHiddenNotification, "hidden"),
            ]
            let observers = names.map { name, label in
                NotificationCenter.default.addObserver(forName: name, object: nil, queue: nil) { note in
                    let which = (note.object as AnyObject?) === first ? "first" : (note.object as AnyObject?) === second ? "second" : "other"
                    MainActor.assumeIsolated { log.append("\(label) \(which)") }
                }
            }
            defer { observers.forEach(NotificationCenter.default.removeObserver) }
            first.makeKeyAndVisible()
            second.makeKeyAndVisible()
            second.makeKey()  // already key: nothing
            second.isHidden = true
            #expect(log == ["visible first", "key first", "visible second", "resign first", "key second", "hidden second"])
        }
    }

    @Test func theIdiomFunctionAndGeometryComparisonsOfOlderCode() {
        withApp { _ in
            #expect(UI_USER_INTERFACE_IDIOM() == .phone)
            #expect(CGPoint(x: 1, y: 2).equalTo(CGPoint(x: 1, y: 2)) && !CGPoint(x: 1, y: 2).equalTo(.zero))
            #expect(CGSize(width: 3, height: 4).equalTo(CGSize(width: 3, height: 4)))
            #expect(CGRect(x: 10, y: 10, width: -10, height: 5).equalTo(CGRect(x: 0, y: 10, width: 10, height: 5)), "standardized, as CGRectEqualToRect")
            #expect(!CGRect(x: 0, y: 0, width: 1, height: 1).equalTo(.zero))
        }
    }
}
