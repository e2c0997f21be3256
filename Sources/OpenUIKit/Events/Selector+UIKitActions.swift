extension Selector {
    /// `show(_:sender:)`.
    static let show = Selector("showViewController:sender:")
    /// `showDetailViewController(_:sender:)`.
    static let showDetail = Selector("showDetailViewController:sender:")
}
