@testable import OpenCoreGraphics
@testable import OpenUIKit
import Testing

/// Light and dark appearance: overrides on windows, controllers and views; dynamic colours
/// resolved for where they are used; `traitCollectionDidChange(_:)` in order, top down.
@MainActor
struct InterfaceStyleTests {
    private let light = UITraitCollection(userInterfaceStyle: .light)
    private let dark = UITraitCollection(userInterfaceStyle: .dark)

    /// Records trait changes with the style before and the style `current` had during the call.
    final class StyleLog {
        var entries: [String] = []
    }

    final class TraitView: UIView {
        var name = ""
        var log: StyleLog?
        override func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {
            super.traitCollectionDidChange(previousTraitCollection)
            log?.entries.append("\(name): \(previousTraitCollection?.userInterfaceStyle ?? .unspecified) → \(traitCollection.userInterfaceStyle), current \(UITraitCollection.current.userInterfaceStyle)")
        }
    }

    final class TraitController: UIViewController {
        let name: String
        let log: StyleLog
        init(_ name: String, log: StyleLog) {
            self.name = name
            self.log = log
            super.init(nibName: nil, bundle: nil)
        }
        required init?(coder: NSCoder) { nil }
        override func loadView() {
            let view = TraitView(frame: UIScreen.main.bounds)
            view.name = "\(name).view"
            view.log = log
            self.view = view
        }
        override func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {
            log.entries.append("\(name): \(previousTraitCollection?.userInterfaceStyle ?? .unspecified) → \(traitCollection.userInterfaceStyle), current \(UITraitCollection.current.userInterfaceStyle)")
        }
    }

    @Test func systemColoursHaveIOSLightAndDarkValues() {
        withApp { _ in
            func rgba(_ color: UIColor, _ traits: UITraitCollection) -> [Int] {
                var r: CGFloat = 0, g: CGFloat = 0, b: CGFloat = 0, a: CGFloat = 0
                color.resolvedColor(with: traits).getRed(&r, green: &g, blue: &b, alpha: &a)
                return [r, g, b].map { Int(($0 * 255).rounded()) } + [Int((a * 100).rounded())]
            }
            #expect(rgba(.label, light) == [0, 0, 0, 100])
            #expect(rgba(.label, dark) == [255, 255, 255, 100])
            #expect(rgba(.systemBackground, light) == [255, 255, 255, 100])
            #expect(rgba(.systemBackground, dark) == [0, 0, 0, 100])
            #expect(rgba(.secondarySystemBackground, dark) == [28, 28, 30, 100])
            #expect(rgba(.systemBlue, dark) == [10, 132, 255, 100])
            #expect(rgba(.secondaryLabel, dark) == [235, 235, 245, 60])
            // Outside any environment, components and cgColor are the light ones.
            #expect(UIColor.label.cgColor.rgbaComponents.red == 0)
            dark.performAsCurrent {
                #expect(UIColor.label.cgColor.rgbaComponents.red == 1, "performAsCurrent makes the traits current")
            }
            #expect(UITraitCollection.current.userInterfaceStyle == .light, "and restores them")
        }
    }

    @Test func dynamicColoursCompareAndFadeAsOnIOS() {
        withApp { _ in
            var asked: [UIUserInterfaceStyle] = []
            let brand = UIColor { traits in
                asked.append(traits.userInterfaceStyle)
                return traits.userInterfaceStyle == .dark ? .white : .black
            }
            #expect(brand.resolvedColor(with: dark) == .white)
            #expect(brand.resolvedColor(with: light) == .black)
            #expect(asked == [.dark, .light])
            #expect(brand == brand && brand != UIColor { _ in .black }, "provider colours equal only themselves")
            #expect(UIColor.label == UIColor.label, "system colours are equal by name")
            #expect(UIColor.label != UIColor.black, "a dynamic colour never equals a plain one")
            let faded = UIColor.label.withAlphaComponent(0.5)
            #expect(faded.resolvedColor(with: dark) == UIColor(white: 1, alpha: 0.5))
            #expect(faded == UIColor.label.withAlphaComponent(0.5))
            #expect(brand.withAlphaComponent(0.25).resolvedColor(with: dark) == UIColor(white: 1, alpha: 0.25))
            let merged = UITraitCollection(traitsFrom: [UITraitCollection(horizontalSizeClass: .compact), dark, UITraitCollection(displayScale: 3)])
            #expect(merged.horizontalSizeClass == .compact && merged.userInterfaceStyle == .dark && merged.displayScale == 3)
            #expect(merged.hasDifferentColorAppearance(comparedTo: light))
            #expect(!merged.hasDifferentColorAppearance(comparedTo: dark))
            #expect(merged.containsTraits(in: dark) && !merged.containsTraits(in: light))
        }
    }

