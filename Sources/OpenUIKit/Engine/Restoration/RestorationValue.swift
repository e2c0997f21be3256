import Foundation

/// One value in a restoration coder, as the archive stores it: a JSON object with one key naming
/// its kind. Numbers are written as text (so NaN and infinities survive, and no huge value can
/// trap when read back); controllers, registered objects and storyboards as references; `NSCoding` objects as a
/// keyed archive of their own.
///
/// The archive is JSON with sorted keys, so the same state always gives the same bytes — except
/// inside `NSCoding` objects, whose keyed archives Foundation on Linux does not write the same
/// way twice.
indirect enum RestorationValue: Equatable {
    case int(Int64)
    case double(Double)
    case bool(Bool)
    case string(String)
    case data(Data)
    case date(Double)
    case array([RestorationValue])
    case dictionary([String: RestorationValue])
    /// A controller or a registered object: the key of its record.
    case reference(String)
    /// A storyboard: its name and its bundle's path.
    case storyboard(name: String, bundlePath: String?)
    /// An `NSCoding` object, archived with `NSKeyedArchiver`.
    case coded(Data)

    static func == (lhs: RestorationValue, rhs: RestorationValue) -> Bool {
        switch (lhs, rhs) {
        case let (.int(a), .int(b)): a == b
        case let (.double(a), .double(b)), let (.date(a), .date(b)): a == b || (a.isNaN && b.isNaN)
        case let (.bool(a), .bool(b)): a == b
        case let (.string(a), .string(b)), let (.reference(a), .reference(b)): a == b
        case let (.data(a), .data(b)), let (.coded(a), .coded(b)): a == b
        case let (.array(a), .array(b)): a == b
        case let (.dictionary(a), .dictionary(b)): a == b
        case let (.storyboard(a, x), .storyboard(b, y)): a == b && x == y
        default: false
        }
    }

    // MARK: JSON

    var json: Any {
        switch self {
        case .int(let value): ["i": String(value)]
        case .double(let value): ["d": String(value)]
        case .bool(let value): ["b": value]
        case .string(let value): ["s": value]
        case .data(let value): ["data": value.base64EncodedString()]
        case .date(let value): ["date": String(value)]
        case .array(let values): ["a": values.map(\.json)]
        case .dictionary(let values): ["o": values.mapValues(\.json)]
        case .reference(let key): ["ref": key]
        case .storyboard(let name, let bundlePath): ["sb": bundlePath.map { ["name": name, "bundle": $0] } ?? ["name": name]]
        case .coded(let value): ["coded": value.base64EncodedString()]
        }
    }

    /// Reads a value written by `json`, refusing anything else; `NSCoding` objects must decode.
    init(json: Any, depth: Int = 0) throws(RestorationArchive.Refusal) {
        typealias Refusal = RestorationArchive.Refusal
        guard depth < 64 else { throw Refusal(reason: "a saved value is nested too deeply") }
        guard let object = json as? [String: Any], object.count == 1, let (kind, payload) = object.first else {
            throw Refusal(reason: "a saved value is malformed")
        }
        switch kind {
        case "i": guard let text = payload as? String, let value = Int64(text) else { throw Refusal(reason: "a saved integer is malformed") }
            self = .int(value)
        case "d": guard let text = payload as? String, let value = Double(text) else { throw Refusal(reason: "a saved number is malformed") }
            self = .double(value)
        case "b": guard let value = payload as? Bool else { throw Refusal(reason: "a saved Boolean is malformed") }
            self = .bool(value)
        case "s": guard let value = payload as? String else { throw Refusal(reason: "a saved string is malformed") }
            self = .string(value)
        case "data", "coded":
            guard let text = payload as? String, let value = Data(base64Encoded: text) else { throw Refusal(reason: "saved bytes are malformed") }
            if kind == "coded" {
                guard Self.decodeCoded(value) != nil else { throw Refusal(reason: "a saved NSCoding object does not decode (its class is gone or its bytes are damaged)") }
                self = .coded(value)
            } else {
                self = .data(value)
            }
        case "date": guard let text = payload as? String, let value = Double(text) else { throw Refusal(reason: "a saved date is malformed") }
            self = .date(value)
        case "a":
            guard let values = payload as? [Any] else { throw Refusal(reason: "a saved array is malformed") }
            var result: [RestorationValue] = []
            for value in values { result.append(try RestorationValue(json: value, depth: depth + 1)) }
            self = .array(result)
        case "o":
            self = .dictionary(try Self.dictionary(json: payload, depth: depth + 1))
        case "ref": guard let key = payload as? String else { throw Refusal(reason: "a saved reference is malformed") }
            self = .reference(key)
        case "sb":
            guard let entry = payload as? [String: Any], let name = entry["name"] as? String else { throw Refusal(reason: "a saved storyboard is malformed") }
            let bundle = entry["bundle"]
            guard bundle == nil || bundle is String else { throw Refusal(reason: "a saved storyboard is malformed") }
            self = .storyboard(name: name, bundlePath: bundle as? String)
        default:
            throw Refusal(reason: "a saved value has the unknown kind '\(kind)'")
        }
    }

    /// A dictionary of values (a coder's contents).
    static func dictionary(json: Any, depth: Int = 0) throws(RestorationArchive.Refusal) -> [String: RestorationValue] {
        guard let entries = json as? [String: Any] else { throw RestorationArchive.Refusal(reason: "a saved dictionary is malformed") }
        var result: [String: RestorationValue] = [:]
        for (key, value) in entries { result[key] = try RestorationValue(json: value, depth: depth) }
        return result
    }

    /// The object an `NSCoding` value's bytes hold, or nil.
    static func decodeCoded(_ data: Data) -> Any? {
        guard let unarchiver = try? NSKeyedUnarchiver(forReadingFrom: data) else { return nil }
        unarchiver.requiresSecureCoding = false
        unarchiver.decodingFailurePolicy = .setErrorAndReturn
        let watcher = MissingClassWatcher()
        unarchiver.delegate = watcher
        guard unarchiver.containsValue(forKey: NSKeyedArchiveRootObjectKey) else { return nil }
        let object = unarchiver.decodeObject(forKey: NSKeyedArchiveRootObjectKey)
        guard unarchiver.error == nil, !watcher.missedAClass else { return nil }
        return object
    }

    static func encodeCoded(_ object: NSObject) -> Data {
        let archiver = NSKeyedArchiver(requiringSecureCoding: false)
        archiver.encode(object, forKey: NSKeyedArchiveRootObjectKey)
        archiver.finishEncoding()
        return archiver.encodedData
    }
}

/// Notes that an archive named a class the app does not have (Foundation then decodes nil).
private final class MissingClassWatcher: NSObject, NSKeyedUnarchiverDelegate {
    nonisolated(unsafe) var missedAClass = false
    func unarchiver(_ unarchiver: NSKeyedUnarchiver, cannotDecodeObjectOfClassName name: String, originalClasses classNames: [String]) -> AnyClass? {
        missedAClass = true
        return nil
    }
    func unarchiver(_ unarchiver: NSKeyedUnarchiver, didDecode object: Any?) -> Any? { object }
    func unarchiver(_ unarchiver: NSKeyedUnarchiver, willReplace object: Any, with newObject: Any) {}
    func unarchiverWillFinish(_ unarchiver: NSKeyedUnarchiver) {}
    func unarchiverDidFinish(_ unarchiver: NSKeyedUnarchiver) {}
}
