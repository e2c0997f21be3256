import Foundation
import Synchronization

// swift-format-ignore: TypeNamesShouldBeCapitalized
// (the Objective-C runtime's name, which iOS code spells)
/// How `objc_setAssociatedObject(_:_:_:_:)` holds a value, with the Objective-C runtime's names
/// and raw values.
public enum objc_AssociationPolicy: UInt, Sendable {
    /// Not retained. OpenUIKit differs: the value is held weakly (it reads as nil once it is gone)
    /// rather than as a dangling pointer.
    case OBJC_ASSOCIATION_ASSIGN = 0
    /// Retained.
    case OBJC_ASSOCIATION_RETAIN_NONATOMIC = 1
    /// Copied when the value conforms to `NSCopying`, retained otherwise.
    case OBJC_ASSOCIATION_COPY_NONATOMIC = 3
    /// Retained (every association is atomic here).
    case OBJC_ASSOCIATION_RETAIN = 0x301
    /// Copied when the value conforms to `NSCopying` (every association is atomic here).
    case OBJC_ASSOCIATION_COPY = 0x303
}

/// Associates `value` with `object` under `key` (usually the address of a static variable:
/// `&Keys.name`), as the Objective-C runtime does for extensions that need stored properties.
/// A nil value removes the association.
///
/// - Note: OpenUIKit differs: Linux has no Objective-C runtime, so associations live in a table
///   beside the objects. A value is released when its object is gone and the table is next
///   touched (not at the very moment the object is deallocated), and `object` must be a class
///   instance: a value type is reported and nothing is stored (on iOS it would be boxed into a
///   new object each time, and the association lost as well).
public func objc_setAssociatedObject(_ object: Any, _ key: UnsafeRawPointer, _ value: Any?, _ policy: objc_AssociationPolicy) {
    guard let owner = AssociatedObjects.owner(object, function: "objc_setAssociatedObject") else { return }
    AssociatedObjects.shared.set(value, for: key, on: owner, policy: policy)
}

/// The value associated with `object` under `key`, or nil.
public func objc_getAssociatedObject(_ object: Any, _ key: UnsafeRawPointer) -> Any? {
    guard let owner = AssociatedObjects.owner(object, function: "objc_getAssociatedObject") else { return nil }
    return AssociatedObjects.shared.value(for: key, on: owner)
}

/// Removes every association of `object`.
public func objc_removeAssociatedObjects(_ object: Any) {
    guard let owner = AssociatedObjects.owner(object, function: "objc_removeAssociatedObjects") else { return }
    AssociatedObjects.shared.removeAll(on: owner)
}

