// Geometry validation. UIKit raises `CALayerInvalidGeometry` ("CALayer position contains NaN:
// [nan 0]"); OpenUIKit logs the same text and keeps the previous value.

extension CALayer {
    /// The one path of a checked property (position, bounds, transforms, radii…): a value with
    /// NaN or an infinity is reported with UIKit's text and not set; any other goes through the
    /// change path (action lookup, model, observers).
    @inline(__always)
    final func setChecked<Value: LayerCheckedValue>(_ value: Value, _ property: LayerProperty, _ keyPath: WritableKeyPath<LayerValues, Value>) {
        // The key is read only for the report: reading it retains a string on every set.
        guard value.isFiniteLayerValue else { return reportNonFinite(property.key, value.nonFiniteLayerText) }
        change(property) { $0[keyPath: keyPath] = value }
    }

    @inline(__always)
    func validate<Value: LayerCheckedValue>(_ value: Value, _ name: String) -> Bool {
        guard value.isFiniteLayerValue else {
            reportNonFinite(name, value.nonFiniteLayerText)
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
}

/// A value a layer checks before it takes it: finite or not, and how UIKit's message prints it.
protocol LayerCheckedValue {
    var isFiniteLayerValue: Bool { get }
    /// `nan`, `[nan 0]`, `[0 0; inf 10]`…
    var nonFiniteLayerText: String { get }
}

extension CGFloat: LayerCheckedValue {
    var isFiniteLayerValue: Bool { isFinite }
    var nonFiniteLayerText: String { layerFormatted }

    fileprivate var layerFormatted: String {
        if isNaN { return "nan" }
        if isInfinite { return self > 0 ? "inf" : "-inf" }
        return String(format: "%g", Double(self))
    }
}

extension CGPoint: LayerCheckedValue {
    var isFiniteLayerValue: Bool { x.isFinite && y.isFinite }
    var nonFiniteLayerText: String { "[\(x.layerFormatted) \(y.layerFormatted)]" }
}

extension CGSize: LayerCheckedValue {
    var isFiniteLayerValue: Bool { width.isFinite && height.isFinite }
    var nonFiniteLayerText: String { "[\(width.layerFormatted) \(height.layerFormatted)]" }
}

extension CGRect: LayerCheckedValue {
    var isFiniteLayerValue: Bool { origin.isFiniteLayerValue && size.isFiniteLayerValue }
    var nonFiniteLayerText: String {
        "[\(origin.x.layerFormatted) \(origin.y.layerFormatted); \(size.width.layerFormatted) \(size.height.layerFormatted)]"
    }
}

extension CATransform3D: LayerCheckedValue {
    var isFiniteLayerValue: Bool { TransformMath.isFinite(self) }
    var nonFiniteLayerText: String { "\(self)" }
}
