import Foundation

/// The objects of a `project.pbxproj` as a property list reader returns them (the OpenStep
/// format: every scalar a string), with typed, checked access. Every wrong shape is an
/// ``XcodeProjectError`` naming the object, never a trap.
struct PBXObjectGraph {
    let file: String
    let rootObjectID: String
    private let objects: [String: [String: Any]]

    /// Reads a project file's text. Rejects anything that is not an OpenStep dictionary with
    /// `objects` and `rootObject`.
    init(file: String, data: Data) throws {
        self.file = file
        let plist: Any
        do {
            plist = try Self.propertyList(data)
        } catch {
            throw XcodeProjectError(file: file, "not a property list Xcode can read (\(error))")
        }
        guard let root = plist as? [String: Any] else {
            throw XcodeProjectError(file: file, "the file is not a dictionary of objects (a project.pbxproj starts with '{')")
        }
        guard let objects = root["objects"] as? [String: Any] else {
            throw XcodeProjectError(file: file, "no 'objects' dictionary")
        }
        var typed: [String: [String: Any]] = [:]
        for (id, value) in objects {
            guard let dictionary = value as? [String: Any] else {
                throw XcodeProjectError(file: file, object: id, "is not a dictionary")
            }
            guard dictionary["isa"] is String else {
                throw XcodeProjectError(file: file, object: id, "has no 'isa'")
            }
            typed[id] = dictionary
        }
        guard let rootObject = root["rootObject"] as? String else {
            throw XcodeProjectError(file: file, "no 'rootObject'")
        }
        self.objects = typed
        self.rootObjectID = rootObject
        _ = try object(rootObject, isa: ["PBXProject"])
    }

    /// The file's property list: OpenStep text (what Xcode writes) through
    /// ``OpenStepPropertyList``, which prints nothing and names the line; an XML or binary
    /// property list (Xcode reads those too) through Foundation.
    static func propertyList(_ data: Data) throws -> Any {
        let start = data.prefix(64).drop { $0 == 0x20 || $0 == 0x09 || $0 == 0x0A || $0 == 0x0D }
        if start.starts(with: Array("<?xml".utf8)) || start.starts(with: Array("<plist".utf8)) || start.starts(with: Array("bplist".utf8)) {
            do {
                return try PropertyListSerialization.propertyList(from: data, options: [], format: nil)
            } catch {
                throw OpenStepPropertyList.Failure(line: 1, message: "not a readable XML or binary property list")
            }
        }
        return try OpenStepPropertyList.parse(data)
    }

    /// One object, checked to be one of `isa` (any kind when empty).
    func object(_ id: String, isa kinds: Set<String> = []) throws -> PBXObject {
        guard let fields = objects[id] else {
            throw XcodeProjectError(file: file, object: id, "is referenced but not defined")
        }
        let object = PBXObject(id: id, fields: fields, graph: self)
        if !kinds.isEmpty, !kinds.contains(object.isa) {
            throw XcodeProjectError(file: file, object: object.label, "is a \(object.isa) where a \(kinds.sorted().joined(separator: " or ")) was expected")
        }
        return object
    }

    /// Whether an object with this identifier exists.
    func contains(_ id: String) -> Bool { objects[id] != nil }
}

/// One object of a project file.
struct PBXObject {
    let id: String
    let fields: [String: Any]
    let graph: PBXObjectGraph

    var isa: String { fields["isa"] as? String ?? "?" }
    /// `ID (isa)`, for messages.
    var label: String { "\(id) (\(isa))" }

    func error(_ message: String) -> XcodeProjectError {
        XcodeProjectError(file: graph.file, object: label, message)
    }

    /// A string field, nil when absent; an error when it has another shape.
    func string(_ key: String) throws -> String? {
        guard let value = fields[key] else { return nil }
        guard let string = value as? String else { throw error("'\(key)' is not a string") }
        return string
    }

    func requiredString(_ key: String) throws -> String {
        guard let value = try string(key) else { throw error("has no '\(key)'") }
        return value
    }

    /// A list of strings (object references or values), empty when absent.
    func strings(_ key: String) throws -> [String] {
        guard let value = fields[key] else { return [] }
        if let single = value as? String { return [single] }
        guard let list = value as? [Any] else { throw error("'\(key)' is not a list") }
        return try list.map {
            guard let string = $0 as? String else { throw error("'\(key)' holds something that is not a string") }
            return string
        }
    }

    /// A dictionary field (build settings), empty when absent.
    func dictionary(_ key: String) throws -> [String: Any] {
        guard let value = fields[key] else { return [:] }
        guard let dictionary = value as? [String: Any] else { throw error("'\(key)' is not a dictionary") }
        return dictionary
    }

    /// The objects a list field references.
    func objects(_ key: String, isa kinds: Set<String> = []) throws -> [PBXObject] {
        try strings(key).map { try graph.object($0, isa: kinds) }
    }

    /// The object a field references, nil when absent.
    func reference(_ key: String, isa kinds: Set<String> = []) throws -> PBXObject? {
        guard let id = try string(key) else { return nil }
        return try graph.object(id, isa: kinds)
    }
}
