/// The name of one of Core Animation's predefined timing curves.
public struct CAMediaTimingFunctionName: RawRepresentable, Hashable, Sendable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }

    /// Constant speed: control points (0, 0) (1, 1).
    public static let linear = CAMediaTimingFunctionName(rawValue: "linear")
    /// Slow start: (0.42, 0) (1, 1).
    public static let easeIn = CAMediaTimingFunctionName(rawValue: "easeIn")
    /// Slow end: (0, 0) (0.58, 1).
    public static let easeOut = CAMediaTimingFunctionName(rawValue: "easeOut")
    /// Slow start and end: (0.42, 0) (0.58, 1).
    public static let easeInEaseOut = CAMediaTimingFunctionName(rawValue: "easeInEaseOut")
    /// The curve most system animations use: (0.25, 0.1) (0.25, 1).
    public static let `default` = CAMediaTimingFunctionName(rawValue: "default")
}

/// A pacing curve: a cubic Bézier from (0, 0) to (1, 1) mapping linear progress to eased
/// progress.
///
/// See <https://developer.apple.com/documentation/quartzcore/camediatimingfunction>.
public final class CAMediaTimingFunction: NSObject, @unchecked Sendable {
    // Immutable after init, hence @unchecked Sendable.
    private let controlPoints: (Float, Float, Float, Float)
    let curve: UnitBezier

    // MARK: Lifecycle

    /// One of the predefined curves; an unknown name gives the linear curve and a diagnostic.
    ///
    /// - Parameter name: the curve's name.
    public convenience init(name: CAMediaTimingFunctionName) {
        switch name {
        case .linear: self.init(controlPoints: 0, 0, 1, 1)
        case .easeIn: self.init(controlPoints: 0.42, 0, 1, 1)
        case .easeOut: self.init(controlPoints: 0, 0, 0.58, 1)
        case .easeInEaseOut: self.init(controlPoints: 0.42, 0, 0.58, 1)
        case .default: self.init(controlPoints: 0.25, 0.1, 0.25, 1)
        default:
            OpenUIKitDiagnostics.report(.invalidAnimation, "Unknown CAMediaTimingFunctionName '\(name.rawValue)'; using linear.")
            self.init(controlPoints: 0, 0, 1, 1)
        }
    }

    /// A custom curve through (0, 0), the control points (c1x, c1y) and (c2x, c2y), and
    /// (1, 1). The x coordinates are clamped to [0, 1] so the curve stays a function of time.
    public init(controlPoints c1x: Float, _ c1y: Float, _ c2x: Float, _ c2y: Float) {
        let clampedX1 = min(1, max(0, c1x.isFinite ? c1x : 0))
        let clampedX2 = min(1, max(0, c2x.isFinite ? c2x : 1))
        let y1 = c1y.isFinite ? c1y : 0
        let y2 = c2y.isFinite ? c2y : 1
        controlPoints = (clampedX1, y1, clampedX2, y2)
        curve = UnitBezier(Double(clampedX1), Double(y1), Double(clampedX2), Double(y2))
        super.init()
    }

    // MARK: Public

    /// Writes control point `index` (0: start (0,0), 1 and 2: the control points, 3: end (1,1))
    /// into `values[0]`, `values[1]`.
    public func getControlPoint(at index: Int, values ptr: UnsafeMutablePointer<Float>) {
        let point: (Float, Float)
        switch index {
        case 0: point = (0, 0)
        case 1: point = (controlPoints.0, controlPoints.1)
        case 2: point = (controlPoints.2, controlPoints.3)
        case 3: point = (1, 1)
        default:
            OpenUIKitDiagnostics.report(.invalidAnimation, "CAMediaTimingFunction.getControlPoint: index \(index) out of 0...3.")
            return
        }
        ptr[0] = point.0
        ptr[1] = point.1
    }

    override public func isEqual(_ object: Any?) -> Bool {
        guard let other = object as? CAMediaTimingFunction else { return false }
        return controlPoints == other.controlPoints
    }

    override public var hash: Int {
        var hasher = Hasher()
        hasher.combine(controlPoints.0)
        hasher.combine(controlPoints.1)
        hasher.combine(controlPoints.2)
        hasher.combine(controlPoints.3)
        return hasher.finalize()
    }

    override public var description: String {
        "<CAMediaTimingFunction (\(controlPoints.0), \(controlPoints.1)) (\(controlPoints.2), \(controlPoints.3))>"
    }

    // MARK: Package

    /// Eased progress for linear progress in [0, 1].
    @inline(__always)
    func value(atProgress progress: Double) -> Double { curve.value(atProgress: progress) }

    static let linearFunction = CAMediaTimingFunction(controlPoints: 0, 0, 1, 1)
}

extension DiagnosticCode {
    /// An animation Core Animation would reject or ignore (bad values, mismatched key times...).
    public static let invalidAnimation = DiagnosticCode(rawValue: "CAAnimationInvalid")
}
