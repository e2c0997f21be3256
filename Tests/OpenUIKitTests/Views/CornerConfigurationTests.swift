import Testing
@testable import OpenQuartzCore
@testable import OpenUIKit
import UIKitTesting

/// iOS 26's corner configurations: each corner's radius at the view's size, and the layer
/// drawing them.
@MainActor
struct CornerConfigurationTests {
    @Test func fixedAndSquareCornersResolveAsGivenWithinHalfTheShorterSide() {
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 40))
        view.cornerConfiguration = .corners(topLeftRadius: .fixed(12), topRightRadius: nil, bottomLeftRadius: .fixed(50), bottomRightRadius: .fixed(4))
        #expect(view.effectiveRadius(corner: .topLeft) == 12)
        #expect(view.effectiveRadius(corner: .topRight) == 0)
        #expect(view.effectiveRadius(corner: .bottomLeft) == 20, "at most half the shorter side")
        #expect(view.effectiveRadius(corner: .bottomRight) == 4)
        #expect(view.layer.cornerRadiiByCorner == [12, 0, 20, 4])
        #expect(view.layer.cornerRadius == 20)
    }

    @Test func aCapsuleFollowsTheViewsSizeAtEveryLayout() {
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 120, height: 40))
        view.cornerConfiguration = .capsule()
        #expect(view.effectiveRadius(corner: .bottomRight) == 20)
        view.frame.size.height = 60
        view.layoutIfNeeded()
        #expect(view.effectiveRadius(corner: .topLeft) == 30 && view.layer.cornerRadiiByCorner == [30, 30, 30, 30])
        view.cornerConfiguration = .capsule(maximumRadius: 10)
        #expect(view.effectiveRadius(corner: .topRight) == 10)
    }

    /// A concentric corner: the container's radius minus the larger inset, at least the minimum.
    @Test func aConcentricCornerFollowsItsContainer() {
        let container = UIView(frame: CGRect(x: 0, y: 0, width: 200, height: 200))
        container.cornerConfiguration = .uniformCorners(radius: .fixed(30))
        let inner = UIView(frame: CGRect(x: 8, y: 12, width: 100, height: 100))
        container.addSubview(inner)
        inner.cornerConfiguration = .corners(radius: .containerConcentric(minimum: 4))
        #expect(inner.effectiveRadius(corner: .topLeft) == 18, "30 − max(8, 12)")
        #expect(inner.effectiveRadius(corner: .bottomRight) == 4, "far from the container's corner: the minimum")
        let alone = UIView(frame: CGRect(x: 0, y: 0, width: 50, height: 50))
        alone.cornerConfiguration = .corners(radius: .containerConcentric())
        #expect(alone.effectiveRadius(corner: .topLeft) == 0)
    }

    /// Without a configuration the layer's radius answers, on the corners it masks.
    @Test func withoutAConfigurationTheLayersRadiusAnswers() {
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 80, height: 80))
        view.layer.cornerRadius = 16
        view.layer.maskedCorners = [.layerMinXMinYCorner]
        #expect(view.effectiveRadius(corner: .topLeft) == 16 && view.effectiveRadius(corner: .bottomLeft) == 0)
    }

    /// The layer draws each corner's own radius: a square corner stays filled, a rounded one is
    /// cut.
    @Test func theLayerDrawsEachCornersRadius() throws {
        let root = UIViewController()
        try TransitionHost.run(root: root) { host in
            let card = UIView(frame: CGRect(x: 40, y: 100, width: 120, height: 120))
            card.backgroundColor = .red
            card.cornerConfiguration = .uniformTopRadius(.fixed(40))
            root.view.addSubview(card)
            try host.runUntilIdle()
            let pixel = renderWindow(host.window)
            #expect(pixel(41, 101).a == 0, "the top-left corner is cut")
            #expect(pixel(41, 218).r > 200 && pixel(41, 218).a == 255, "the bottom-left corner is square")
            #expect(pixel(100, 160).r > 200, "the middle is filled")
        }
    }
}
