import UIKit

private final class CornerLayer: CAShapeLayer {
    var radius: CGFloat {
        get { (value(forKey: "radius") as? CGFloat) ?? CGFloat() }
        set { setValue(newValue, forKey: "radius") }
    }
    var tint: UIColor? {
        get { value(forKey: "tint") as? UIColor }
        set { setValue(newValue, forKey: "tint") }
    }
    var corners: CACornerMask {
        get { value(forKey: "corners") as! CACornerMask }
        set { setValue(newValue, forKey: "corners") }
    }

    override class func needsDisplay(forKey key: String) -> Bool {
        key == "radius" || super.needsDisplay(forKey: key)
    }
}

extension CornerLayer: CALayerInstantiable {}
