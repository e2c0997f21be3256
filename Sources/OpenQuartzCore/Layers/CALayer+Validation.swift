// Geometry validation. UIKit raises `CALayerInvalidGeometry` ("CALayer position contains NaN:
// [nan 0]"); OpenUIKit logs the same text and keeps the previous value.

extension CALayer {
    func validate(_ value: CGFloat, _ name: String) -> Bool {
        guard value.isFinite else {
            reportNonFinite(name, "\(Self.format(value))")
            return false
        }
        return true
    }

    func validate(_ value: CGPoint, _ name: String) -> Bool {
        guard value.x.isFinite, value.y.isFinite else {
            reportNonFinite(name, "[\(Self.format(value.x)) \(Self.format(value.y))]")
            return false
        }
        return true
    }

    func validate(_ value: CGSize, _ name: String) -> Bool {
        guard value.width.isFinite, value.height.isFinite else {
            reportNonFinite(name, "[\(Self.format(value.width)) \(Self.format(value.height))]")
            return false
        }
        return true
    }

    func validate(_ value: CGRect, _ name: String) -> Bool {
        let numbers = [value.origin.x, value.origin.y, value.size.width, value.size.height]
        guard numbers.allSatisfy(\.isFinite) else {
            let text = "[\(Self.format(numbers[0])) \(Self.format(numbers[1])); \(Self.format(numbers[2])) \(Self.format(numbers[3]))]"
            reportNonFinite(name, text)
            return false
        }
        return true
    }

    func validate(_ value: CATransform3D, _ name: String) -> Bool {
        guard TransformMath.isFinite(value) else {
            reportNonFinite(name, "\(value)")
            return false
        }
        return true
    }

    func reportNonFinite(_ name: String, _ value: String) {
        let kind = value.contains("nan") ? "NaN" : "an infinite value"
        OpenUIKitDiagnostics.report(
            .invalidGeometry, "CALayer \(name) contains \(kind): \(value). The value was not changed.", level: .error
        )
    }

    private static func format(_ value: CGFloat) -> String {
        if value.isNaN { return "nan" }
        if value.isInfinite { return value > 0 ? "inf" : "-inf" }
        return String(format: "%g", Double(value))
    }
}
