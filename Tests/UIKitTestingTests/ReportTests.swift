import Foundation
import OpenUIKit
import SnapshotTesting
import Testing
@testable import UIKitTesting

/// The HTML report: what a run with failing, recorded and matching snapshots writes, and what
/// a real browser (Debian's headless Chromium) shows of it when the page is scrubbed.
@MainActor
struct ReportTests {
    private let red = UIColor(red: 0.9, green: 0.2, blue: 0.2, alpha: 1)
    private let blue = UIColor(red: 0.1, green: 0.3, blue: 0.9, alpha: 1)

    private func temporaryFolder(_ name: String) -> URL {
        FileManager.default.temporaryDirectory.appendingPathComponent("\(name)-\(UUID().uuidString)", isDirectory: true)
    }

    private func recordPush(color: UIColor) throws -> TransitionRecording {
        try TransitionHost.run(root: UINavigationController(rootViewController: ColorViewController("List", red))) { host in
            let navigation = host.window.rootViewController as! UINavigationController
            return try host.record(framesPerSecond: 20) {
                navigation.pushViewController(ColorViewController("Detail", color), animated: true)
            }
        }
    }

    private func frameOf(color: UIColor) -> UIImage {
        TransitionHost.run(root: ColorViewController("A", color)) { host in (try? host.frame()) ?? UIImage() }
    }

    /// Runs the assertions a suite would make into a report in `folder`: a transition recorded,
    /// matched and failed; an image recorded and failed; a view tree recorded.
    private func makeReport(in folder: URL) throws -> SnapshotReport {
        let goldens = temporaryFolder("report-goldens").path
        defer { try? FileManager.default.removeItem(atPath: goldens) }
        let report = try #require(SnapshotReport(folder: folder))
        try SnapshotReport.$override.withValue(report) {
            _ = verifySnapshot(of: try recordPush(color: blue), as: .transition(), named: "push", record: true, snapshotDirectory: goldens)
            #expect(verifySnapshot(of: try recordPush(color: blue), as: .transition(), named: "push", record: false, snapshotDirectory: goldens) == nil)
            #expect(verifySnapshot(of: try recordPush(color: .green), as: .transition(), named: "push", record: false, snapshotDirectory: goldens) != nil)
            _ = verifySnapshot(of: frameOf(color: red), as: .image(tolerance: .compositor), named: "screen", record: true, snapshotDirectory: goldens)
            #expect(verifySnapshot(of: frameOf(color: blue), as: .image(tolerance: .compositor), named: "screen", record: false, snapshotDirectory: goldens) != nil)
        }
        report.finish()
        return report
    }

    @Test func aRunWritesEveryAssertionTheSummaryAndJUnit() throws {
        let folder = temporaryFolder("report")
        defer { try? FileManager.default.removeItem(at: folder) }
        _ = try makeReport(in: folder)
        let entries = ReportSummary.entries(in: folder)
        #expect(entries.map(\.status) == [.recorded, .matched, .failed, .recorded, .failed], "\(entries.map(\.status))")
        #expect(entries.allSatisfy { $0.test == "ReportTests/aRunWritesEveryAssertionTheSummaryAndJUnit()" })
        let failedPush = entries[2]
        #expect(failedPush.kind == .transition && failedPush.message?.contains("Frame 1 of") == true)
        let frames = try #require(failedPush.frames)
        #expect(frames.count == 9 && frames[0].diff == nil && frames[1].diff != nil, "\(frames.map(\.time))")
        #expect(frames[3].viewTree?.contains("ColorViewController(\"Detail\")") == true)
        for path in frames.flatMap({ [$0.reference, $0.actual, $0.diff] }).compactMap({ $0 }) {
            #expect(FileManager.default.fileExists(atPath: folder.appendingPathComponent(path).path), "\(path)")
        }
        #expect(failedPush.referenceTimeline == failedPush.actualTimeline && failedPush.actualTimeline?.isEmpty == false)
        let failedImage = entries[4]
        #expect(failedImage.reference != nil && failedImage.actual != nil && failedImage.diff != nil)

        let summary = try String(contentsOf: folder.appendingPathComponent("summary.txt"), encoding: .utf8)
        #expect(summary == "1 tests, 1 failed; snapshots: 1 matched, 2 failed, 2 recorded, 0 missing\n")
        let junit = try String(contentsOf: folder.appendingPathComponent("junit.xml"), encoding: .utf8)
        #expect(junit.contains("<testsuite name=\"ReportTests\" tests=\"1\" failures=\"1\""), "\(junit)")
        #expect(junit.contains("<failure message=\"The golden has") || junit.contains("<failure message=\"Frame 1 of"), "\(junit)")
        let script = try String(contentsOf: folder.appendingPathComponent("entries.js"), encoding: .utf8)
        #expect(script.split(separator: "\n").count == 5 && script.hasPrefix("OPENUIKIT_REPORT.push({"))
    }

