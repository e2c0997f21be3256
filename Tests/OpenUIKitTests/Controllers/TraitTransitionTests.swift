@testable import OpenQuartzCore
@testable import OpenUIKit
import Testing

/// The layout direction trait, a trait transition passed down containers when it is called,
/// and the home indicator and system gesture preferences controllers declare.
@MainActor
struct TraitTransitionTests {
    @Test func screensAreLeftToRightAndTheDirectionIsATrait() {
        withApp { _ in
            let view = UIView()
            makeWindow().addSubview(view)
            #expect(view.traitCollection.layoutDirection == .leftToRight)
            #expect(UITraitCollection().layoutDirection == .unspecified)
            let rightToLeft = UITraitCollection(layoutDirection: .rightToLeft)
            #expect(!view.traitCollection.containsTraits(in: rightToLeft))
            #expect(view.traitCollection.containsTraits(in: UITraitCollection(layoutDirection: .leftToRight)))
            let merged = UITraitCollection(traitsFrom: [rightToLeft, UITraitCollection(userInterfaceStyle: .dark)])
            #expect(merged.layoutDirection == .rightToLeft && merged.userInterfaceStyle == .dark)
            #expect(merged != UITraitCollection(userInterfaceStyle: .dark), "the direction counts in equality")
            // Other traits derived from a view's keep its direction.
            view.overrideUserInterfaceStyle = .dark
            #expect(view.traitCollection.layoutDirection == .leftToRight)
        }
    }

    @Test func aTraitTransitionReachesChildrenAndThePresentedController() {
        final class Recording: UIViewController {
            var received: [UITraitCollection] = []
            override func willTransition(to newCollection: UITraitCollection, with coordinator: any UIViewControllerTransitionCoordinator) {
                received.append(newCollection)
                super.willTransition(to: newCollection, with: coordinator)
            }
        }
        withApp { _ in
            let parent = Recording(), child = Recording(), presented = Recording()
            parent.addChild(child)
            child.didMove(toParent: parent)
            let window = makeWindow()
            window.rootViewController = parent
            parent.present(presented, animated: false)
            _ = RunLoopDriver.shared.runUntilIdle()
            let coordinator = TransitionCoordinator(context: TransitionContext(kind: .sizeChange, containerView: window, from: nil, to: nil,
                                                                                fromView: nil, toView: nil, isAnimated: false))
            let compact = UITraitCollection(verticalSizeClass: .compact)
            parent.willTransition(to: compact, with: coordinator)
            #expect(parent.received == [compact] && child.received == [compact])
            presented.presentationController?.willTransition(to: compact, with: coordinator)
            #expect(presented.received == [compact])
        }
    }

    @Test func homeIndicatorAndEdgeGesturePreferencesDefaultAsOnIOS() {
        withApp { _ in
            let controller = UIViewController()
            #expect(!controller.prefersHomeIndicatorAutoHidden && controller.childForHomeIndicatorAutoHidden == nil)
            #expect(controller.preferredScreenEdgesDeferringSystemGestures == [] && controller.childForScreenEdgesDeferringSystemGestures == nil)
            #expect(!controller.accessibilityPerformEscape() && !controller.accessibilityActivate() && !UIView().accessibilityPerformMagicTap())
        }
    }
}
