/// Several animations run together on one layer. Children's times are relative to the group:
/// a child's `beginTime` of 0.5 starts it half a second after the group; the group's duration
/// cuts children off. Children's delegates are not called.
///
/// See <https://developer.apple.com/documentation/quartzcore/caanimationgroup>.
@preconcurrency @MainActor
open class CAAnimationGroup: CAAnimation {
    /// The grouped animations.
    @exclusivity(unchecked) public var animations: [CAAnimation]?

    override open func copy(with zone: NSZone? = nil) -> Any {
        let copy = CAAnimationGroup()
        copyBaseProperties(to: copy)
        copy.animations = animations?.map { $0.copy() as! CAAnimation }
        return copy
    }
}
