@testable import OpenUIKit
import Testing
import UIKitTesting

/// `minimumContentSizeCategory` / `maximumContentSizeCategory`: the preferred text size a view
/// and its subviews see, limited; views whose size changes hear `traitCollectionDidChange(_:)`.
@MainActor
struct ContentSizeLimitsTests {
    final class RecordingView: UIView {
        var changes: [(from: UIContentSizeCategory, to: UIContentSizeCategory)] = []
        override func traitCollectionDidChange(_ previous: UITraitCollection?) {
            changes.append((previous?.preferredContentSizeCategory ?? .unspecified, traitCollection.preferredContentSizeCategory))
        }
    }

    @Test func aMaximumLimitsTheViewAndItsSubviews() {
        withApp { _ in
            let window = makeWindow()
            let container = RecordingView(), child = RecordingView(), sibling = RecordingView()
            container.addSubview(child)
            window.addSubview(container)
            window.addSubview(sibling)
            #expect(child.traitCollection.preferredContentSizeCategory == .large)
            container.maximumContentSizeCategory = .medium
            #expect(container.traitCollection.preferredContentSizeCategory == .medium)
            #expect(child.traitCollection.preferredContentSizeCategory == .medium)
            #expect(sibling.traitCollection.preferredContentSizeCategory == .large)
            #expect(child.changes.map(\.from) == [.large] && child.changes.map(\.to) == [.medium])
            #expect(sibling.changes.isEmpty)
            // A limit the current size already satisfies changes nothing and says nothing.
            container.maximumContentSizeCategory = .extraLarge
            container.changes = []
            container.maximumContentSizeCategory = .accessibilityLarge
            #expect(container.changes.isEmpty)
            container.maximumContentSizeCategory = nil
            #expect(container.maximumContentSizeCategory == nil && container.contentSizeLimits == nil)
        }
    }

    @Test func aMinimumAboveTheMaximumLeavesOnlyTheMaximum() {
        withApp { _ in
            let view = UIView()
            makeWindow().addSubview(view)
            view.minimumContentSizeCategory = .extraExtraLarge
            #expect(view.traitCollection.preferredContentSizeCategory == .extraExtraLarge)
            view.maximumContentSizeCategory = .small
            #expect(view.minimumContentSizeCategory == .extraExtraLarge)
            #expect(view.traitCollection.preferredContentSizeCategory == .small)
            #expect(view.traitCollection.userInterfaceIdiom == makeWindow().traitCollection.userInterfaceIdiom, "other traits are kept")
        }
    }

    @Test func theDescriptionListsEachViewUpwardsWithItsLimits() {
        withApp { _ in
            let window = makeWindow()
            let container = UIView(), label = UILabel()
            container.addSubview(label)
            window.addSubview(container)
            container.maximumContentSizeCategory = .medium
            #expect(label.appliedContentSizeCategoryLimitsDescription == """
                UILabel: UICTContentSizeCategoryM
                UIView: UICTContentSizeCategoryM (limits: maximum UICTContentSizeCategoryM)
                UIWindow: UICTContentSizeCategoryL
                """)
        }
    }
}
