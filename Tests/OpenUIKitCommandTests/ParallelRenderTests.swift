import Foundation
import Testing

/// `openuikit render` with several items renders them in parallel processes (`--jobs`), and
/// every file is byte for byte what a serial run writes.
struct ParallelRenderTests {
    /// Every file under `folder` (relative path → bytes).
    private func files(in folder: URL) throws -> [String: Data] {
        var result: [String: Data] = [:]
        let enumerator = FileManager.default.enumerator(at: folder, includingPropertiesForKeys: [.isRegularFileKey])
        while let url = enumerator?.nextObject() as? URL {
            guard (try url.resourceValues(forKeys: [.isRegularFileKey])).isRegularFile == true else { continue }
            result[String(url.path.dropFirst(folder.path.count))] = try Data(contentsOf: url)
        }
        return result
    }

    @Test func parallelAndSerialRunsWriteTheSameBytes() throws {
        let serial = try CommandRunner.temporaryFolder(), parallel = try CommandRunner.temporaryFolder()
        defer {
            try? FileManager.default.removeItem(at: serial)
            try? FileManager.default.removeItem(at: parallel)
        }
        let items = ["slide-modal", "ca-flip", "overlay", "ca-bubble"]
        let options = ["--format", "gif,filmstrip,frames", "--scale", "0.25", "--fps", "10", "--duration", "0.6"]
        let one = try CommandRunner.run(["render"] + items + options + ["--out", serial.path, "--jobs", "1"])
        #expect(one.status == 0, "\(one.standardError)")
        let two = try CommandRunner.run(["render"] + items + options + ["--out", parallel.path, "--jobs", "2"])
        #expect(two.status == 0, "\(two.standardError)")
        #expect(two.standardOutput.contains("by 2 processes at once"), "\(two.standardOutput)")
        let serialFiles = try files(in: serial), parallelFiles = try files(in: parallel)
        #expect(serialFiles.count >= items.count * 3, "\(serialFiles.keys.sorted())")
        #expect(Set(serialFiles.keys) == Set(parallelFiles.keys))
        for (path, bytes) in serialFiles {
            #expect(parallelFiles[path] == bytes, "\(path) differs between the serial and the parallel run")
        }
        // The summary lists the items in the order they were asked for, whatever order they finished in.
        let listed = two.standardOutput.split(separator: "\n").compactMap { line in items.first { line.hasPrefix($0 + " ") } }
        #expect(listed == items, "\(two.standardOutput)")
    }

    @Test func aFailingWorkerFailsTheRun() throws {
        let folder = try CommandRunner.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        // A folder where slide-modal's still must go: that worker cannot write it.
        try FileManager.default.createDirectory(at: folder.appendingPathComponent("slide-modal.png/inside"), withIntermediateDirectories: true)
        let result = try CommandRunner.run(["render", "slide-modal", "ca-flip", "--format", "png", "--scale", "0.25",
                                            "--out", folder.path, "--jobs", "2"])
        #expect(result.status != 0)
        #expect(result.standardError.contains("slide-modal: the worker failed"), "\(result.standardError)")
        // The other item was rendered all the same.
        #expect(FileManager.default.fileExists(atPath: folder.appendingPathComponent("ca-flip.png").path))
    }
}
