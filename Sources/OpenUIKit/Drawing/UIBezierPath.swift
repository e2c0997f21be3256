/// The corners of a rectangle (for rounded-rectangle paths).
public struct UIRectCorner: OptionSet, Hashable, Sendable {
    public let rawValue: UInt
    public init(rawValue: UInt) { self.rawValue = rawValue }

    public static let topLeft = UIRectCorner(rawValue: 1 << 0)
    public static let topRight = UIRectCorner(rawValue: 1 << 1)
    public static let bottomLeft = UIRectCorner(rawValue: 1 << 2)
    public static let bottomRight = UIRectCorner(rawValue: 1 << 3)
    public static let allCorners: UIRectCorner = [.topLeft, .topRight, .bottomLeft, .bottomRight]
}

/// A path with its own stroke settings, drawn into the current UIKit context.
open class UIBezierPath: NSObject, @unchecked Sendable {
    private var path = CGMutablePath()

    /// The path as a Core Graphics path (a copy; setting it replaces the path).
    open var cgPath: CGPath {
        get { path.copy() ?? PathTracing.path([]) }
        set { path = newValue.mutableCopy() ?? CGMutablePath() }
    }

    open var lineWidth: CGFloat = 1
    open var lineCapStyle: CGLineCap = .butt
    open var lineJoinStyle: CGLineJoin = .miter
    open var miterLimit: CGFloat = 10
    open var usesEvenOddFillRule = false
    private var dash: (phase: CGFloat, lengths: [CGFloat])?

    override public init() {
        super.init()
    }

    public convenience init(cgPath: CGPath) {
        self.init()
        self.cgPath = cgPath
    }

    public convenience init(rect: CGRect) {
        self.init()
        path.addRect(rect)
    }

    public convenience init(ovalIn rect: CGRect) {
        self.init()
        path.addEllipse(in: rect)
    }

    /// A rounded rectangle; the radius is limited to half the shorter side.
    public convenience init(roundedRect rect: CGRect, cornerRadius: CGFloat) {
        self.init(roundedRect: rect, byRoundingCorners: .allCorners, cornerRadii: CGSize(width: cornerRadius, height: cornerRadius))
    }

    /// A rectangle with some corners rounded by `cornerRadii` (limited to half of each side).
    public convenience init(roundedRect rect: CGRect, byRoundingCorners corners: UIRectCorner, cornerRadii: CGSize) {
        self.init()
        let r = rect.standardized
        let rx = max(0, min(cornerRadii.width, r.width / 2)), ry = max(0, min(cornerRadii.height, r.height / 2))
        func radius(_ corner: UIRectCorner) -> CGSize { corners.contains(corner) ? CGSize(width: rx, height: ry) : .zero }
        // Clockwise from the top-left corner's end; each corner is a quarter ellipse made of one
        // cubic (the same 0.5523 handle length Core Graphics uses for arcs of 90°).
        let k: CGFloat = 0.552_284_749_8
        let tl = radius(.topLeft), tr = radius(.topRight), br = radius(.bottomRight), bl = radius(.bottomLeft)
        path.move(to: CGPoint(x: r.minX + tl.width, y: r.minY))
        path.addLine(to: CGPoint(x: r.maxX - tr.width, y: r.minY))
        if tr != .zero {
            path.addCurve(to: CGPoint(x: r.maxX, y: r.minY + tr.height),
                          control1: CGPoint(x: r.maxX - tr.width * (1 - k), y: r.minY),
                          control2: CGPoint(x: r.maxX, y: r.minY + tr.height * (1 - k)))
        }
        path.addLine(to: CGPoint(x: r.maxX, y: r.maxY - br.height))
        if br != .zero {
            path.addCurve(to: CGPoint(x: r.maxX - br.width, y: r.maxY),
                          control1: CGPoint(x: r.maxX, y: r.maxY - br.height * (1 - k)),
                          control2: CGPoint(x: r.maxX - br.width * (1 - k), y: r.maxY))
        }
        path.addLine(to: CGPoint(x: r.minX + bl.width, y: r.maxY))
        if bl != .zero {
            path.addCurve(to: CGPoint(x: r.minX, y: r.maxY - bl.height),
                          control1: CGPoint(x: r.minX + bl.width * (1 - k), y: r.maxY),
                          control2: CGPoint(x: r.minX, y: r.maxY - bl.height * (1 - k)))
        }
        path.addLine(to: CGPoint(x: r.minX, y: r.minY + tl.height))
        if tl != .zero {
            path.addCurve(to: CGPoint(x: r.minX + tl.width, y: r.minY),
                          control1: CGPoint(x: r.minX, y: r.minY + tl.height * (1 - k)),
                          control2: CGPoint(x: r.minX + tl.width * (1 - k), y: r.minY))
        }
        path.closeSubpath()
    }

