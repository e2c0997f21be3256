@testable import OpenUIKit
import Foundation
import Testing
import UIKitTesting

/// Small everyday APIs with observable behaviour: haptics in the trace, accessibility switches,
/// ignored interaction, asset-catalog colours, template images, button images, text styles.
@MainActor
struct EverydayAPIBehaviourTests {
    @Test func hapticsAreRecordedInOrderWithTheOtherCallbacks() {
        withApp { _ in
            var trace: [String] = []
            UIApplication.shared.state.callbackObserver = { trace.append($0) }
            defer { UIApplication.shared.state.callbackObserver = nil }
            let impact = UIImpactFeedbackGenerator(style: .rigid)
            impact.prepare()
            impact.impactOccurred()
            impact.impactOccurred(intensity: 2)
            UISelectionFeedbackGenerator().selectionChanged()
            UINotificationFeedbackGenerator().notificationOccurred(.warning)
            #expect(trace == ["haptic impact rigid", "haptic impact rigid 1.00", "haptic selection", "haptic notification warning"])
        }
    }

    @Test func accessibilitySwitchesPostTheirNotifications() {
        withApp { _ in
            #expect(!UIAccessibility.isReduceMotionEnabled && !UIAccessibility.isVoiceOverRunning)
            var posted: [Notification.Name] = []
            let center = NotificationCenter.default
            let observers = [UIAccessibility.reduceMotionStatusDidChangeNotification, UIAccessibility.voiceOverStatusDidChangeNotification].map { name in
                center.addObserver(forName: name, object: nil, queue: nil) { note in
                    let name = note.name
                    MainActor.assumeIsolated { posted.append(name) }
                }
            }
            defer { observers.forEach(center.removeObserver) }
            UIApplication.shared.accessibilitySettings.reduceMotion = true
            UIApplication.shared.accessibilitySettings.reduceMotion = true
            #expect(UIAccessibility.isReduceMotionEnabled)
            #expect(posted == [UIAccessibility.reduceMotionStatusDidChangeNotification], "posted once, on the change")
        }
    }

    @Test func ignoredInteractionDropsNewTouchesButLetsFingersAlreadyDownFinish() {
        withApp { capture in
            let window = makeWindow()
            let button = UIButton(type: .system)
            button.frame = CGRect(x: 100, y: 100, width: 100, height: 44)
            var taps = 0
            button.addAction(UIAction { _ in taps += 1 }, for: .touchUpInside)
            window.addSubview(button)
            CATransaction.flush()
            let input = SyntheticTouches()
            let app = UIApplication.shared
            app.beginIgnoringInteractionEvents()
            app.beginIgnoringInteractionEvents()
            input.tap(at: CGPoint(x: 150, y: 122))
            app.endIgnoringInteractionEvents()
            #expect(app.isIgnoringInteractionEvents, "calls nest")
            input.tap(at: CGPoint(x: 150, y: 122))
            #expect(taps == 0)
            // A finger already down when ignoring starts still completes its tap.
            app.endIgnoringInteractionEvents()
            let finger = input.touchDown(at: [CGPoint(x: 150, y: 122)])
            app.beginIgnoringInteractionEvents()
            input.lift(finger)
            app.endIgnoringInteractionEvents()
            #expect(taps == 1)
            input.tap(at: CGPoint(x: 150, y: 122))
            #expect(taps == 2)
            app.endIgnoringInteractionEvents()
            #expect(capture.records(withCode: .viewMisuse).count == 1, "the unmatched end is reported")
        }
    }

