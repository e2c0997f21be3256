import Foundation

// Behaviour source [R] — Animation, timing, controls and dynamics
//   Rule: Slider: height, track, thumb, gap beside a value image
//   Value: 31, 4, 28, 8 pt
//   Source: Our measures.
//   Also: docs/porting.md
/// A value between a minimum and a maximum, chosen by dragging a round thumb along a track.
///
/// The drag begins on the thumb (a touch on the track elsewhere does not move it, as on iOS);
/// the thumb follows the finger's horizontal movement. A continuous slider sends
/// `.valueChanged` at each change during the drag, a non-continuous one when the finger lifts.
/// Setting `value` in code sends nothing.
///
/// Thumb and track images per control state, and images at either end of the track, replace
/// the drawn parts (UISlider+Images.swift).
///
/// - Note: OpenUIKit differs: the 31-point height, 4-point track, 28-point thumb and the
///   8-point gap beside a value image are our measures [R]; track images are stretched whole
///   (their cap insets are not honoured).
@preconcurrency @MainActor
open class UISlider: UIControl {
    private var storedValue: Float = 0.5
    private let minimumTrack = CALayer()
    private let maximumTrack = CALayer()
    private let thumb = CALayer()
    private let minimumValueLayer = CALayer()
    private let maximumValueLayer = CALayer()
    /// Images per control state (`UIControl.State.rawValue`), set through UISlider+Images.swift.
    final var thumbImages: [UInt: UIImage] = [:] { didSet { imagesChanged() } }
    final var minimumTrackImages: [UInt: UIImage] = [:] { didSet { imagesChanged() } }
    final var maximumTrackImages: [UInt: UIImage] = [:] { didSet { imagesChanged() } }
    /// The image left of the track (nil: none).
    open var minimumValueImage: UIImage? { didSet { imagesChanged() } }
    /// The image right of the track (nil: none).
    open var maximumValueImage: UIImage? { didSet { imagesChanged() } }
    private var dragStart: (x: CGFloat, value: Float)?
    private static let thumbDiameter: CGFloat = 28
    private static let trackHeight: CGFloat = 4

