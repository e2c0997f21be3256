import Foundation

// Behaviour source [R] — Animation, timing, controls and dynamics
//   Rule: Activity indicator: spoke sizes, greys, one turn per second in eight steps
//   Value: 1 s, 8 steps
//   Source: Our measures. (The view sizes, 20 and 37 points for the old styles, are widely
//     published; not what this tag covers.)
/// The spinning wheel that says work is under way: eight spokes fading round a circle, turning
/// a step at a time while animating.
///
/// Stopped with `hidesWhenStopped` (the default), it is hidden, as on iOS. Its spin is a Core
/// Animation animation that never ends; it does not keep the test kit's `runUntilIdle()` (or
/// the run loop driver's idleness) waiting.
///
/// - Note: OpenUIKit differs: the spokes' sizes, the greys and the one-second turn in eight
///   steps are our measures [R].
@preconcurrency @MainActor
open class UIActivityIndicatorView: UIView {
    /// The indicator's size and default colour.
    public enum Style: Int, Sendable {
        /// 20 points (iOS 13).
        case medium = 100
        /// 37 points (iOS 13).
        case large = 101
        /// 37 points, white (deprecated in iOS 13).
        case whiteLarge = 0
        /// 20 points, white (deprecated in iOS 13).
        case white = 1
        /// 20 points, grey (deprecated in iOS 13).
        case gray = 2
    }

    private let wheel = CALayer()
    private var spokes: [CALayer] = []
    private static let spinKey = "openuikit.activity.spin"

    /// The style (size and default colour).
    open var style: Style = .medium {
        didSet {
            layOutSpokes()
            invalidateIntrinsicContentSize()
        }
    }
    /// The spokes' colour (setting nil goes back to the style's).
    open var color: UIColor! {
        get { customColor ?? defaultColor }
        set {
            customColor = newValue
            updateSpokeColor()
        }
    }
    private var customColor: UIColor?
    /// Whether it hides itself while stopped (true by default).
    open var hidesWhenStopped = true {
        didSet { if !isAnimating { isHidden = hidesWhenStopped } }
    }
    /// Whether it spins.
    open private(set) var isAnimating = false

    /// An indicator of `style`, stopped (and so hidden).
    public init(style: Style) {
        self.style = style
        super.init(frame: CGRect(origin: .zero, size: Self.side(of: style)))
        setUpIndicator()
    }

    override public init(frame: CGRect) {
        super.init(frame: frame)
        setUpIndicator()
    }

    public required init?(coder: NSCoder) {
        super.init(coder: coder)
        setUpIndicator()
        if let coder = coder as? InterfaceBuilderCoder { IBViewDecoding.decodeActivityIndicator(self, coder) }
    }

    private static func side(of style: Style) -> CGSize {
        switch style {
        case .large, .whiteLarge: CGSize(width: 37, height: 37)
        case .medium, .white, .gray: CGSize(width: 20, height: 20)
        }
    }

    private var defaultColor: UIColor {
        switch style {
        case .white, .whiteLarge: .white
        case .medium, .large, .gray: .systemGray
        }
    }

    private func setUpIndicator() {
        isUserInteractionEnabled = false
        layer.addSublayer(wheel)
        for index in 0..<8 {
            let spoke = CALayer()
            // The leading spoke is opaque; those behind it fade.
            spoke.opacity = Float(1 - Double(index) * 0.1)
            spokes.append(spoke)
            wheel.addSublayer(spoke)
        }
        layOutSpokes()
        isHidden = hidesWhenStopped
    }

    private func layOutSpokes() {
        CATransaction.begin()
        CATransaction.setDisableActions(true)
        let side = Self.side(of: style)
        let length = side.height * 0.28, width = max(2, side.height * 0.1)
        wheel.bounds = CGRect(origin: .zero, size: side)
        wheel.position = CGPoint(x: bounds.midX, y: bounds.midY)
        for (index, spoke) in spokes.enumerated() {
            spoke.bounds = CGRect(x: 0, y: 0, width: width, height: length)
            spoke.cornerRadius = width / 2
            spoke.anchorPoint = CGPoint(x: 0.5, y: (side.height / 2) / length)
            spoke.position = CGPoint(x: side.width / 2, y: side.height / 2)
            // Spokes behind the leading one, counter-clockwise.
            spoke.transform = CATransform3DMakeRotation(-CGFloat(index) * .pi / 4, 0, 0, 1)
        }
        CATransaction.commit()
        updateSpokeColor()
    }

    private func updateSpokeColor() {
        CATransaction.begin()
        CATransaction.setDisableActions(true)
        for spoke in spokes { spoke.backgroundColor = color.cgColor }
        CATransaction.commit()
    }

    override open func layoutSubviews() {
        super.layoutSubviews()
        CATransaction.begin()
        CATransaction.setDisableActions(true)
        wheel.position = CGPoint(x: bounds.midX, y: bounds.midY)
        CATransaction.commit()
    }

    /// Starts spinning (and shows it).
    open func startAnimating() {
        guard !isAnimating else { return }
        isAnimating = true
        isHidden = false
        let spin = CAKeyframeAnimation(keyPath: "transform.rotation.z")
        spin.values = (0...8).map { CGFloat($0) * .pi / 4 }
        spin.calculationMode = .discrete
        spin.duration = 1
        spin.repeatCount = .infinity
        LayerHosting.makeAmbient(spin)
        wheel.add(spin, forKey: Self.spinKey)
    }

    /// Stops spinning (and hides it when `hidesWhenStopped`).
    open func stopAnimating() {
        guard isAnimating else { return }
        isAnimating = false
        wheel.removeAnimation(forKey: Self.spinKey)
        if hidesWhenStopped { isHidden = true }
    }

    override open var intrinsicContentSize: CGSize { Self.side(of: style) }

    override open func sizeThatFits(_ size: CGSize) -> CGSize { Self.side(of: style) }
}
