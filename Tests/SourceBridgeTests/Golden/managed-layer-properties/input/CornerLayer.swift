import UIKit

private final class CornerLayer: CAShapeLayer {
    @NSManaged var radius: CGFloat
    @NSManaged var tint: UIColor?
    @objc @NSManaged var corners: CACornerMask

    override class func needsDisplay(forKey key: String) -> Bool {
        key == "radius" || super.needsDisplay(forKey: key)
    }
}
