@testable import OpenUIKit
import Foundation
import Testing

/// Dynamic Type: Apple's table of sizes per text style and text size, and a change of the
/// preferred size reaching views, controllers, fonts and observers as on iOS.
@MainActor
struct DynamicTypeTests {
    final class Screen: UIViewController {
        var log: [String]
        let body = UILabel()
        let fixed = UILabel()
        let scaled = UILabel()

        init(log: [String] = []) {
            self.log = log
            super.init(nibName: nil, bundle: nil)
        }

        required init?(coder: NSCoder) { nil }

        override func viewDidLoad() {
            super.viewDidLoad()
            body.font = .preferredFont(forTextStyle: .body)
            body.adjustsFontForContentSizeCategory = true
            body.text = "Body"
            fixed.font = .preferredFont(forTextStyle: .body)
            fixed.text = "Fixed"
            scaled.font = UIFontMetrics(forTextStyle: .title1).scaledFont(for: .systemFont(ofSize: 20), maximumPointSize: 40)
            scaled.adjustsFontForContentSizeCategory = true
            for label in [body, fixed, scaled] { view.addSubview(label) }
        }

        override func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {
            super.traitCollectionDidChange(previousTraitCollection)
            log.append("controller: \(previousTraitCollection?.preferredContentSizeCategory.shortCode ?? "nil") → \(traitCollection.preferredContentSizeCategory.shortCode)")
        }
    }

    /// Apple's Human Interface Guidelines' table, three rows and three columns of it.
    @Test func preferredFontsFollowTheTable() {
        withApp { _ in
            let at = { (style: UIFont.TextStyle, size: UIContentSizeCategory) in
                UIFont.preferredFont(forTextStyle: style, compatibleWith: UITraitCollection(preferredContentSizeCategory: size)).pointSize
            }
            #expect([UIContentSizeCategory.extraSmall, .large, .accessibilityExtraExtraExtraLarge].map { at(.body, $0) } == [14, 17, 53])
            #expect([UIContentSizeCategory.extraSmall, .large, .accessibilityExtraExtraExtraLarge].map { at(.largeTitle, $0) } == [31, 34, 60])
            #expect([UIContentSizeCategory.extraSmall, .large, .accessibilityExtraExtraExtraLarge].map { at(.caption2, $0) } == [11, 11, 40])
            #expect(at(.footnote, .medium) == 12 && at(.title3, .accessibilityMedium) == 31 && at(.callout, .extraLarge) == 18)
            #expect(UIFont.preferredFont(forTextStyle: .headline).weight == .semibold)
            // Without traits: the application's size, Large by default.
            #expect(UIFont.preferredFont(forTextStyle: .body).pointSize == 17)
            #expect(UIApplication.shared.preferredContentSizeCategory == .large)
        }
    }

    /// The change reaches the controller before its view's labels, only where the size
    /// changed; fonts that follow the size take it, others keep theirs; the notification
    /// comes last with the new size.
    @Test func aChangeReachesTraitsFontsAndObservers() {
        withApp { _ in
            let window = makeWindow()
            let screen = Screen()
            window.rootViewController = screen
            CATransaction.flush()
            let before = screen.body.intrinsicContentSize
            var notified: [String] = []
            let observer = NotificationCenter.default.addObserver(forName: UIContentSizeCategory.didChangeNotification, object: nil, queue: nil) { note in
                let size = note.userInfo?[UIContentSizeCategory.newValueUserInfoKey] as? UIContentSizeCategory
                MainActor.assumeIsolated { notified.append("\(size?.shortCode ?? "?") after \(screen.log.count) trait callbacks") }
            }
            defer { NotificationCenter.default.removeObserver(observer) }

            #expect(UIApplication.shared.changePreferredContentSizeCategory(to: .accessibilityExtraExtraExtraLarge))
            #expect(screen.log == ["controller: L → AX5"])
            #expect(notified == ["AX5 after 1 trait callbacks"])
            #expect(screen.body.font.pointSize == 53 && screen.fixed.font.pointSize == 17)
            #expect(screen.scaled.font.pointSize == 40, "20 × 58/28 = 41.4, capped at 40")
            #expect(screen.view.traitCollection.preferredContentSizeCategory == .accessibilityExtraExtraExtraLarge)
            #expect(UIScreen.main.traitCollection.preferredContentSizeCategory == .accessibilityExtraExtraExtraLarge)
            let after = screen.body.intrinsicContentSize
            #expect(after.height > before.height * 2, "\(before) → \(after)")
            // Back to a small size: scaled fonts scale from the app's font, not the last one.
            UIApplication.shared.changePreferredContentSizeCategory(to: .extraSmall)
            #expect(screen.body.font.pointSize == 14)
            #expect(abs(screen.scaled.font.pointSize - 20 * 25 / 28) < 1e-9)
            // The same size again: nothing is told.
            UIApplication.shared.changePreferredContentSizeCategory(to: .extraSmall)
            #expect(screen.log.count == 2 && notified.count == 2)
            // Not a size: refused, nothing changes.
            #expect(!UIApplication.shared.changePreferredContentSizeCategory(to: .unspecified))
            #expect(UIApplication.shared.preferredContentSizeCategory == .extraSmall)
        }
        // Every application starts at Large.
        withApp { _ in #expect(UIApplication.shared.preferredContentSizeCategory == .large) }
    }

    /// A view's limits still apply: a view held at extra large is not told of a change above it.
    @Test func limitsKeepAViewsSize() {
        withApp { _ in
            let window = makeWindow()
            let limited = UILabel()
            limited.maximumContentSizeCategory = .extraLarge
            limited.font = .preferredFont(forTextStyle: .body)
            limited.adjustsFontForContentSizeCategory = true
            window.addSubview(limited)
            UIApplication.shared.changePreferredContentSizeCategory(to: .accessibilityLarge)
            #expect(limited.traitCollection.preferredContentSizeCategory == .extraLarge)
            #expect(limited.font.pointSize == 19)
        }
    }
}

extension UIContentSizeCategory {
    fileprivate var shortCode: String {
        switch self {
        case .large: "L"
        case .extraSmall: "XS"
        case .accessibilityExtraExtraExtraLarge: "AX5"
        default: rawValue
        }
    }
}
