import Foundation

/// Boxing UIKit geometry in `NSValue` (boxed as doubles; see `NSValue(cgAffineTransform:)`).
extension NSValue {
    public convenience init(uiEdgeInsets insets: UIEdgeInsets) {
        self.init(doubles: [insets.top, insets.left, insets.bottom, insets.right].map { Double($0) })
    }
    public var uiEdgeInsetsValue: UIEdgeInsets {
        let d = doubles(count: 4)
        return UIEdgeInsets(top: d[0], left: d[1], bottom: d[2], right: d[3])
    }

    public convenience init(uiOffset offset: UIOffset) {
        self.init(doubles: [Double(offset.horizontal), Double(offset.vertical)])
    }
    public var uiOffsetValue: UIOffset {
        let d = doubles(count: 2)
        return UIOffset(horizontal: d[0], vertical: d[1])
    }
}
