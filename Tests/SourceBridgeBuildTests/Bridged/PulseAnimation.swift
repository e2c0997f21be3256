import UIKit

/// A plain object with inspectable properties, as tab-bar item animations are: Interface Builder
/// can set them, and its code runs from any context, as on iOS.
protocol Pulsing {
    func pulse(_ view: UIView)
}

open class PulseAnimation: NSObject, Pulsing {
    @IBInspectable open var duration: CGFloat = 0.3

    open func pulse(_ view: UIView) {}

    /// Outlets and actions storyboards and nibs connect by name (source bridge).
    @MainActor public class func interfaceBuilderConnections(into connections: inout InterfaceBuilderConnections) {
        connections.makeInstance = { PulseAnimation() }
        connections.outlet("duration", \PulseAnimation.duration)
    }
}

extension PulseAnimation: InterfaceBuilderConnectable {}

open class ScalePulse: PulseAnimation {
    open var scale: CGFloat = 1.2

    override init() {
        super.init()
        scale = 1.3
    }

    open override func pulse(_ view: UIView) {
        recordPulse()
    }

    func recordPulse() {
        duration += 0.1
    }
}

/// Not isolated to the main actor: it makes and uses the animation object directly.
func defaultPulseScale() -> CGFloat {
    let pulse = ScalePulse()
    pulse.recordPulse()
    return pulse.scale + pulse.duration
}
