/// The numbers behind the system's own transition animations. Apple documents none of them;
/// these are our measurements and readings of iOS (docs/transition-engine.md, "System animations") — non-authoritative, and
/// tunable so a team can match the iOS version they ship for. (Main-actor state read by every
/// system transition: access is not checked dynamically for exclusivity.)
@preconcurrency @MainActor
public enum SystemTransitionConstants {
    // Behaviour source [R] — Transitions and navigation
    //   Rule: System push and pop: duration, how far the outgoing view moves, the dimming over it,
    //     the incoming view's leading shadow, the curve
    //   Value: 0.35 s; 0.3 of the width; black 0.1; shadow radius 9, opacity 0.25; ease-out (0,
    //     0)(0.58, 1) for UIKit's private curve 7
    //   Source: Our reading of iOS screen recordings; Apple documents none of them and no published
    //     measurement was found. Tunable here so a team can match the iOS version it ships for.
    //   Also: docs/transition-engine.md
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
    // Behaviour source [R] — Presentation and sheets
    //   Rule: Modal transition styles' durations; sheets' duration, top gap, corner radius and the
    //     presenter's scale behind a phone's sheet; popovers' fade;
    //     setNavigationBarHidden(_:animated:)
    //   Value: cover vertical 0.4 s, cross dissolve 0.3 s, flip 0.6 s, curl 0.6 s; sheet 0.4 s, 10
    //     pt, 10 pt, 0.92; popover 0.2 s; bar 0.2 s
    //   Source: Our reading of iOS screen recordings; Apple documents none of them and no published
    //     measurement was found.
    //   Also: docs/transition-engine.md
    /// Modal transition durations.
    @exclusivity(unchecked) public static var coverVerticalDuration: TimeInterval = 0.4
    @exclusivity(unchecked) public static var crossDissolveDuration: TimeInterval = 0.3
    @exclusivity(unchecked) public static var flipDuration: TimeInterval = 0.6
    @exclusivity(unchecked) public static var curlDuration: TimeInterval = 0.6
    /// Sheets (page and form sheets on iOS 13+).
    @exclusivity(unchecked) public static var sheetDuration: TimeInterval = 0.4
    @exclusivity(unchecked) public static var sheetTopGap: CGFloat = 10
    @exclusivity(unchecked) public static var sheetCornerRadius: CGFloat = 10
    // Behaviour source [O] — Presentation and sheets
    //   Rule: A page sheet's dimming, and its interactive dismissal: the sheet follows the finger
    //     1:1 after the pan's 10-point slop, the dimming fades linearly with the drag, a release
    //     past half its height or at 1,000 pt/s downward dismisses it, and it settles on a
    //     critically damped spring
    //   Value: black 0.2; 0.5 of the height; 1,000 pt/s; ω = √(1000/3) ≈ 18.26 s⁻¹
    //   Source: Vercantez, "openuikit", docs/APP_FEEL.md
    //     (https://github.com/Vercantez/openuikit/blob/main/docs/APP_FEEL.md), section "Measured
    //     sheet interaction (M11, 2026-08-25)", iOS 26.1 on an iPhone 16 Simulator (393 × 852 pt):
    //     "black at alpha 0.2 exactly", "alpha = 0.2·(1 − offset/height), linear", "1:1 after
    //     exactly 10 pt of slop", "> 50 % of the sheet's height" or "≥ 1000 pt/s downward",
    //     "critically damped, ω = √(1000/3) = 18.2574". Its figures are used; its code is not.
    //   Also: Sources/OpenUIKit/Engine/Presentation/SheetDragInteraction.swift
    /// The black dimming behind a sheet: 0.2, measured on iOS 26.1 and published [O].
    public static var sheetDimming: CGFloat = 0.2
    /// A dragged sheet settles (dismissed or back) with a critically damped spring of this
    /// natural frequency, per second: √(1000/3) ≈ 18.257, measured on iOS 26.1 and published [O].
    public static var sheetSettleFrequency: Double = (1000.0 / 3).squareRoot()
    /// A dragged sheet is dismissed when released past this fraction of its height…
    /// (0.5, measured on iOS 26.1 and published [O]).
    public static var sheetDismissFraction: CGFloat = 0.5
    /// …or at least this fast downward, in points per second (1,000, measured likewise).
    public static var sheetDismissVelocity: CGFloat = 1000
    /// How much the presenter shrinks behind a sheet on a phone.
    @exclusivity(unchecked) public static var sheetPresenterScale: CGFloat = 0.92
    // Behaviour source [R] — Transitions and navigation
    //   Rule: The interactive pop finishes when released past this fraction of the width
    //   Value: 0.5
    //   Source: No published measurement found (the code called it observed, but no publication
    //     was ever cited, so by the legend it is ours). Settled by a published measurement of the
    //     edge swipe's release.
    //   Also: docs/porting.md
    /// The interactive pop finishes when released past this fraction of the width... [R]
    @exclusivity(unchecked) public static var interactivePopFinishFraction: CGFloat = 0.5
    // Behaviour source [R] — Transitions and navigation
    //   Rule: …or when flicked toward the trailing edge faster than this
    //   Value: 500 pt/s
    //   Source: No published measurement found. A plausible flick speed, tunable
    //     (`interactivePopFinishVelocity`).
    //   Also: docs/porting.md
    /// ...or when flicked towards the trailing edge faster than this, in points per second [R].
    @exclusivity(unchecked) public static var interactivePopFinishVelocity: CGFloat = 500
    /// Popovers fade in and out.
    @exclusivity(unchecked) public static var popoverDuration: TimeInterval = 0.2
    /// `setNavigationBarHidden(_:animated:)` (UIKit's `hideShowBarDuration`).
    @exclusivity(unchecked) public static var barHideShowDuration: TimeInterval = 0.2
}
