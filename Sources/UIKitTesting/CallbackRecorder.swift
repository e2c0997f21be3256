import OpenUIKit

/// Records the callbacks UIKit makes during transitions — appearance methods, what transition
/// delegates vend, animator and interactor calls, presentation controller hooks,
/// `completeTransition(_:)`, coordinator completions, `animationEnded(_:)` — with the virtual
/// time of each, without overriding anything in the app's classes.
///
/// ```swift
/// let recorder = CallbackRecorder()
/// recorder.start()
/// host.tap(list.pushButton)
/// try host.runUntilIdle()
/// #expect(recorder.callbacks == [...], "\(recorder.diff(expected: [...]))")
/// ```
///
/// One recorder listens at a time; starting another replaces it.
@MainActor
public final class CallbackRecorder {
    /// One callback and when it happened (seconds since `start()`, to 0.1 ms).
    public struct Entry: Equatable, Sendable, CustomStringConvertible {
        public let time: TimeInterval
        public let callback: String
        public var description: String { "\(formatTime(time))  \(callback)" }
    }

    public private(set) var entries: [Entry] = []
    private var startTime: CFTimeInterval = 0
    private var isRecording = false

    public init() {}

    /// Starts listening (and forgets what was recorded before).
    public func start() {
        entries = []
        startTime = CACurrentMediaTime()
        isRecording = true
        ApplicationHost.callbackObserver = { [weak self] callback in
            guard let self else { return }
            let time = roundedToTenthOfAMillisecond(CACurrentMediaTime() - startTime)
            entries.append(Entry(time: time, callback: callback))
        }
    }

    /// Stops listening; the entries stay.
    public func stop() {
        guard isRecording else { return }
        isRecording = false
        ApplicationHost.callbackObserver = nil
    }

    /// The callbacks, in order, without times.
    public var callbacks: [String] { entries.map(\.callback) }

    /// The callbacks recorded since the last `take()` (or `start()`), which are then forgotten.
    public func take() -> [String] {
        defer { entries = [] }
        return callbacks
    }

    /// The timeline as text: one callback per line with its time.
    public var timeline: String { entries.map(\.description).joined(separator: "\n") }

    /// A readable difference between `expected` and what was recorded: unchanged lines
    /// indented, missing ones marked `-`, unexpected ones `+`; empty when they are equal.
    public func diff(expected: [String]) -> String {
        Self.diff(expected: expected, actual: callbacks)
    }

    /// The same for any two lists of callbacks.
    public nonisolated static func diff(expected: [String], actual: [String]) -> String {
        guard expected != actual else { return "" }
        // Longest common subsequence, then a walk that keeps the order of both lists.
        let n = expected.count, m = actual.count
        var common = Array(repeating: Array(repeating: 0, count: m + 1), count: n + 1)
        for i in stride(from: n - 1, through: 0, by: -1) {
            for j in stride(from: m - 1, through: 0, by: -1) {
                common[i][j] = expected[i] == actual[j] ? common[i + 1][j + 1] + 1 : max(common[i + 1][j], common[i][j + 1])
            }
        }
        var lines: [String] = []
        var i = 0, j = 0
        while i < n || j < m {
            if i < n, j < m, expected[i] == actual[j] {
                lines.append("  \(expected[i])")
                i += 1
                j += 1
            } else if i < n, j == m || common[i + 1][j] >= common[i][j + 1] {
                lines.append("- \(expected[i])")
                i += 1
            } else {
                lines.append("+ \(actual[j])")
                j += 1
            }
        }
        return "callbacks differ (- expected, + recorded):\n" + lines.joined(separator: "\n")
    }
}

/// Seconds rounded to 0.1 ms, as the kit reports every time (callbacks, frames, `now`): readable
/// in logs, and equal across runs however the frames' times were summed.
func roundedToTenthOfAMillisecond(_ seconds: Double) -> TimeInterval {
    (seconds * 10_000).rounded() / 10_000
}

private func formatTime(_ time: TimeInterval) -> String {
    let milliseconds = Int((time * 1000).rounded())
    return "\(milliseconds / 1000).\(String(format: "%03d", milliseconds % 1000)) s"
}
