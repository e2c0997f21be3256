import Foundation

/// Frame times of the live window: the work of one frame (events, the main loop, rendering,
/// the overlay, the upload), without the wait for the display.
struct FrameStatistics {
    private(set) var frameTimes: [Double] = []
    private var recentStarts: [Double] = []

    mutating func record(frameTime: Double, startedAt start: Double) {
        frameTimes.append(frameTime)
        recentStarts.append(start)
        if recentStarts.count > 61 { recentStarts.removeFirst(recentStarts.count - 61) }
    }

    /// Frames per second over the last second or so.
    var framesPerSecond: Double {
        guard let first = recentStarts.first, let last = recentStarts.last, last > first else { return 0 }
        return Double(recentStarts.count - 1) / (last - first)
    }

    var lastFrameTime: Double { frameTimes.last ?? 0 }

    func percentile(_ p: Double) -> Double {
        guard !frameTimes.isEmpty else { return 0 }
        let sorted = frameTimes.sorted()
        return sorted[min(sorted.count - 1, Int((p * Double(sorted.count - 1)).rounded()))]
    }

    var report: String {
        guard !frameTimes.isEmpty else { return "no frames" }
        let mean = frameTimes.reduce(0, +) / Double(frameTimes.count)
        return String(format: "%d frames; frame time mean %.2f ms, p50 %.2f ms, p99 %.2f ms, max %.2f ms", frameTimes.count,
                      mean * 1000, percentile(0.5) * 1000, percentile(0.99) * 1000, (frameTimes.max() ?? 0) * 1000)
    }
}
