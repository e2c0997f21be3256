/// The popover's bubble: a filled outline with a soft shadow.
@MainActor
final class PopoverBubbleView: UIView {
    var fillColor: UIColor = .systemBackground { didSet { shapeLayer?.fillColor = fillColor.cgColor } }
    var shape: PopoverPlacement? { didSet { updatePath() } }
    private var shapeLayer: CAShapeLayer?

    override init(frame: CGRect) {
        super.init(frame: frame)
        isUserInteractionEnabled = false
        autoresizingMask = [.flexibleWidth, .flexibleHeight]
        let shape = CAShapeLayer()
        shape.shadowOpacity = 0.2
        shape.shadowRadius = 12
        shape.shadowOffset = CGSize(width: 0, height: 4)
        layer.addSublayer(shape)
        shapeLayer = shape
    }

    required init?(coder: NSCoder) { nil }

    private func updatePath() {
        shapeLayer?.fillColor = fillColor.cgColor
        shapeLayer?.path = shape?.path()
    }
}
