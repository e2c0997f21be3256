/// What a touch's view has been sent, and what is held back by gesture recognizers that delay
/// touches (`delaysTouchesBegan`, `delaysTouchesEnded`).
struct TouchViewDelivery {
    /// The view got `touchesBegan` for this touch.
    var beganDelivered = false
    /// A recognizer that `cancelsTouchesInView` recognized: the view gets nothing more
    /// (after `touchesCancelled` if it had seen the touch begin).
    var cancelled = false
    /// Phases waiting for the delaying recognizers to fail, oldest first.
    var held: [UITouch.Phase] = []
}
