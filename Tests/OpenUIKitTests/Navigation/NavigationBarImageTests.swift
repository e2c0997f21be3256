@testable import OpenUIKit
import Foundation
import Testing
import UIKitTesting

/// The navigation bar's custom background and shadow images (iOS 5's customization): the image
/// for the bar metrics in effect replaces the background, the shadow image replaces the line
/// only while a background image is set, and `UIImage()` for both makes the bar transparent.
@MainActor
struct NavigationBarImageTests {
    func solid(_ color: UIColor, height: CGFloat = 4) -> UIImage {
        UIGraphicsImageRenderer(size: CGSize(width: 4, height: height)).image { context in
            color.setFill()
            context.fill(CGRect(x: 0, y: 0, width: 4, height: height))
        }
    }

    /// A navigation controller over a green screen, shown in a window.
    func greenNavigation() -> (UINavigationController, UIWindow) {
        let root = UIViewController()
        root.view.backgroundColor = UIColor(red: 0, green: 1, blue: 0, alpha: 1)
        let navigation = UINavigationController(rootViewController: root)
        return (navigation, showInWindow(navigation))
    }

    @Test func theBackgroundImageReplacesTheBackgroundAndTheShadowImageTheLine() {
        withApp { _ in
            let (navigation, window) = greenNavigation()
            let bar = navigation.navigationBar
            bar.setBackgroundImage(solid(UIColor(red: 1, green: 0, blue: 0, alpha: 1)), for: .default)
            #expect(bar.backgroundImage(for: .default) != nil && bar.backgroundImage(for: .compact) == nil)
            CATransaction.flush()
            var read = renderWindow(window)
            let frame = bar.frame
            #expect(read(10, Int(frame.minY) + 5) == (255, 0, 0, 255), "the image, stretched over the bar")
            #expect(read(10, Int(frame.maxY) - 2) == (255, 0, 0, 255))

            // A shadow image takes the line's place, at its own height.
            bar.shadowImage = solid(UIColor(red: 0, green: 0, blue: 1, alpha: 1), height: 3)
            bar.layoutIfNeeded()
            CATransaction.flush()
            read = renderWindow(window)
            #expect(read(10, Int(frame.maxY)) == (0, 0, 255, 255) && read(10, Int(frame.maxY) + 2) == (0, 0, 255, 255))
            #expect(read(10, Int(frame.maxY) + 4) == (0, 255, 0, 255), "the screen below the 3-point shadow")
        }
    }

    @Test func emptyImagesMakeTheBarTransparentWithoutALine() {
        withApp { _ in
            let (navigation, window) = greenNavigation()
            let bar = navigation.navigationBar
            bar.setBackgroundImage(UIImage(), for: .default)
            bar.shadowImage = UIImage()
            bar.layoutIfNeeded()
            CATransaction.flush()
            let read = renderWindow(window)
            #expect(read(10, Int(bar.frame.minY) + 5) == (0, 255, 0, 255), "the screen shows through the bar")
            #expect(read(10, Int(bar.frame.maxY)) == (0, 255, 0, 255), "no line")
        }
    }

    /// Without a custom background, a shadow image is not used: the default line is drawn.
    @Test func aShadowImageAloneKeepsTheDefaultLine() {
        withApp { capture in
            let (navigation, window) = greenNavigation()
            let bar = navigation.navigationBar
            bar.shadowImage = UIImage()
            bar.layoutIfNeeded()
            CATransaction.flush()
            let read = renderWindow(window)
            #expect(read(10, Int(bar.frame.maxY)) != (0, 255, 0, 255), "the default line under the bar")
            // A navigation bar is at the top: an image for the bottom position is refused.
            bar.setBackgroundImage(UIImage(), for: .bottom, barMetrics: .default)
            #expect(bar.backgroundImage(for: .default) == nil && bar.backgroundImage(for: .top, barMetrics: .default) == nil)
            #expect(capture.records(withCode: .viewMisuse).count == 1)
        }
    }

    /// A landscape phone's bar uses the compact image, and falls back to the default one.
    @Test func aCompactBarUsesTheCompactImage() throws {
        let root = UIViewController()
        let navigation = UINavigationController(rootViewController: root)
        try TransitionHost.run(device: UIScreen.Preset.iPhone.landscape, root: navigation) { host in
            let red = solid(UIColor(red: 1, green: 0, blue: 0, alpha: 1)), blue = solid(UIColor(red: 0, green: 0, blue: 1, alpha: 1))
            navigation.navigationBar.setBackgroundImage(red, for: .default)
            #expect(navigation.navigationBar.backgroundImageInEffect === red, "no compact image: the default one")
            navigation.navigationBar.setBackgroundImage(blue, for: .compact)
            try host.runUntilIdle()
            #expect(navigation.navigationBar.backgroundImageInEffect === blue)
        }
        // A portrait window turned landscape: the bar's next layout switches to the compact image.
        let portraitRoot = UINavigationController(rootViewController: UIViewController())
        TransitionHost.run(root: portraitRoot) { host in
            let bar = portraitRoot.navigationBar
            let red = solid(UIColor(red: 1, green: 0, blue: 0, alpha: 1)), blue = solid(UIColor(red: 0, green: 0, blue: 1, alpha: 1))
            bar.setBackgroundImage(red, for: .default)
            bar.setBackgroundImage(blue, for: .compact)
            #expect(bar.backgroundImageView.image === red)
            let size = host.window.bounds.size
            host.window.frame = CGRect(x: 0, y: 0, width: size.height, height: size.width)
            bar.setNeedsLayout()
            bar.layoutIfNeeded()
            #expect(bar.backgroundImageView.image === blue)
        }
    }
}
