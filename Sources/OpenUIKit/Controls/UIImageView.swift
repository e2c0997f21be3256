/// A view that shows an image as its layer's contents (no redraw, scaled by `contentMode`).
@preconcurrency @MainActor
open class UIImageView: UIView {
    /// The image shown.
    @exclusivity(unchecked) open var image: UIImage? {
        didSet {
            // The same image again (a button refreshing its parts) changes nothing.
            guard image !== oldValue else { return }
            showImage()
            if image?.size != oldValue?.size { invalidateIntrinsicContentSize() }
        }
    }

    /// The image shown while `isHighlighted` (the plain image when nil).
    open var highlightedImage: UIImage? {
        didSet { if isHighlighted, highlightedImage !== oldValue { showImage() } }
    }

    /// Whether the view shows `highlightedImage` (a cell sets it on its image view while
    /// highlighted or selected).
    open var isHighlighted = false {
        didSet { if isHighlighted != oldValue, highlightedImage != nil { showImage() } }
    }

    /// The size and weight a symbol image would be drawn with (kept as set: there are no SF
    /// Symbols on Linux).
    @exclusivity(unchecked) open var preferredSymbolConfiguration: UIImage.SymbolConfiguration?

    /// Creates an image view sized to `image`.
    public init(image: UIImage?) {
        super.init(frame: CGRect(origin: .zero, size: image?.size ?? .zero))
        isUserInteractionEnabled = false
        self.image = image
        showImage()
    }

    override public init(frame: CGRect) {
        super.init(frame: frame)
        isUserInteractionEnabled = false
    }

    public required init?(coder: NSCoder) {
        super.init(coder: coder)
        if let coder = coder as? InterfaceBuilderCoder { IBViewDecoding.decodeImageView(self, coder) } else {
            isUserInteractionEnabled = false
        }
    }

    /// Template images (`.alwaysTemplate`) show their alpha filled with the tint colour, and
    /// follow tint changes.
    /// An image that flips for right-to-left layouts shows mirrored while the view reads right
    /// to left.
    private func showImage() {
        let image = displayedImage
        showsMirroredImage = mirrorsDisplayedImage
        var contents = image?.cgImage
        if let image, image.renderingMode == .alwaysTemplate, let cgImage = image.cgImage {
            contents = Raster.tinted(cgImage, with: tintColor.cgColor)
        }
        if showsMirroredImage { contents = contents.map(Raster.horizontallyMirrored) }
        layer.contents = contents
        if let image { layer.contentsScale = image.scale }
    }

    /// Whether the contents are the image mirrored (its layout direction may change later).
    private var showsMirroredImage = false

    /// The image shown: the highlighted one while highlighted, when there is one.
    private var displayedImage: UIImage? { isHighlighted ? highlightedImage ?? image : image }

    /// Whether the displayed image should show mirrored in the view's current direction.
    private var mirrorsDisplayedImage: Bool { displayedImage?.flipsForRightToLeftLayoutDirection == true && readsRightToLeft }

    override open func layoutSubviews() {
        super.layoutSubviews()
        if mirrorsDisplayedImage != showsMirroredImage { showImage() }
    }

    override open func tintColorDidChange() {
        super.tintColorDidChange()
        if image?.renderingMode == .alwaysTemplate { showImage() }
    }

    // MARK: Animated images

    /// The images `startAnimating()` cycles through, in order.
    @exclusivity(unchecked) open var animationImages: [UIImage]?
    /// Seconds for one cycle through `animationImages`; 0 (the default) means 1/30 s an image.
    @exclusivity(unchecked) open var animationDuration: TimeInterval = 0
    /// How many cycles `startAnimating()` runs; 0 (the default) repeats until `stopAnimating()`.
    @exclusivity(unchecked) open var animationRepeatCount = 0

    /// The key of the layer animation that cycles the images.
    static let imageAnimationKey = "UIImageAnimation"

    /// Starts cycling through `animationImages` on the layer's contents, each shown for an equal
    /// share of `animationDuration`, `animationRepeatCount` times (0: until stopped). The
    /// `image` shows again once the cycles end. Does nothing without images.
    open func startAnimating() {
        guard let images = animationImages, !images.isEmpty else { return }
        let animation = CAKeyframeAnimation(keyPath: "contents")
        animation.values = images.map { $0.cgImage as Any }
        animation.calculationMode = .discrete
        let duration = animationDuration > 0 && animationDuration.isFinite ? animationDuration : Double(images.count) / 30
        animation.duration = duration
        animation.repeatCount = animationRepeatCount > 0 ? Float(animationRepeatCount) : .infinity
        if let scale = images.first?.scale { layer.contentsScale = scale }
        layer.add(animation, forKey: Self.imageAnimationKey)
    }

    /// Stops cycling: the view shows `image` again.
    open func stopAnimating() {
        layer.removeAnimation(forKey: Self.imageAnimationKey)
    }

    /// Whether the images are cycling.
    open var isAnimating: Bool {
        layer.animation(forKey: Self.imageAnimationKey) != nil
    }

    override open func sizeThatFits(_ size: CGSize) -> CGSize { image?.size ?? .zero }

    override open var intrinsicContentSize: CGSize {
        image?.size ?? CGSize(width: UIView.noIntrinsicMetric, height: UIView.noIntrinsicMetric)
    }
}
