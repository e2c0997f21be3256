import Foundation

// Behaviour source [O] — Scrolling
//   Rule: A scroll view holds its content's touches before handing them on
//   Value: 0.15 s
//   Source: "How is UIScrollView implemented, and how does it capture and respond to gestures"
//     (mo4tech,
//     https://mo4tech.com/how-is-uiscrollview-implemented-and-how-does-it-capture-and-respond-to-gestures.html):
//     "If the touch does not move within 150ms, it passes this event to the internal view".
//     Apple documents the delay (`delaysContentTouches`) but not its length.
/// Holds the touches a scroll view's content would get back for a moment, so that a finger that
/// starts a scroll never reaches the content (`UIScrollView.delaysContentTouches`).
///
/// It never recognizes: it fails after `delay` (the content then gets `touchesBegan`), when
/// the fingers lift first (the content gets the began and ended phases at once: a quick tap
/// still reaches buttons and cells), or when the scroll view's pan takes the touches (the
/// content gets nothing). iOS does the same with a private recognizer; 0.15 s is iOS's
/// observed delay [O].
@MainActor
final class ScrollViewTouchDelayRecognizer: UIGestureRecognizer {
    static let delay: TimeInterval = 0.15

    init() {
        super.init(target: nil, action: nil)
        delaysTouchesBegan = true
        cancelsTouchesInView = false
    }

    override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent) {
        guard state == .possible, timerTokens.isEmpty else { return }
        scheduleTimeout(after: Self.delay, purpose: "scroll view content touch delay") { [weak self] in
            guard let self, self.state == .possible else { return }
            self.state = .failed
        }
    }

    override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent) {
        if state == .possible, numberOfTouches == 0 || trackedTouches.allSatisfy({ !$0.isActive }) { state = .failed }
    }

    override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent) {
        if state == .possible { state = .failed }
    }

    /// It only holds touches back; it never keeps another recognizer from recognizing.
    override func canPrevent(_ preventedGestureRecognizer: UIGestureRecognizer) -> Bool { false }
}
