/// Corner configurations (iOS 26): the view's corners resolved from its configuration and
/// drawn by its layer.
extension UIView {
    /// How the view rounds its corners; nil (OpenUIKit's "none set") leaves the layer's
    /// `cornerRadius` as it is. Setting one rounds the layer now and again at every layout (a
    /// capsule or a concentric radius follows the view's size).
    ///
    /// - Note: OpenUIKit differs: iOS's property is not optional (its default rounds nothing).
    ///   The corners are drawn as circular arcs (`cornerCurve` as set on the layer).
    public var cornerConfiguration: UICornerConfiguration? {
        get { cornerConfigurationStorage }
        set {
            cornerConfigurationStorage = newValue
            applyCornerConfiguration()
        }
    }

    /// The radius `corner` (one of the four) resolves to at the view's current size: 0 for a
    /// square corner or a view without a configuration and without a layer radius, the layer's
    /// `cornerRadius` (if that corner is masked) without a configuration.
    public func effectiveRadius(corner: UIRectCorner) -> CGFloat {
        guard let index = Self.cornerIndex(corner) else {
            OpenUIKitDiagnostics.report(.unsupportedAPI, "effectiveRadius(corner:) takes one corner; \(corner.rawValue) names several or none. 0 is returned.", level: .error)
            return 0
        }
        return resolvedCornerRadii()[index]
    }

    /// The radii of the top-left, top-right, bottom-left and bottom-right corners.
    final func resolvedCornerRadii() -> [CGFloat] {
        let halfShorterSide = max(0, min(bounds.width, bounds.height) / 2)
        guard let configuration = cornerConfigurationStorage else {
            let mask = layer.maskedCorners
            let radius = min(max(0, layer.cornerRadius), halfShorterSide)
            return [CACornerMask.layerMinXMinYCorner, .layerMaxXMinYCorner, .layerMinXMaxYCorner, .layerMaxXMaxYCorner].map { mask.contains($0) ? radius : 0 }
        }
        switch configuration.shape {
        case .capsule(let maximum):
            let radius = maximum.map { min($0, halfShorterSide) } ?? halfShorterSide
            return Array(repeating: radius, count: 4)
        case .uniform(let radius):
            let container = radius.isConcentric ? containerCorners() : nil
            let smallest = (0..<4).map { resolve(radius, corner: $0, container: container) }.min() ?? 0
            return Array(repeating: min(smallest, halfShorterSide), count: 4)
        case .corners(let topLeft, let topRight, let bottomLeft, let bottomRight):
            let radii = [topLeft, topRight, bottomLeft, bottomRight]
            // The container is found once for the four corners.
            let container = radii.contains { $0?.isConcentric == true } ? containerCorners() : nil
            return radii.enumerated().map { index, radius in
                radius.map { min(resolve($0, corner: index, container: container), halfShorterSide) } ?? 0
            }
        }
    }

    /// One corner's radius: a fixed one as given, a concentric one from the container's corner.
    private func resolve(_ radius: UICornerRadius, corner: Int, container: ContainerCorners?) -> CGFloat {
        switch radius.kind {
        case .fixed(let points):
            return points.isFinite ? max(0, points) : 0
        case .containerConcentric(let minimum):
            let floor = minimum.map { $0.isFinite ? max(0, $0) : 0 } ?? 0
            guard let container else { return floor }
            return max(floor, container.radii[corner] - max(0, container.insets[corner]))
        }
    }

    /// A container's corner radii, and the distances from each of them to this view's matching
    /// corner (the larger of the horizontal and vertical one).
    private struct ContainerCorners {
        var radii: [CGFloat]
        var insets: [CGFloat]
    }

    // Behaviour source [R] — Layout
    //   Rule: A container-concentric corner radius
    //   Value: the container's radius at the same corner minus the larger of the two
    //     distances (horizontal, vertical) between the corners, at least the minimum;
    //     the container is the nearest ancestor whose corners are rounded
    //   Source: ours. Apple documents the concentric rule as "the container shape's
    //     corner radius minus the distance between corners" without saying which
    //     distance; the larger one keeps the inner arc inside the outer.
    /// The nearest ancestor with rounded corners, for concentric radii; nil without one.
    private func containerCorners() -> ContainerCorners? {
        var ancestor = superview
        while let container = ancestor {
            let radii = container.resolvedCornerRadii()
            if radii.contains(where: { $0 > 0 }) {
                let frame = container.convert(bounds, from: self)
                let right = container.bounds.width - frame.maxX, bottom = container.bounds.height - frame.maxY
                return ContainerCorners(radii: radii, insets: [max(frame.minX, frame.minY), max(right, frame.minY),
                                                               max(frame.minX, bottom), max(right, bottom)])
            }
            ancestor = container.superview
        }
        return nil
    }

    /// Rounds the layer from the configuration (see `cornerConfiguration`).
    final func applyCornerConfiguration() {
        guard cornerConfigurationStorage != nil else {
            LayerHosting.setCornerRadii(nil, of: layer)
            return
        }
        let radii = resolvedCornerRadii()
        LayerHosting.setCornerRadii(radii, of: layer)
        // The largest radius also stands as the layer's own, so that code reading cornerRadius
        // (and the compositor's change tracking) sees the view as rounded.
        layer.cornerRadius = radii.max() ?? 0
    }

    private static func cornerIndex(_ corner: UIRectCorner) -> Int? {
        switch corner {
        case .topLeft: 0
        case .topRight: 1
        case .bottomLeft: 2
        case .bottomRight: 3
        default: nil
        }
    }
}
