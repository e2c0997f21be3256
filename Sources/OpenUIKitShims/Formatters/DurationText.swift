import Foundation

// Behaviour source [D] — Others: runtime, observation, Interface Builder
//   Rule: DateComponentsFormatter's English unit words and separators; zero units dropped by default
//   Value: "3y 9mo 26d 19h 17s", "3 yrs, 9 mths, 26 days, 19 hr, 17 sec", "3 years, 9 months, 26 days, 19 hours, 17 seconds", "3yrs 9mths 26days 19hr 17sec"
//   Source: Apple, DateComponentsFormatter.UnitsStyle, each case's en_US example
//     (https://developer.apple.com/documentation/foundation/datecomponentsformatter/unitsstyle-swift.enum),
//     and ZeroFormattingBehavior.default. The singular forms and the week words are ours.
//   Also: Tests/OpenUIKitTests/Runtime/DateComponentsFormatterTests.swift
/// How a `DateComponentsFormatter` splits a duration into its units and writes them.
struct DurationText {
    enum Unit: CaseIterable {
        case year, month, week, day, hour, minute, second

        /// The unit as `NSCalendar` and as `Calendar` name it.
        private var names: (unit: NSCalendar.Unit, component: Calendar.Component) {
            switch self {
            case .year: (.year, .year)
            case .month: (.month, .month)
            case .week: (.weekOfMonth, .weekOfMonth)
            case .day: (.day, .day)
            case .hour: (.hour, .hour)
            case .minute: (.minute, .minute)
            case .second: (.second, .second)
            }
        }

        var calendarUnit: NSCalendar.Unit { names.unit }
        var component: Calendar.Component { names.component }

        /// Seconds in one unit; nil for the calendar's units (years, months).
        var seconds: Int? {
            switch self {
            case .year, .month: nil
            case .week: 604_800
            case .day: 86_400
            case .hour: 3_600
            case .minute: 60
            case .second: 1
            }
        }

        /// (singular, plural) for each units style.
        func words(_ style: DateComponentsFormatter.UnitsStyle) -> (String, String) {
            switch style {
            case .positional: ("", "")
            case .abbreviated: [Unit.year: ("y", "y"), .month: ("mo", "mo"), .week: ("w", "w"), .day: ("d", "d"), .hour: ("h", "h"), .minute: ("m", "m"), .second: ("s", "s")][self]!
            case .short: [Unit.year: (" yr", " yrs"), .month: (" mth", " mths"), .week: (" wk", " wks"), .day: (" day", " days"), .hour: (" hr", " hr"), .minute: (" min", " min"), .second: (" sec", " sec")][self]!
            case .full, .spellOut: [Unit.year: (" year", " years"), .month: (" month", " months"), .week: (" week", " weeks"), .day: (" day", " days"), .hour: (" hour", " hours"), .minute: (" minute", " minutes"), .second: (" second", " seconds")][self]!
            case .brief: [Unit.year: ("yr", "yrs"), .month: ("mth", "mths"), .week: ("wk", "wks"), .day: ("day", "days"), .hour: ("hr", "hr"), .minute: ("min", "min"), .second: ("sec", "sec")][self]!
            }
        }
    }

    let formatter: DateComponentsFormatter

    /// `components` re-expressed in `units`: years and months as given (months become years
    /// when months are not allowed, and years months when years are not), and every smaller
    /// component summed in seconds and split over the allowed units, largest first.
    static func values(of components: DateComponents, in units: [Unit]) -> [(Unit, Int)] {
        var years = components.year ?? 0
        var months = components.month ?? 0
        if !units.contains(.month), units.contains(.year) { years += months / 12; months = 0 }
        if !units.contains(.year) { months += years * 12; years = 0 }
        var seconds = (components.weekOfMonth ?? components.weekOfYear ?? 0) * 604_800 + (components.day ?? 0) * 86_400
            + (components.hour ?? 0) * 3_600 + (components.minute ?? 0) * 60 + (components.second ?? 0)
        if !units.contains(.month) { seconds += months * 30 * 86_400; months = 0 }
        return units.map { unit in
            switch unit {
            case .year: return (unit, years)
            case .month: return (unit, months)
            default:
                let length = unit.seconds ?? 1
                let value = seconds / length
                seconds -= value * length
                return (unit, value)
            }
        }
    }

    /// A number of seconds in `units`: whole units, the calendar's from 2001-01-01 GMT when years
    /// or months are allowed; the fraction of the smallest unit is dropped.
    static func values(of interval: TimeInterval, in units: [Unit]) -> [(Unit, Int)] {
        let whole = Int(interval.rounded(.towardZero).clamped(to: -9.0e15...9.0e15))
        guard units.contains(.year) || units.contains(.month) else {
            return values(of: DateComponents(second: whole), in: units)
        }
        let start = Date(timeIntervalSinceReferenceDate: 0)
        let parts = gregorianUTC.dateComponents(Set(units.map(\.component)), from: start, to: start.addingTimeInterval(TimeInterval(whole)))
        return units.map { ($0, parts.value(for: $0.component) ?? 0) }
    }

    /// The Gregorian calendar in UTC: durations are split with it when no calendar is set.
    static var gregorianUTC: Calendar {
        var calendar = Calendar(identifier: .gregorian)
        if let utc = TimeZone(identifier: "UTC") { calendar.timeZone = utc }
        return calendar
    }

    func text(for values: [(Unit, Int)]) -> String? {
        guard !values.isEmpty else { return nil }
        let style = formatter.unitsStyle
        var kept = values
        let behavior = formatter.zeroFormattingBehavior
        var drop: DateComponentsFormatter.ZeroFormattingBehavior = behavior.subtracting([.default, .pad])
        if behavior.contains(.default), !behavior.contains(.pad) { drop.formUnion(style == .positional ? .dropLeading : .dropAll) }
        let nonZero = kept.indices.filter { kept[$0].1 != 0 }
        if let first = nonZero.first, let last = nonZero.last {
            kept = kept.enumerated().filter { index, entry in
                guard entry.1 == 0 else { return true }
                if index < first { return !drop.contains(.dropLeading) }
                if index > last { return !drop.contains(.dropTrailing) }
                return !drop.contains(.dropMiddle)
            }.map(\.element)
        } else if !drop.isEmpty, let smallest = kept.last {
            kept = [smallest]
        }
        if formatter.maximumUnitCount > 0 { kept = Array(kept.prefix(formatter.maximumUnitCount)) }
        let negative = kept.contains { $0.1 < 0 }
        if style == .positional {
            let numbers = kept.enumerated().map { index, entry in
                let digits = String(abs(entry.1))
                return index == 0 ? digits : String(repeating: "0", count: max(0, 2 - digits.count)) + digits
            }
            return (negative ? "-" : "") + numbers.joined(separator: ":")
        }
        let parts = kept.map { unit, value in
            let (singular, plural) = unit.words(style)
            let number = style == .spellOut ? Self.spelledOut(value) : String(value)
            return number + (abs(value) == 1 ? singular : plural)
        }
        return parts.joined(separator: [.abbreviated, .brief].contains(style) ? " " : ", ")
    }

    static func spelledOut(_ value: Int) -> String {
        let speller = NumberFormatter()
        speller.locale = Locale(identifier: "en_US")
        speller.numberStyle = .spellOut
        return speller.string(from: NSNumber(value: value)) ?? String(value)
    }
}

extension Comparable {
    fileprivate func clamped(to range: ClosedRange<Self>) -> Self { min(max(self, range.lowerBound), range.upperBound) }
}
