#if CommandLine
import Foundation

/// The render command's report on standard error: a progress bar per item while it records and
/// writes (redrawn in place on a terminal, one line per item otherwise), then a summary table on
/// standard output.
final class ProgressReport {
    struct Row {
        let name: String
        let frames: Int
        let duration: Double
        let bytes: Int64
        let seconds: Double
    }

    private let total: Int
    private let interactive: Bool
    private let quiet: Bool
    private var lastDrawn = -1
    private(set) var rows: [Row] = []

    /// With `quiet` (a render worker) nothing is printed; the rows are still kept.
    init(total: Int, quiet: Bool = false) {
        self.total = total
        self.quiet = quiet
        interactive = !quiet && isatty(STDERR_FILENO) != 0
    }

    /// Redraws `name`'s bar at `fraction` (0...1) with a short status.
    func update(_ position: Int, _ name: String, fraction: Double, status: String) {
        guard interactive else { return }
        let percent = Int((fraction * 100).rounded(.down))
        guard percent != lastDrawn else { return }
        lastDrawn = percent
        FileHandle.standardError.write(Data(("\r\u{1B}[K" + line(position, name, fraction: fraction, status: status)).utf8))
    }

    /// Ends `name`'s line.
    func finish(_ position: Int, _ row: Row) {
        rows.append(row)
        lastDrawn = -1
        guard !quiet else { return }
        let status = "\(row.frames) frames, \(Self.size(row.bytes)), \(String(format: "%.1f", row.seconds)) s"
        let prefix = interactive ? "\r\u{1B}[K" : ""
        FileHandle.standardError.write(Data((prefix + line(position, row.name, fraction: 1, status: status) + "\n").utf8))
    }

    private func line(_ position: Int, _ name: String, fraction: Double, status: String) -> String {
        let width = 24
        let filled = Int((fraction * Double(width)).rounded(.down))
        let bar = String(repeating: "█", count: filled) + String(repeating: "░", count: width - filled)
        let counter = "[\(String(position).leftPadded(to: String(total).count))/\(total)]"
        return "\(counter) \(name.padded(to: 16)) \(bar) \(String(Int(fraction * 100)).leftPadded(to: 3))%  \(status)"
    }

    /// The table of every item rendered, with totals.
    var summary: String { Self.summary(of: rows) }

    /// The table of `rows`, with totals.
    static func summary(of rows: [Row]) -> String {
        var lines = ["item".padded(to: 16) + "frames".leftPadded(to: 8) + "duration".leftPadded(to: 10) + "output".leftPadded(to: 11) + "time".leftPadded(to: 9)]
        for row in rows {
            lines.append(row.name.padded(to: 16) + String(row.frames).leftPadded(to: 8) + String(format: "%.2f s", row.duration).leftPadded(to: 10)
                + Self.size(row.bytes).leftPadded(to: 11) + String(format: "%.1f s", row.seconds).leftPadded(to: 9))
        }
        let frames = rows.reduce(0) { $0 + $1.frames }, bytes = rows.reduce(Int64(0)) { $0 + $1.bytes }
        let seconds = rows.reduce(0.0) { $0 + $1.seconds }
        lines.append("total".padded(to: 16) + String(frames).leftPadded(to: 8) + "".leftPadded(to: 10) + Self.size(bytes).leftPadded(to: 11)
            + String(format: "%.1f s", seconds).leftPadded(to: 9))
        return lines.joined(separator: "\n")
    }

    static func size(_ bytes: Int64) -> String {
        if bytes < 1024 { return "\(bytes) B" }
        if bytes < 1024 * 1024 { return String(format: "%.0f KB", Double(bytes) / 1024) }
        return String(format: "%.1f MB", Double(bytes) / 1024 / 1024)
    }
}

extension String {
    func padded(to width: Int) -> String { count >= width ? self + " " : self + String(repeating: " ", count: width - count) }
    func leftPadded(to width: Int) -> String { count >= width ? " " + self : String(repeating: " ", count: width - count) + self }
}
#endif
