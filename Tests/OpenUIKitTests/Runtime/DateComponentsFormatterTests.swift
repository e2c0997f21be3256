import Foundation
import OpenUIKit
import Testing

/// `DateComponentsFormatter` (Sources/OpenUIKitShims/Formatters), checked against the en_US
/// examples of Apple's documentation. The bare name is Foundation's (unavailable on Linux) and
/// OpenUIKit's both, so it is qualified, as the source bridge writes it.
@MainActor
struct DateComponentsFormatterTests {
    typealias Formatter = OpenUIKit.DateComponentsFormatter

    /// Apple's example for every style: 3 years, 9 months, 26 days, 19 hours and 17 seconds.
    @Test(arguments: [
        (Formatter.UnitsStyle.abbreviated, "3y 9mo 26d 19h 17s"),
        (.short, "3 yrs, 9 mths, 26 days, 19 hr, 17 sec"),
        (.full, "3 years, 9 months, 26 days, 19 hours, 17 seconds"),
        (.spellOut, "three years, nine months, twenty-six days, nineteen hours, seventeen seconds"),
        (.brief, "3yrs 9mths 26days 19hr 17sec"),
    ])
    func eachStyleWritesAppleExample(_ style: Formatter.UnitsStyle, _ expected: String) {
        let formatter = Formatter()
        formatter.unitsStyle = style
        formatter.allowedUnits = [.year, .month, .day, .hour, .minute, .second]
        let components = DateComponents(year: 3, month: 9, day: 26, hour: 19, second: 17)
        #expect(formatter.string(from: components) == expected)
    }

    @Test func positionalDropsLeadingZeroUnitsAndPadsTheRest() {
        let formatter = Formatter()
        formatter.allowedUnits = [.hour, .minute, .second]
        #expect(formatter.string(from: 3_723) == "1:02:03")
        #expect(formatter.string(from: 63) == "1:03")
        #expect(formatter.string(from: 3_600) == "1:00:00")
        formatter.zeroFormattingBehavior = .pad
        #expect(formatter.string(from: 63) == "0:01:03")
    }

    @Test func componentsAreReexpressedInTheAllowedUnits() {
        let formatter = Formatter()
        formatter.unitsStyle = .full
        formatter.allowedUnits = [.hour, .minute]
        #expect(formatter.string(from: DateComponents(minute: 90)) == "1 hour, 30 minutes")
        #expect(formatter.string(from: 59) == "0 minutes")
        formatter.maximumUnitCount = 1
        #expect(formatter.string(from: DateComponents(hour: 2, minute: 5)) == "2 hours")
    }

    @Test func theClassMethodUsesTheDefaultUnits() {
        let text = Formatter.localizedString(from: DateComponents(hour: 1, minute: 1), unitsStyle: .full)
        #expect(text == "1 hour, 1 minute")
        #expect(Formatter.localizedString(from: DateComponents(day: 8), unitsStyle: .abbreviated) == "1w 1d")
    }

    @Test func aDateRangeAndAnythingElse() {
        let formatter = Formatter()
        formatter.unitsStyle = .short
        formatter.allowedUnits = [.day, .hour]
        let start = Date(timeIntervalSinceReferenceDate: 0)
        #expect(formatter.string(from: start, to: start.addingTimeInterval(90_000)) == "1 day, 1 hr")
        #expect(formatter.string(for: 7_200.0) == "2 hr")
        #expect(formatter.string(for: "two hours") == nil)
        #expect(formatter.string(from: .infinity) == nil)
    }
}
