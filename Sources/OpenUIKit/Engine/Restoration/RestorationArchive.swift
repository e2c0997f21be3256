import Foundation

/// What state preservation writes and restoration reads: the app-level state, one record per
/// preserved controller (in the order they were walked: parents and presenters first) and the
/// scene's activity.
///
/// On disk: a header line, a 64-bit FNV-1a checksum of the rest, and JSON with sorted keys (the
/// same state gives the same bytes). Each controller, view and the app delegate have their own
/// coder's values (`RestorationValue`), as on iOS every object gets its own coder. Reading checks
/// the header, the checksum, the format number and every value's type, and decodes every
/// `NSCoding` object; anything wrong refuses the archive whole, with the reason, so an archive is
/// used entirely or not at all.
struct RestorationArchive: Equatable {
    static let formatVersion = 1
    static let header = Data("OpenUIKit state restoration archive\n".utf8)

    /// A coder's contents.
    typealias State = [String: RestorationValue]

    struct ViewRecord: Equatable {
        var identifier: String
        var state: State
    }

    struct ControllerRecord: Equatable {
        var key: String
        var path: [String]
        var parentKey: String?
        var relation: RestorationTree.Relation
        /// `String(reflecting:)` of the controller's class.
        var className: String
        var restorationClassName: String?
        var state: State
        /// The keys of the children, in order (navigation stack, tabs, classic split columns).
        var childKeys: [String] = []
        /// A tab bar controller's selected index.
        var selectedIndex: Int?
        /// A column-style split view's columns (`Column.rawValue` → child key).
        var splitColumns: [Int: String] = [:]
        /// How a presented controller was presented.
        var presentationStyle: Int?
        var transitionStyle: Int?
        var views: [ViewRecord] = []
    }

    struct ActivityRecord: Equatable {
        var activityType: String
        var title: String?
        var persistentIdentifier: String?
        var targetContentIdentifier: String?
        /// The user info (absent when empty).
        var userInfo: State?
    }

    struct SceneRecord: Equatable {
        var persistentIdentifier: String
        var activity: ActivityRecord?
    }

    /// The app delegate's coder (with UIKit's header keys).
    var applicationState: State
    var controllers: [ControllerRecord] = []
    var scene: SceneRecord?

    init(applicationState: State) { self.applicationState = applicationState }

    // MARK: Writing

    func encoded() -> Data {
        var root: [String: Any] = ["format": Self.formatVersion, "application": applicationState.mapValues(\.json)]
        root["controllers"] = controllers.map(Self.plist(of:))
        if let scene {
            var entry: [String: Any] = ["persistentIdentifier": scene.persistentIdentifier]
            if let activity = scene.activity { entry["activity"] = Self.plist(of: activity) }
            root["scene"] = entry
        }
        // Strings, numbers, arrays and dictionaries of them always serialize.
        let payload = (try? JSONSerialization.data(withJSONObject: root, options: [.sortedKeys])) ?? Data()
        var data = Self.header
        withUnsafeBytes(of: Self.checksum(payload).bigEndian) { data.append(contentsOf: $0) }
        data.append(payload)
        return data
    }

    private static func plist(of record: ControllerRecord) -> [String: Any] {
        var entry: [String: Any] = [
            "key": record.key, "path": record.path, "relation": record.relation.rawValue, "class": record.className,
            "state": record.state.mapValues(\.json), "children": record.childKeys,
            "views": record.views.map { ["identifier": $0.identifier, "state": $0.state.mapValues(\.json)] as [String: Any] },
        ]
        entry["parent"] = record.parentKey
        entry["restorationClass"] = record.restorationClassName
        entry["selectedIndex"] = record.selectedIndex
        if !record.splitColumns.isEmpty {
            entry["columns"] = Dictionary(uniqueKeysWithValues: record.splitColumns.map { (String($0.key), $0.value) })
        }
        entry["presentationStyle"] = record.presentationStyle
        entry["transitionStyle"] = record.transitionStyle
        return entry
    }

