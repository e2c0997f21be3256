import CCairo

extension CGContext {
    // MARK: Building the current path (points are transformed by the CTM when added)

    public func beginPath() { cairo_new_path(cairo) }
    public func move(to point: CGPoint) { cairo_move_to(cairo, Double(point.x), Double(point.y)) }

    public func addLine(to point: CGPoint) {
        guard requireCurrentPoint("addLine(to:)") else { return }
        cairo_line_to(cairo, Double(point.x), Double(point.y))
    }

    public func addLines(between points: [CGPoint]) {
        guard let first = points.first else { return }
        move(to: first)
        for point in points.dropFirst() { cairo_line_to(cairo, Double(point.x), Double(point.y)) }
    }

    public func addCurve(to end: CGPoint, control1: CGPoint, control2: CGPoint) {
        guard requireCurrentPoint("addCurve(to:control1:control2:)") else { return }
        cairo_curve_to(cairo, Double(control1.x), Double(control1.y), Double(control2.x), Double(control2.y), Double(end.x), Double(end.y))
    }

    public func addQuadCurve(to end: CGPoint, control: CGPoint) {
        guard requireCurrentPoint("addQuadCurve(to:control:)") else { return }
        addPath(elements: [.quad(control: control, end: end)])
    }

    public func closePath() { cairo_close_path(cairo) }
    public func addRect(_ rect: CGRect) { addPath(CGPath(rect: rect, transform: nil)) }
    public func addRects(_ rects: [CGRect]) { rects.forEach(addRect) }
    public func addEllipse(in rect: CGRect) { addPath(CGPath(ellipseIn: rect, transform: nil)) }

    public func addArc(center: CGPoint, radius: CGFloat, startAngle: CGFloat, endAngle: CGFloat, clockwise: Bool) {
        let path = CGMutablePath()
        if hasCurrentPoint { path.move(to: currentPointOfPath) }
        path.addArc(center: center, radius: radius, startAngle: startAngle, endAngle: endAngle, clockwise: clockwise)
        addPath(elements: hasCurrentPoint ? Array(path.elements.dropFirst()) : path.elements)
    }

    public func addArc(tangent1End: CGPoint, tangent2End: CGPoint, radius: CGFloat) {
        guard requireCurrentPoint("addArc(tangent1End:tangent2End:radius:)") else { return }
        let path = CGMutablePath()
        path.move(to: currentPointOfPath)
        path.addArc(tangent1End: tangent1End, tangent2End: tangent2End, radius: radius)
        addPath(elements: Array(path.elements.dropFirst()))
    }

    /// Appends a path's elements to the current path.
    public func addPath(_ path: CGPath) { addPath(elements: path.elements) }

    /// The current path, in user space.
    public var path: CGPath? {
        let copied = cairo_copy_path(cairo)
        defer { cairo_path_destroy(copied) }
        guard let copied, copied.pointee.num_data > 0, let data = copied.pointee.data else { return nil }
        var elements: [PathElement] = []
        var index = 0
        while index < Int(copied.pointee.num_data) {
            let header = data[index].header
            let points = (1..<Int(header.length)).map { CGPoint(x: data[index + $0].point.x, y: data[index + $0].point.y) }
            switch header.type {
            case CAIRO_PATH_MOVE_TO: elements.append(.move(points[0]))
            case CAIRO_PATH_LINE_TO: elements.append(.line(points[0]))
            case CAIRO_PATH_CURVE_TO: elements.append(.cubic(control1: points[0], control2: points[1], end: points[2]))
            default: elements.append(.close)
            }
            index += Int(header.length)
        }
        return elements.isEmpty ? nil : CGPath(elements: elements)
    }

    public var isPathEmpty: Bool { cairo_has_current_point(cairo) == 0 && path == nil }

    /// The current point, in user space (`.zero` when there is none).
    public var currentPointOfPath: CGPoint {
        var x = 0.0, y = 0.0
        cairo_get_current_point(cairo, &x, &y)
        return CGPoint(x: x, y: y)
    }

    /// The bounding box of the current path, in user space; `.null` when empty.
    public var boundingBoxOfPath: CGRect {
        guard !isPathEmpty else { return .null }
        var x1 = 0.0, y1 = 0.0, x2 = 0.0, y2 = 0.0
        cairo_path_extents(cairo, &x1, &y1, &x2, &y2)
        return CGRect(x: x1, y: y1, width: x2 - x1, height: y2 - y1)
    }

    // MARK: Painting the current path (painting consumes the path, as in Core Graphics)

    /// Fills the current path.
    public func fillPath(using rule: CGPathFillRule = .winding) {
        cairo_set_fill_rule(cairo, rule == .winding ? CAIRO_FILL_RULE_WINDING : CAIRO_FILL_RULE_EVEN_ODD)
        paint(color: state.fillColor) { cairo_fill_preserve($0) }
        cairo_new_path(cairo)
    }

