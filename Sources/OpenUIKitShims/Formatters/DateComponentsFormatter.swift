import Foundation

/// Writes a duration as text: "1:02:03", "1h 2m", "1 hour, 2 minutes".
///
/// Apple's Foundation has it; Linux's declares it unavailable. This one writes the six units
/// styles in English (en_US), as Apple's does for that locale, with the allowed units, the
/// zero-formatting behaviours and the maximum unit count.
///
/// - Note: Differs from iOS: English only (the formatter's `calendar` locale is not used for
///   words); `allowsFractionalUnits`, the approximation and time-remaining phrases and
///   `collapsesLargestUnit` are not offered (absent, so code using them does not compile).
///   A `TimeInterval` is split from a fixed reference date (2001-01-01 GMT) when years or months
///   are allowed, so a month is the length of January 2001 (31 days). In a file that imports
///   both Foundation and UIKit, the bare name is ambiguous (Foundation's is unavailable); write
///   `UIKit.DateComponentsFormatter`, as the source bridge does for iOS code.
open class DateComponentsFormatter: Formatter {
    /// How units are written (Apple's raw values).
    public enum UnitsStyle: Int, Sendable {
        /// "1:02:03"
        case positional = 0
        /// "1h 2m 3s"
        case abbreviated = 1
        /// "1 hr, 2 min, 3 sec"
        case short = 2
        /// "1 hour, 2 minutes, 3 seconds"
        case full = 3
        /// "one hour, two minutes, three seconds"
        case spellOut = 4
        /// "1hr 2min 3sec"
        case brief = 5
    }

    /// Which zero units are written.
    public struct ZeroFormattingBehavior: OptionSet, Sendable {
        public let rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }
        public static let none = ZeroFormattingBehavior([])
        /// Positional: drop leading zero units, keep the rest; other styles: drop every zero unit.
        public static let `default` = ZeroFormattingBehavior(rawValue: 1 << 0)
        public static let dropLeading = ZeroFormattingBehavior(rawValue: 1 << 1)
        public static let dropMiddle = ZeroFormattingBehavior(rawValue: 1 << 2)
        public static let dropTrailing = ZeroFormattingBehavior(rawValue: 1 << 3)
        public static let dropAll: ZeroFormattingBehavior = [.dropLeading, .dropMiddle, .dropTrailing]
        /// Keep zero units (`0:01:03` for 63 seconds in hours, minutes and seconds); positional
        /// units after the first always have two digits.
        public static let pad = ZeroFormattingBehavior(rawValue: 1 << 16)
    }

    open var unitsStyle: UnitsStyle = .positional
    /// The units written, largest first (Apple's default: years down to seconds, weeks of the month included).
    open var allowedUnits: NSCalendar.Unit = [.year, .month, .weekOfMonth, .day, .hour, .minute, .second]
    open var zeroFormattingBehavior: ZeroFormattingBehavior = .default
    /// At most this many units (0: no limit); the smaller ones are left out.
    open var maximumUnitCount = 0
    open var calendar: Calendar? = nil

    public override init() {
        super.init()
    }

    public required init?(coder: NSCoder) {
        return nil
    }

    /// The text for `components` with a formatter of `unitsStyle` and the default units.
    open class func localizedString(from components: DateComponents, unitsStyle: UnitsStyle) -> String? {
        let formatter = DateComponentsFormatter()
        formatter.unitsStyle = unitsStyle
        return formatter.string(from: components)
    }

    open func string(from components: DateComponents) -> String? {
        DurationText(formatter: self).text(for: DurationText.values(of: components, in: orderedUnits))
    }

    open func string(from interval: TimeInterval) -> String? {
        guard interval.isFinite else { return nil }
        return DurationText(formatter: self).text(for: DurationText.values(of: interval, in: orderedUnits))
    }

    open func string(from start: Date, to end: Date) -> String? {
        let components = (calendar ?? DurationText.gregorianUTC).dateComponents(Set(orderedUnits.map(\.component)), from: start, to: end)
        return DurationText(formatter: self).text(for: orderedUnits.map { ($0, components.value(for: $0.component) ?? 0) })
    }

    /// `string(from:)` for a `DateComponents` or a number of seconds; nil for anything else.
    open override func string(for object: Any?) -> String? {
        switch object {
        case let components as DateComponents: string(from: components)
        case let interval as TimeInterval: string(from: interval)
        case let number as NSNumber: string(from: number.doubleValue)
        default: nil
        }
    }

    /// The allowed units, largest first.
    var orderedUnits: [DurationText.Unit] {
        DurationText.Unit.allCases.filter { allowedUnits.contains($0.calendarUnit) }
    }
}
