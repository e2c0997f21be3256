import Foundation
@testable import OpenUIKit
import Testing
import UIKitTesting

/// Right-to-left layout: a view's `semanticContentAttribute` and the application's direction
/// give its effective direction and its traits' `layoutDirection`; leading and trailing
/// constraints, directional margins, stack views and natural text alignment mirror, while left
/// and right stay where they are.
@MainActor
struct RightToLeftLayoutTests {
    /// A 300 × 200 container in a window with a child pinned by `pin`.
    func container(_ pin: (UIView, UIView) -> [NSLayoutConstraint]) -> (window: UIWindow, container: UIView, child: UIView) {
        let window = makeWindow()
        let container = UIView(frame: CGRect(x: 0, y: 0, width: 300, height: 200))
        window.addSubview(container)
        let child = UIView()
        child.translatesAutoresizingMaskIntoConstraints = false
        container.addSubview(child)
        NSLayoutConstraint.activate(pin(container, child) + [
            child.widthAnchor.constraint(equalToConstant: 100), child.heightAnchor.constraint(equalToConstant: 40),
            child.topAnchor.constraint(equalTo: container.topAnchor),
        ])
        container.layoutIfNeeded()
        return (window, container, child)
    }

    @Test func theAttributeGivesTheViewAndItsSubviewsTheirDirection() {
        withApp { _ in
            #expect(UIView.userInterfaceLayoutDirection(for: .unspecified) == .leftToRight)
            #expect(UIView.userInterfaceLayoutDirection(for: .forceRightToLeft) == .rightToLeft)
            #expect(UIView.userInterfaceLayoutDirection(for: .unspecified, relativeTo: .rightToLeft) == .rightToLeft)
            #expect(UIView.userInterfaceLayoutDirection(for: .playback, relativeTo: .rightToLeft) == .leftToRight)
            #expect(UIView.userInterfaceLayoutDirection(for: .spatial, relativeTo: .rightToLeft) == .leftToRight)

            let parent = UIView(), child = UIView(), player = UIView()
            parent.addSubview(child)
            parent.addSubview(player)
            player.semanticContentAttribute = .playback
            #expect(parent.effectiveUserInterfaceLayoutDirection == .leftToRight)
            parent.semanticContentAttribute = .forceRightToLeft
            #expect(parent.effectiveUserInterfaceLayoutDirection == .rightToLeft)
            #expect(child.effectiveUserInterfaceLayoutDirection == .rightToLeft && child.traitCollection.layoutDirection == .rightToLeft)
            #expect(player.effectiveUserInterfaceLayoutDirection == .leftToRight, "playback controls are never flipped")
            child.semanticContentAttribute = .forceLeftToRight
            #expect(child.effectiveUserInterfaceLayoutDirection == .leftToRight && child.traitCollection.layoutDirection == .leftToRight)
        }
    }

    @Test func leadingAndTrailingConstraintsMirrorAndLeftAndRightDoNot() {
        withApp { _ in
            let leading = container { container, child in [child.leadingAnchor.constraint(equalTo: container.leadingAnchor, constant: 20)] }
            #expect(leading.child.frame.minX == 20)
            leading.container.semanticContentAttribute = .forceRightToLeft
            leading.container.layoutIfNeeded()
            #expect(leading.child.frame.minX == 180, "20 points in from the right edge")

            let trailing = container { container, child in [container.trailingAnchor.constraint(equalTo: child.trailingAnchor, constant: 10)] }
            trailing.container.semanticContentAttribute = .forceRightToLeft
            trailing.container.layoutIfNeeded()
            #expect(trailing.child.frame.minX == 10)

            let atLeast = container { container, child in [child.leadingAnchor.constraint(greaterThanOrEqualTo: container.leadingAnchor, constant: 50),
                                                            child.leadingAnchor.constraint(equalTo: container.leadingAnchor).withPriority(.defaultLow)] }
            atLeast.container.semanticContentAttribute = .forceRightToLeft
            atLeast.container.layoutIfNeeded()
            #expect(atLeast.child.frame.maxX == 250, "at least 50 points from the leading (right) edge")

            let left = container { container, child in [child.leftAnchor.constraint(equalTo: container.leftAnchor, constant: 20)] }
            left.container.semanticContentAttribute = .forceRightToLeft
            left.container.layoutIfNeeded()
            #expect(left.child.frame.minX == 20, "left is left in either direction")

            // Back to left to right.
            leading.container.semanticContentAttribute = .unspecified
            leading.container.layoutIfNeeded()
            #expect(leading.child.frame.minX == 20)
        }
    }

    @Test func leadingMarginsAndDirectionalMarginsFollowTheDirection() {
        withApp { _ in
            let pinned = container { container, child in
                [child.leadingAnchor.constraint(equalTo: container.layoutMarginsGuide.leadingAnchor)]
            }
            pinned.container.layoutMargins = UIEdgeInsets(top: 0, left: 8, bottom: 0, right: 30)
            pinned.container.layoutIfNeeded()
            #expect(pinned.child.frame.minX == 8)
            pinned.container.semanticContentAttribute = .forceRightToLeft
            pinned.container.layoutIfNeeded()
            #expect(pinned.child.frame.maxX == 270, "the leading margin is the right one")
            let directional = pinned.container.directionalLayoutMargins
            #expect(directional.leading == 30 && directional.trailing == 8)
            pinned.container.directionalLayoutMargins = NSDirectionalEdgeInsets(top: 0, leading: 12, bottom: 0, trailing: 4)
            #expect(pinned.container.layoutMargins.right == 12 && pinned.container.layoutMargins.left == 4)
        }
    }

