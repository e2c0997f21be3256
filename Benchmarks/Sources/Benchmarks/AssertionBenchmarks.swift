#if Assertions
#if canImport(Glibc)
import Glibc
#endif
import Foundation
@testable import OpenCoreGraphics
@testable import OpenUIKit
import SnapshotTesting
@testable import UIKitTesting

/// "Snapshot assertions at scale" (issue 51): what one transition golden costs, and whether
/// memory stays flat over 10,000 assertions in one process.
///
/// 1. A 0.35 s push recorded at @2x (30 frames per second, until idle) and verified against its
///    golden through swift-snapshot-testing (`verifySnapshot`, golden read from disk). Goal:
///    ≤ 50 ms (issue 51). Reference: one libpng write + read of one @2x frame, measured in the
///    same run (the unit of work a PNG snapshot library pays per frame).
/// 2. 10,000 assertions (`OPENUIKIT_ASSERTIONS` overrides the count) in one process: nine in
///    ten a screen mid-transition (`.image` at @1x) or its view tree (`.viewTree`), one in ten a
///    whole push at @2x (`.transition`). The resident set is sampled after warm-up (the first
///    tenth) and at the end; the goal is no growth beyond 16 MB (allocator noise).
@MainActor
func runAssertionBenchmarks() -> Bool {
    ApplicationEnvironment.reset()
    defer { ApplicationEnvironment.reset() }
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("openuikit-assertion-benchmark-\(getpid())").path
    defer { try? FileManager.default.removeItem(atPath: folder) }

    func push(scale: CGFloat) -> TransitionRecording {
        TransitionHost.run(root: UINavigationController(rootViewController: BenchmarkScreen("List", hue: 0))) { host in
            let navigation = host.window.rootViewController as! UINavigationController
            return try! host.record(scale: scale) { navigation.pushViewController(BenchmarkScreen("Detail", hue: 0.6), animated: true) }
        }
    }
    func halfWay(_ body: (TransitionHost) -> Void) {
        TransitionHost.run(root: BenchmarkScreen("A", hue: 0.3)) { host in
            let cover = BenchmarkScreen("B", hue: 0.8)
            cover.modalPresentationStyle = .fullScreen
            host.window.rootViewController!.present(cover, animated: true)
            host.advance(by: 0.2)
            body(host)
        }
    }
    // Goldens, recorded once.
    _ = verifySnapshot(of: push(scale: 2), as: .transition(), named: "push", record: true, snapshotDirectory: folder, testName: "bench")
    halfWay { host in
        _ = verifySnapshot(of: host, as: .image(), named: "screen", record: true, snapshotDirectory: folder, testName: "bench")
        _ = verifySnapshot(of: host, as: .viewTree, named: "tree", record: true, snapshotDirectory: folder, testName: "bench")
    }
    func verifyPush() {
        let failure = verifySnapshot(of: push(scale: 2), as: .transition(), named: "push", record: false, snapshotDirectory: folder, testName: "bench")
        precondition(failure == nil, "the push differs from its golden: \(failure ?? "")")
    }
    if let rounds = profilingRounds {
        for _ in 0..<rounds { verifyPush() }
        return true
    }

    let frame = push(scale: 2).frames[5].image.cgImage!.pixels
    let pngRoundTrip = measure("libpng write + read, one 786x1704 frame", iterations: 20, warmup: 3) {
        blackHole(PNGCodec.decode(PNGCodec.encode(frame)!))
    }
    let pushAssertion = measure("push @2x recorded + verified against its golden", iterations: 20, warmup: 3) { verifyPush() }
    report(pngRoundTrip, reference: nil)
    let fast = pushAssertion.median <= 0.05
    report(pushAssertion, reference: pngRoundTrip, goal: ("≤ 50 ms", fast), key: "assertion-push-2x")

    let count = ProcessInfo.processInfo.environment["OPENUIKIT_ASSERTIONS"].flatMap(Int.init) ?? 10_000
    let warmUp = max(count / 10, 1)
    var afterWarmUp = 0
    let start = monotonicNow()
    var transitionTime = 0.0, transitions = 0
    for index in 0..<count {
        if index == warmUp { afterWarmUp = residentKilobytes() }
        if index % 10 == 9 {
            let began = monotonicNow()
            verifyPush()
            transitionTime += monotonicNow() - began
            transitions += 1
        } else {
            halfWay { host in
                let failure = index % 2 == 0
                    ? verifySnapshot(of: host, as: .image(), named: "screen", record: false, snapshotDirectory: folder, testName: "bench")
                    : verifySnapshot(of: host, as: .viewTree, named: "tree", record: false, snapshotDirectory: folder, testName: "bench")
                precondition(failure == nil, "assertion \(index) failed: \(failure ?? "")")
            }
        }
    }
    let elapsed = monotonicNow() - start
    let atEnd = residentKilobytes()
    let growth = Double(atEnd - afterWarmUp) / 1024
    let flat = growth <= 16
    print(String(format: "%d assertions in %.1f s: %.2f ms each (a transition %.1f ms, a frame or tree %.2f ms)", count, elapsed,
                 elapsed / Double(count) * 1000, transitionTime / Double(max(transitions, 1)) * 1000,
                 (elapsed - transitionTime) / Double(max(count - transitions, 1)) * 1000))
    print(String(format: "resident set: %.1f MB after %d (warm-up), %.1f MB at the end (%+.1f MB; peak %.1f MB) — %@", Double(afterWarmUp) / 1024,
                 warmUp, Double(atEnd) / 1024, growth, Double(peakResidentKilobytes()) / 1024, flat ? "flat (goal ≤ 16 MB growth)" : "GROWS"))
    return fast && flat
}

/// A screen with a title, a label and a coloured background (what the assertions look at).
@MainActor
private final class BenchmarkScreen: UIViewController {
    private let hue: CGFloat

    init(_ title: String, hue: CGFloat) {
        self.hue = hue
        super.init(nibName: nil, bundle: nil)
        self.title = title
    }

    required init?(coder: NSCoder) { nil }

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = UIColor(hue: hue, saturation: 0.6, brightness: 0.9, alpha: 1)
        let label = UILabel(frame: CGRect(x: 20, y: 200, width: 300, height: 40))
        label.text = "Screen \(title ?? "")"
        view.addSubview(label)
    }
}

/// The process's resident set now (VmRSS) and at its peak (VmHWM), in kB.
private func residentKilobytes() -> Int { statusField("VmRSS:") }
private func peakResidentKilobytes() -> Int { statusField("VmHWM:") }

private func statusField(_ name: String) -> Int {
    guard let status = try? String(contentsOfFile: "/proc/self/status", encoding: .utf8) else { return 0 }
    for line in status.split(separator: "\n") where line.hasPrefix(name) {
        return Int(line.dropFirst(name.count).trimmingCharacters(in: .whitespaces).split(separator: " ").first ?? "") ?? 0
    }
    return 0
}
#endif
