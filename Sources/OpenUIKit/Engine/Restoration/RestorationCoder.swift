import Foundation

/// The keyed coder each controller, view and the app delegate get during preservation and
/// restoration. Its values are `RestorationValue`s, written into the archive's JSON.
///
/// Why not hand out Foundation's `NSKeyedArchiver` and `NSKeyedUnarchiver`: on Linux, reading a
/// key that is not there logs to stderr and marks the whole unarchiver failed, so every later
/// read answers nil or 0 (a new app version reading an old archive would lose everything), its
/// default policy stops the process, and the archiver does not write the same bytes twice. This
/// coder answers nil or 0 for a missing or mistyped key, as iOS's does, and the archive is read
/// whole before restoration starts, so a damaged one is refused before any controller sees it.
///
/// Foundation's `NSCoder` methods are nonisolated; the coder is made and used on the main thread
/// only (preservation and restoration run there), which `MainActor.assumeIsolated` checks.
final class RestorationCoder: NSCoder, @unchecked Sendable {
    nonisolated(unsafe) package private(set) var values: [String: RestorationValue]
    private let store: @MainActor (Any) -> RestorationValue?
    private let resolve: @MainActor (RestorationValue) -> Any?

    /// An empty coder to write into; `store` turns what it is given into values.
    init(writingWith store: @escaping @MainActor (Any) -> RestorationValue?) {
        values = [:]
        self.store = store
        resolve = { _ in nil }
        super.init()
    }

    /// A coder reading `values`; `resolve` turns them back into objects.
    init(values: [String: RestorationValue], resolve: @escaping @MainActor (RestorationValue) -> Any?) {
        self.values = values
        store = { _ in nil }
        self.resolve = resolve
        super.init()
    }

    override var allowsKeyedCoding: Bool { true }

    // MARK: Writing

    override func encode(_ object: Any?, forKey key: String) {
        guard let object else { values[key] = nil; return }
        let value = UncheckedValue(value: object)
        values[key] = MainActor.assumeIsolated { UncheckedValue(value: store(value.value as Any)) }.value as? RestorationValue
    }
    override func encodeConditionalObject(_ object: Any?, forKey key: String) { encode(object, forKey: key) }
    override func encode(_ value: Bool, forKey key: String) { values[key] = .bool(value) }
    override func encode(_ value: Int, forKey key: String) { values[key] = .int(Int64(value)) }
    override func encode(_ value: Int32, forKey key: String) { values[key] = .int(Int64(value)) }
    override func encode(_ value: Int64, forKey key: String) { values[key] = .int(value) }
    override func encode(_ value: Float, forKey key: String) { values[key] = .double(Double(value)) }
    override func encode(_ value: Double, forKey key: String) { values[key] = .double(value) }

    override func encodeBytes(_ bytes: UnsafePointer<UInt8>?, length: Int, forKey key: String) {
        values[key] = .data(bytes.map { Data(bytes: $0, count: max(0, length)) } ?? Data())
    }

    // Unkeyed coding: a keyed coder on iOS, and Foundation's base class here stops the process.
    override func encode(_ data: Data) { reportUnkeyed("encode(_:)") }
    override func encodeValue(ofObjCType type: UnsafePointer<Int8>, at address: UnsafeRawPointer) { reportUnkeyed("encodeValue(ofObjCType:at:)") }
    override func decodeObject() -> Any? {
        reportUnkeyed("decodeObject()")
        return nil
    }
    override func decodeData() -> Data? {
        reportUnkeyed("decodeData()")
        return nil
    }

    private func reportUnkeyed(_ method: String) {
        MainActor.assumeIsolated {
            OpenUIKitDiagnostics.report(.stateRestoration, "\(method) without a key on a restoration coder: state restoration's coders are keyed (use the forKey: form); ignored.")
        }
    }

    // MARK: Reading

    override func containsValue(forKey key: String) -> Bool { values[key] != nil }

    override func decodeObject(forKey key: String) -> Any? {
        guard let stored = values[key] else { return nil }
        let value = UncheckedValue(value: stored)
        return MainActor.assumeIsolated { UncheckedValue(value: resolve(value.value as! RestorationValue)) }.value
    }
    override func decodeObject(of classes: [AnyClass]?, forKey key: String) -> Any? { decodeObject(forKey: key) }

    override func decodeBool(forKey key: String) -> Bool {
        switch values[key] {
        case .bool(let value): value
        case .int(let value): value != 0
        default: false
        }
    }
    override func decodeInteger(forKey key: String) -> Int { Int(clamping: integer(key)) }
    override func decodeInt32(forKey key: String) -> Int32 { Int32(clamping: integer(key)) }
    override func decodeInt64(forKey key: String) -> Int64 { integer(key) }
    override func decodeFloat(forKey key: String) -> Float { Float(number(key)) }
    override func decodeDouble(forKey key: String) -> Double { number(key) }

    private func integer(_ key: String) -> Int64 {
        switch values[key] {
        case .int(let value): return value
        case .bool(let value): return value ? 1 : 0
        case .double(let value):
            // Out-of-range and non-finite values read as 0 rather than trap.
            return value.isFinite && abs(value) < 9.2e18 ? Int64(value) : 0
        default: return 0
        }
    }

    private func number(_ key: String) -> Double {
        switch values[key] {
        case .double(let value): value
        case .int(let value): Double(value)
        case .bool(let value): value ? 1 : 0
        default: 0
        }
    }
}
