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
final class MediaClock: Sendable {
    enum Mode: Sendable, Equatable {
        case virtual
        case monotonic
    }

    static let shared = MediaClock()
    static let virtualEpoch: CFTimeInterval = 1000

    // Two atomics, not a lock: the clock is read dozens of times in every transition (each
    // animation, each frame), and a lock taken and released for every read showed in the
    // headless benchmark. A reader may see a switch of mode and the new virtual time one read
    // apart; the switches happen when tests and the renderer set the clock up, not while it is
    // read for a frame.
    private let isMonotonic = Atomic<Bool>(false)
    /// The virtual time's bit pattern (a `Double` in an atomic word).
    private let virtualNowBits = Atomic<UInt64>(MediaClock.virtualEpoch.bitPattern)

    init() {}

    var mode: Mode { isMonotonic.load(ordering: .acquiring) ? .monotonic : .virtual }

    /// The current media time in seconds.
    var now: CFTimeInterval {
        if isMonotonic.load(ordering: .acquiring) { return Self.monotonicSeconds() }
        return CFTimeInterval(bitPattern: virtualNowBits.load(ordering: .acquiring))
    }

    /// Moves virtual time forward to `time`. Moving backwards is refused with a diagnostic.
    func advanceVirtualTime(to time: CFTimeInterval) {
        var current = virtualNowBits.load(ordering: .acquiring)
        while true {
            let currentTime = CFTimeInterval(bitPattern: current)
            // NaN compares false: refused too.
            guard time >= currentTime else {
                OpenUIKitDiagnostics.report(.clockMisuse, "The media clock cannot go backwards (from \(currentTime) to \(time)).")
                return
            }
            let (exchanged, original) = virtualNowBits.compareExchange(expected: current, desired: time.bitPattern,
                                                                        ordering: .acquiringAndReleasing)
            if exchanged { return }
            current = original
        }
    }

    /// Switches to virtual time starting at `time` (tests and the renderer).
    func useVirtualTime(startingAt time: CFTimeInterval = MediaClock.virtualEpoch) {
        // The time first: a reader that sees the virtual mode sees this time.
        virtualNowBits.store(time.bitPattern, ordering: .releasing)
        isMonotonic.store(false, ordering: .releasing)
    }

    /// Switches to the monotonic system clock (the live window).
    func useMonotonicTime() {
        isMonotonic.store(true, ordering: .releasing)
    }

    static func monotonicSeconds() -> CFTimeInterval {
        var spec = timespec()
        clock_gettime(CLOCK_MONOTONIC, &spec)
        return CFTimeInterval(spec.tv_sec) + CFTimeInterval(spec.tv_nsec) / 1_000_000_000
    }
}
