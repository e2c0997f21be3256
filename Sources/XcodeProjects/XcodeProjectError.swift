import Foundation

/// Why an Xcode project, workspace, scheme or configuration file could not be read: one message
/// naming the file and, inside a project, the object (its identifier and `isa`).
package struct XcodeProjectError: Error, CustomStringConvertible, Equatable {
    /// The file that could not be read.
    var file: String
    /// The object inside a project file, as `ID (isa)`, when the problem is in one.
    var object: String?
    var message: String

    init(file: String, object: String? = nil, _ message: String) {
        self.file = file
        self.object = object
        self.message = message
    }

    package var description: String {
        if let object { return "\(file): object \(object): \(message)" }
        return "\(file): \(message)"
    }
}
