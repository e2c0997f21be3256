extension UINavigationController {
    /// The screen-edge pan from the left edge that pops the top controller interactively: the
    /// pop follows the finger and finishes when released past half the width or flicked right
    /// (`SystemTransitionConstants.interactivePop…`), otherwise slides back.
    ///
    /// Use it to set failure requirements (`otherGesture.require(toFail:)`). Its delegate is the
    /// navigation controller's own; the pop never begins with a single controller, while a
    /// transition is scheduled or running, when the top item hides its back button, or when the
    /// delegate vends its own pop animator (whatever a replacement delegate says — docs/transition-engine.md, "Diagnostics").
    public var interactivePopGestureRecognizer: UIGestureRecognizer? {
        _ = view
        return interactivePop.recognizer
    }
}

