@testable import OpenUIKit
import Testing

/// A child controller's parent, a gesture recognizer's view and a navigation item's bar read
/// `nil` once their target is gone, as UIKit's weak references do, and the survivor stays
/// usable. OpenUIKit holds these back pointers without weak references (a weak reference gives
/// the object a side table, which slows every retain and release of it); the owner clears them
/// when it goes away (UIViewController.swift, UIView.swift, UINavigationBar.swift).
@MainActor
struct ControllerBackPointerTests {
    @Test func aChildThatOutlivesItsParentHasNoParent() {
        withApp { _ in
            var parent: UIViewController? = UIViewController()
            weak let released = parent
            let child = UIViewController(), grandchild = UIViewController()
            parent!.addChild(child)
            child.didMove(toParent: parent)
            child.addChild(grandchild)
            #expect(child.parent === parent)
            parent = nil
            #expect(released == nil)
            #expect(child.parent == nil)
            #expect(grandchild.parent === child)
            // It can join another parent, and leave it, as any controller.
            let other = UIViewController()
            other.addChild(child)
            #expect(child.parent === other && other.children.count == 1)
            child.removeFromParent()
            #expect(child.parent == nil && other.children.isEmpty)
        }
    }

    @Test func aRecognizerThatOutlivesItsViewHasNoView() {
        withApp { _ in
            var view: UIView? = UIView()
            weak let released = view
            let recognizer = UITapGestureRecognizer()
            view!.addGestureRecognizer(recognizer)
            #expect(recognizer.view === view)
            view = nil
            #expect(released == nil)
            #expect(recognizer.view == nil)
            // It can be added to another view.
            let other = UIView()
            other.addGestureRecognizer(recognizer)
            #expect(recognizer.view === other && other.gestureRecognizers?.count == 1)
        }
    }

    @Test func aNavigationItemThatOutlivesItsBarCanStillChange() {
        withApp { _ in
            let root = UIViewController()
            root.title = "Root"
            var navigation: UINavigationController? = UINavigationController(rootViewController: root)
            weak let released = navigation
            weak let releasedBar = navigation!.navigationBar
            navigation!.loadViewIfNeeded()
            #expect(navigation!.navigationBar.topItem === root.navigationItem)
            navigation = nil
            #expect(released == nil && releasedBar == nil)
            // The item outlived its bar: changing it touches no bar.
            root.navigationItem.title = "Changed"
            root.navigationItem.rightBarButtonItem = UIBarButtonItem(title: "Edit", style: .plain, target: nil, action: nil)
            // And it shows in a new navigation controller's bar.
            let window = makeWindow()
            let next = UINavigationController(rootViewController: root)
            window.rootViewController = next
            advance(0.1)
            #expect(next.navigationBar.topItem === root.navigationItem)
            #expect(next.navigationBar.titleLabel.text == "Changed")
        }
    }

    @Test func aNavigationControllerLetGoWithATransitionScheduledIsReleasedAndTheFrameRunsNothing() {
        withApp { _ in
            let window = makeWindow()
            let root = UIViewController(), pushed = UIViewController()
            var navigation: UINavigationController? = UINavigationController(rootViewController: root)
            weak let released = navigation
            window.rootViewController = navigation
            advance(0.1)
            // The push is scheduled for the next frame; the app lets the controller go first.
            navigation!.pushViewController(pushed, animated: true)
            window.rootViewController = nil
            navigation = nil
            #expect(released == nil)
            advance(1)
            #expect(pushed.parent == nil && pushed.viewIfLoaded?.superview == nil)
            #expect(root.parent == nil)
        }
    }
}