    /// Merging refuses a folder that is not a report, naming it; an output among the inputs is
    /// never emptied.
    @Test func mergingNeedsReports() throws {
        let folder = temporaryFolder("report-merge")
        defer { try? FileManager.default.removeItem(at: folder) }
        let notAReport = folder.appendingPathComponent("photos")
        try FileManager.default.createDirectory(at: notAReport, withIntermediateDirectories: true)
        try Data("keep me".utf8).write(to: notAReport.appendingPathComponent("holiday.txt"))
        #expect(throws: (any Error).self) { try ReportFiles.merge([notAReport], into: folder.appendingPathComponent("merged")) }
        do {
            try ReportFiles.merge([notAReport], into: folder.appendingPathComponent("merged"))
        } catch {
            #expect(error.localizedDescription.contains("is not a report"), "\(error.localizedDescription)")
        }
        // Resetting a folder removes only a report's own files.
        try ReportFiles.reset(notAReport)
        #expect(FileManager.default.fileExists(atPath: notAReport.appendingPathComponent("holiday.txt").path))
    }

    /// Headless Chromium loads the page from disk, scrubs the failed transition to a frame and
    /// switches the failed image's view; the test reads back what the page shows.
    @Test func chromiumShowsTheReportAndScrubsATransition() throws {
        guard let chromium = ["/usr/bin/chromium", "/usr/bin/chromium-browser"].first(where: FileManager.default.isExecutableFile(atPath:)) else {
            Issue.record("Chromium is not installed: scripts/setup installs Debian's chromium package, which this test drives.")
            return
        }
        let folder = temporaryFolder("report-browser")
        defer { try? FileManager.default.removeItem(at: folder) }
        _ = try makeReport(in: folder)
        // What a test runner adds: every test's outcome (a failed one without snapshots too).
        try ReportFiles.writeTests([TestOutcome(name: "ReportTests/chromiumShowsTheReportAndScrubsATransition()", status: .passed),
                                    TestOutcome(name: "OtherTests/aTestWithoutSnapshots()", status: .failed, messages: ["first line", "second line"])],
                                   name: "ReportTests", in: folder)
        try Data(Self.harness.utf8).write(to: folder.appendingPathComponent("harness.html"))
        let shown = try runChromium(chromium, page: folder.appendingPathComponent("harness.html"))

        #expect(shown["summary"] as? String == "2 tests: 1 passed, 1 failed, 0 skipped; 5 snapshots: 2 failed, 0 missing, 2 recorded, 1 matched", "\(shown)")
        #expect(shown["failedTest"] as? String == "first line\nsecond line", "\(shown)")
        #expect(shown["firstStatus"] as? String == "failed")
        #expect(shown["initialLabel"] as? String == " Frame 1 of 9 · 0.0500 s · differs", "\(shown)")
        #expect(shown["label"] as? String == " Frame 5 of 9 · 0.2500 s · differs", "\(shown)")
        #expect((shown["actualSrc"] as? String)?.hasSuffix("-rendered-5.png") == true, "\(shown)")
        #expect(shown["actualWidth"] as? Int == 393, "the frame's picture loaded from disk: \(shown)")
        #expect((shown["current"] as? String)?.hasSuffix("ColorViewController(\"Detail\").viewIsAppearing(true)") == true, "\(shown)")
        #expect(shown["future"] as? Int == 6, "callbacks after 0.25 s are greyed: \(shown)")
        #expect((shown["tree"] as? String)?.hasPrefix("UIWindow (0, 0, 393, 852)") == true, "\(shown)")
        #expect((shown["imageModes"] as? String) == "Side by side,Golden,Rendered,Difference,Blend", "\(shown)")
        #expect((shown["renderedOnly"] as? String)?.hasSuffix("-rendered.png") == true, "\(shown)")
        #expect(shown["blendOpacity"] as? String == "0.2", "\(shown)")
    }

