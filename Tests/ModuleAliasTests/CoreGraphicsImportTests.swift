// iOS-style Core Graphics code under `import CoreGraphics`. Importing it next to `Testing` makes
// the compiler look for Swift Testing's cross-import overlay `_Testing_CoreGraphics`, which the
// toolchain declares on Linux too; OpenUIKit provides that module (see Package.swift).
import CoreGraphics
import QuartzCore
import Testing

@MainActor
struct CoreGraphicsImportTests {
    @Test func affineTransformsAndPathsReadAsOnIOS() {
        let transform = CGAffineTransform(translationX: 10, y: 0).scaledBy(x: 2, y: 2)
        #expect(CGPoint(x: 1, y: 1).applying(transform) == CGPoint(x: 12, y: 2))
        let path = CGMutablePath()
        path.addRoundedRect(in: CGRect(x: 0, y: 0, width: 100, height: 60), cornerWidth: 12, cornerHeight: 12)
        #expect(path.contains(CGPoint(x: 50, y: 30)))
        #expect(!path.contains(CGPoint(x: 1, y: 1)))
        let layer = CAShapeLayerFreeCheck.layer(for: path)
        #expect(layer.shadowPath == path)
    }
}

/// Plain CALayer API through the aliased QuartzCore name.
@MainActor
enum CAShapeLayerFreeCheck {
    static func layer(for path: CGPath) -> CALayer {
        let layer = CALayer()
        layer.shadowPath = path
        layer.shadowOpacity = 0.3
        return layer
    }
}
