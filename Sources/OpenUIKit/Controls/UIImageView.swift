/// A view that shows an image as its layer's contents (no redraw, scaled by `contentMode`).
@preconcurrency @MainActor
open class UIImageView: UIView {
    /// The image shown.
    open var image: UIImage? {
        didSet {
            // The same image again (a button refreshing its parts) changes nothing.
            guard image !== oldValue else { return }
            showImage()
            if image?.size != oldValue?.size { invalidateIntrinsicContentSize() }
        }
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
    private func showImage() {
        if let image, image.renderingMode == .alwaysTemplate, let cgImage = image.cgImage {
            layer.contents = cgImage.tinted(with: tintColor.cgColor)
        } else {
            layer.contents = image?.cgImage
        }
        if let image { layer.contentsScale = image.scale }
    }

    override open func tintColorDidChange() {
        super.tintColorDidChange()
        if image?.renderingMode == .alwaysTemplate { showImage() }
    }

    override open func sizeThatFits(_ size: CGSize) -> CGSize { image?.size ?? .zero }

    override open var intrinsicContentSize: CGSize {
        image?.size ?? CGSize(width: UIView.noIntrinsicMetric, height: UIView.noIntrinsicMetric)
    }
}
