/// A view that blurs what lies behind it (`UIBlurEffect`) and shows its `contentView` on top.
///
/// ```swift
/// let blur = UIVisualEffectView(effect: UIBlurEffect(style: .systemMaterial))
/// blur.frame = container.bounds
/// container.addSubview(blur)
/// UIView.animate(withDuration: 0.3) { blur.effect = nil }   // the blur fades out
/// ```
///
/// Setting `effect` inside an animation block animates the blur radius and the tint, which is
/// how transitions fade a blur in or out. Add subviews to `contentView`, not to the effect view.
/// - Note: OpenUIKit differs: vibrancy content is drawn without vibrancy (see
///   `UIVibrancyEffect`); subviews added to the effect view itself are kept and drawn above the
///   content view instead of being refused with a message.
@preconcurrency @MainActor
open class UIVisualEffectView: UIView {
    /// The view to add content to; it is drawn over the blurred backdrop.
    public let contentView = UIView()
    /// Draws the blurred backdrop and the style's tint.
    private let backdropView = UIView()

    /// The effect; `nil` shows what is behind unchanged. Animatable.
    open var effect: UIVisualEffect? {
        didSet { applyEffect() }
    }

    public init(effect: UIVisualEffect?) {
        self.effect = effect
        super.init(frame: .zero)
        backdropView.isUserInteractionEnabled = false
        for view in [backdropView, contentView] {
            view.frame = bounds
            view.autoresizingMask = [.flexibleWidth, .flexibleHeight]
            super.addSubview(view)
        }
        applyEffect()
    }

    public required init?(coder: NSCoder) {
        effect = nil
        super.init(coder: coder)
        backdropView.isUserInteractionEnabled = false
        for view in [backdropView, contentView] {
            view.frame = bounds
            view.autoresizingMask = [.flexibleWidth, .flexibleHeight]
            super.addSubview(view)
        }
        if let coder = coder as? InterfaceBuilderCoder { IBViewDecoding.decodeVisualEffectView(self, coder) }
        applyEffect()
    }

    override public convenience init(frame: CGRect) {
        self.init(effect: nil)
        self.frame = frame
    }

    override open func layoutSubviews() {
        super.layoutSubviews()
        super.layoutSubviews()
        backdropView.frame = bounds
        contentView.frame = bounds
        backdropView.layer.cornerRadius = layer.cornerRadius
        backdropView.layer.maskedCorners = layer.maskedCorners
    }

    /// The blur radius and tint of the current effect (none for `nil` or a vibrancy effect,
    /// which shows through to the blur view it sits in).
    private func applyEffect() {
        let blur = (effect as? UIBlurEffect)?.look
        LayerHosting.setBackdropBlurRadius(blur?.blurRadius ?? 0, of: backdropView.layer)
        backdropView.backgroundColor = blur?.tint ?? .clear
        // The backdrop follows the effect view's corners (a rounded, clipped effect view).
        backdropView.layer.cornerRadius = layer.cornerRadius
        backdropView.layer.maskedCorners = layer.maskedCorners
    }
}
