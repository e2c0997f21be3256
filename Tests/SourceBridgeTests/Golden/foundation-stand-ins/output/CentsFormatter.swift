import Foundation
import UIKit

/// Reads "1234" typed into a price field as 12.34.
final class CentsFormatter: NumberFormatter, @unchecked Sendable {
    func getObjectValue(_ obj: AutoreleasingUnsafeMutablePointer<AnyObject?>?, for string: String,
                                 range rangep: UnsafeMutablePointer<NSRange>?) throws {
        let digits = string.filter(\.isNumber)
        obj?.pointee = NSNumber(value: (Double(digits) ?? 0) / 100)
    }
}

func price(from text: String, with formatter: Formatter) -> Double? {
    let storage = UnsafeMutablePointer<Double>.allocate(capacity: 1)
    defer { storage.deallocate() }
    let value = AutoreleasingUnsafeMutablePointer<AnyObject?>(storage)
    guard formatter.getObjectValue(value, for: text, errorDescription: nil) else { return nil }
    return (value.pointee as? NSNumber)?.doubleValue
}

extension CentsFormatter: FormatterObjectValueParsing {}
