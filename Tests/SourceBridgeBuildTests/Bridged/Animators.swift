import UIKit

/// The first NSObject class of a chain declares the connections; its subclass, with an outlet,
/// overrides them.
class BaseFadeAnimator: NSObject {
    var duration: TimeInterval = 0.3

    /// Outlets and actions storyboards and nibs connect by name (source bridge).
    @MainActor class func interfaceBuilderConnections(into connections: inout InterfaceBuilderConnections) {
        connections.makeInstance = { BaseFadeAnimator() }
    }
}

extension BaseFadeAnimator: InterfaceBuilderConnectable {}

class SlideFadeAnimator: BaseFadeAnimator {
    weak var sourceView: UIView?

    init(duration: TimeInterval) {
        super.init()
        self.duration = duration
    }

    /// Outlets and actions storyboards and nibs connect by name (source bridge).
    @MainActor override class func interfaceBuilderConnections(into connections: inout InterfaceBuilderConnections) {
        super.interfaceBuilderConnections(into: &connections)
        connections.makeInstance = nil
        connections.outlet("sourceView", \SlideFadeAnimator.sourceView)
    }
}

enum Transitions {
    /// A nested object with an outlet collection.
    class Fader: NSObject {
        var fadingViews: [UIView]!

        /// Outlets and actions storyboards and nibs connect by name (source bridge).
        @MainActor class func interfaceBuilderConnections(into connections: inout InterfaceBuilderConnections) {
            connections.makeInstance = { Transitions.Fader() }
            connections.outlet("fadingViews", \Transitions.Fader.fadingViews)
        }
    }
}

extension Transitions.Fader: InterfaceBuilderConnectable {}
