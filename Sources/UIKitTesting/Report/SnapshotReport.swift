import Foundation
import OpenCoreGraphics
#if canImport(Glibc)
import Glibc
#endif

/// The HTML report a test run writes when `OPENUIKIT_REPORT` names a folder (or
/// `openuikit test --report DIR` sets it): `index.html`, which opens from disk, the pictures it
/// shows in `assets/`, every snapshot assertion of the kit's strategies in `entries.js` (the
/// page's data) and `entries.jsonl`, and, when the process ends, `summary.json`,
/// `summary.txt` and `junit.xml`.
///
/// Several processes (shards) may write into one folder or into their own; `openuikit report
/// merge` makes one report of many folders. Entries are added as assertions run, so a run that
/// crashes keeps the report of what ran before.
final class SnapshotReport: @unchecked Sendable {
    // Every mutable member is guarded by `lock`: assertions may run on any thread.
    let folder: URL
    private let lock = NSLock()
    /// How many entries each test has made so far (entries are named after their test).
    private var countsPerTest: [String: Int] = [:]

    /// The report assertions go to: a task's own (`$override`, the report's tests use it), or
    /// the process's.
    static var current: SnapshotReport? { override ?? shared }

    /// A report for the assertions of one task and the tasks it starts.
    @TaskLocal static var override: SnapshotReport?

    /// The report of this process, when `OPENUIKIT_REPORT` names a folder it can write to.
    static let shared: SnapshotReport? = {
        guard let path = ProcessInfo.processInfo.environment["OPENUIKIT_REPORT"], !path.isEmpty else { return nil }
        let report = SnapshotReport(folder: URL(fileURLWithPath: path, isDirectory: true))
        if report != nil {
            atexit { SnapshotReport.shared?.finish() }
            TestNames.startObservingXCTest()
        }
        return report
    }()

    /// A report in `folder`, made if needed; `nil` (reported) when it cannot be written.
    init?(folder: URL) {
        self.folder = folder
        do {
            try FileManager.default.createDirectory(at: folder.appendingPathComponent("assets"), withIntermediateDirectories: true)
            try Self.writePage(in: folder)
            for name in ["entries.js", "entries.jsonl"] where !FileManager.default.fileExists(atPath: folder.appendingPathComponent(name).path) {
                try Data().write(to: folder.appendingPathComponent(name))
            }
        } catch {
            OpenUIKitDiagnostics.report(.testKitMisuse, "OPENUIKIT_REPORT: the report folder \(folder.path) cannot be written (\(error.localizedDescription)); no report is made.")
            return nil
        }
    }

    /// Writes the page (the same bytes every time) into `folder`.
    static func writePage(in folder: URL) throws {
        try Data(ReportPage.html.utf8).write(to: folder.appendingPathComponent("index.html"))
    }

    // MARK: Adding entries

    /// Adds one entry for the test running now: `fill` sets its contents, writing pictures
    /// through `assets` (which returns each file's path in the report).
    func add(status: ReportEntry.Status, kind: ReportEntry.Kind, message: String? = nil,
                     _ fill: (inout ReportEntry, ReportAssets) -> Void = { _, _ in }) {
        let (test, file) = TestNames.current()
        let id: String = lock.withLock {
            let count = countsPerTest[test, default: 0] + 1
            countsPerTest[test] = count
            return ReportAssets.slug(test) + "-\(count)"
        }
        var entry = ReportEntry(id: id, status: status, kind: kind, test: test, file: file, message: message)
        fill(&entry, ReportAssets(folder: folder, prefix: id))
        append(entry)
    }

    private func append(_ entry: ReportEntry) {
        guard let line = try? ReportFiles.jsonLine(entry) else { return }
        lock.withLock {
            appendLine("OPENUIKIT_REPORT.push(\(line));", to: "entries.js")
            appendLine(line, to: "entries.jsonl")
        }
    }

    /// Appends one line with one write to a file opened for appending, so processes that share
    /// the folder never interleave inside a line.
    private func appendLine(_ line: String, to name: String) {
        let path = folder.appendingPathComponent(name).path
        let descriptor = open(path, O_WRONLY | O_APPEND | O_CREAT, 0o644)
        guard descriptor >= 0 else { return }
        defer { close(descriptor) }
        let bytes = Array((line + "\n").utf8)
        _ = bytes.withUnsafeBytes { write(descriptor, $0.baseAddress, $0.count) }
    }

    // MARK: Finishing

    /// Writes the summary and the JUnit XML from every entry in the folder (other processes'
    /// too): the process that ends last leaves the whole picture.
    func finish() {
        lock.withLock { try? ReportSummary.write(in: folder) }
    }
}

/// Where an entry's pictures go: `assets/<entry id>-<name>`.
struct ReportAssets {
    let folder: URL
    let prefix: String

    /// Writes `data` as the entry's `name` and returns its path relative to the report.
    func write(_ data: Data?, name: String) -> String? {
        guard let data else { return nil }
        let relative = "assets/\(prefix)-\(name)"
        return (try? data.write(to: folder.appendingPathComponent(relative))) != nil ? relative : nil
    }

    func writePNG(_ pixels: PixelBuffer?, name: String) -> String? {
        write(pixels.flatMap { ImageCoding.pngData($0) }, name: name + ".png")
    }

    /// A file-name-safe form of a test's name.
    static func slug(_ text: String) -> String {
        let allowed = Set("abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789-_.")
        let mapped = String(text.map { allowed.contains($0) ? $0 : "_" })
        return String(mapped.prefix(120))
    }
}
