import UIKit
import QuartzCore

extension UIColor {
    /// The colour's red, green, blue and alpha (a header-submodule import, as Apple's SDK allows).
    var components: (red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {
        var red: CGFloat = 0, green: CGFloat = 0, blue: CGFloat = 0, alpha: CGFloat = 0
        getRed(&red, green: &green, blue: &blue, alpha: &alpha)
        return (red, green, blue, alpha)
    }
}

/// A debugging name for any object, as layout libraries print constraints: the class's name
/// from the Objective-C runtime.
func debugName(of object: AnyObject) -> String {
    "\(String(reflecting: type(of: object))):\(ObjectIdentifier(object).hashValue)"
}