    /// Strokes the current path.
    public func strokePath() {
        paint(color: state.strokeColor) { cairo_stroke_preserve($0) }
        cairo_new_path(cairo)
    }

    /// Fills and/or strokes the current path.
    public func drawPath(using mode: CGPathDrawingMode) {
        let evenOdd = mode == .eoFill || mode == .eoFillStroke
        cairo_set_fill_rule(cairo, evenOdd ? CAIRO_FILL_RULE_EVEN_ODD : CAIRO_FILL_RULE_WINDING)
        if mode != .stroke { paint(color: state.fillColor) { cairo_fill_preserve($0) } }
        if mode == .stroke || mode == .fillStroke || mode == .eoFillStroke {
            paint(color: state.strokeColor) { cairo_stroke_preserve($0) }
        }
        cairo_new_path(cairo)
    }

    public func fill(_ rect: CGRect) {
        beginPath()
        addRect(rect)
        fillPath()
    }

    public func fill(_ rects: [CGRect]) {
        beginPath()
        addRects(rects)
        fillPath()
    }

    public func fillEllipse(in rect: CGRect) {
        beginPath()
        addEllipse(in: rect)
        fillPath()
    }

    public func stroke(_ rect: CGRect) {
        beginPath()
        addRect(rect)
        strokePath()
    }

    public func stroke(_ rect: CGRect, width: CGFloat) {
        saveGState()
        setLineWidth(width)
        stroke(rect)
        restoreGState()
    }

    public func strokeEllipse(in rect: CGRect) {
        beginPath()
        addEllipse(in: rect)
        strokePath()
    }

    public func strokeLineSegments(between points: [CGPoint]) {
        beginPath()
        var index = 0
        while index + 1 < points.count {
            move(to: points[index])
            addLine(to: points[index + 1])
            index += 2
        }
        strokePath()
    }

    /// Sets every pixel of `rect` to transparent, ignoring alpha, blend mode and shadow.
    public func clear(_ rect: CGRect) {
        cairo_save(cairo)
        cairo_set_operator(cairo, CAIRO_OPERATOR_CLEAR)
        cairo_new_path(cairo)
        cairo_rectangle(cairo, Double(rect.minX), Double(rect.minY), Double(rect.width), Double(rect.height))
        cairo_fill(cairo)
        cairo_restore(cairo)
        synchronize()
    }

    // MARK: Clipping

    /// Intersects the clip with the current path (and clears the path).
    public func clip(using rule: CGPathFillRule = .winding) {
        cairo_set_fill_rule(cairo, rule == .winding ? CAIRO_FILL_RULE_WINDING : CAIRO_FILL_RULE_EVEN_ODD)
        cairo_clip(cairo)
    }

    public func clip(to rect: CGRect) {
        beginPath()
        addRect(rect)
        clip()
    }

    public func clip(to rects: [CGRect]) {
        beginPath()
        addRects(rects)
        clip()
    }

    /// The bounding box of the clip, in user space.
    public var boundingBoxOfClipPath: CGRect {
        var x1 = 0.0, y1 = 0.0, x2 = 0.0, y2 = 0.0
        cairo_clip_extents(cairo, &x1, &y1, &x2, &y2)
        return CGRect(x: x1, y: y1, width: x2 - x1, height: y2 - y1)
    }

    // MARK: Package

    var hasCurrentPoint: Bool { cairo_has_current_point(cairo) != 0 }

    func addPath(elements: [PathElement]) {
        var cursor = PathCursor()
        if hasCurrentPoint {
            cursor.advance(over: .move(currentPointOfPath))
        }
        for element in elements {
            switch element {
            case .move(let p): cairo_move_to(cairo, Double(p.x), Double(p.y))
            case .line(let p): cairo_line_to(cairo, Double(p.x), Double(p.y))
            case .quad(let control, let end):
                let start = cursor.currentPoint ?? control
                let c1 = CGPoint(x: start.x + 2 / 3 * (control.x - start.x), y: start.y + 2 / 3 * (control.y - start.y))
                let c2 = CGPoint(x: end.x + 2 / 3 * (control.x - end.x), y: end.y + 2 / 3 * (control.y - end.y))
                cairo_curve_to(cairo, Double(c1.x), Double(c1.y), Double(c2.x), Double(c2.y), Double(end.x), Double(end.y))
            case .cubic(let c1, let c2, let end):
                cairo_curve_to(cairo, Double(c1.x), Double(c1.y), Double(c2.x), Double(c2.y), Double(end.x), Double(end.y))
            case .close: cairo_close_path(cairo)
            }
            cursor.advance(over: element)
        }
    }

    private func requireCurrentPoint(_ operation: String) -> Bool {
        if hasCurrentPoint { return true }
        OpenUIKitDiagnostics.report(.invalidContextOperation, "CGContext.\(operation): no current point.")
        return false
    }
}
