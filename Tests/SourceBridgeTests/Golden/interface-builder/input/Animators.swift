import UIKit

/// The first NSObject class of a chain declares the connections; its subclass, with an outlet,
/// overrides them.
class BaseFadeAnimator: NSObject {
    var duration: TimeInterval = 0.3
}

class SlideFadeAnimator: BaseFadeAnimator {
    @IBOutlet weak var sourceView: UIView?

    init(duration: TimeInterval) {
        super.init()
        self.duration = duration
    }
}

enum Transitions {
    /// A nested object with an outlet collection.
    class Fader: NSObject {
        @IBOutlet var fadingViews: [UIView]!
    }
}