    private static func plist(of activity: ActivityRecord) -> [String: Any] {
        var entry: [String: Any] = ["type": activity.activityType]
        entry["title"] = activity.title
        entry["persistentIdentifier"] = activity.persistentIdentifier
        entry["targetContentIdentifier"] = activity.targetContentIdentifier
        entry["userInfo"] = activity.userInfo?.mapValues(\.json)
        return entry
    }

    // MARK: Reading

    /// Why an archive was refused.
    struct Refusal: Error, Equatable, CustomStringConvertible {
        let reason: String
        var description: String { reason }
    }

    static func decode(_ data: Data) -> Result<RestorationArchive, Refusal> {
        guard data.count >= header.count + 8 else { return .failure(Refusal(reason: "it is truncated (\(data.count) bytes)")) }
        guard data.prefix(header.count) == header else { return .failure(Refusal(reason: "it is not an OpenUIKit restoration archive")) }
        let sumStart = data.startIndex + header.count
        let stored = data[sumStart ..< sumStart + 8].reduce(UInt64(0)) { $0 << 8 | UInt64($1) }
        let payload = data[(sumStart + 8)...]
        guard checksum(payload) == stored else { return .failure(Refusal(reason: "it is damaged (checksum mismatch)")) }
        guard let root = (try? JSONSerialization.jsonObject(with: Data(payload))) as? [String: Any] else {
            return .failure(Refusal(reason: "its contents are not readable"))
        }
        guard let format = root["format"] as? Int else { return .failure(Refusal(reason: "it has no format number")) }
        guard format == formatVersion else {
            return .failure(Refusal(reason: "it was written in format \(format); this OpenUIKit reads format \(formatVersion)"))
        }
        do {
            return .success(try RestorationArchiveReader.read(root))
        } catch {
            return .failure(error)
        }
    }

    /// FNV-1a, 64 bits: catches damaged and truncated files (not an integrity guarantee against
    /// someone writing a matching archive on purpose, which iOS does not guard against either).
    static func checksum(_ bytes: some Collection<UInt8>) -> UInt64 {
        var hash: UInt64 = 0xcbf2_9ce4_8422_2325
        for byte in bytes {
            hash ^= UInt64(byte)
            hash &*= 0x100_0000_01b3
        }
        return hash
    }
}

/// Reads the property list of an archive, checking the type of every value.
private enum RestorationArchiveReader {
    typealias Refusal = RestorationArchive.Refusal

    static func read(_ root: [String: Any]) throws(Refusal) -> RestorationArchive {
        var archive = RestorationArchive(applicationState: try RestorationValue.dictionary(json: try value(root, "application", [String: Any].self)))
        let entries = try value(root, "controllers", [Any].self)
        var keys: Set<String> = []
        for entry in entries {
            guard let entry = entry as? [String: Any] else { throw Refusal(reason: "a controller record is not a dictionary") }
            let record = try controller(entry)
            guard keys.insert(record.key).inserted else { throw Refusal(reason: "two controller records have the key '\(record.key)'") }
            if let parent = record.parentKey, !keys.contains(parent) {
                throw Refusal(reason: "the record '\(record.key)' comes before its parent '\(parent)'")
            }
            archive.controllers.append(record)
        }
        let roots = archive.controllers.indices.filter { archive.controllers[$0].relation == .root }
        guard roots.count <= 1, roots.first ?? 0 == 0 else { throw Refusal(reason: "it has more than one root controller, or its root is not first") }
        let byKey = Dictionary(archive.controllers.map { ($0.key, $0) }, uniquingKeysWith: { first, _ in first })
        for record in archive.controllers {
            for child in record.childKeys + Array(record.splitColumns.values) {
                guard let childRecord = byKey[child] else { throw Refusal(reason: "the record '\(record.key)' names a child '\(child)' that has no record") }
                guard childRecord.parentKey == record.key, childRecord.relation == .child else {
                    throw Refusal(reason: "the record '\(record.key)' names '\(child)' as a child, but it is not one of its children")
                }
            }
        }
        if let scene = root["scene"] {
            guard let scene = scene as? [String: Any] else { throw Refusal(reason: "the scene record is not a dictionary") }
            var record = RestorationArchive.SceneRecord(persistentIdentifier: try value(scene, "persistentIdentifier", String.self))
            if let activity = scene["activity"] {
                guard let activity = activity as? [String: Any] else { throw Refusal(reason: "the scene's activity is not a dictionary") }
                record.activity = RestorationArchive.ActivityRecord(
                    activityType: try value(activity, "type", String.self),
                    title: try optional(activity, "title", String.self),
                    persistentIdentifier: try optional(activity, "persistentIdentifier", String.self),
                    targetContentIdentifier: try optional(activity, "targetContentIdentifier", String.self),
                    userInfo: try optional(activity, "userInfo", [String: Any].self).map { info throws(Refusal) in try RestorationValue.dictionary(json: info) })
            }
            archive.scene = record
        }
        return archive
    }

