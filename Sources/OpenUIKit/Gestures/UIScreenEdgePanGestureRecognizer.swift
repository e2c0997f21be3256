/// A pan that starts at an edge of the screen: the finger must touch down within about 20
/// points of one of `edges` (in the window) and move away from that edge; otherwise the
/// recognizer fails. The navigation controller's pop gesture is one of these.
///
/// `.left` and `.right` are physical edges. The navigation controller's pop gesture starts at
/// the leading edge: the left one, or the right one when the navigation controller's view lays
/// out right to left.
@preconcurrency @MainActor
open class UIScreenEdgePanGestureRecognizer: UIPanGestureRecognizer {
    /// The edges a gesture may start from. Empty by default: set it, or nothing is recognized.
    open var edges: UIRectEdge = []

    /// `.left` in `edges` stands for the leading edge (the navigation controller's pop gesture).
    final var followsLeadingEdge = false

    /// The edge the current gesture started at.
    private var startEdge: UIRectEdge?

    override open func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent) {
        if state == .possible, startEdge == nil {
            guard let touch = touches.first, let edge = edgeNear(touch) else {
                state = .failed
                return
            }
            startEdge = edge
        }
        super.touchesBegan(touches, with: event)
    }

    /// Past the hysteresis the motion must point away from the start edge, more than along it
    /// (our rule for "moves away from the edge").
    override func panMayBegin(movedBy motion: CGPoint) -> Bool {
        let away: CGFloat, along: CGFloat
        switch startEdge {
        case .left?: (away, along) = (motion.x, motion.y)
        case .right?: (away, along) = (-motion.x, motion.y)
        case .top?: (away, along) = (motion.y, motion.x)
        case .bottom?: (away, along) = (-motion.y, motion.x)
        default: return false
        }
        return away > 0 && away >= abs(along)
    }

    override open func reset() {
        super.reset()
        startEdge = nil
    }

    private func edgeNear(_ touch: UITouch) -> UIRectEdge? {
        guard let window = touch.window else { return nil }
        let point = touch.location(in: window)
        let bounds = window.bounds
        let margin = GestureConstants.screenEdgeMargin
        var edges = edges
        if followsLeadingEdge, edges.contains(.left), view?.readsRightToLeft == true {
            edges.remove(.left)
            edges.insert(.right)
        }
        if edges.contains(.left), point.x - bounds.minX <= margin { return .left }
        if edges.contains(.right), bounds.maxX - point.x <= margin { return .right }
        if edges.contains(.top), point.y - bounds.minY <= margin { return .top }
        if edges.contains(.bottom), bounds.maxY - point.y <= margin { return .bottom }
        return nil
    }
}
