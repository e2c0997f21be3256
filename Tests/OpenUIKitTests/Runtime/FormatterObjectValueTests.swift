import Foundation
import OpenUIKit
import Testing

/// `Formatter.getObjectValue(_:for:errorDescription:)` and `AutoreleasingUnsafeMutablePointer`
/// (Sources/OpenUIKitShims), used as iOS text fields use them: the caller allocates the memory,
/// the formatter sets the value.
@MainActor
struct FormatterObjectValueTests {
    /// As the source bridge ports a `NumberFormatter` subclass that overrides
    /// `getObjectValue(_:for:range:)`.
    final class CentsFormatter: NumberFormatter, FormatterObjectValueParsing, @unchecked Sendable {
        func getObjectValue(_ obj: AutoreleasingUnsafeMutablePointer<AnyObject?>?, for string: String,
                            range rangep: UnsafeMutablePointer<NSRange>?) throws {
            struct NoDigits: Error {}
            let digits = string.filter(\.isNumber)
            guard !digits.isEmpty else { throw NoDigits() }
            obj?.pointee = NSNumber(value: (Double(digits) ?? 0) / 100)
        }
    }

    final class SilentFormatter: Formatter, @unchecked Sendable {}

    private func read(_ text: String, with formatter: Formatter) -> (Bool, AnyObject?, String?) {
        let storage = UnsafeMutablePointer<Double>.allocate(capacity: 1)
        defer { storage.deallocate() }
        let value = AutoreleasingUnsafeMutablePointer<AnyObject?>(storage)
        let errorStorage = UnsafeMutablePointer<NSString?>.allocate(capacity: 1)
        errorStorage.initialize(to: nil)
        defer { errorStorage.deinitialize(count: 1); errorStorage.deallocate() }
        let read = formatter.getObjectValue(value, for: text, errorDescription: AutoreleasingUnsafeMutablePointer(errorStorage))
        return (read, read ? value.pointee : nil, errorStorage.pointee.map { String($0) })
    }

    @Test func aSubclassReadsThroughItsOwnMethod() {
        let (read, value, _) = read("12 34", with: CentsFormatter())
        #expect(read)
        #expect((value as? NSNumber)?.doubleValue == 12.34)
        let (failed, _, error) = self.read("none", with: CentsFormatter())
        #expect(!failed)
        #expect(error?.contains("NoDigits") == true)
    }

    @Test func numberAndDateFormattersReadTheirValues() {
        let numbers = NumberFormatter()
        numbers.numberStyle = .decimal
        numbers.locale = Locale(identifier: "en_US")
        #expect((read("1,234.5", with: numbers).1 as? NSNumber)?.doubleValue == 1234.5)
        let notANumber = read("twelve", with: numbers)
        #expect(!notANumber.0)
        #expect(notANumber.2 == "Invalid value: \"twelve\"")
        let dates = DateFormatter()
        dates.dateFormat = "yyyy-MM-dd"
        dates.timeZone = TimeZone(identifier: "UTC")
        let date = read("2001-01-02", with: dates).1 as? NSDate
        #expect(date?.timeIntervalSinceReferenceDate == 86_400)
    }

    @Test func aFormatterThatReadsNothingIsReported() {
        let capture = DiagnosticCapture(silent: true)
        let result = OpenUIKitDiagnostics.$capture.withValue(capture) { read("x", with: SilentFormatter()) }
        #expect(!result.0)
        #expect(capture.records.map(\.code) == [.formatter])
    }

    @Test func settingThePointeeDoesNotReleaseWhatWasThere() {
        // Memory that was only allocated holds garbage; setting it must not release that.
        let storage = UnsafeMutableRawPointer.allocate(byteCount: 8, alignment: 8)
        defer { storage.deallocate() }
        storage.storeBytes(of: 0xDEAD_BEEF, as: UInt.self)
        let pointer = AutoreleasingUnsafeMutablePointer<AnyObject?>(storage.assumingMemoryBound(to: UInt.self))
        pointer.pointee = NSNumber(value: 7)
        #expect((pointer.pointee as? NSNumber)?.intValue == 7)
        #expect(AutoreleasingUnsafeMutablePointer<AnyObject?>(nil as UnsafeMutablePointer<Int>?) == nil)
    }
}
