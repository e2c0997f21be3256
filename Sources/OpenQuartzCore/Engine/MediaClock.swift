import Synchronization
#if canImport(Glibc)
import Glibc
#endif

/// The one media clock `CACurrentMediaTime()` reads.
///
/// Virtual by default: time moves only when the run loop driver advances it, so the same input
/// produces the same frames every run. The live window switches it to the monotonic system clock.
/// The virtual clock starts at ``virtualEpoch`` seconds rather than 0, like a device that booted a
/// while ago — `beginTime == 0` means "now" to Core Animation, so a clock at 0 would hide bugs.
package final class MediaClock: Sendable {
    package enum Mode: Sendable, Equatable {
        case virtual
        case monotonic
    }

    private struct State: Sendable {
        var mode: Mode = .virtual
        var virtualNow: CFTimeInterval = MediaClock.virtualEpoch
    }

    package static let shared = MediaClock()
    package static let virtualEpoch: CFTimeInterval = 1000

    private let state = Mutex(State())

    package init() {}

    package var mode: Mode { state.withLock { $0.mode } }

    /// The current media time in seconds.
    package var now: CFTimeInterval {
        let (mode, virtualNow) = state.withLock { ($0.mode, $0.virtualNow) }
        switch mode {
        case .virtual: return virtualNow
        case .monotonic: return Self.monotonicSeconds()
        }
    }

    /// Moves virtual time forward to `time`. Moving backwards is refused with a diagnostic.
    package func advanceVirtualTime(to time: CFTimeInterval) {
        let refused: CFTimeInterval? = state.withLock { state in
            guard time >= state.virtualNow else { return state.virtualNow }
            state.virtualNow = time
            return nil
        }
        if let current = refused {
            OpenUIKitDiagnostics.report(.clockMisuse, "The media clock cannot go backwards (from \(current) to \(time)).")
        }
    }

    /// Switches to virtual time starting at `time` (tests and the renderer).
    package func useVirtualTime(startingAt time: CFTimeInterval = MediaClock.virtualEpoch) {
        state.withLock {
            $0.mode = .virtual
            $0.virtualNow = time
        }
    }

    /// Switches to the monotonic system clock (the live window).
    package func useMonotonicTime() {
        state.withLock { $0.mode = .monotonic }
    }

    package static func monotonicSeconds() -> CFTimeInterval {
        var spec = timespec()
        clock_gettime(CLOCK_MONOTONIC, &spec)
        return CFTimeInterval(spec.tv_sec) + CFTimeInterval(spec.tv_nsec) / 1_000_000_000
    }
}

extension DiagnosticCode {
    /// Misuse of the media clock or the run loop driver.
    public static let clockMisuse = DiagnosticCode(rawValue: "MediaClockMisuse")
}
