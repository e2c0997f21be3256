/// How a presented controller covers the screen.
public enum UIModalPresentationStyle: Int, Sendable {
    case fullScreen = 0, pageSheet = 1, formSheet = 2, currentContext = 3, custom = 4
    case overFullScreen = 5, overCurrentContext = 6, popover = 7
    /// "Not a modal transition" / "do not adapt".
    case none = -1
    /// The system's choice (a page sheet).
    case automatic = -2
}

/// The animation of a standard modal presentation.
public enum UIModalTransitionStyle: Int, Sendable {
    case coverVertical = 0, flipHorizontal = 1, crossDissolve = 2, partialCurl = 3
}
