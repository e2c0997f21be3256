/// Something with bounds whose points and rectangles convert to and from other coordinate
/// spaces: views, and a screen's `coordinateSpace`.
///
/// - Note: OpenUIKit differs: screens never rotate, so a screen's `coordinateSpace` and
///   `fixedCoordinateSpace` are the same space.
@preconcurrency @MainActor
public protocol UICoordinateSpace: AnyObject {
    /// The space's rectangle in its own coordinates.
    var bounds: CGRect { get }
    func convert(_ point: CGPoint, to coordinateSpace: any UICoordinateSpace) -> CGPoint
    func convert(_ point: CGPoint, from coordinateSpace: any UICoordinateSpace) -> CGPoint
    func convert(_ rect: CGRect, to coordinateSpace: any UICoordinateSpace) -> CGRect
    func convert(_ rect: CGRect, from coordinateSpace: any UICoordinateSpace) -> CGRect
}

/// A screen's coordinates: the origin at the screen's top left, in points.
@MainActor
final class ScreenCoordinateSpace: UICoordinateSpace {
    private let screen: UIScreen

    init(screen: UIScreen) { self.screen = screen }

    var bounds: CGRect { screen.bounds }

    func convert(_ point: CGPoint, to coordinateSpace: any UICoordinateSpace) -> CGPoint {
        if coordinateSpace is ScreenCoordinateSpace { return point }
        if let view = coordinateSpace as? UIView { return view.pointFromScreen(point) }
        return coordinateSpace.convert(point, from: self)
    }

    func convert(_ point: CGPoint, from coordinateSpace: any UICoordinateSpace) -> CGPoint {
        if coordinateSpace is ScreenCoordinateSpace { return point }
        if let view = coordinateSpace as? UIView { return view.pointToScreen(point) }
        return coordinateSpace.convert(point, to: self)
    }

    func convert(_ rect: CGRect, to coordinateSpace: any UICoordinateSpace) -> CGRect {
        if coordinateSpace is ScreenCoordinateSpace { return rect }
        if let view = coordinateSpace as? UIView { return view.rectFromScreen(rect) }
        return coordinateSpace.convert(rect, from: self)
    }

    func convert(_ rect: CGRect, from coordinateSpace: any UICoordinateSpace) -> CGRect {
        if coordinateSpace is ScreenCoordinateSpace { return rect }
        if let view = coordinateSpace as? UIView { return view.rectToScreen(rect) }
        return coordinateSpace.convert(rect, to: self)
    }
}

extension UIView: UICoordinateSpace {
    /// Converts `point` to another coordinate space (a view, or a screen's space).
    public func convert(_ point: CGPoint, to coordinateSpace: any UICoordinateSpace) -> CGPoint {
        if let view = coordinateSpace as? UIView { return convert(point, to: Optional(view)) }
        return coordinateSpace.convert(pointToScreen(point), from: UIScreen.main.coordinateSpace)
    }

    /// Converts `point` from another coordinate space.
    public func convert(_ point: CGPoint, from coordinateSpace: any UICoordinateSpace) -> CGPoint {
        if let view = coordinateSpace as? UIView { return convert(point, from: Optional(view)) }
        return pointFromScreen(coordinateSpace.convert(point, to: UIScreen.main.coordinateSpace))
    }

    /// Converts `rect` to another coordinate space.
    public func convert(_ rect: CGRect, to coordinateSpace: any UICoordinateSpace) -> CGRect {
        if let view = coordinateSpace as? UIView { return convert(rect, to: Optional(view)) }
        return coordinateSpace.convert(rectToScreen(rect), from: UIScreen.main.coordinateSpace)
    }

    /// Converts `rect` from another coordinate space.
    public func convert(_ rect: CGRect, from coordinateSpace: any UICoordinateSpace) -> CGRect {
        if let view = coordinateSpace as? UIView { return convert(rect, from: Optional(view)) }
        return rectFromScreen(coordinateSpace.convert(rect, to: UIScreen.main.coordinateSpace))
    }

    /// Screen coordinates: the window's, moved by the window's origin.
    func pointToScreen(_ point: CGPoint) -> CGPoint {
        let inWindow = convert(point, to: nil as UIView?)
        let origin = window?.frame.origin ?? .zero
        return CGPoint(x: inWindow.x + origin.x, y: inWindow.y + origin.y)
    }

    func pointFromScreen(_ point: CGPoint) -> CGPoint {
        let origin = window?.frame.origin ?? .zero
        return convert(CGPoint(x: point.x - origin.x, y: point.y - origin.y), from: nil as UIView?)
    }

    func rectToScreen(_ rect: CGRect) -> CGRect {
        let origin = window?.frame.origin ?? .zero
        return convert(rect, to: nil as UIView?).offsetBy(dx: origin.x, dy: origin.y)
    }

    func rectFromScreen(_ rect: CGRect) -> CGRect {
        let origin = window?.frame.origin ?? .zero
        return convert(rect.offsetBy(dx: -origin.x, dy: -origin.y), from: nil as UIView?)
    }
}

extension UIScreen {
    /// The screen's coordinate space (points, origin at the top left).
    public var coordinateSpace: any UICoordinateSpace { ScreenCoordinateSpace(screen: self) }
    /// The screen's coordinate space fixed to portrait; the same as `coordinateSpace` here (screens
    /// never rotate).
    public var fixedCoordinateSpace: any UICoordinateSpace { coordinateSpace }
}

extension UIWindowScene {
    /// The scene's coordinate space: its screen's.
    public var coordinateSpace: any UICoordinateSpace { screen.coordinateSpace }
}
