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
let groups = CommandLine.arguments.dropFirst()
let runAll = groups.isEmpty
let met = MainActor.assumeIsolated { () -> Bool in
    var met = true
    if runAll || groups.contains("timing") { met = runTimingBenchmarks() && met }
    if runAll || groups.contains("compositor") { met = runCompositorBenchmarks() && met }
    if runAll || groups.contains("blur") { met = runBlurBenchmarks() && met }
    if runAll || groups.contains("snapshot") { met = runSnapshotPathBenchmarks() && met }
    if runAll || groups.contains("headless") { met = runHeadlessBenchmarks() && met }
    return met
}
exit(met ? 0 : 1)
#endif
