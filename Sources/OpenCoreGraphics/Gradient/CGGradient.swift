/// Colours at locations along a line, for linear and radial gradients.
///
/// See <https://developer.apple.com/documentation/coregraphics/cggradient>.
public final class CGGradient: @unchecked Sendable {
    // Immutable after creation.
    let stops: [(location: Double, color: ColorComponents)]

    /// A gradient through `colors` at `locations` (0...1, evenly spread when `nil`).
    public init?(colorsSpace space: CGColorSpace?, colors: [CGColor], locations: UnsafePointer<CGFloat>?) {
        guard !colors.isEmpty else {
            OpenUIKitDiagnostics.report(.invalidImage, "CGGradient needs at least one colour.")
            return nil
        }
        let count = colors.count
        stops = colors.enumerated().map { index, color in
            let location = locations.map { Double($0[index]) } ?? (count > 1 ? Double(index) / Double(count - 1) : 0)
            return (location, color.rgbaComponents)
        }
    }

    /// The same, with the colours in a `CFArray` (`[a.cgColor, b.cgColor] as CFArray`, as iOS
    /// code writes it). Elements that are not `CGColor`s are reported and the gradient is `nil`.
    public convenience init?(colorsSpace space: CGColorSpace?, colors: CFArray, locations: UnsafePointer<CGFloat>?) {
        var colorList: [CGColor] = []
        for element in colors {
            guard let color = element as? CGColor else {
                OpenUIKitDiagnostics.report(.invalidImage, "CGGradient: \(element) in the colours array is not a CGColor.")
                return nil
            }
            colorList.append(color)
        }
        self.init(colorsSpace: space, colors: colorList, locations: locations)
    }

    /// A gradient from `count` colours of `colorSpace` (components then alpha each).
    public init?(colorSpace space: CGColorSpace, colorComponents components: UnsafePointer<CGFloat>,
                 locations: UnsafePointer<CGFloat>?, count: Int) {
        guard count > 0 else { return nil }
        let perColor = space.numberOfComponents + 1
        stops = (0..<count).map { index in
            let values = (0..<perColor).map { Double(components[index * perColor + $0]) }
            let color = space.model == .monochrome
                ? ColorComponents(red: values[0], green: values[0], blue: values[0], alpha: values[1])
                : ColorComponents(red: values[0], green: values[1], blue: values[2], alpha: values[3])
            let location = locations.map { Double($0[index]) } ?? (count > 1 ? Double(index) / Double(count - 1) : 0)
            return (location, color)
        }
    }
}

