import Foundation

/// A value between a minimum and a maximum, chosen by dragging a round thumb along a track.
///
/// The drag begins on the thumb (a touch on the track elsewhere does not move it, as on iOS);
/// the thumb follows the finger's horizontal movement. A continuous slider sends
/// `.valueChanged` at each change during the drag, a non-continuous one when the finger lifts.
/// Setting `value` in code sends nothing.
///
/// - Note: OpenUIKit differs: value images and custom track and thumb images are not available
///   yet (absent from the API); the 31-point height, 4-point track and 28-point thumb are our
///   measures [R].
@preconcurrency @MainActor
open class UISlider: UIControl {
    @exclusivity(unchecked) private var storedValue: Float = 0.5
    private let minimumTrack = CALayer()
    private let maximumTrack = CALayer()
    private let thumb = CALayer()
    @exclusivity(unchecked) private var dragStart: (x: CGFloat, value: Float)?
    private static let thumbDiameter: CGFloat = 28
    private static let trackHeight: CGFloat = 4

    /// The value, within the minimum and maximum (setting it clamps and does not send actions).
    open var value: Float {
        get { storedValue }
        set { setValue(newValue, animated: false) }
    }
    /// The smallest value (0 by default).
    @exclusivity(unchecked) open var minimumValue: Float = 0 { didSet { limitsChanged() } }
    /// The largest value (1 by default).
    @exclusivity(unchecked) open var maximumValue: Float = 1 { didSet { limitsChanged() } }
    /// Whether a drag sends `.valueChanged` as it goes (true) or once at its end.
    @exclusivity(unchecked) open var isContinuous = true
    /// The track before the thumb (nil: the tint colour).
    @exclusivity(unchecked) open var minimumTrackTintColor: UIColor? { didSet { updateColors() } }
    /// The track after the thumb (nil: a light grey).
    @exclusivity(unchecked) open var maximumTrackTintColor: UIColor? { didSet { updateColors() } }
    /// The thumb (nil: white).
    @exclusivity(unchecked) open var thumbTintColor: UIColor? { didSet { updateColors() } }

    override public init(frame: CGRect) {
        super.init(frame: frame)
        setUpSlider()
    }

    public required init?(coder: NSCoder) {
        super.init(coder: coder)
        setUpSlider()
        if let coder = coder as? InterfaceBuilderCoder { IBViewDecoding.decodeSlider(self, coder) }
    }

    private func setUpSlider() {
        for track in [maximumTrack, minimumTrack] {
            track.cornerRadius = Self.trackHeight / 2
            layer.addSublayer(track)
        }
        thumb.bounds = CGRect(x: 0, y: 0, width: Self.thumbDiameter, height: Self.thumbDiameter)
        thumb.cornerRadius = Self.thumbDiameter / 2
        thumb.shadowOpacity = 0.25
        thumb.shadowRadius = 2
        thumb.shadowOffset = CGSize(width: 0, height: 1.5)
        layer.addSublayer(thumb)
        updateColors()
    }

    /// Sets the value (clamped), the thumb gliding there when `animated`.
    open func setValue(_ value: Float, animated: Bool) {
        guard value.isFinite else {
            OpenUIKitDiagnostics.report(.viewMisuse, "UISlider.value \(value) must be finite; kept \(storedValue).")
            return
        }
        storedValue = min(max(value, minimumValue), max(minimumValue, maximumValue))
        placeParts(animated: animated)
    }

    private func limitsChanged() {
        storedValue = min(max(storedValue, minimumValue), max(minimumValue, maximumValue))
        placeParts(animated: false)
    }

    // MARK: Geometry

    /// The track's rectangle in `bounds`: the full width, 4 points tall, centred vertically.
    open func trackRect(forBounds bounds: CGRect) -> CGRect {
        CGRect(x: bounds.minX, y: bounds.midY - Self.trackHeight / 2, width: bounds.width, height: Self.trackHeight)
    }

    /// The thumb's rectangle for `value` on `rect`: its centre travels from half a thumb in from
    /// the track's start to half a thumb in from its end.
    open func thumbRect(forBounds bounds: CGRect, trackRect rect: CGRect, value: Float) -> CGRect {
        let span = maximumValue - minimumValue
        let fraction = span > 0 ? CGFloat((min(max(value, minimumValue), maximumValue) - minimumValue) / span) : 0
        let travel = max(0, rect.width - Self.thumbDiameter)
        return CGRect(x: rect.minX + travel * fraction, y: rect.midY - Self.thumbDiameter / 2, width: Self.thumbDiameter, height: Self.thumbDiameter)
    }

    override open func layoutSubviews() {
        super.layoutSubviews()
        placeParts(animated: false)
    }

    private func placeParts(animated: Bool) {
        CATransaction.begin()
        CATransaction.setDisableActions(!animated)
        CATransaction.setAnimationDuration(0.25)
        let track = trackRect(forBounds: bounds)
        let thumbFrame = thumbRect(forBounds: bounds, trackRect: track, value: storedValue)
        maximumTrack.frame = track
        minimumTrack.frame = CGRect(x: track.minX, y: track.minY, width: max(0, thumbFrame.midX - track.minX), height: track.height)
        thumb.position = CGPoint(x: thumbFrame.midX, y: thumbFrame.midY)
        CATransaction.commit()
    }

    private func updateColors() {
        CATransaction.begin()
        CATransaction.setDisableActions(true)
        minimumTrack.backgroundColor = (minimumTrackTintColor ?? tintColor).cgColor
        maximumTrack.backgroundColor = (maximumTrackTintColor ?? UIColor(red: 120 / 255, green: 120 / 255, blue: 128 / 255, alpha: 0.2)).cgColor
        thumb.backgroundColor = (thumbTintColor ?? .white).cgColor
        CATransaction.commit()
    }

    override open func tintColorDidChange() {
        super.tintColorDidChange()
        updateColors()
    }

    override open var intrinsicContentSize: CGSize { CGSize(width: UIView.noIntrinsicMetric, height: 31) }

    override open func sizeThatFits(_ size: CGSize) -> CGSize { CGSize(width: max(size.width, Self.thumbDiameter), height: 31) }

    // MARK: Dragging

    /// A drag begins on the thumb (or within 10 points of it).
    override open func beginTracking(_ touch: UITouch, with event: UIEvent?) -> Bool {
        let thumbFrame = thumbRect(forBounds: bounds, trackRect: trackRect(forBounds: bounds), value: storedValue)
        guard thumbFrame.insetBy(dx: -10, dy: -10).contains(touch.location(in: self)) else { return false }
        dragStart = (touch.location(in: self).x, storedValue)
        return true
    }

    override open func continueTracking(_ touch: UITouch, with event: UIEvent?) -> Bool {
        guard let start = dragStart else { return false }
        let travel = max(1, trackRect(forBounds: bounds).width - Self.thumbDiameter)
        let delta = Float((touch.location(in: self).x - start.x) / travel) * (maximumValue - minimumValue)
        let old = storedValue
        setValue(start.value + delta, animated: false)
        if isContinuous, storedValue != old { sendActions(for: .valueChanged) }
        return true
    }

    override open func endTracking(_ touch: UITouch?, with event: UIEvent?) {
        if let touch { _ = continueTracking(touch, with: event) }
        if !isContinuous, let start = dragStart, start.value != storedValue { sendActions(for: .valueChanged) }
        dragStart = nil
        super.endTracking(touch, with: event)
    }

    override open func cancelTracking(with event: UIEvent?) {
        dragStart = nil
        super.cancelTracking(with: event)
    }
}
