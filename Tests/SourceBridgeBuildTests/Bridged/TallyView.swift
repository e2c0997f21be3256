import UIKit

public class TallyLayer: CALayer {
    var count = 0

    public override var description: String { _bridgedOverride_description }
}

public class TallyView: UIView {
    var tallyText = ""
    var laidOut = 0

    override open var intrinsicContentSize: CGSize { _bridgedOverride_intrinsicContentSize }

    override public var isHidden: Bool { get { _bridgedOverride_isHidden } set { _bridgedOverride_isHidden = newValue } }

    override public func layoutSubviews() { _bridgedOverride_layoutSubviews() }

    override public func point(inside point: CGPoint, with event: UIEvent?) -> Bool { _bridgedOverride_point(inside: point, with: event) }

    override open class var requiresConstraintBasedLayout: Bool { _bridgedOverride_requiresConstraintBasedLayout }
}