    /// Runs headless Chromium on `page` and returns the JSON the page wrote into `#result`.
    private func runChromium(_ chromium: String, page: URL) throws -> [String: Any] {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: chromium)
        process.arguments = ["--headless", "--no-sandbox", "--disable-gpu", "--allow-file-access-from-files",
                             "--virtual-time-budget=5000", "--dump-dom", page.absoluteString]
        let output = Pipe()
        process.standardOutput = output
        process.standardError = FileHandle(forWritingAtPath: "/dev/null")
        try process.run()
        let data = output.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        let dom = String(decoding: data, as: UTF8.self)
        guard let start = dom.range(of: "<pre id=\"result\">"), let end = dom.range(of: "</pre>", range: start.upperBound..<dom.endIndex) else {
            Issue.record("Chromium printed no result: \(dom.prefix(500))")
            return [:]
        }
        let json = dom[start.upperBound..<end.lowerBound].replacingOccurrences(of: "&lt;", with: "<")
            .replacingOccurrences(of: "&gt;", with: ">").replacingOccurrences(of: "&amp;", with: "&")
        return (try JSONSerialization.jsonObject(with: Data(json.utf8)) as? [String: Any]) ?? [:]
    }

    /// A page that loads the report in a frame, drives it as a person would and writes what it
    /// shows as JSON.
    private static let harness = """
    <!doctype html><html><body><pre id="result">pending</pre>
    <iframe id="report" src="index.html" width="1200" height="2000"></iframe>
    <script>
    var frame = document.getElementById("report");
    frame.onload = function () {
      var page = frame.contentDocument, out = {};
      out.summary = page.querySelector("[data-role=summary]").textContent;
      out.firstStatus = page.querySelector("section.entry").getAttribute("data-status");
      var failedTest = page.querySelector("[data-role=failed-test] pre");
      out.failedTest = failedTest ? failedTest.textContent : null;
      var transition = page.querySelector("section.entry[data-status=failed] [data-role=scrub]").closest("section");
      var scrub = transition.querySelector("[data-role=scrub]");
      out.initialLabel = transition.querySelector("[data-role=frame-label]").textContent;
      scrub.value = "5";
      scrub.dispatchEvent(new Event("input"));
      out.label = transition.querySelector("[data-role=frame-label]").textContent;
      var actual = transition.querySelector("img[data-role=actual]");
      out.actualSrc = actual.getAttribute("src");
      var current = transition.querySelector("ol.timeline li.current");
      out.current = current ? current.textContent : null;
      out.future = transition.querySelectorAll("ol.timeline li.future").length;
      out.tree = transition.querySelector("[data-role=view-tree]").textContent.split("\\n")[0];
      var image = Array.prototype.filter.call(page.querySelectorAll("section.entry[data-status=failed]"), function (s) {
        return s.querySelector("[data-role=mode]");
      })[0];
      var modes = image.querySelectorAll("[data-role=mode]");
      out.imageModes = Array.prototype.map.call(modes, function (b) { return b.textContent; }).join(",");
      modes[2].click();
      out.renderedOnly = image.querySelector("img[data-role=shown]").getAttribute("src");
      modes[4].click();
      var blend = image.querySelector("[data-role=blend]");
      blend.value = "20";
      blend.dispatchEvent(new Event("input"));
      out.blendOpacity = image.querySelector("img[data-role=blended]").style.opacity;
      var finish = function () {
        out.actualWidth = actual.naturalWidth;
        document.getElementById("result").textContent = JSON.stringify(out);
      };
      if (actual.complete) finish(); else { actual.onload = finish; actual.onerror = finish; }
    };
    </script></body></html>
    """
}