    /// An arc of a circle. Angles are in radians from the positive x axis; `clockwise` is as seen
    /// on screen (y down), as on iOS.
    public convenience init(arcCenter center: CGPoint, radius: CGFloat, startAngle: CGFloat, endAngle: CGFloat, clockwise: Bool) {
        self.init()
        addArc(withCenter: center, radius: radius, startAngle: startAngle, endAngle: endAngle, clockwise: clockwise)
    }

    open func move(to point: CGPoint) { path.move(to: point) }
    open func addLine(to point: CGPoint) { path.addLine(to: point) }
    open func addCurve(to endPoint: CGPoint, controlPoint1: CGPoint, controlPoint2: CGPoint) {
        path.addCurve(to: endPoint, control1: controlPoint1, control2: controlPoint2)
    }
    open func addQuadCurve(to endPoint: CGPoint, controlPoint: CGPoint) {
        path.addQuadCurve(to: endPoint, control: controlPoint)
    }

    /// Adds an arc (with a line from the current point to its start, if there is a current point).
    /// `clockwise` is as seen on screen in UIKit's y-down coordinates.
    open func addArc(withCenter center: CGPoint, radius: CGFloat, startAngle: CGFloat, endAngle: CGFloat, clockwise: Bool) {
        // Core Graphics' `clockwise` is in y-up terms; in UIKit's flipped space it is the reverse.
        path.addArc(center: center, radius: radius, startAngle: startAngle, endAngle: endAngle, clockwise: !clockwise)
    }

    open func close() { path.closeSubpath() }
    open func removeAllPoints() { path = CGMutablePath() }
    open func append(_ bezierPath: UIBezierPath) { path.addPath(bezierPath.cgPath) }

    /// Transforms every point of the path.
    open func apply(_ transform: CGAffineTransform) {
        var t = transform
        path = path.mutableCopy(using: &t) ?? path
    }

    open var isEmpty: Bool { path.isEmpty }
    open var bounds: CGRect { path.boundingBox }
    open var currentPoint: CGPoint { path.currentPoint }

    /// Whether `point` is inside the path (with the path's fill rule).
    open func contains(_ point: CGPoint) -> Bool {
        path.contains(point, using: usesEvenOddFillRule ? .evenOdd : .winding)
    }

    /// Sets the stroke's dash pattern.
    open func setLineDash(_ pattern: UnsafePointer<CGFloat>?, count: Int, phase: CGFloat) {
        guard let pattern, count > 0 else {
            dash = nil
            return
        }
        dash = (phase, Array(UnsafeBufferPointer(start: pattern, count: count)))
    }

    /// Fills the path with the current context's fill colour.
    @preconcurrency @MainActor
    open func fill() {
        guard let context = UIGraphicsGetCurrentContext() else { return }
        context.saveGState()
        context.beginPath()
        context.addPath(path)
        context.fillPath(using: usesEvenOddFillRule ? .evenOdd : .winding)
        context.restoreGState()
    }

    /// Strokes the path with the current context's stroke colour and the path's line settings.
    @preconcurrency @MainActor
    open func stroke() {
        guard let context = UIGraphicsGetCurrentContext() else { return }
        context.saveGState()
        context.setLineWidth(lineWidth)
        context.setLineCap(lineCapStyle)
        context.setLineJoin(lineJoinStyle)
        context.setMiterLimit(miterLimit)
        if let dash { context.setLineDash(phase: dash.phase, lengths: dash.lengths) }
        context.beginPath()
        context.addPath(path)
        context.strokePath()
        context.restoreGState()
    }

    /// Intersects the current context's clip with the path.
    @preconcurrency @MainActor
    open func addClip() {
        guard let context = UIGraphicsGetCurrentContext() else { return }
        context.beginPath()
        context.addPath(path)
        context.clip(using: usesEvenOddFillRule ? .evenOdd : .winding)
    }
}
