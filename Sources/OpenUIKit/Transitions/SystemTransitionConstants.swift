/// The numbers behind the system's own transition animations. Apple documents none of them;
/// these are our measurements and readings of iOS (docs/transition-engine.md, "System animations") — non-authoritative, and
/// tunable so a team can match the iOS version they ship for. (Main-actor state read by every
/// system transition: access is not checked dynamically for exclusivity.)
@preconcurrency @MainActor
public enum SystemTransitionConstants {
    /// UIKit's private curve 7, used by navigation and modal transitions and by animations
    /// whose options carry curve 7: an ease-out cubic (0, 0)(0.58, 1) (docs/transition-engine.md, "System animations").
    @exclusivity(unchecked) public static var systemCurve = CAMediaTimingFunction(controlPoints: 0, 0, 0.58, 1)
    /// Push and pop.
    @exclusivity(unchecked) public static var navigationDuration: TimeInterval = 0.35
    /// How far the outgoing view moves during a push, as a fraction of the width.
    @exclusivity(unchecked) public static var navigationParallax: CGFloat = 0.3
    /// The black overlay on the covered view at the end of a push.
    @exclusivity(unchecked) public static var navigationDimming: CGFloat = 0.1
    /// The shadow on the incoming view's leading edge.
    @exclusivity(unchecked) public static var navigationShadowRadius: CGFloat = 9
    @exclusivity(unchecked) public static var navigationShadowOpacity: Float = 0.25
    /// Modal transition durations.
    @exclusivity(unchecked) public static var coverVerticalDuration: TimeInterval = 0.4
    @exclusivity(unchecked) public static var crossDissolveDuration: TimeInterval = 0.3
    @exclusivity(unchecked) public static var flipDuration: TimeInterval = 0.6
    @exclusivity(unchecked) public static var curlDuration: TimeInterval = 0.6
    /// Sheets (page and form sheets on iOS 13+).
    @exclusivity(unchecked) public static var sheetDuration: TimeInterval = 0.4
    @exclusivity(unchecked) public static var sheetTopGap: CGFloat = 10
    @exclusivity(unchecked) public static var sheetCornerRadius: CGFloat = 10
    /// The black dimming behind a sheet: 0.2, measured on iOS 26.1 and published (issue 47).
    public static var sheetDimming: CGFloat = 0.2
    /// A dragged sheet settles (dismissed or back) with a critically damped spring of this
    /// natural frequency, per second: 18.26, measured on iOS 26.1 and published (issue 47).
    public static var sheetSettleFrequency: Double = 18.26
    /// A dragged sheet is dismissed when released past this fraction of its height…
    /// (0.5, measured on iOS 26.1 and published, issue 47).
    public static var sheetDismissFraction: CGFloat = 0.5
    /// …or at least this fast downward, in points per second (1,000, measured likewise).
    public static var sheetDismissVelocity: CGFloat = 1000
    /// How much the presenter shrinks behind a sheet on a phone.
    @exclusivity(unchecked) public static var sheetPresenterScale: CGFloat = 0.92
    /// The interactive pop finishes when released past this fraction of the width... [O]
    @exclusivity(unchecked) public static var interactivePopFinishFraction: CGFloat = 0.5
    /// ...or when flicked towards the trailing edge faster than this, in points per second [R].
    @exclusivity(unchecked) public static var interactivePopFinishVelocity: CGFloat = 500
    /// Popovers fade in and out.
    @exclusivity(unchecked) public static var popoverDuration: TimeInterval = 0.2
    /// `setNavigationBarHidden(_:animated:)` (UIKit's `hideShowBarDuration`).
    @exclusivity(unchecked) public static var barHideShowDuration: TimeInterval = 0.2
}
