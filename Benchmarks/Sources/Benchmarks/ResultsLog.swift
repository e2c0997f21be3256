import Foundation

/// Every reported measurement of a run, written as JSON (Benchmarks/Results/), and the check of
/// its ratios against the committed baseline (Benchmarks/baseline.json):
///
/// - a result with a `key` and a reference is checked: its ratio to the reference (measured in the
///   same run, so the machine's speed cancels out) must not exceed the baseline's ratio by more
///   than ``noiseBand``. The ratio compared is that of the 10th percentiles — the runs least
///   disturbed by the rest of the machine: on this VM the medians of one benchmark moved by up
///   to 3x between runs minutes apart (the kernel reclaiming the process's memory while it ran),
///   the 10th percentiles by a few per cent;
/// - absolute times are recorded but not checked (they depend on the machine).
///
/// The noise band, 25 %: above the spread measured between runs (docs/benchmarks.md,
/// "Regression check"), and well below the regressions worth catching.
struct ResultsLog {
    struct Record: Codable {
        var key: String
        var group: String
        var name: String
        var medianSeconds: Double
        var p90Seconds: Double
        var reference: String?
        /// Median over the reference's median.
        var ratio: Double?
        /// 10th percentile over the reference's: what `--check` compares.
        var quickRatio: Double?
        var goal: String?
        var goalMet: Bool?
    }

    struct Baseline: Codable {
        var noiseBand: Double
        /// Key → the ratio recorded when the baseline was taken.
        var ratios: [String: Double]
    }

    nonisolated(unsafe) static var records: [Record] = []
    nonisolated(unsafe) static var currentGroup = ""

    static let noiseBand = 0.25

    static func add(_ record: Record) {
        records.append(record)
    }

    static var packageFolder: URL {
        URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    }

    /// Writes this run's records to Benchmarks/Results/run-<time>.json and latest.json.
    static func write() throws -> URL {
        let folder = packageFolder.appendingPathComponent("Results")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys]
        let data = try encoder.encode(records)
        let stamp = ISO8601DateFormatter().string(from: Date()).replacingOccurrences(of: ":", with: "-")
        let file = folder.appendingPathComponent("run-\(stamp).json")
        try data.write(to: file)
        try data.write(to: folder.appendingPathComponent("latest.json"))
        return file
    }

    static var baselineFile: URL { packageFolder.appendingPathComponent("baseline.json") }

    struct Best {
        let key: String
        let group: String
        let ratio: Double
    }

    /// Each checked key's best (lowest) ratio over the measurements of this run, in first-seen order.
    static var bestRatios: [Best] {
        var best: [Best] = []
        for record in records {
            guard let ratio = record.quickRatio else { continue }
            if let index = best.firstIndex(where: { $0.key == record.key }) {
                if ratio < best[index].ratio { best[index] = Best(key: record.key, group: record.group, ratio: ratio) }
            } else {
                best.append(Best(key: record.key, group: record.group, ratio: ratio))
            }
        }
        return best
    }

    /// The groups with a key over its limit.
    static func regressedGroups() throws -> Set<String> {
        let baseline = try JSONDecoder().decode(Baseline.self, from: Data(contentsOf: baselineFile))
        var groups = Set<String>()
        for entry in bestRatios {
            guard let expected = baseline.ratios[entry.key] else { continue }
            if entry.ratio > expected * (1 + baseline.noiseBand) { groups.insert(entry.group) }
        }
        return groups
    }

    /// Compares this run's best ratios with the baseline; prints one line per key and returns
    /// whether none regressed beyond the noise band.
    static func check() throws -> Bool {
        let baseline = try JSONDecoder().decode(Baseline.self, from: Data(contentsOf: baselineFile))
        var passed = true
        print("check against Benchmarks/baseline.json (noise band \(Int(baseline.noiseBand * 100)) %):")
        for record in bestRatios {
            let ratio = record.ratio
            guard let expected = baseline.ratios[record.key] else {
                print("  \(record.key.padding(toLength: 28, withPad: " ", startingAt: 0)) \(String(format: "%.3f", ratio))  (no baseline yet)")
                continue
            }
            let limit = expected * (1 + baseline.noiseBand)
            let ok = ratio <= limit
            passed = passed && ok
            print("  \(record.key.padding(toLength: 28, withPad: " ", startingAt: 0)) \(String(format: "%.3f", ratio)) (baseline \(String(format: "%.3f", expected)), limit \(String(format: "%.3f", limit)))  \(ok ? "ok" : "REGRESSED")")
        }
        return passed
    }

    /// Makes this run's ratios the baseline (keys of groups not run keep their values).
    static func recordBaseline() throws {
        var baseline = (try? JSONDecoder().decode(Baseline.self, from: Data(contentsOf: baselineFile))) ?? Baseline(noiseBand: noiseBand, ratios: [:])
        baseline.noiseBand = noiseBand
        for entry in bestRatios { baseline.ratios[entry.key] = Double(String(format: "%.4g", entry.ratio)) ?? entry.ratio }
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys]
        try encoder.encode(baseline).write(to: baselineFile)
    }
}
