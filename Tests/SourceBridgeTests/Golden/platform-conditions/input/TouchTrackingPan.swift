#if os(iOS) || os(tvOS)
import UIKit.UIGestureRecognizerSubclass

/// A pan that remembers where its first finger came down (the file's only import is the
/// recognizer-subclass header, which brings UIKit with it).
final class TouchTrackingPan: UIPanGestureRecognizer {
    private(set) var firstTouch: CGPoint?

    override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent) {
        super.touchesBegan(touches, with: event)
        firstTouch = touches.first?.location(in: view)
    }
}
#endif