    @Test func overridesFlowDownWindowsControllersAndViews() {
        withApp { _ in
            let log = StyleLog()
            let root = TraitController("root", log: log)
            let child = TraitController("child", log: log)
            root.addChild(child)
            root.view.addSubview(child.view)
            child.didMove(toParent: root)
            let window = showInWindow(root)
            let inner = TraitView()
            inner.name = "inner"
            inner.log = log
            child.view.addSubview(inner)
            #expect(inner.traitCollection.userInterfaceStyle == .light && root.traitCollection.userInterfaceStyle == .light)
            #expect(log.entries.isEmpty, "nothing changes in a light window")

            window.overrideUserInterfaceStyle = .dark
            #expect(log.entries == [
                "root: light → dark, current dark", "root.view: light → dark, current dark",
                "child: light → dark, current dark", "child.view: light → dark, current dark",
                "inner: light → dark, current dark",
            ])
            #expect(child.traitCollection.userInterfaceStyle == .dark && inner.traitCollection.userInterfaceStyle == .dark)

            // A controller's override wins over its window's, for it, its view and its children.
            log.entries = []
            child.overrideUserInterfaceStyle = .light
            #expect(log.entries == ["child: dark → light, current light", "child.view: dark → light, current light", "inner: dark → light, current light"])
            #expect(root.traitCollection.userInterfaceStyle == .dark)
            // A view's override wins over everything above it.
            log.entries = []
            inner.overrideUserInterfaceStyle = .dark
            #expect(log.entries == ["inner: light → dark, current dark"])
            inner.overrideUserInterfaceStyle = .dark
            #expect(log.entries.count == 1, "setting the same style again changes nothing")
            // Moving a view where the appearance differs tells it.
            log.entries = []
            let moved = TraitView()
            moved.name = "moved"
            moved.log = log
            child.view.addSubview(moved)
            #expect(log.entries.isEmpty, "a new view is light, as the light child is")
            root.view.addSubview(moved)
            #expect(log.entries == ["moved: light → dark, current dark"])
        }
    }

    @Test func backgroundsAndTextFollowTheAppearance() throws {
        try withApp { capture in
            let window = makeWindow()
            let panel = UIView(frame: CGRect(x: 0, y: 0, width: 200, height: 200))
            panel.backgroundColor = .systemBackground
            let label = UILabel(frame: CGRect(x: 10, y: 10, width: 180, height: 40))
            label.text = "████"
            panel.addSubview(label)
            window.addSubview(panel)
            CATransaction.flush()
            var screen = renderWindow(window)
            #expect(screen(100, 150) == (255, 255, 255, 255), "light: white background")
            let lightText = try #require(label.layer.contents as? CGImage)

            window.overrideUserInterfaceStyle = .dark
            #expect(panel.backgroundColor == .systemBackground, "the view keeps the dynamic colour")
            #expect(panel.layer.backgroundColor?.rgbaComponents.red == 0, "its layer has the dark value")
            CATransaction.flush()
            screen = renderWindow(window)
            #expect(screen(100, 150) == (0, 0, 0, 255), "dark: black background")
            let darkText = try #require(label.layer.contents as? CGImage)
            #expect(darkText !== lightText, "the label was drawn again")
            // The glyphs are white now: the brightest opaque pixel of the drawing.
            let brightest = (0..<darkText.height).flatMap { y in (0..<darkText.width).map { x in pixel(darkText, x, y) } }
                .filter { $0.a == 255 }.map { $0.r }.max()
            #expect(brightest == 255)

            // Back to light: the colours follow.
            window.overrideUserInterfaceStyle = .unspecified
            CATransaction.flush()
            #expect(renderWindow(window)(100, 150) == (255, 255, 255, 255))
            #expect(capture.records.isEmpty)
        }
    }

    @Test func aProviderThatNeverSettlesIsReportedAndClear() {
        withApp { capture in
            var loop: UIColor!
            loop = UIColor { _ in loop }
            #expect(loop.resolvedColor(with: dark) == UIColor(white: 0, alpha: 0))
            #expect(capture.records(withCode: .viewMisuse).count == 1)
        }
    }
}
