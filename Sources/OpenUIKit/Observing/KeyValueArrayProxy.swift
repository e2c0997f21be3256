import Foundation
import OpenQuartzCore

extension _KeyValueCodingAndObserving where Self: AnyObject {
    /// A mutable array that stands for the to-many property `key`: what you change through it
    /// changes the property, and each change tells the property's observers its kind (insertion,
    /// removal, replacement), indexes and objects, as on iOS.
    ///
    /// - Note: OpenUIKit differs: Linux has no runtime to find the property's accessors, so the
    ///   property must be a stored `NSMutableArray` (found by its name, `_name` too), which the
    ///   proxy changes in place. Any other property is reported and the proxy changes nothing.
    public nonisolated func mutableArrayValue(forKey key: String) -> NSMutableArray {
        KeyValueArrayProxy(owner: self, key: key)
    }
}

/// The proxy `mutableArrayValue(forKey:)` returns. Each of `NSMutableArray`'s methods is one
/// change, sent as on iOS: `replaceObjects(in:withObjectsFrom:)` replaces as many objects as both
/// sides have, then removes or inserts the rest (a replacement, then a removal or an insertion);
/// `remove(_:)` removes every equal object in one removal. It finds objects as Apple's arrays
/// do, by `isEqual:` (identity for a Swift class instance), where Linux's finds hashable ones only.
final class KeyValueArrayProxy: NSMutableArray {
    private let owner: AnyObject
    private let key: String

    init(owner: AnyObject, key: String) {
        self.owner = owner
        self.key = key
        super.init()
    }

    required init(coder: NSCoder) {
        fatalError("A key-value array proxy is made by mutableArrayValue(forKey:), never decoded.")
    }

    required init(objects: UnsafePointer<AnyObject>?, count cnt: Int) {
        fatalError("A key-value array proxy is made by mutableArrayValue(forKey:), never from a buffer.")
    }

    required convenience init(arrayLiteral elements: Any...) {
        fatalError("A key-value array proxy is made by mutableArrayValue(forKey:), never from a literal.")
    }

    /// The array the property holds now (nil, reported, when it is not a mutable array).
    private var target: NSMutableArray? {
        if case let .some(value?) = StoredProperties.value(named: key, of: owner), let array = value as? NSMutableArray {
            return array
        }
        OpenUIKitDiagnostics.reportOnce(key: "array-proxy:\(type(of: owner)).\(key)", .keyValueObserving,
                                        "mutableArrayValue(forKey: \"\(key)\"): \(type(of: owner)) has no stored NSMutableArray property named \(key) (Linux has no runtime to find its accessors); nothing is changed.", level: .error)
        return nil
    }

    /// Runs `change` on the target between the will- and did-change notifications.
    private func change(_ kind: NSKeyValueChange, _ indexes: IndexSet, _ body: (NSMutableArray) -> Void) {
        guard let array = target, !indexes.isEmpty else { return }
        let key = key
        runOnMainActorUnchecked(owner) { owner in KeyValueObservingByName.willChange(key, of: owner, kind: kind, indexes: indexes) }
        body(array)
        runOnMainActorUnchecked(owner) { owner in KeyValueObservingByName.didChange(key, of: owner, kind: kind, indexes: indexes) }
    }

    override var count: Int { target?.count ?? 0 }

    override func object(at index: Int) -> Any {
        guard let target, index >= 0, index < target.count else {
            OpenUIKitDiagnostics.report(.keyValueObserving, "mutableArrayValue(forKey: \"\(key)\"): index \(index) beyond bounds [0 .. \(count)]; NSNull is returned.", level: .error)
            return NSNull()
        }
        return target.object(at: index)
    }

    override func insert(_ anObject: Any, at index: Int) {
        change(.insertion, IndexSet(integer: index)) { $0.insert(anObject, at: index) }
    }

    override func removeObject(at index: Int) {
        change(.removal, IndexSet(integer: index)) { $0.removeObject(at: index) }
    }

    override func add(_ anObject: Any) {
        insert(anObject, at: count)
    }

    override func removeLastObject() {
        if count > 0 { removeObject(at: count - 1) }
    }

    override func replaceObject(at index: Int, with anObject: Any) {
        guard index >= 0, index < count else {
            OpenUIKitDiagnostics.report(.keyValueObserving, "mutableArrayValue(forKey: \"\(key)\").replaceObject(at: \(index)): index beyond bounds [0 .. \(count)]; nothing is replaced.", level: .error)
            return
        }
        change(.replacement, IndexSet(integer: index)) { $0.replaceObject(at: index, with: anObject) }
    }