    private static func controller(_ entry: [String: Any]) throws(Refusal) -> RestorationArchive.ControllerRecord {
        let path = try value(entry, "path", [Any].self)
        let identifiers = path.compactMap { $0 as? String }
        guard identifiers.count == path.count, !identifiers.isEmpty else { throw Refusal(reason: "a controller record has a malformed restoration path") }
        let relationName = try value(entry, "relation", String.self)
        guard let relation = RestorationTree.Relation(rawValue: relationName) else {
            throw Refusal(reason: "a controller record has the unknown relation '\(relationName)'")
        }
        var record = RestorationArchive.ControllerRecord(
            key: try value(entry, "key", String.self), path: identifiers,
            parentKey: try optional(entry, "parent", String.self), relation: relation,
            className: try value(entry, "class", String.self),
            restorationClassName: try optional(entry, "restorationClass", String.self),
            state: try RestorationValue.dictionary(json: try value(entry, "state", [String: Any].self)))
        guard (record.parentKey == nil) == [.root, .manual, .object].contains(relation) else { throw Refusal(reason: "the record '\(record.key)' has a parent that does not match its relation") }
        let children = try value(entry, "children", [Any].self)
        record.childKeys = children.compactMap { $0 as? String }
        guard record.childKeys.count == children.count else { throw Refusal(reason: "the record '\(record.key)' has a malformed child list") }
        record.selectedIndex = try optional(entry, "selectedIndex", Int.self)
        if let columns = try optional(entry, "columns", [String: Any].self) {
            for (column, key) in columns {
                guard let raw = Int(column), UISplitViewController.Column(rawValue: raw) != nil, let key = key as? String else {
                    throw Refusal(reason: "the record '\(record.key)' has a malformed split view column")
                }
                record.splitColumns[raw] = key
            }
        }
        record.presentationStyle = try optional(entry, "presentationStyle", Int.self)
        record.transitionStyle = try optional(entry, "transitionStyle", Int.self)
        for view in try value(entry, "views", [Any].self) {
            guard let view = view as? [String: Any] else { throw Refusal(reason: "the record '\(record.key)' has a malformed view") }
            record.views.append(.init(identifier: try value(view, "identifier", String.self),
                                      state: try RestorationValue.dictionary(json: try value(view, "state", [String: Any].self))))
        }
        return record
    }

    private static func value<T>(_ dictionary: [String: Any], _ key: String, _ type: T.Type) throws(Refusal) -> T {
        guard let value = dictionary[key] else { throw Refusal(reason: "'\(key)' is missing") }
        guard let typed = value as? T else { throw Refusal(reason: "'\(key)' is not a \(T.self)") }
        return typed
    }

    private static func optional<T>(_ dictionary: [String: Any], _ key: String, _ type: T.Type) throws(Refusal) -> T? {
        guard let value = dictionary[key] else { return nil }
        guard let typed = value as? T else { throw Refusal(reason: "'\(key)' is not a \(T.self)") }
        return typed
    }
}
