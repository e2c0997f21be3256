import Foundation

// Behaviour source [R] — Alerts and pickers
//   Rule: Alert and action sheet metrics: 270-pt card, 14-pt corners, 17-pt semibold title, 13-pt
//     message, 44-pt buttons, 8-pt sheet margins, 57-pt sheet rows, 304-pt popover width, text
//     fields 30 pt
//   Value: see `AlertMetrics`
//   Source: Our reading of iOS 18 screenshots at 3x; Apple documents none. The 270-point width is
//     also the figure other authors use for a look-alike alert (marpies.com, "Custom UIAlert",
//     2022), which corroborates it but is not a measurement.
//   Also: docs/porting.md
/// The sizes, fonts, colours and timings of alerts and action sheets, iOS 18's look.
///
/// Apple documents none of them. They are our reading of iOS 18 screenshots on an iPhone at
/// 3x [R]: kept in this one place so a team that measures otherwise can change them, and
/// tagged as ours in docs/porting.md ("Alerts and action sheets").
enum AlertMetrics {
    // MARK: Alert (`.alert`)

    /// The alert card's width.
    static let alertWidth: CGFloat = 270
    static let cornerRadius: CGFloat = 14
    /// Space above the title and below the header (title, message, text fields).
    static let alertHeaderVerticalInset: CGFloat = 19
    static let alertHeaderSideInset: CGFloat = 16
    /// Between the title and the message.
    static let titleMessageSpacing: CGFloat = 3
    static let alertTitleFont = UIFont.systemFont(ofSize: 17, weight: .semibold)
    static let alertMessageFont = UIFont.systemFont(ofSize: 13)
    /// An alert button's height, and its font.
    static let alertButtonHeight: CGFloat = 44
    static let alertButtonFont = UIFont.systemFont(ofSize: 17)
    static let alertBoldButtonFont = UIFont.systemFont(ofSize: 17, weight: .semibold)
    /// A text field's height, and the space above each.
    static let textFieldHeight: CGFloat = 30
    static let textFieldSpacing: CGFloat = 8
    static let textFieldFont = UIFont.systemFont(ofSize: 13)

    // MARK: Action sheet (`.actionSheet`)

    /// The gap between an action sheet and the screen's sides (and its bottom without a home
    /// indicator), and between its groups.
    static let sheetMargin: CGFloat = 8
    static let sheetRowHeight: CGFloat = 57
    static let sheetButtonFont = UIFont.systemFont(ofSize: 20)
    static let sheetBoldButtonFont = UIFont.systemFont(ofSize: 20, weight: .semibold)
    static let sheetHeaderVerticalInset: CGFloat = 14
    static let sheetTitleFont = UIFont.systemFont(ofSize: 13, weight: .semibold)
    static let sheetMessageFont = UIFont.systemFont(ofSize: 13)
    /// An action sheet shown as a popover (on a pad): its width.
    static let popoverWidth: CGFloat = 304

    // MARK: Colours

    /// The card: light grey in light mode, dark grey in dark mode (standing in for UIKit's
    /// blurred material).
    static let cardColor = UIColor { traits in
        traits.userInterfaceStyle == .dark ? UIColor(white: 0.17, alpha: 1) : UIColor(white: 0.96, alpha: 1)
    }
    /// A button while a finger is on it.
    static let highlightColor = UIColor { traits in
        traits.userInterfaceStyle == .dark ? UIColor(white: 1, alpha: 0.1) : UIColor(white: 0, alpha: 0.1)
    }
    // Behaviour source [R] — Alerts and pickers
    //   Rule: Alerts and action sheets dim the screen with black
    //   Value: 20 %
    //   Source: Our reading of screenshots. Not to be confused with the sheet's 0.2, which is
    //     published.
    //   Also: docs/porting.md
    /// The dimming behind an alert or action sheet: black at this alpha.
    static let dimmingAlpha: CGFloat = 0.2

    // MARK: Timing

    /// An alert grows in from this scale while it fades in.
    static let alertPresentationScale: CGFloat = 1.2
    static let alertPresentationDuration: TimeInterval = 0.3
    static let alertDismissalDuration: TimeInterval = 0.25
    static let sheetPresentationDuration: TimeInterval = 0.35
    static let sheetDismissalDuration: TimeInterval = 0.3
}
