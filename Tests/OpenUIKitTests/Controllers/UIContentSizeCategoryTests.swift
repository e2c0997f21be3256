@testable import OpenUIKit
import Testing

/// The preferred text size as iOS code reads it: ordered categories, accessibility sizes, and
/// `.large` everywhere (there is no text size setting).
@MainActor
struct UIContentSizeCategoryTests {
    @Test func categoriesAreOrderedAndKnowTheAccessibilitySizes() {
        #expect(UIContentSizeCategory.extraSmall < .large && UIContentSizeCategory.large < .extraExtraExtraLarge)
        #expect(UIContentSizeCategory.extraExtraExtraLarge < .accessibilityMedium)
        #expect(UIContentSizeCategory.unspecified < .extraSmall)
        #expect([UIContentSizeCategory.accessibilityExtraLarge, .large, .small].sorted() == [.small, .large, .accessibilityExtraLarge])
        #expect(UIContentSizeCategory.accessibilityMedium.isAccessibilityCategory)
        #expect(!UIContentSizeCategory.extraExtraExtraLarge.isAccessibilityCategory)
        #expect(UIContentSizeCategory.large.rawValue == "UICTContentSizeCategoryL")
    }

    @Test func screensViewsAndTheAppReportLarge() {
        withApp { _ in
            let window = makeWindow()
            let view = UIView()
            window.addSubview(view)
            #expect(view.traitCollection.preferredContentSizeCategory == .large)
            #expect(UIScreen.main.traitCollection.preferredContentSizeCategory == .large)
            #expect(UIApplication.shared.preferredContentSizeCategory == .large)
            // A dark override keeps the other traits.
            window.overrideUserInterfaceStyle = .dark
            #expect(view.traitCollection.preferredContentSizeCategory == .large && view.traitCollection.userInterfaceStyle == .dark)
            let merged = UITraitCollection(traitsFrom: [UITraitCollection(preferredContentSizeCategory: .extraLarge), UITraitCollection(userInterfaceStyle: .dark)])
            #expect(merged.preferredContentSizeCategory == .extraLarge)
            #expect(merged != UITraitCollection(userInterfaceStyle: .dark), "the category takes part in equality")
            #expect(view.traitCollection.containsTraits(in: UITraitCollection(preferredContentSizeCategory: .large)))
        }
    }
}
