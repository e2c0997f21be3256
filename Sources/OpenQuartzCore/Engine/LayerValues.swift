/// Every animatable property of a layer that is a plain value, in one struct.
///
/// A layer keeps two of these: the model (what the app set) and the presentation (model plus
/// running animations at the last evaluated time). Being plain data, copying one costs no
/// reference counting, which is what lets the presentation tree of thousands of layers be
/// evaluated within a frame. Object-valued properties (contents, paths, gradient colours) live
/// on the layer and are overridden separately while animated.
package struct LayerValues: Equatable, Sendable {
    // Geometry
    package var bounds = CGRect.zero
    package var position = CGPoint.zero
    package var zPosition: CGFloat = 0
    package var anchorPoint = CGPoint(x: 0.5, y: 0.5)
    package var anchorPointZ: CGFloat = 0
    package var transform = CATransform3DIdentity
    package var sublayerTransform = CATransform3DIdentity
    // Appearance
    package var opacity: Float = 1
    package var isHidden = false
    package var masksToBounds = false
    package var isDoubleSided = true
    package var cornerRadius: CGFloat = 0
    package var borderWidth: CGFloat = 0
    package var borderColor: ColorComponents? = ColorComponents(red: 0, green: 0, blue: 0, alpha: 1)
    package var backgroundColor: ColorComponents?
    package var shadowColor: ColorComponents? = ColorComponents(red: 0, green: 0, blue: 0, alpha: 1)
    package var shadowOpacity: Float = 0
    package var shadowOffset = CGSize(width: 0, height: -3)
    package var shadowRadius: CGFloat = 3
    /// Blur of the backdrop behind the layer, in points (0: none; `UIVisualEffectView`).
    package var backdropBlurRadius: CGFloat = 0
    package var contentsRect = CGRect(x: 0, y: 0, width: 1, height: 1)
    package var contentsCenter = CGRect(x: 0, y: 0, width: 1, height: 1)
    // CAShapeLayer
    package var fillColor: ColorComponents? = ColorComponents(red: 0, green: 0, blue: 0, alpha: 1)
    package var strokeColor: ColorComponents?
    package var lineWidth: CGFloat = 1
    package var strokeStart: CGFloat = 0
    package var strokeEnd: CGFloat = 1
    package var lineDashPhase: CGFloat = 0
    package var miterLimit: CGFloat = 10
    // CAGradientLayer
    package var startPoint = CGPoint(x: 0.5, y: 0)
    package var endPoint = CGPoint(x: 0.5, y: 1)
    package init() {}
}
