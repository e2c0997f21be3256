#if CommandLine
import Foundation

/// Frame times of the live window. A frame's *work* is ours — events, the main loop, rendering,
/// the overlay, handing the pixels to SDL; *present* is the display server's side (X11 waits
/// for the server to take the image; with vsync, for the refresh).
struct FrameStatistics {
    private(set) var work: [Double] = []
    private(set) var rendering: [Double] = []
    private(set) var present: [Double] = []
    private var recentStarts: [Double] = []

    mutating func record(work: Double, rendering: Double, present: Double, startedAt start: Double) {
        self.work.append(work)
        self.rendering.append(rendering)
        self.present.append(present)
        recentStarts.append(start)
        if recentStarts.count > 61 { recentStarts.removeFirst(recentStarts.count - 61) }
    }

    /// Frames per second over the last second or so.
    var framesPerSecond: Double {
        guard let first = recentStarts.first, let last = recentStarts.last, last > first else { return 0 }
        return Double(recentStarts.count - 1) / (last - first)
    }

    var lastWork: Double { work.last ?? 0 }
    var lastPresent: Double { present.last ?? 0 }

    static func percentile(_ p: Double, of values: [Double]) -> Double {
        guard !values.isEmpty else { return 0 }
        let sorted = values.sorted()
        return sorted[min(sorted.count - 1, Int((p * Double(sorted.count - 1)).rounded()))]
    }

    var report: String {
        guard !work.isEmpty else { return "no frames" }
        func stats(_ values: [Double]) -> String {
            let mean = values.reduce(0, +) / Double(values.count)
            return String(format: "mean %.2f, p50 %.2f, p99 %.2f, max %.2f ms", mean * 1000, Self.percentile(0.5, of: values) * 1000,
                          Self.percentile(0.99, of: values) * 1000, (values.max() ?? 0) * 1000)
        }
        let whole = zip(work, present).map { $0 + $1 }
        return "\(work.count) frames; work \(stats(work)) (rendering \(stats(rendering))); present \(stats(present)); whole frame \(stats(whole))"
    }
}
#endif