    /// `array[index] = object` replaces, or appends at the end, as Apple's
    /// `setObject:atIndexedSubscript:` does.
    override subscript(index: Int) -> Any {
        get { object(at: index) }
        set {
            if index == count { insert(newValue, at: index) } else { replaceObject(at: index, with: newValue) }
        }
    }

    override func insert(_ objects: [Any], at indexes: IndexSet) {
        change(.insertion, indexes) { $0.insert(objects, at: indexes) }
    }

    override func removeObjects(at indexes: IndexSet) {
        change(.removal, indexes) { $0.removeObjects(at: indexes) }
    }

    override func replaceObjects(at indexes: IndexSet, with objects: [Any]) {
        change(.replacement, indexes) { $0.replaceObjects(at: indexes, with: objects) }
    }

    override func addObjects(from otherArray: [Any]) {
        insert(otherArray, at: IndexSet(integersIn: count..<(count + otherArray.count)))
    }

    override func removeAllObjects() {
        removeObjects(at: IndexSet(integersIn: 0..<count))
    }

    override func removeObjects(in range: NSRange) {
        removeObjects(at: IndexSet(integersIn: range.location..<(range.location + range.length)))
    }

    override func replaceObjects(in range: NSRange, withObjectsFrom otherArray: [Any]) {
        let replaced = Swift.min(range.length, otherArray.count)
        if replaced > 0 {
            replaceObjects(at: IndexSet(integersIn: range.location..<(range.location + replaced)), with: Array(otherArray[..<replaced]))
        }
        if range.length > replaced {
            removeObjects(in: NSRange(location: range.location + replaced, length: range.length - replaced))
        } else if otherArray.count > replaced {
            let start = range.location + replaced
            insert(Array(otherArray[replaced...]), at: IndexSet(integersIn: start..<(start + otherArray.count - replaced)))
        }
    }

    override func setArray(_ otherArray: [Any]) {
        replaceObjects(in: NSRange(location: 0, length: count), withObjectsFrom: otherArray)
    }

    // Finding objects. Linux's NSArray finds only hashable objects (and identical ones only
    // among NSObjects); Apple's compares with isEqual:, which is identity for any other class
    // instance. The proxy finds them as Apple's does.

    override func index(of anObject: Any) -> Int {
        index(of: anObject, in: NSRange(location: 0, length: count))
    }

    override func index(of anObject: Any, in range: NSRange) -> Int {
        for index in range.location..<Swift.min(range.location + range.length, count) where Self.isEqual(object(at: index), anObject) {
            return index
        }
        return NSNotFound
    }

    override func indexOfObjectIdentical(to anObject: Any) -> Int {
        guard type(of: anObject) is AnyClass else { return NSNotFound }
        for index in 0..<count where type(of: object(at: index)) is AnyClass && object(at: index) as AnyObject === anObject as AnyObject {
            return index
        }
        return NSNotFound
    }

    override func contains(_ anObject: Any) -> Bool {
        index(of: anObject) != NSNotFound
    }

    override func remove(_ anObject: Any) {
        let found = IndexSet((0..<count).filter { Self.isEqual(object(at: $0), anObject) })
        removeObjects(at: found)
    }

    override func removeObjects(in otherArray: [Any]) {
        let found = IndexSet((0..<count).filter { index in otherArray.contains { Self.isEqual(object(at: index), $0) } })
        removeObjects(at: found)
    }

    override func removeObject(identicalTo anObject: Any) {
        let index = indexOfObjectIdentical(to: anObject)
        if index != NSNotFound { removeObject(at: index) }
    }

    /// Apple's `isEqual:` for what an array holds: hashable values by `==`, `NSObject`s by
    /// `isEqual(_:)`, other class instances by identity.
    static func isEqual(_ first: Any, _ second: Any) -> Bool {
        if let first = first as? NSObject, let second = second as? NSObject { return first.isEqual(second) }
        if type(of: first) is AnyClass, type(of: second) is AnyClass { return first as AnyObject === second as AnyObject }
        if let first = first as? AnyHashable, let second = second as? AnyHashable { return first == second }
        return false
    }

    override func exchangeObject(at first: Int, withObjectAt second: Int) {
        guard first != second, let target, first < target.count, second < target.count else { return }
        let (a, b) = (target.object(at: first), target.object(at: second))
        replaceObjects(at: IndexSet([first, second]), with: first < second ? [b, a] : [a, b])
    }
}
