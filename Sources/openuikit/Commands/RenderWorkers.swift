#if CommandLine
import Foundation

/// `openuikit render` on several cores: each item is rendered by its own `openuikit render
/// NAME --jobs 1` process, a few at a time. Every process has its own application and virtual
/// clock, so an item's files are byte for byte those of a serial run (OpenUIKitCommandTests
/// checks it). The engine itself is single-threaded (main actor), which is why the parallelism
/// is between processes rather than threads.
struct RenderWorkers {
    /// What a worker prints on standard output for its parent: one line per item.
    static let rowPrefix = "openuikit-render-row\t"

    let executable: URL
    /// The worker's arguments after `render NAME`.
    let options: [String]
    let jobs: Int

    struct WorkerFailed: Error, CustomStringConvertible {
        let messages: [String]
        var description: String { messages.joined(separator: "\n") }
    }

    private struct Running {
        let index: Int
        let process: Process
        let output: URL
        let errors: URL
    }

    /// Renders `names`, `jobs` at a time; reports each item as it finishes and returns the rows
    /// in the order of `names`.
    func run(_ names: [String], report: ProgressReport) throws -> [ProgressReport.Row] {
        let scratch = FileManager.default.temporaryDirectory.appendingPathComponent("openuikit-render-\(getpid())")
        try FileManager.default.createDirectory(at: scratch, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: scratch) }
        var rows = [ProgressReport.Row?](repeating: nil, count: names.count)
        var failures: [String] = []
        var running: [Running] = []
        var nextIndex = 0, finished = 0
        while finished < names.count {
            while running.count < jobs, nextIndex < names.count {
                running.append(try start(names[nextIndex], index: nextIndex, scratch: scratch))
                nextIndex += 1
            }
            guard let done = running.firstIndex(where: { !$0.process.isRunning }) else {
                usleep(5_000)
                continue
            }
            let worker = running.remove(at: done)
            finished += 1
            // Diagnostics the worker printed are passed on.
            if let errors = try? Data(contentsOf: worker.errors), !errors.isEmpty { FileHandle.standardError.write(errors) }
            let stdout = (try? String(contentsOf: worker.output, encoding: .utf8)) ?? ""
            if worker.process.terminationStatus == 0,
               let line = stdout.split(separator: "\n").first(where: { $0.hasPrefix(Self.rowPrefix) }),
               let row = Self.row(from: String(line)) {
                rows[worker.index] = row
                report.finish(finished, row)
            } else {
                failures.append("\(names[worker.index]): the worker failed (exit status \(worker.process.terminationStatus)).")
            }
        }
        if !failures.isEmpty { throw WorkerFailed(messages: failures) }
        return rows.compactMap { $0 }
    }

    private func start(_ name: String, index: Int, scratch: URL) throws -> Running {
        let output = scratch.appendingPathComponent("\(index).out"), errors = scratch.appendingPathComponent("\(index).err")
        _ = FileManager.default.createFile(atPath: output.path, contents: nil)
        _ = FileManager.default.createFile(atPath: errors.path, contents: nil)
        let process = Process()
        process.executableURL = executable
        process.arguments = ["render", name] + options + ["--jobs", "1", "--worker-report"]
        process.standardOutput = try FileHandle(forWritingTo: output)
        process.standardError = try FileHandle(forWritingTo: errors)
        try process.run()
        return Running(index: index, process: process, output: output, errors: errors)
    }

    /// The line a worker prints for `row`.
    static func line(for row: ProgressReport.Row) -> String {
        rowPrefix + [row.name, String(row.frames), String(row.duration), String(row.bytes), String(row.seconds)].joined(separator: "\t")
    }

    static func row(from line: String) -> ProgressReport.Row? {
        let fields = line.dropFirst(rowPrefix.count).split(separator: "\t").map(String.init)
        guard fields.count == 5, let frames = Int(fields[1]), let duration = Double(fields[2]),
              let bytes = Int64(fields[3]), let seconds = Double(fields[4]) else { return nil }
        return ProgressReport.Row(name: fields[0], frames: frames, duration: duration, bytes: bytes, seconds: seconds)
    }
}
#endif