    /// The value, within the minimum and maximum (setting it clamps and does not send actions).
    open var value: Float {
        get { storedValue }
        set { setValue(newValue, animated: false) }
    }
    /// The smallest value (0 by default).
    open var minimumValue: Float = 0 { didSet { limitsChanged() } }
    /// The largest value (1 by default).
    open var maximumValue: Float = 1 { didSet { limitsChanged() } }
    /// Whether a drag sends `.valueChanged` as it goes (true) or once at its end.
    open var isContinuous = true
    /// The track before the thumb (nil: the tint colour).
    open var minimumTrackTintColor: UIColor? { didSet { updateColors() } }
    /// The track after the thumb (nil: a light grey).
    open var maximumTrackTintColor: UIColor? { didSet { updateColors() } }
    /// The thumb (nil: white).
    open var thumbTintColor: UIColor? { didSet { updateColors() } }

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
        for end in [minimumValueLayer, maximumValueLayer] { layer.addSublayer(end) }
        updateColors()
    }

    private func imagesChanged() {
        updateColors()
        placeParts(animated: false)
        invalidateIntrinsicContentSize()
    }

    override open func stateDidChange() {
        super.stateDidChange()
        // A highlighted thumb image shows while the thumb is dragged.
        guard !thumbImages.isEmpty || !minimumTrackImages.isEmpty || !maximumTrackImages.isEmpty else { return }
        updateColors()
        placeParts(animated: false)
    }

    /// The thumb's size: its current image's, else the drawn thumb's.
    private var thumbSize: CGSize {
        currentThumbImage?.size ?? CGSize(width: Self.thumbDiameter, height: Self.thumbDiameter)
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

    /// The track's rectangle in `bounds`: the full width (less the value images and an
    /// 8-point gap beside each), 4 points tall (or the track image's height), centred vertically.
    open func trackRect(forBounds bounds: CGRect) -> CGRect {
        let left = minimumValueImage == nil ? bounds.minX : minimumValueImageRect(forBounds: bounds).maxX + Self.valueImageGap
        let right = maximumValueImage == nil ? bounds.maxX : maximumValueImageRect(forBounds: bounds).minX - Self.valueImageGap
        let imageHeight: CGFloat = max(currentMinimumTrackImage?.size.height ?? 0, currentMaximumTrackImage?.size.height ?? 0)
        let height = max(imageHeight, Self.trackHeight)
        return CGRect(x: left, y: bounds.midY - height / 2, width: max(0, right - left), height: height)
    }

    /// Where the minimum value image goes: at the leading edge, centred vertically, at its size.
    open func minimumValueImageRect(forBounds bounds: CGRect) -> CGRect {
        let size = minimumValueImage?.size ?? .zero
        return CGRect(x: bounds.minX, y: bounds.midY - size.height / 2, width: size.width, height: size.height)
    }

    /// Where the maximum value image goes: at the trailing edge, centred vertically.
    open func maximumValueImageRect(forBounds bounds: CGRect) -> CGRect {
        let size = maximumValueImage?.size ?? .zero
        return CGRect(x: bounds.maxX - size.width, y: bounds.midY - size.height / 2, width: size.width, height: size.height)
    }

    /// The gap between a value image and the track [R].
    static let valueImageGap: CGFloat = 8

    /// The thumb's rectangle for `value` on `rect`: its centre travels from half a thumb in from
    /// the track's start to half a thumb in from its end.
    open func thumbRect(forBounds bounds: CGRect, trackRect rect: CGRect, value: Float) -> CGRect {
        let span = maximumValue - minimumValue
        let fraction = span > 0 ? CGFloat((min(max(value, minimumValue), maximumValue) - minimumValue) / span) : 0
        let size = thumbSize
        let travel = max(0, rect.width - size.width)
        return CGRect(x: rect.minX + travel * fraction, y: rect.midY - size.height / 2, width: size.width, height: size.height)
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
        thumb.bounds = CGRect(origin: .zero, size: thumbFrame.size)
        thumb.position = CGPoint(x: thumbFrame.midX, y: thumbFrame.midY)
        minimumValueLayer.frame = minimumValueImageRect(forBounds: bounds)
        maximumValueLayer.frame = maximumValueImageRect(forBounds: bounds)
        CATransaction.commit()
    }

    private func updateColors() {
        CATransaction.begin()
        CATransaction.setDisableActions(true)
        minimumTrack.backgroundColor = (minimumTrackTintColor ?? tintColor).cgColor
        maximumTrack.backgroundColor = (maximumTrackTintColor ?? UIColor(red: 120 / 255, green: 120 / 255, blue: 128 / 255, alpha: 0.2)).cgColor
        thumb.backgroundColor = (thumbTintColor ?? .white).cgColor
        // Images replace the drawn parts.
        for (part, image) in [(minimumTrack, currentMinimumTrackImage), (maximumTrack, currentMaximumTrackImage)] {
            part.contents = image?.cgImage
            part.contentsScale = image?.scale ?? 1
            part.cornerRadius = image == nil ? Self.trackHeight / 2 : 0
            if image != nil { part.backgroundColor = nil }
        }
        let thumbImage = currentThumbImage
        thumb.contents = thumbImage?.cgImage
        thumb.contentsScale = thumbImage?.scale ?? 1
        if thumbImage != nil {
            thumb.backgroundColor = nil
            thumb.cornerRadius = 0
            thumb.shadowOpacity = 0
        } else {
            thumb.cornerRadius = Self.thumbDiameter / 2
            thumb.shadowOpacity = 0.25
        }
        for (end, image) in [(minimumValueLayer, minimumValueImage), (maximumValueLayer, maximumValueImage)] {
            end.contents = image?.cgImage
            end.contentsScale = image?.scale ?? 1
        }
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
        let travel = max(1, trackRect(forBounds: bounds).width - thumbSize.width)
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
