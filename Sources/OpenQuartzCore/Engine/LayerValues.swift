/// Every animatable property of a layer that is a plain value, in one struct.
///
/// A layer keeps two of these: the model (what the app set) and the presentation (model plus
/// running animations at the last evaluated time). Being plain data, copying one costs no
/// reference counting, which is what lets the presentation tree of thousands of layers be
/// evaluated within a frame. Object-valued properties (contents, paths, gradient colours) live
/// on the layer and are overridden separately while animated.
struct LayerValues: Equatable, Sendable {
    // Geometry
    var bounds = CGRect.zero
    var position = CGPoint.zero
    var zPosition: CGFloat = 0
    var anchorPoint = CGPoint(x: 0.5, y: 0.5)
    var anchorPointZ: CGFloat = 0
    var transform = CATransform3DIdentity
    var sublayerTransform = CATransform3DIdentity
    // Appearance
    var opacity: Float = 1
    var isHidden = false
    var masksToBounds = false
    var isDoubleSided = true
    var cornerRadius: CGFloat = 0
    var borderWidth: CGFloat = 0
    var borderColor: ColorComponents? = ColorComponents(red: 0, green: 0, blue: 0, alpha: 1)
    var backgroundColor: ColorComponents?
    var shadowColor: ColorComponents? = ColorComponents(red: 0, green: 0, blue: 0, alpha: 1)
    var shadowOpacity: Float = 0
    var shadowOffset = CGSize(width: 0, height: -3)
    var shadowRadius: CGFloat = 3
    /// Blur of the backdrop behind the layer, in points (0: none; `UIVisualEffectView`).
    var backdropBlurRadius: CGFloat = 0
    var contentsRect = CGRect(x: 0, y: 0, width: 1, height: 1)
    var contentsCenter = CGRect(x: 0, y: 0, width: 1, height: 1)
    // CAShapeLayer
    var fillColor: ColorComponents? = ColorComponents(red: 0, green: 0, blue: 0, alpha: 1)
    var strokeColor: ColorComponents?
    var lineWidth: CGFloat = 1
    var strokeStart: CGFloat = 0
    var strokeEnd: CGFloat = 1
    var lineDashPhase: CGFloat = 0
    var miterLimit: CGFloat = 10
    // CAGradientLayer
    var startPoint = CGPoint(x: 0.5, y: 0)
    var endPoint = CGPoint(x: 0.5, y: 1)
    init() {}
}
