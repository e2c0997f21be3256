#if CommandLine
import Foundation

/// The folder the commands write into: checked before anything is rendered, so an unwritable
/// path fails at once with a clear message instead of after minutes of rendering.
struct OutputFolder {
    struct Unwritable: Error, CustomStringConvertible {
        let path: String
        let reason: String
        var description: String { "Cannot write to '\(path)': \(reason)" }
    }

    let url: URL

    init(path: String) throws {
        url = URL(fileURLWithPath: path, isDirectory: true)
        let files = FileManager.default
        var isDirectory: ObjCBool = false
        if files.fileExists(atPath: url.path, isDirectory: &isDirectory), !isDirectory.boolValue {
            throw Unwritable(path: path, reason: "it is a file, not a folder.")
        }
        do {
            try files.createDirectory(at: url, withIntermediateDirectories: true)
        } catch {
            throw Unwritable(path: path, reason: "the folder cannot be created (\(error.localizedDescription)).")
        }
        guard files.isWritableFile(atPath: url.path) else {
            throw Unwritable(path: path, reason: "the folder is not writable.")
        }
        removeStaleStaging()
    }

    /// Files and frame folders are written into hidden `.NAME.partial-PID` items and renamed
    /// when whole; a run that was killed leaves one behind. The next run in the folder removes
    /// those whose process is gone — never another live run's.
    private func removeStaleStaging() {
        let files = FileManager.default
        let names = (try? files.contentsOfDirectory(atPath: url.path)) ?? []
        for name in names where name.hasPrefix(".") {
            guard let marker = name.range(of: ".partial-", options: .backwards),
                  let pid = Int32(name[marker.upperBound...]) else { continue }
            if pid != getpid(), kill(pid, 0) == 0 || errno == EPERM { continue }
            try? files.removeItem(at: url.appendingPathComponent(name))
        }
    }

    func file(_ name: String) -> URL { url.appendingPathComponent(name) }

    /// The size of a file, or of every file in a folder.
    static func size(of url: URL) -> Int64 {
        let files = FileManager.default
        var isDirectory: ObjCBool = false
        guard files.fileExists(atPath: url.path, isDirectory: &isDirectory) else { return 0 }
        guard isDirectory.boolValue else { return (try? files.attributesOfItem(atPath: url.path)[.size] as? NSNumber)?.int64Value ?? 0 }
        let names = (try? files.contentsOfDirectory(atPath: url.path)) ?? []
        return names.reduce(0) { $0 + size(of: url.appendingPathComponent($1)) }
    }
}
#endif
