import Foundation

/// How a date picker is drawn.
public enum UIDatePickerStyle: Int, Sendable {
    case automatic = 0
    case wheels = 1
    case compact = 2
    case inline = 3
}

/// Picks a date, a time, both, a month and year, or a countdown duration on wheels.
///
/// The user turning a wheel sends `.valueChanged` once it has settled; setting `date` (or
/// `countDownDuration`) from code sends nothing, as on iOS. The date stays within
/// `minimumDate`…`maximumDate`: a wheel turned past them turns back. Minutes step by
/// `minuteInterval`. Month names, the calendar and the time zone come from Foundation
/// (`locale`, `calendar`, `timeZone`).
///
/// - Note: OpenUIKit differs: every style is drawn as wheels (`datePickerStyle` is always
///   `.wheels`; `preferredDatePickerStyle` is kept), hours run 0–23 whatever the locale, and
///   the `.dateAndTime` day wheel spans two years either side of the date it started with (or
///   the minimum and maximum dates).
@preconcurrency @MainActor
open class UIDatePicker: UIControl {
    /// What the wheels pick.
    public enum Mode: Int, Sendable {
        case time = 0
        case date = 1
        case dateAndTime = 2
        case countDownTimer = 3
        case yearAndMonth = 4
    }

    /// What the wheels pick (`.dateAndTime` by default).
    open var datePickerMode: Mode = .dateAndTime { didSet { wheels.rebuild() } }
    /// The locale of month and day names (`Locale.current` when nil).
    open var locale: Locale? { didSet { wheels.rebuild() } }
    /// The calendar the wheels count in (the locale's, else the current one).
    open var calendar: Calendar! {
        get { calendarStorage ?? makeCalendar() }
        set {
            calendarStorage = newValue
            wheels.rebuild()
        }
    }
    private var calendarStorage: Calendar?
    /// The time zone (the calendar's when nil).
    open var timeZone: TimeZone? { didSet { wheels.rebuild() } }
    /// The earliest date the user can pick.
    open var minimumDate: Date? { didSet { clampAfterLimitsChanged() } }
    /// The latest date the user can pick.
    open var maximumDate: Date? { didSet { clampAfterLimitsChanged() } }
    /// The minute wheel's step, 1…30 and dividing 60 (1 by default); others are reported and
    /// ignored, as UIKit ignores them.
    open var minuteInterval: Int {
        get { minuteIntervalStorage }
        set {
            guard (1...30).contains(newValue), 60 % newValue == 0 else {
                return OpenUIKitDiagnostics.report(.viewMisuse, "UIDatePicker.minuteInterval \(newValue) must be between 1 and 30 and divide 60; it stays \(minuteIntervalStorage).")
            }
            minuteIntervalStorage = newValue
            wheels.rebuild()
        }
    }
    private var minuteIntervalStorage = 1
    /// Whether the shown minute is rounded to `minuteInterval` (true by default).
    open var roundsToMinuteInterval = true
    /// The countdown in seconds (`.countDownTimer`), at most 23 h 59 min.
    open var countDownDuration: TimeInterval {
        get { countDownStorage }
        set {
            countDownStorage = min(max(newValue.isFinite ? newValue : 0, 0), 86_399)
            wheels.show(animated: false)
        }
    }
    private var countDownStorage: TimeInterval = 0
    /// The style the app asks for (kept; OpenUIKit draws wheels).
    open var preferredDatePickerStyle: UIDatePickerStyle = .automatic
    /// The style drawn: always `.wheels` here.
    open var datePickerStyle: UIDatePickerStyle { .wheels }

    /// The picked date.
    open var date: Date {
        get { dateStorage }
        set { setDate(newValue, animated: false) }
    }
    /// Now when the picker is made (on the virtual clock, the virtual now).
    private var dateStorage = UIApplication.shared.currentDate
    private lazy var wheels = DatePickerWheels(owner: self)

    override public init(frame: CGRect) {
        super.init(frame: frame)
        setUp()
    }

    public required init?(coder: NSCoder) {
        super.init(coder: coder)
        setUp()
        if let coder = coder as? InterfaceBuilderCoder { IBViewDecoding.decodeDatePicker(self, coder) }
    }

    private func setUp() {
        addSubview(wheels.picker)
        wheels.rebuild()
    }

    /// Sets the date (kept within the minimum and maximum); the wheels turn to it. No event.
    open func setDate(_ date: Date, animated: Bool) {
        dateStorage = clamp(date)
        wheels.show(animated: animated)
    }

    override open var intrinsicContentSize: CGSize {
        CGSize(width: 320, height: UIPickerView.standardHeight)
    }

    override open func sizeThatFits(_ size: CGSize) -> CGSize {
        CGSize(width: size.width > 0 ? size.width : 320, height: UIPickerView.standardHeight)
    }

    override open func layoutSubviews() {
        super.layoutSubviews()
        wheels.picker.frame = bounds
    }

    // MARK: Internals (DatePickerWheels)

    final func clamp(_ date: Date) -> Date {
        var value = date
        if let minimumDate, value < minimumDate { value = minimumDate }
        if let maximumDate, value > maximumDate { value = maximumDate }
        return value
    }

    /// The user settled a wheel on `date` (or a countdown): kept within the limits, the wheels
    /// turned back if it was outside, then `.valueChanged`.
    final func userPicked(date: Date?, countDown: TimeInterval?) {
        if let countDown { countDownStorage = countDown }
        if let date {
            let clamped = clamp(date)
            dateStorage = clamped
            if clamped != date { wheels.show(animated: true) }
        }
        sendActions(for: .valueChanged)
    }

    final var effectiveCalendar: Calendar {
        var calendar = self.calendar ?? Calendar.current
        if let timeZone { calendar.timeZone = timeZone }
        return calendar
    }

    final var effectiveLocale: Locale { locale ?? calendarStorage?.locale ?? Locale.current }

    private func makeCalendar() -> Calendar {
        var calendar = Calendar.current
        calendar.locale = effectiveLocale
        return calendar
    }

    private func clampAfterLimitsChanged() {
        dateStorage = clamp(dateStorage)
        wheels.rebuild()
    }

    /// The wheel picker inside (for tests).
    final var wheelPicker: UIPickerView { wheels.picker }
}
