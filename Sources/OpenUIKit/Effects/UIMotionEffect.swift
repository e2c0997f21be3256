import Foundation

/// An effect that moves a view's properties with the device's tilt (parallax).
///
/// - Note: OpenUIKit differs: the simulated device has no motion sensors and is always at rest,
///   like the iOS simulator, so the viewer offset is always zero and effects never change
///   anything on screen. Their arithmetic is exact (`keyPathsAndRelativeValues(forViewerOffset:)`)
///   for code and tests that call it; at rest a symmetric effect (minimum −x, maximum x) is 0, as
///   on a device held at its reference attitude. An asymmetric one would be at its midpoint on
///   iOS and is not applied here.
@preconcurrency @MainActor
open class UIMotionEffect: NSObject, NSCopying {
    override public init() {}

    /// The values to add to the view's key paths for a viewer offset (each axis −1…1); `nil`
    /// leaves them alone. Subclasses override it.
    open func keyPathsAndRelativeValues(forViewerOffset viewerOffset: UIOffset) -> [String: Any]? { nil }

    nonisolated public func copy(with zone: NSZone? = nil) -> Any {
        MainActor.assumeIsolated { makeCopy() }
    }

    /// A copy of the effect (subclasses copy their own settings).
    func makeCopy() -> UIMotionEffect { UIMotionEffect() }
}

/// A motion effect that moves one key path between two values as the device tilts along one axis.
@preconcurrency @MainActor
open class UIInterpolatingMotionEffect: UIMotionEffect {
    /// The axis whose tilt drives the effect.
    public enum EffectType: Int, Sendable {
        case tiltAlongHorizontalAxis, tiltAlongVerticalAxis
    }

    /// The view's key path the effect changes (`"center.x"`, `"layer.shadowOffset"`).
    public let keyPath: String
    public let type: EffectType
    /// The value added at full tilt one way (viewer offset −1) and the other (+1): numbers,
    /// points or sizes.
    open var minimumRelativeValue: Any?
    open var maximumRelativeValue: Any?

    public init(keyPath: String, type: EffectType) {
        self.keyPath = keyPath
        self.type = type
        super.init()
    }

    /// The relative value for the offset along the effect's axis, interpolated linearly from
    /// the minimum (−1) to the maximum (+1); `nil` while either value is missing or the two are
    /// not of the same kind.
    override open func keyPathsAndRelativeValues(forViewerOffset viewerOffset: UIOffset) -> [String: Any]? {
        let offset = Double(type == .tiltAlongHorizontalAxis ? viewerOffset.horizontal : viewerOffset.vertical)
        guard offset.isFinite, let value = Self.interpolate(minimumRelativeValue, maximumRelativeValue, at: (min(max(offset, -1), 1) + 1) / 2)
        else { return nil }
        return [keyPath: value]
    }

    private static func interpolate(_ low: Any?, _ high: Any?, at fraction: Double) -> Any? {
        let t = CGFloat(fraction)
        switch (low, high) {
        case let (low as CGPoint, high as CGPoint):
            return CGPoint(x: low.x + (high.x - low.x) * t, y: low.y + (high.y - low.y) * t)
        case let (low as CGSize, high as CGSize):
            return CGSize(width: low.width + (high.width - low.width) * t, height: low.height + (high.height - low.height) * t)
        default:
            guard let low = number(low), let high = number(high) else { return nil }
            return CGFloat(low + (high - low) * fraction)
        }
    }

    private static func number(_ value: Any?) -> Double? {
        switch value {
        case let value as CGFloat: Double(value)
        case let value as Double: value
        case let value as Float: Double(value)
        case let value as Int: Double(value)
        case let value as NSNumber: value.doubleValue
        default: nil
        }
    }

    override func makeCopy() -> UIMotionEffect {
        let copy = UIInterpolatingMotionEffect(keyPath: keyPath, type: type)
        copy.minimumRelativeValue = minimumRelativeValue
        copy.maximumRelativeValue = maximumRelativeValue
        return copy
    }
}

/// Several motion effects applied together.
@preconcurrency @MainActor
open class UIMotionEffectGroup: UIMotionEffect {
    open var motionEffects: [UIMotionEffect]?

    override public init() {
        super.init()
    }

    /// The members' values together (a later member wins a key path both set).
    override open func keyPathsAndRelativeValues(forViewerOffset viewerOffset: UIOffset) -> [String: Any]? {
        let parts = (motionEffects ?? []).compactMap { $0.keyPathsAndRelativeValues(forViewerOffset: viewerOffset) }
        guard !parts.isEmpty else { return nil }
        return parts.reduce(into: [:]) { merged, part in merged.merge(part) { $1 } }
    }

    override func makeCopy() -> UIMotionEffect {
        let copy = UIMotionEffectGroup()
        copy.motionEffects = motionEffects
        return copy
    }
}

extension UIView {
    /// Adds a motion effect (see `UIMotionEffect` for why nothing moves on Linux).
    public func addMotionEffect(_ effect: UIMotionEffect) {
        guard !motionEffectStorage.contains(where: { $0 === effect }) else { return }
        motionEffectStorage.append(effect)
    }

    public func removeMotionEffect(_ effect: UIMotionEffect) {
        motionEffectStorage.removeAll(ofObject: effect)
    }

    /// The view's motion effects, in the order added.
    public var motionEffects: [UIMotionEffect] {
        get { motionEffectStorage }
        set { motionEffectStorage = newValue }
    }
}
