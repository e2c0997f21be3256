#if os(iOS)
import UIKit

/// A horizontal gauge: a fill as wide as `value` (0 to 1) of the view.
public final class GaugeView: UIView {
    public let fill = UIView()

    public var value: CGFloat = 0 {
        didSet {
            #if GAUGE_CLAMPS
            value = min(max(value, 0), 1)
            #endif
            setNeedsLayout()
        }
    }

    public override init(frame: CGRect) {
        super.init(frame: frame)
        addSubview(fill)
    }

    public required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }

    public override func layoutSubviews() {
        super.layoutSubviews()
        fill.frame = CGRect(x: 0, y: 0, width: bounds.width * value, height: bounds.height)
    }
}
#endif
