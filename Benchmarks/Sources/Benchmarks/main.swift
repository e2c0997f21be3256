// OpenUIKit benchmarks. Build in release mode (scripts/benchmarks does); numbers from a debug
// build are meaningless, so this refuses to run one.
#if canImport(Glibc)
import Glibc
#endif

#if DEBUG
print("error: benchmarks must be built in release mode (swift run -c release).")
exit(2)
#else
print("OpenUIKit benchmarks — one core, median of repeated runs after warm-up")
let timingMet = MainActor.assumeIsolated { runTimingBenchmarks() }
exit(timingMet ? 0 : 1)
#endif
