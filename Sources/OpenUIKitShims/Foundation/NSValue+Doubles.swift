import Foundation

/// Boxes of plain doubles: how Core Graphics, Core Animation and UIKit put their structs
/// (affine and 3D transforms, vectors, edge insets, offsets) in `NSValue` on Linux, where
/// Foundation cannot box arbitrary structs.
extension NSValue {
    /// Boxes `values` as a C array of doubles (`"[Nd]"`), the one aggregate Foundation on Linux
    /// can box.
    package convenience init(doubles values: [Double]) {
        var values = values
        let type = "[\(values.count)d]"
        self.init(bytes: &values, objCType: type)
    }

    /// The first `count` doubles of a box made by `init(doubles:)`; zeros for any other box
    /// (iOS would read garbage; OpenUIKit never reads past what was stored).
    package func doubles(count: Int) -> [Double] {
        guard String(cString: objCType) == "[\(count)d]" else { return Array(repeating: 0, count: count) }
        var values = Array(repeating: 0.0, count: count)
        values.withUnsafeMutableBytes { getValue($0.baseAddress!) }
        return values
    }
}