    @Test func colorsComeFromAnAssetCatalogFolder() throws {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("catalog-\(getpid())")
        let set = root.appendingPathComponent("Assets.xcassets/Brand/Accent.colorset")
        try FileManager.default.createDirectory(at: set, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: root) }
        let json = """
        {"colors":[{"idiom":"universal","color":{"color-space":"srgb","components":{"red":"0xFF","green":"128","blue":"0.250","alpha":"1.000"}}},
         {"idiom":"universal","appearances":[{"appearance":"luminosity","value":"dark"}],"color":{"color-space":"srgb","components":{"red":"0","green":"0","blue":"0","alpha":"1.000"}}}],
         "info":{"author":"xcode","version":1}}
        """
        try Data(json.utf8).write(to: set.appendingPathComponent("Contents.json"))
        let bundle = try #require(Bundle(url: root))
        let color = try #require(UIColor(named: "Accent", in: bundle, compatibleWith: nil))
        var r: CGFloat = 0, g: CGFloat = 0, b: CGFloat = 0, a: CGFloat = 0
        color.getRed(&r, green: &g, blue: &b, alpha: &a)
        #expect(r == 1 && abs(g - 128.0 / 255) < 1e-9 && b == 0.25 && a == 1, "the light appearance")
        // The set has a dark appearance: the colour is dynamic.
        let black = UIColor(red: 0, green: 0, blue: 0, alpha: 1)
        #expect(color.resolvedColor(with: UITraitCollection(userInterfaceStyle: .dark)) == black)
        #expect(UIColor(named: "Accent", in: bundle, compatibleWith: UITraitCollection(userInterfaceStyle: .dark)) == black)
        #expect(UIColor(named: "Accent", in: bundle, compatibleWith: nil) == color, "the same named colour")
        #expect(UIColor(named: "Missing", in: bundle, compatibleWith: nil) == nil)
    }

    @Test func imagesComeFromAnAssetCatalogsImageSetAtItsLargestScale() throws {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("image-catalog-\(getpid())")
        let set = root.appendingPathComponent("Assets.xcassets/Tabs/tab_home.imageset")
        try FileManager.default.createDirectory(at: set, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: root) }
        let json = """
        {"images":[{"idiom":"universal","scale":"1x"},{"idiom":"universal","filename":"home@2x.png","scale":"2x"},
         {"idiom":"universal","filename":"home@3x.png","scale":"3x"}],"info":{"author":"xcode","version":1}}
        """
        try Data(json.utf8).write(to: set.appendingPathComponent("Contents.json"))
        let format = UIGraphicsImageRendererFormat()
        format.scale = 1
        for (file, side) in [("home@2x.png", 50), ("home@3x.png", 75)] {
            let image = UIGraphicsImageRenderer(size: CGSize(width: side, height: side), format: format).image { _ in
                UIColor.red.setFill(); UIBezierPath(rect: CGRect(x: 0, y: 0, width: side, height: side)).fill()
            }
            try #require(image.pngData()).write(to: set.appendingPathComponent(file))
        }
        let bundle = try #require(Bundle(url: root))
        let image = try #require(UIImage(named: "tab_home", in: bundle, compatibleWith: nil))
        #expect(image.scale == 3 && image.size == CGSize(width: 25, height: 25), "the 3x file, 75 pixels for 25 points")
        #expect(UIImage(named: "tab_away", in: bundle, compatibleWith: nil) == nil)
    }

    @Test func templateImagesTakeTheTintColour() {
        withApp { capture in
            let window = makeWindow()
            let glyph = UIGraphicsImageRenderer(size: CGSize(width: 20, height: 20)).image { _ in
                UIColor.black.setFill()
                UIBezierPath(rect: CGRect(x: 0, y: 0, width: 20, height: 20)).fill()
            }
            let view = UIImageView(image: glyph.withRenderingMode(.alwaysTemplate))
            view.frame = CGRect(x: 10, y: 10, width: 20, height: 20)
            view.tintColor = UIColor(red: 0, green: 1, blue: 0, alpha: 1)
            window.addSubview(view)
            CATransaction.flush()
            #expect(renderWindow(window)(20, 20) == (0, 255, 0, 255))
            view.tintColor = UIColor(red: 1, green: 0, blue: 0, alpha: 1)
            CATransaction.flush()
            #expect(renderWindow(window)(20, 20) == (255, 0, 0, 255), "follows tint changes")
            let tinted = glyph.withTintColor(.blue)
            #expect(tinted.renderingMode == .alwaysOriginal && tinted.size == glyph.size)
            #expect(UIImage(systemName: "xmark") == nil)
            #expect(capture.records(withCode: .unsupportedAPI).count <= 1)
        }
    }

    @Test func anImageViewShowsItsHighlightedImageWhileHighlighted() {
        withApp { _ in
            let window = makeWindow()
            @MainActor func square(_ color: UIColor) -> UIImage {
                UIGraphicsImageRenderer(size: CGSize(width: 20, height: 20)).image { _ in
                    color.setFill()
                    UIBezierPath(rect: CGRect(x: 0, y: 0, width: 20, height: 20)).fill()
                }
            }
            let view = UIImageView(image: square(UIColor(red: 1, green: 0, blue: 0, alpha: 1)))
            view.frame = CGRect(x: 10, y: 10, width: 20, height: 20)
            window.addSubview(view)
            view.isHighlighted = true
            CATransaction.flush()
            #expect(renderWindow(window)(20, 20) == (255, 0, 0, 255), "no highlighted image: the image shows")
            view.highlightedImage = square(UIColor(red: 0, green: 0, blue: 1, alpha: 1))
            CATransaction.flush()
            #expect(renderWindow(window)(20, 20) == (0, 0, 255, 255))
            view.isHighlighted = false
            CATransaction.flush()
            #expect(renderWindow(window)(20, 20) == (255, 0, 0, 255))
        }
    }

    @Test func aTabBarItemsTitleMovesByItsPositionAdjustment() {
        withApp { _ in
            let first = UIViewController()
            first.title = "Home"
            let item = UITabBarItem()
            item.title = "Home"
            item.titlePositionAdjustment = UIOffset(horizontal: 4, vertical: -6)
            first.tabBarItem = item
            let tabs = UITabBarController()
            tabs.viewControllers = [first, UIViewController()]
            _ = showInWindow(tabs)
            tabs.view.layoutIfNeeded()
            let button = tabs.tabBar.subviews.compactMap { $0 as? UIButton }.first { $0.title(for: .normal) == "Home" }
            #expect(button?.titleEdgeInsets == UIEdgeInsets(top: -6, left: 4, bottom: 6, right: -4))
        }
    }

    @Test func aButtonPlacesItsImageBeforeItsTitle() {
        withApp { _ in
            let button = UIButton(type: .system)
            #expect(button.imageView == nil)
            let icon = UIGraphicsImageRenderer(size: CGSize(width: 24, height: 24)).image { _ in }
            button.setImage(icon, for: .normal)
            button.setTitle("Back", for: .normal)
            button.frame = CGRect(x: 0, y: 0, width: 200, height: 44)
            button.layoutIfNeeded()
            let image = button.imageView!.frame, title = button.titleLabel!.frame
            #expect(image.size == CGSize(width: 24, height: 24) && image.midY == 22)
            #expect(title.minX == image.maxX, "the title follows the image")
            #expect(abs((image.minX - 0) - (200 - title.maxX)) <= 1, "centred together")
            #expect(button.imageView?.image?.renderingMode == .alwaysTemplate, "a system button tints its image")
        }
    }

    @Test func textStylesTraitsAndLayoutDirection() {
        withApp { _ in
            #expect(UIFont.preferredFont(forTextStyle: .body).pointSize == 17)
            #expect(UIFont.preferredFont(forTextStyle: .largeTitle).pointSize == 34)
            #expect(UIFont.preferredFont(forTextStyle: .caption2).pointSize == 11)
            let window = makeWindow()
            let view = UIView()
            window.addSubview(view)
            #expect(view.traitCollection.horizontalSizeClass == .compact)
            #expect(UIScreen.main.traitCollection.userInterfaceIdiom == .phone)
            #expect(view.effectiveUserInterfaceLayoutDirection == .leftToRight)
            #expect(UIApplication.shared.userInterfaceLayoutDirection == .leftToRight)
        }
    }
}
