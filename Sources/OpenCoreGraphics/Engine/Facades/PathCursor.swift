import Foundation

/// Tracks the current point and subpath start while walking elements.
package struct PathCursor {
    package private(set) var currentPoint: CGPoint?
    package private(set) var subpathStart: CGPoint?
    /// Whether the last element was a close (a new segment then starts a new subpath).
    private(set) var isAfterClose = false

    package init() {}

    init(elements: [PathElement]) {
        for element in elements { advance(over: element) }
    }

    package mutating func advance(over element: PathElement) {
        switch element {
        case .move(let point):
            currentPoint = point
            subpathStart = point
            isAfterClose = false
        case .close:
            currentPoint = subpathStart
            isAfterClose = true
        default:
            currentPoint = element.endPoint
            isAfterClose = false
        }
    }
}
