import Foundation
import OpenUIKit
import SnapshotTesting
import Testing
import UIKitTesting

/// One test over devices × appearances × text sizes × layout directions × orientations, each
/// with its golden.
@MainActor
struct TraitMatrixTests {
    /// A screen of text in the system colours, sized by Dynamic Type.
    final class TextScreen: UIViewController {
        let label = UILabel()

        override func viewDidLoad() {
            super.viewDidLoad()
            view.backgroundColor = .systemBackground
            label.font = .preferredFont(forTextStyle: .body)
            label.adjustsFontForContentSizeCategory = true
            label.textColor = .label
            label.numberOfLines = 0
            label.text = "Settings"
            view.addSubview(label)
        }

        override func viewDidLayoutSubviews() {
            super.viewDidLayoutSubviews()
            let size = label.sizeThatFits(CGSize(width: view.bounds.width - 40, height: .greatestFiniteMagnitude))
            label.frame = CGRect(x: 20, y: view.safeAreaInsets.top + 20, width: size.width, height: size.height)
        }
    }

    @Test func everyConfigurationRunsOnItsScreenWithItsTraits() throws {
        let matrix = TraitMatrix(devices: [.iPhone, .iPad], appearances: [.light, .dark],
                                 contentSizes: [.large, .accessibilityExtraLarge], orientations: [.portrait, .landscape])
        #expect(matrix.configurations.count == 16)
        #expect(matrix.configurations.first?.name == "iPhone-light-L-portrait")
        #expect(matrix.configurations.last?.name == "iPad-dark-AX3-landscape")
        let seen = TransitionHost.run(matrix, root: TextScreen()) { host, configuration -> String in
            let screen = host.window.rootViewController as! TextScreen
            let traits = screen.label.traitCollection
            return [configuration.name, "\(Int(host.window.bounds.width))x\(Int(host.window.bounds.height))",
                    traits.userInterfaceStyle == .dark ? "dark" : "light", "\(Int(screen.label.font.pointSize)) pt",
                    traits.verticalSizeClass == .compact ? "compact tall" : "regular tall",
                    "insets \(Int(screen.view.safeAreaInsets.left)),\(Int(screen.view.safeAreaInsets.bottom))"].joined(separator: " ")
        }
        #expect(seen[0] == "iPhone-light-L-portrait 393x852 light 17 pt regular tall insets 0,34", "\(seen)")
        #expect(seen[3] == "iPhone-light-AX3-landscape 852x393 light 40 pt compact tall insets 59,21", "\(seen)")
        #expect(seen[6] == "iPhone-dark-AX3-portrait 393x852 dark 40 pt regular tall insets 0,34", "\(seen)")
        #expect(seen[9] == "iPad-light-L-landscape 1194x834 light 17 pt regular tall insets 0,20", "\(seen)")
        // Each configuration starts afresh: the next run is back at Large and light.
        TransitionHost.run(root: TextScreen()) { host in
            #expect(host.preferredContentSizeCategory == .large)
            #expect(host.window.traitCollection.userInterfaceStyle == .light)
        }
    }

    /// Goldens named after their configuration: light and dark, Large and AX3.
    @Test func oneGoldenPerConfiguration() {
        let matrix = TraitMatrix(appearances: [.light, .dark], contentSizes: [.large, .accessibilityExtraLarge])
        TransitionHost.run(matrix, root: TextScreen()) { host, configuration in
            assertSnapshot(of: host, as: .image(), named: configuration.name)
        }
    }

    /// A screen with a badge pinned to the leading edge and a title in natural alignment.
    final class LeadingScreen: UIViewController {
        let badge = UIView()
        let heading = UILabel()

        override func viewDidLoad() {
            super.viewDidLoad()
            view.backgroundColor = .systemBackground
            badge.backgroundColor = .systemBlue
            heading.text = "Inbox"
            heading.font = .systemFont(ofSize: 28, weight: .bold)
            for subview in [badge, heading] {
                subview.translatesAutoresizingMaskIntoConstraints = false
                view.addSubview(subview)
            }
            NSLayoutConstraint.activate([
                badge.leadingAnchor.constraint(equalTo: view.leadingAnchor, constant: 20),
                badge.topAnchor.constraint(equalTo: view.safeAreaLayoutGuide.topAnchor, constant: 20),
                badge.widthAnchor.constraint(equalToConstant: 44), badge.heightAnchor.constraint(equalToConstant: 44),
                heading.leadingAnchor.constraint(equalTo: badge.trailingAnchor, constant: 12),
                heading.trailingAnchor.constraint(equalTo: view.trailingAnchor, constant: -20),
                heading.centerYAnchor.constraint(equalTo: badge.centerYAnchor),
            ])
        }
    }

    /// Right to left in the matrix: the screen mirrors, and each direction has its golden.
    @Test func rightToLeftConfigurationsMirrorTheScreen() {
        let matrix = TraitMatrix(layoutDirections: [.leftToRight, .rightToLeft])
        #expect(matrix.configurations.map(\.name) == ["iPhone-light-L-portrait", "iPhone-light-L-portrait-rtl"])
        let placed = TransitionHost.run(matrix, root: LeadingScreen()) { host, configuration -> [CGFloat] in
            assertSnapshot(of: host, as: .image(), named: configuration.name)
            let screen = host.window.rootViewController as! LeadingScreen
            #expect(host.userInterfaceLayoutDirection == configuration.layoutDirection)
            return [screen.badge.frame.minX, screen.heading.frame.minX, screen.heading.frame.maxX]
        }
        #expect(placed == [[20, 76, 373], [329, 20, 317]], "\(placed)")
    }

    /// Changing the size during a test: the label follows; a value that is not a size is refused.
    @Test func theSizeChangesDuringATest() {
        TransitionHost.run(root: TextScreen()) { host in
            let screen = host.window.rootViewController as! TextScreen
            host.preferredContentSizeCategory = .extraSmall
            #expect(screen.label.font.pointSize == 14)
            let capture = DiagnosticCapture(silent: true)
            OpenUIKitDiagnostics.$capture.withValue(capture) { host.preferredContentSizeCategory = .unspecified }
            #expect(host.preferredContentSizeCategory == .extraSmall)
            #expect(capture.records.first?.message.contains("is not a text size") == true)
        }
        let capture = DiagnosticCapture(silent: true)
        let ran = OpenUIKitDiagnostics.$capture.withValue(capture) {
            TransitionHost.run(TraitMatrix(devices: []), root: TextScreen()) { _, _ in 1 }
        }
        #expect(ran.isEmpty && capture.records.count == 1)
    }
}