/// The table behind the `objc_…AssociatedObject` functions: the one piece of process-wide state
/// the Objective-C runtime keeps for them, here behind a lock (they are called from any thread).
///
/// Entries are keyed by the owner's identity and hold the owner weakly. An entry whose owner is
/// gone is dropped with its values when the table is next swept (every 256 changes), or when a
/// new object at the same address gets an association; lookups never see it (the owner must be
/// the very object asked about).
package final class AssociatedObjects: Sendable {
    package static let shared = AssociatedObjects()

    private enum Stored: @unchecked Sendable {
        case strong(Any)
        case weak(WeakValue)
    }

    private final class WeakValue: @unchecked Sendable {
        weak var object: AnyObject?
        init(_ object: AnyObject) { self.object = object }
    }

    private final class Entry: @unchecked Sendable {
        weak var owner: AnyObject?
        var values: [UInt: Stored] = [:]
        init(owner: AnyObject) { self.owner = owner }
    }

    private struct Table: @unchecked Sendable {
        var entries: [ObjectIdentifier: Entry] = [:]
        var changesSinceSweep = 0
    }

    private let table = Mutex(Table())

    init() {}

    /// `object` as a class instance, or nil with a diagnostic. An Optional (wrapped in `Any`,
    /// as `objc_setAssociatedObject(optionalView, …)` passes it) is unwrapped, as the bridge to
    /// Objective-C does on iOS; a nil one is nothing to associate with, silently (iOS ignores
    /// a nil object too).
    static func owner(_ object: Any, function: String) -> AnyObject? {
        var object = object
        while let optional = object as? any OptionalAssociationOwner {
            guard let wrapped = optional.wrappedOwner else { return nil }
            object = wrapped
        }
        if type(of: object) is AnyClass { return object as AnyObject }
        OpenUIKitDiagnostics.report(.unsupportedAPI, "\(function) with a value of type \(type(of: object)): associations need a class instance; nothing is associated.")
        return nil
    }

    func set(_ value: Any?, for key: UnsafeRawPointer, on owner: AnyObject, policy: objc_AssociationPolicy) {
        let stored = value.map { Self.store($0, policy: policy) }
        // Values replaced or swept are released after the lock is let go (their deinits may
        // touch the table).
        let released: [Any] = table.withLock { table in
            var released: [Any] = []
            let id = ObjectIdentifier(owner)
            var entry = table.entries[id]
            if let existing = entry, existing.owner !== owner {
                released += existing.values.values.map { $0 as Any }
                entry = nil
            }
            if entry == nil, stored != nil {
                entry = Entry(owner: owner)
                table.entries[id] = entry
            }
            if let entry {
                if let old = entry.values[UInt(bitPattern: key)] { released.append(old) }
                entry.values[UInt(bitPattern: key)] = stored
                if entry.values.isEmpty { table.entries[id] = nil }
            }
            table.changesSinceSweep += 1
            if table.changesSinceSweep >= 256 { released += Self.sweep(&table) }
            return released
        }
        withExtendedLifetime(released) {}
    }

    func value(for key: UnsafeRawPointer, on owner: AnyObject) -> Any? {
        let found: Stored? = table.withLock { table in
            guard let entry = table.entries[ObjectIdentifier(owner)], entry.owner === owner else { return nil }
            return entry.values[UInt(bitPattern: key)]
        }
        switch found {
        case .strong(let value): return value
        case .weak(let box): return box.object
        case nil: return nil
        }
    }

    func removeAll(on owner: AnyObject) {
        let released: Entry? = table.withLock { table in
            let id = ObjectIdentifier(owner)
            guard let entry = table.entries[id], entry.owner === owner else { return nil }
            table.entries[id] = nil
            return entry
        }
        withExtendedLifetime(released) {}
    }

    /// Drops the entries whose owner is gone (returns them, to be released outside the lock).
    package func sweep() {
        let released = table.withLock { Self.sweep(&$0) }
        withExtendedLifetime(released) {}
    }

    /// How many objects have associations (for tests).
    package var ownerCount: Int { table.withLock { $0.entries.count } }

    private static func sweep(_ table: inout Table) -> [Any] {
        table.changesSinceSweep = 0
        var released: [Any] = []
        for (id, entry) in table.entries where entry.owner == nil {
            released.append(entry)
            table.entries[id] = nil
        }
        return released
    }

    private static func store(_ value: Any, policy: objc_AssociationPolicy) -> Stored {
        switch policy {
        case .OBJC_ASSOCIATION_ASSIGN:
            if type(of: value) is AnyClass { return .weak(WeakValue(value as AnyObject)) }
            return .strong(value)
        case .OBJC_ASSOCIATION_COPY, .OBJC_ASSOCIATION_COPY_NONATOMIC:
            if let copyable = value as? NSCopying { return .strong(copyable.copy(with: nil)) }
            return .strong(value)
        case .OBJC_ASSOCIATION_RETAIN, .OBJC_ASSOCIATION_RETAIN_NONATOMIC:
            return .strong(value)
        }
    }
}

/// An Optional seen through `Any` (for `AssociatedObjects.owner(_:function:)`).
private protocol OptionalAssociationOwner {
    var wrappedOwner: Any? { get }
}

extension Optional: OptionalAssociationOwner {
    fileprivate var wrappedOwner: Any? {
        switch self {
        case .some(let wrapped): wrapped
        case .none: nil
        }
    }
}
