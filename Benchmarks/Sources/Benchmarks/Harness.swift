#if canImport(Glibc)
import Glibc
#endif

/// A minimal benchmark harness: runs a measured closure many times after warm-up, reports the
/// median and the 90th percentile, and compares with a reference measured in the same process.
struct Measurement {
    let name: String
    let samples: [Double]   // seconds per iteration

    var median: Double { percentile(0.5) }
    /// The 10th percentile: the runs least disturbed by the rest of the machine.
    var p10: Double { percentile(0.1) }
    var p90: Double { percentile(0.9) }

    func percentile(_ p: Double) -> Double {
        let sorted = samples.sorted()
        return sorted[min(sorted.count - 1, Int(Double(sorted.count - 1) * p))]
    }
}

func monotonicNow() -> Double {
    var spec = timespec()
    clock_gettime(CLOCK_MONOTONIC, &spec)
    return Double(spec.tv_sec) + Double(spec.tv_nsec) / 1e9
}

/// Measures `body` `iterations` times (after `warmup` unmeasured runs).
func measure(_ name: String, iterations: Int = 200, warmup: Int = 20, _ body: () -> Void) -> Measurement {
    for _ in 0..<warmup { body() }
    var samples: [Double] = []
    samples.reserveCapacity(iterations)
    for _ in 0..<iterations {
        let start = monotonicNow()
        body()
        samples.append(monotonicNow() - start)
    }
    return Measurement(name: name, samples: samples)
}

/// Keeps a value alive so the optimiser cannot remove the work that produced it.
@inline(never)
func blackHole<T>(_ value: T) {
    withExtendedLifetime(value) {}
}

func formatDuration(_ seconds: Double) -> String {
    if seconds < 1e-3 { return String(format: "%.1f µs", seconds * 1e6) }
    return String(format: "%.3f ms", seconds * 1e3)
}

/// Prints one result line: median, p90, ratio to the reference and the goal verdict; with a
/// `key`, the result is also logged for the run's JSON and `--check` (ResultsLog).
func report(_ m: Measurement, reference: Measurement?, goal: (String, Bool)? = nil, key: String? = nil) {
    if let key {
        ResultsLog.add(ResultsLog.Record(key: key, group: ResultsLog.currentGroup, name: m.name, medianSeconds: m.median, p90Seconds: m.p90, reference: reference?.name,
                                         ratio: reference.map { m.median / $0.median }, quickRatio: reference.map { m.p10 / $0.p10 },
                                         goal: goal?.0, goalMet: goal?.1))
    }
    var line = "\(m.name.padding(toLength: 58, withPad: " ", startingAt: 0)) median \(formatDuration(m.median).padding(toLength: 12, withPad: " ", startingAt: 0)) p90 \(formatDuration(m.p90).padding(toLength: 12, withPad: " ", startingAt: 0))"
    if let reference {
        let ratio = m.median / reference.median
        line += String(format: ratio < 0.1 ? " %6.4fx %@" : " %6.2fx %@", ratio, reference.name)
    }
    if let (text, met) = goal {
        line += "  goal \(text): \(met ? "met" : "NOT MET")"
    }
    print(line)
}

/// `OPENUIKIT_BENCH_PROFILE=N` runs only the measured work N times (for perf), no report.
let profilingRounds: Int? = getenv("OPENUIKIT_BENCH_PROFILE").flatMap { Int(String(cString: $0)) }

/// With `OPENUIKIT_BENCH_PROFILE`, the compositor scene's scale to profile: 3 (default) or 1.
let profilingScale: Double = getenv("OPENUIKIT_BENCH_PROFILE_SCALE").flatMap { Double(String(cString: $0)) } ?? 3
