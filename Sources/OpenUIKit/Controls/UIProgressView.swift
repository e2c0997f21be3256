import Foundation

// Behaviour source [R] — Animation, timing, controls and dynamics
//   Rule: Progress view: height; fill
//   Value: 4 pt; 0.25 s
//   Source: Our measures.
//   Also: docs/porting.md
/// A bar that fills from the leading end as a task progresses, from 0 to 1.
///
/// - Note: OpenUIKit differs: `observedProgress` and track and progress images are not
///   available yet (absent from the API); the 4-point height and the 0.25 s fill are our
///   measures [R].
@preconcurrency @MainActor
open class UIProgressView: UIView {
    /// The bar's look.
    public enum Style: Int, Sendable {
        /// A rounded bar on a grey track.
        case `default`
        /// The bar of a toolbar: no rounding.
        case bar
    }

    private let fill = CALayer()
    private var storedProgress: Float = 0

    /// The bar's look.
    open var progressViewStyle: Style = .default { didSet { updateLook() } }
    /// How far the task is, from 0 to 1 (values outside are clamped).
    open var progress: Float {
        get { storedProgress }
        set { setProgress(newValue, animated: false) }
    }
    /// The filled part's colour (nil: the tint colour).
    open var progressTintColor: UIColor? { didSet { updateLook() } }
    /// The track's colour (nil: a light grey).
    open var trackTintColor: UIColor? { didSet { updateLook() } }

    /// A progress view of `style`, 4 points tall.
    public init(progressViewStyle style: Style) {
        progressViewStyle = style
        super.init(frame: CGRect(x: 0, y: 0, width: 0, height: 4))
        setUpProgress()
    }

    override public init(frame: CGRect) {
        super.init(frame: frame)
        setUpProgress()
    }

    public required init?(coder: NSCoder) {
        super.init(coder: coder)
        setUpProgress()
        if let coder = coder as? InterfaceBuilderCoder { IBViewDecoding.decodeProgressView(self, coder) }
    }

    private func setUpProgress() {
        isUserInteractionEnabled = false
        clipsToBounds = true
        layer.addSublayer(fill)
        updateLook()
    }

    /// Sets the progress (clamped to 0…1), the bar growing or shrinking there when `animated`.
    open func setProgress(_ progress: Float, animated: Bool) {
        guard progress.isFinite else {
            OpenUIKitDiagnostics.report(.viewMisuse, "UIProgressView.progress \(progress) must be finite; kept \(storedProgress).")
            return
        }
        storedProgress = min(max(progress, 0), 1)
        placeFill(animated: animated)
    }

    private func placeFill(animated: Bool) {
        CATransaction.begin()
        CATransaction.setDisableActions(!animated)
        CATransaction.setAnimationDuration(0.25)
        fill.frame = CGRect(x: 0, y: 0, width: bounds.width * CGFloat(storedProgress), height: bounds.height)
        CATransaction.commit()
    }

    private func updateLook() {
        backgroundColor = trackTintColor ?? UIColor(red: 120 / 255, green: 120 / 255, blue: 128 / 255, alpha: 0.2)
        let radius = progressViewStyle == .default ? bounds.height / 2 : 0
        layer.cornerRadius = radius
        CATransaction.begin()
        CATransaction.setDisableActions(true)
        fill.backgroundColor = (progressTintColor ?? tintColor).cgColor
        fill.cornerRadius = radius
        CATransaction.commit()
    }

    override open func tintColorDidChange() {
        super.tintColorDidChange()
        updateLook()
    }

    override open func layoutSubviews() {
        super.layoutSubviews()
        updateLook()
        placeFill(animated: false)
    }

    override open var intrinsicContentSize: CGSize {
        CGSize(width: UIView.noIntrinsicMetric, height: progressViewStyle == .bar ? 2.5 : 4)
    }

    override open func sizeThatFits(_ size: CGSize) -> CGSize { CGSize(width: size.width, height: intrinsicContentSize.height) }
}