    @Test func aHorizontalStackArrangesFromTheRightAndTheChainMirrors() {
        withApp { _ in
            let window = makeWindow()
            let first = UIView(), second = UIView()
            let stack = UIStackView(arrangedSubviews: [first, second])
            stack.spacing = 10
            stack.alignment = .top
            stack.frame = CGRect(x: 0, y: 0, width: 300, height: 50)
            NSLayoutConstraint.activate([first.widthAnchor.constraint(equalToConstant: 50), second.widthAnchor.constraint(equalToConstant: 60),
                                         first.heightAnchor.constraint(equalToConstant: 20), second.heightAnchor.constraint(equalToConstant: 20)])
            stack.distribution = .equalSpacing
            window.addSubview(stack)
            stack.layoutIfNeeded()
            #expect(first.frame.minX == 0 && second.frame.maxX == 300)
            window.semanticContentAttribute = .forceRightToLeft
            stack.layoutIfNeeded()
            #expect(first.frame.maxX == 300, "the first arranged view is at the leading (right) end")
            #expect(second.frame.minX == 0)
        }
    }

    @Test func subviewsAreToldTheirTraitsChangedAndNaturalTextAlignsRight() {
        withApp { _ in
            final class Watcher: UIView {
                var previousDirections: [UITraitEnvironmentLayoutDirection] = []
                override func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {
                    previousDirections.append(previousTraitCollection?.layoutDirection ?? .unspecified)
                }
            }
            let window = makeWindow()
            let watcher = Watcher(), label = UILabel()
            window.addSubview(watcher)
            watcher.addSubview(label)
            label.text = "Hello"
            #expect(label.style.alignment == .left)
            watcher.semanticContentAttribute = .forceRightToLeft
            #expect(watcher.previousDirections == [.leftToRight])
            #expect(label.style.alignment == .right, "natural alignment follows the label's direction")
            label.textAlignment = .left
            #expect(label.style.alignment == .left)
            watcher.semanticContentAttribute = .forceRightToLeft
            #expect(watcher.previousDirections.count == 1, "setting the same attribute changes nothing")
        }
    }

    @Test func theTestKitSetsTheApplicationsDirectionForOneRun() throws {
        final class Screen: UIViewController {
            let badge = UIView()
            override func viewDidLoad() {
                super.viewDidLoad()
                badge.translatesAutoresizingMaskIntoConstraints = false
                view.addSubview(badge)
                NSLayoutConstraint.activate([
                    badge.leadingAnchor.constraint(equalTo: view.leadingAnchor, constant: 16), badge.topAnchor.constraint(equalTo: view.topAnchor),
                    badge.widthAnchor.constraint(equalToConstant: 44), badge.heightAnchor.constraint(equalToConstant: 44),
                ])
            }
        }
        let screen = Screen()
        try TransitionHost.run(root: screen) { host in
            try host.runUntilIdle()
            #expect(screen.badge.frame.minX == 16)
            host.userInterfaceLayoutDirection = .rightToLeft
            try host.runUntilIdle()
            #expect(UIApplication.shared.userInterfaceLayoutDirection == .rightToLeft)
            #expect(screen.view.traitCollection.layoutDirection == .rightToLeft)
            #expect(screen.badge.frame.maxX == host.window.bounds.width - 16)
        }
        TransitionHost.run(root: UIViewController()) { host in
            #expect(host.userInterfaceLayoutDirection == .leftToRight, "each run starts left to right")
        }
    }

    /// Right to left, a push slides the new screen in from the left while the old one moves
    /// right; the back swipe starts at the right edge; the bar is mirrored.
    @Test func navigationSlidesFromTheLeftAndTheBackSwipeStartsAtTheRightEdge() throws {
        let root = UIViewController(), detail = UIViewController()
        root.title = "Inbox"
        let navigation = UINavigationController(rootViewController: root)
        try TransitionHost.run(root: navigation) { host in
            host.userInterfaceLayoutDirection = .rightToLeft
            try host.runUntilIdle()
            let width = host.window.bounds.width
            navigation.pushViewController(detail, animated: true)
            host.advance(by: 0.1)
            let incoming = try #require(detail.view.layer.presentation()).frame
            let outgoing = try #require(root.view.layer.presentation()).frame
            #expect(incoming.minX < 0 && incoming.maxX > 0, "the new screen comes in from the left: \(incoming)")
            #expect(outgoing.minX > 0, "the old screen moves right: \(outgoing)")
            try host.runUntilIdle()
            #expect(detail.view.frame.minX == 0 && navigation.topViewController === detail)

            // The bar: the back button on the right, its chevron pointing right.
            let bar = navigation.navigationBar
            bar.layoutIfNeeded()
            #expect(bar.backButton.currentTitle == "Inbox ›")
            #expect(bar.backButton.frame.maxX == width - 8, "\(bar.backButton.frame)")

            // A swipe from the left edge does nothing; from the right edge it pops.
            host.edgeSwipe(from: .left, distance: 0.7 * width, duration: 0.4)
            try host.runUntilIdle()
            #expect(navigation.topViewController === detail)
            host.edgeSwipe(from: .right, distance: 0.7 * width, duration: 0.4)
            try host.runUntilIdle()
            #expect(navigation.topViewController === root)
        }
    }
}

extension NSLayoutConstraint {
    fileprivate func withPriority(_ priority: UILayoutPriority) -> NSLayoutConstraint {
        self.priority = priority
        return self
    }
}
