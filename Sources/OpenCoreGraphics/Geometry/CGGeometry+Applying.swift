extension CGPoint {
    /// The point transformed by `t`: `(a·x + c·y + tx, b·x + d·y + ty)`.
    public func applying(_ t: CGAffineTransform) -> CGPoint {
        CGPoint(x: t.a * x + t.c * y + t.tx, y: t.b * x + t.d * y + t.ty)
    }
}

extension CGSize {
    /// The size transformed by the linear part of `t` (translation ignored). Components may be
    /// negative, as on iOS.
    public func applying(_ t: CGAffineTransform) -> CGSize {
        CGSize(width: t.a * width + t.c * height, height: t.b * width + t.d * height)
    }
}

extension CGRect {
    /// The smallest rectangle containing the four transformed corners of the standardized rect.
    /// The null rect stays null; an infinite rect stays infinite.
    public func applying(_ t: CGAffineTransform) -> CGRect {
        if isNull || isInfinite { return self }
        let rect = standardized
        let corners = [
            CGPoint(x: rect.minX, y: rect.minY).applying(t),
            CGPoint(x: rect.maxX, y: rect.minY).applying(t),
            CGPoint(x: rect.minX, y: rect.maxY).applying(t),
            CGPoint(x: rect.maxX, y: rect.maxY).applying(t),
        ]
        return CGRect.boundingBox(of: corners)
    }

    /// The bounding box of `points`; `.null` for none.
    static func boundingBox(of points: some Sequence<CGPoint>) -> CGRect {
        var minX = CGFloat.infinity, minY = CGFloat.infinity
        var maxX = -CGFloat.infinity, maxY = -CGFloat.infinity
        var any = false
        for point in points {
            any = true
            minX = Swift.min(minX, point.x)
            minY = Swift.min(minY, point.y)
            maxX = Swift.max(maxX, point.x)
            maxY = Swift.max(maxY, point.y)
        }
        guard any else { return .null }
        return CGRect(x: minX, y: minY, width: maxX - minX, height: maxY - minY)
    }
}
