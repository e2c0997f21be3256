import Foundation
@testable import OpenUIKit
import Testing

/// The coders controllers and views get: every value kind survives the archive's JSON; missing
/// and mistyped keys answer nil or 0 without spoiling later reads (Foundation's keyed
/// unarchiver on Linux fails the whole coder there); nothing traps.
@MainActor
struct RestorationCoderTests {
    /// Foundation on Linux archives top-level classes only.
    final class NestedNote: NSObject, NSCoding {
        func encode(with coder: NSCoder) {}
        init?(coder: NSCoder) { nil }
        override init() {}
    }

    /// Writes with a restoration coder, through the archive's JSON, and reads back.
    private func roundTrip(_ write: (NSCoder) -> Void) throws -> NSCoder {
        let encoder = RestorationCoders.makeEncoder { _ in nil }
        write(encoder)
        let data = try JSONSerialization.data(withJSONObject: encoder.values.mapValues(\.json), options: [.sortedKeys])
        let values = try RestorationValue.dictionary(json: JSONSerialization.jsonObject(with: data))
        return RestorationCoders.makeDecoder(values, references: RestorationReferenceResolver { _ in nil })
    }

    @Test func everyKindOfValueSurvivesTheArchive() throws {
        let date = Date(timeIntervalSinceReferenceDate: 12345.5)
        let coder = try roundTrip { coder in
            coder.encode(true, forKey: "bool")
            coder.encode(42, forKey: "int")
            coder.encode(Int64.min, forKey: "int64")
            coder.encode(2.5, forKey: "double")
            coder.encode(Double.nan, forKey: "nan")
            coder.encode(-Double.infinity, forKey: "minusInfinity")
            coder.encode("text", forKey: "string")
            coder.encode(NSString(string: "nsstring"), forKey: "nsstring")
            coder.encode(NSNumber(value: true), forKey: "nsnumberBool")
            coder.encode(NSNumber(value: 7), forKey: "nsnumberInt")
            coder.encode(date, forKey: "date")
            coder.encode(Data([1, 2, 3]), forKey: "data")
            coder.encode([1, "two", [3.5]] as [Any], forKey: "array")
            coder.encode(["a": 1, "b": ["c": "d"]] as [String: Any], forKey: "dictionary")
            coder.encode(CGPoint(x: 1.5, y: -2), forKey: "point")
            coder.encode(CGRect(x: 1, y: 2, width: 3, height: 4), forKey: "rect")
            coder.encode(UIEdgeInsets(top: 1, left: 2, bottom: 3, right: 4), forKey: "insets")
            coder.encode(Note(text: "kept"), forKey: "note")
        }
        #expect(coder.decodeBool(forKey: "bool") && coder.decodeObject(forKey: "bool") as? Bool == true)
        #expect(coder.decodeInteger(forKey: "int") == 42 && coder.decodeObject(forKey: "int") as? Int == 42)
        #expect(coder.decodeInt64(forKey: "int64") == Int64.min)
        #expect(coder.decodeDouble(forKey: "double") == 2.5 && coder.decodeFloat(forKey: "double") == 2.5)
        #expect(coder.decodeDouble(forKey: "nan").isNaN && coder.decodeDouble(forKey: "minusInfinity") == -.infinity)
        #expect(coder.decodeObject(forKey: "string") as? String == "text")
        #expect(coder.decodeObject(forKey: "nsstring") as? String == "nsstring")
        #expect(coder.decodeBool(forKey: "nsnumberBool") && coder.decodeInteger(forKey: "nsnumberInt") == 7)
        #expect(coder.decodeObject(forKey: "date") as? Date == date)
        #expect(coder.decodeObject(forKey: "data") as? Data == Data([1, 2, 3]))
        let array = try #require(coder.decodeObject(forKey: "array") as? [Any])
        #expect(array.count == 3 && array[1] as? String == "two" && (array[2] as? [Any])?.first as? Double == 3.5)
        let dictionary = try #require(coder.decodeObject(forKey: "dictionary") as? [String: Any])
        #expect(dictionary["a"] as? Int == 1 && (dictionary["b"] as? [String: Any])?["c"] as? String == "d")
        #expect(coder.decodeCGPoint(forKey: "point") == CGPoint(x: 1.5, y: -2))
        #expect(coder.decodeCGRect(forKey: "rect") == CGRect(x: 1, y: 2, width: 3, height: 4))
        #expect(coder.decodeUIEdgeInsets(forKey: "insets") == UIEdgeInsets(top: 1, left: 2, bottom: 3, right: 4))
        #expect((coder.decodeObject(forKey: "note") as? Note)?.text == "kept")
        #expect((coder.decodeObject(of: [Note.self], forKey: "note") as? Note)?.text == "kept")
    }

    @Test func missingAndMistypedKeysAnswerNothingAndSpoilNothing() throws {
        try withApp { capture in
            let coder = try roundTrip { coder in
                coder.encode("text", forKey: "string")
                coder.encode(1e300, forKey: "huge")
                coder.encode(7, forKey: "seven")
            }
            #expect(coder.decodeObject(forKey: "missing") == nil && coder.decodeInteger(forKey: "missing") == 0)
            #expect(!coder.decodeBool(forKey: "missing") && coder.decodeCGPoint(forKey: "missing") == .zero)
            #expect(coder.decodeInteger(forKey: "string") == 0 && coder.decodeDouble(forKey: "string") == 0)
            #expect(coder.decodeInteger(forKey: "huge") == 0, "out of range reads as 0 instead of trapping")
            #expect(coder.decodeInt32(forKey: "seven") == 7)
            // Later reads still work (they would not with Foundation's unarchiver on Linux).
            #expect(coder.decodeObject(forKey: "string") as? String == "text")
            #expect(!coder.containsValue(forKey: "missing") && coder.containsValue(forKey: "seven"))
            #expect(capture.records.isEmpty)
        }
    }

    @Test func whatCannotBeSavedIsReportedAndSavedAsNil() throws {
        struct Plain { var value = 1 }
        try withApp { capture in
            let coder = try roundTrip { coder in
                coder.encode(Plain(), forKey: "plain")
                coder.encode(UIView(), forKey: "view")
                coder.encode(NestedNote(), forKey: "nested")
                coder.encode(Data([9]))
            }
            #expect(coder.decodeObject(forKey: "plain") == nil && coder.decodeObject(forKey: "view") == nil)
            _ = coder.decodeObject()
            let messages = capture.records(withCode: .stateRestoration).map(\.message)
            #expect(messages.count == 5)
            #expect(messages[0].contains("neither a property-list value nor NSCoding"))
            #expect(messages[1].contains("views are not archived"))
            #expect(messages[2].contains("top-level classes only"))
            #expect(messages[3].contains("without a key"))
        }
    }
}

/// An NSCoding model object, as apps keep in their restoration state.
final class Note: NSObject, NSCoding {
    let text: String
    init(text: String) { self.text = text }
    func encode(with coder: NSCoder) { coder.encode(text as NSString, forKey: "text") }
    init?(coder: NSCoder) {
        guard coder.containsValue(forKey: "text"), let text = coder.decodeObject(forKey: "text") as? String else { return nil }
        self.text = text
    }
}
