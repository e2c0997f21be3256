import Foundation

// Behaviour source [R] — Animation, timing, controls and dynamics
//   Rule: Switch: off track's grey; slide
//   Value: 0.25 s
//   Source: Our measures.
//   Also: docs/porting.md
/// An on/off control: a rounded track with a round thumb that slides to the trailing end when on.
///
/// A tap (touch up inside) flips it, animated, and sends `.valueChanged`; `setOn(_:animated:)`
/// and `isOn` change it without sending anything, as on iOS. The size is fixed at 51 × 31
/// points (a frame's size is ignored, as on iOS).
///
/// - Note: OpenUIKit differs: the thumb does not follow a dragging finger (a drag that ends
///   inside flips the switch); the off track's grey and the 0.25 s slide are our measures [R].
@preconcurrency @MainActor
open class UISwitch: UIControl {
    /// How a switch looks (iOS 14; the sliding style everywhere on iPhone).
    public enum Style: Int, Sendable {
        case automatic, checkbox, sliding
    }

    /// The fixed size of a switch.
    static let fixedSize = CGSize(width: 51, height: 31)
    private static let thumbInset: CGFloat = 2
    private static let offTrackColor = UIColor(red: 120 / 255, green: 120 / 255, blue: 128 / 255, alpha: 0.16)

    private var on = false
    private let thumb = CALayer()

    /// Whether the switch is on (setting it does not animate or send actions).
    open var isOn: Bool {
        get { on }
        set { setOn(newValue, animated: false) }
    }
    /// The track's colour when on (nil: system green).
    open var onTintColor: UIColor? { didSet { updateLook(animated: false) } }
    /// The thumb's colour (nil: white).
    open var thumbTintColor: UIColor? { didSet { updateLook(animated: false) } }
    /// The style asked for; OpenUIKit always draws `.sliding`.
    open var preferredStyle: Style = .automatic
    /// The style drawn.
    open var style: Style { .sliding }

    override public init(frame: CGRect) {
        super.init(frame: CGRect(origin: frame.origin, size: Self.fixedSize))
        setUpSwitch()
    }

    public required init?(coder: NSCoder) {
        super.init(coder: coder)
        setUpSwitch()
        if let coder = coder as? InterfaceBuilderCoder { IBViewDecoding.decodeSwitch(self, coder) }
    }

    override open var frame: CGRect {
        get { super.frame }
        set { super.frame = CGRect(origin: newValue.origin, size: Self.fixedSize) }
    }

    private func setUpSwitch() {
        layer.cornerRadius = Self.fixedSize.height / 2
        thumb.bounds = CGRect(x: 0, y: 0, width: Self.fixedSize.height - 2 * Self.thumbInset, height: Self.fixedSize.height - 2 * Self.thumbInset)
        thumb.cornerRadius = thumb.bounds.height / 2
        thumb.shadowOpacity = 0.2
        thumb.shadowRadius = 2
        thumb.shadowOffset = CGSize(width: 0, height: 2)
        layer.addSublayer(thumb)
        updateLook(animated: false)
    }

    /// Turns the switch on or off, sliding the thumb when `animated`; sends no action.
    open func setOn(_ on: Bool, animated: Bool) {
        guard on != self.on else { return }
        self.on = on
        updateLook(animated: animated)
    }

    private func updateLook(animated: Bool) {
        let change = {
            self.backgroundColor = self.on ? (self.onTintColor ?? .systemGreen) : Self.offTrackColor
        }
        // The switch stays tappable while it slides.
        if animated {
            UIView.animate(withDuration: 0.25, delay: 0, options: [.allowUserInteraction], animations: change)
        } else {
            UIView.performWithoutAnimation(change)
        }
        CATransaction.begin()
        CATransaction.setDisableActions(!animated)
        CATransaction.setAnimationDuration(0.25)
        let travel = Self.fixedSize.width - Self.fixedSize.height
        thumb.position = CGPoint(x: Self.fixedSize.height / 2 + (on ? travel : 0), y: Self.fixedSize.height / 2)
        thumb.backgroundColor = (thumbTintColor ?? .white).cgColor
        CATransaction.commit()
    }

    /// A tap flips the switch and tells the targets.
    override open func endTracking(_ touch: UITouch?, with event: UIEvent?) {
        super.endTracking(touch, with: event)
        guard isTouchInside else { return }
        setOn(!on, animated: true)
        sendActions(for: .valueChanged)
    }

    override open var intrinsicContentSize: CGSize { Self.fixedSize }

    override open func sizeThatFits(_ size: CGSize) -> CGSize { Self.fixedSize }
}
