import Foundation

// Behaviour source [R] — Animation, timing, controls and dynamics
//   Rule: Stepper: size; repeat timing
//   Value: 94 × 32 pt; steady 0.1 s
//   Source: Our measures; iOS accelerates the repeat.
//   Also: docs/porting.md
/// Two buttons, − and +, that step a value down and up between a minimum and a maximum.
///
/// A touch down on a half steps at once and sends `.valueChanged`; held (`autorepeat`), it
/// steps again after half a second and then every tenth of a second until the finger lifts.
/// With `wraps`, stepping past an end goes round to the other. Setting `value` in code sends
/// nothing.
///
/// - Note: OpenUIKit differs: custom images and dividers are not available yet (absent from
///   the API); the 94 × 32 size and the repeat timing are our measures [R].
@preconcurrency @MainActor
open class UIStepper: UIControl {
    private var storedValue: Double = 0
    private let minus = UILabel()
    private let plus = UILabel()
    private let divider = CALayer()
    private var repeatTimer: Int?
    private var heldDirection: Double = 0
    static let fixedSize = CGSize(width: 94, height: 32)

    /// The value (clamped to the limits; setting it sends nothing).
    open var value: Double {
        get { storedValue }
        set {
            guard newValue.isFinite else {
                OpenUIKitDiagnostics.report(.viewMisuse, "UIStepper.value \(newValue) must be finite; kept \(storedValue).")
                return
            }
            storedValue = min(max(newValue, minimumValue), max(minimumValue, maximumValue))
            updateButtons()
        }
    }
    /// The smallest value (0 by default).
    open var minimumValue: Double = 0 { didSet { value = storedValue } }
    /// The largest value (100 by default).
    open var maximumValue: Double = 100 { didSet { value = storedValue } }
    /// How much a step changes the value (1 by default; must be positive).
    open var stepValue: Double = 1 {
        didSet {
            if !(stepValue > 0) || !stepValue.isFinite {
                OpenUIKitDiagnostics.report(.viewMisuse, "UIStepper.stepValue \(stepValue) must be positive; kept \(oldValue).")
                stepValue = oldValue
            }
        }
    }
    /// Whether stepping past an end goes round to the other.
    open var wraps = false
    /// Whether holding a button keeps stepping.
    open var autorepeat = true
    /// Whether each step sends `.valueChanged` while a button is held (true), or the held
    /// steps send one when the finger lifts.
    open var isContinuous = true

    override public init(frame: CGRect) {
        super.init(frame: CGRect(origin: frame.origin, size: Self.fixedSize))
        setUpStepper()
    }

    public required init?(coder: NSCoder) {
        super.init(coder: coder)
        setUpStepper()
        if let coder = coder as? InterfaceBuilderCoder { IBViewDecoding.decodeStepper(self, coder) }
    }

    override open var frame: CGRect {
        get { super.frame }
        set { super.frame = CGRect(origin: newValue.origin, size: Self.fixedSize) }
    }

    private func setUpStepper() {
        backgroundColor = UIColor(red: 118 / 255, green: 118 / 255, blue: 128 / 255, alpha: 0.12)
        layer.cornerRadius = 8
        for (label, text) in [(minus, "−"), (plus, "+")] {
            label.text = text
            label.textAlignment = .center
            label.font = .systemFont(ofSize: 22)
            label.isUserInteractionEnabled = false
            addSubview(label)
        }
        divider.backgroundColor = UIColor(white: 0.5, alpha: 0.3).cgColor
        layer.addSublayer(divider)
        updateButtons()
    }

    override open func layoutSubviews() {
        super.layoutSubviews()
        let half = bounds.width / 2
        minus.frame = CGRect(x: 0, y: 0, width: half, height: bounds.height)
        plus.frame = CGRect(x: half, y: 0, width: half, height: bounds.height)
        CATransaction.begin()
        CATransaction.setDisableActions(true)
        divider.frame = CGRect(x: half - 0.5, y: 8, width: 1, height: bounds.height - 16)
        CATransaction.commit()
    }

    private func updateButtons() {
        let canGoDown = wraps || storedValue > minimumValue
        let canGoUp = wraps || storedValue < maximumValue
        minus.textColor = isEnabled && canGoDown ? .label : .tertiaryLabel
        plus.textColor = isEnabled && canGoUp ? .label : .tertiaryLabel
    }

    /// One step in `direction` (−1 or +1); answers whether the value changed.
    @discardableResult
    private func step(_ direction: Double) -> Bool {
        let old = storedValue
        var next = storedValue + direction * stepValue
        if next > maximumValue + 1e-9 { next = wraps ? minimumValue : maximumValue }
        if next < minimumValue - 1e-9 { next = wraps ? maximumValue : minimumValue }
        storedValue = min(max(next, minimumValue), max(minimumValue, maximumValue))
        updateButtons()
        return storedValue != old
    }

    // MARK: Touches

    override open func beginTracking(_ touch: UITouch, with event: UIEvent?) -> Bool {
        heldDirection = touch.location(in: self).x >= bounds.midX ? 1 : -1
        if step(heldDirection) { sendActions(for: .valueChanged) }
        if autorepeat { scheduleRepeat(after: 0.5) }
        return true
    }

    private func scheduleRepeat(after delay: TimeInterval) {
        repeatTimer = FrameScheduler.schedule(at: CACurrentMediaTime() + delay, purpose: "UIStepper autorepeat") { [weak self] in
            MainActor.assumeIsolated {
                guard let self, self.isTracking, self.isTouchInside else { return }
                if self.step(self.heldDirection), self.isContinuous { self.sendActions(for: .valueChanged) }
                self.scheduleRepeat(after: 0.1)
            }
        }
    }

    private func stopRepeating() {
        if let repeatTimer { FrameScheduler.cancelTimer(repeatTimer) }
        repeatTimer = nil
    }

    override open func endTracking(_ touch: UITouch?, with event: UIEvent?) {
        stopRepeating()
        if !isContinuous { sendActions(for: .valueChanged) }
        super.endTracking(touch, with: event)
    }

    override open func cancelTracking(with event: UIEvent?) {
        stopRepeating()
        super.cancelTracking(with: event)
    }

    override open func stateDidChange() {
        super.stateDidChange()
        updateButtons()
    }

    override open var intrinsicContentSize: CGSize { Self.fixedSize }

    override open func sizeThatFits(_ size: CGSize) -> CGSize { Self.fixedSize }
}
