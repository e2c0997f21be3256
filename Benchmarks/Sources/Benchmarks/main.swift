// OpenUIKit benchmarks. Build in release mode (scripts/benchmarks does); numbers from a debug
// build are meaningless, so this refuses to run one.
//
//     Benchmarks [GROUP…] [--check | --record-baseline]
//
// Groups: timing, compositor, blur, snapshot, headless, layout, scrolling (default: all of these), and
// assertions (only when named). Every run writes its
// results to Benchmarks/Results/ (JSON). The exit status is 0 when every goal is met; with
// --check, when no ratio regressed beyond the noise band of Benchmarks/baseline.json (goals are
// reported, not required); --record-baseline makes this run's ratios the baseline.
#if canImport(Glibc)
import Glibc
#endif
import Foundation

/// Runs one group by name; returns whether its goals were met.
@MainActor
func runGroup(_ name: String) -> Bool {
    ResultsLog.currentGroup = name
    switch name {
    case "timing": return runTimingBenchmarks()
    case "compositor": return runCompositorBenchmarks()
    case "blur": return runBlurBenchmarks()
    case "snapshot": return runSnapshotPathBenchmarks()
    case "layout": return runLayoutBenchmarks()
    case "scrolling": return runScrollingBenchmarks()
    case "assertions":
        #if Assertions
        return runAssertionBenchmarks()
        #else
        print("error: the assertions group is built with the Assertions trait (scripts/benchmarks assertions).")
        return false
        #endif
    default: return runHeadlessBenchmarks()
    }
}

#if DEBUG
print("error: benchmarks must be built in release mode (swift run -c release).")
exit(2)
#else
print("OpenUIKit benchmarks — one core, median of repeated runs after warm-up")
let arguments = Array(CommandLine.arguments.dropFirst())
let checking = arguments.contains("--check")
let recordingBaseline = arguments.contains("--record-baseline")
let groups = arguments.filter { !$0.hasPrefix("--") }
let known = ["timing", "compositor", "blur", "snapshot", "headless", "layout", "scrolling", "assertions"]
if let unknown = groups.first(where: { !known.contains($0) }) {
    print("error: unknown group '\(unknown)'; groups: \(known.joined(separator: ", ")).")
    exit(2)
}
// "assertions" (10,000 snapshot assertions, minutes long) runs only when asked for.
let selected: [String] = known.filter { groups.isEmpty ? $0 != "assertions" : groups.contains($0) }
let met = MainActor.assumeIsolated { () -> Bool in
    var met = true
    for group in selected { met = runGroup(group) && met }
    return met
}
if profilingRounds != nil { exit(0) }
do {
    let file = try ResultsLog.write()
    print("results: \(file.path)")
    if recordingBaseline {
        try ResultsLog.recordBaseline()
        print("baseline: \(ResultsLog.baselineFile.path)")
    }
    if checking {
        // A slowed stretch of the machine can push one ratio over; a real regression stays over.
        // Groups with a ratio over the limit are measured again, up to twice, and each key keeps
        // its best ratio.
        for attempt in 1...2 {
            let regressed = try ResultsLog.regressedGroups()
            guard !regressed.isEmpty else { break }
            print("measuring again (\(attempt) of 2): \(regressed.sorted().joined(separator: ", "))")
            MainActor.assumeIsolated {
                for group in selected where regressed.contains(group) { _ = runGroup(group) }
            }
        }
        exit(try ResultsLog.check() ? 0 : 1)
    }
} catch {
    print("error: \(error)")
    exit(2)
}
exit(met ? 0 : 1)
#endif
