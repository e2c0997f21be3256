import Foundation
import Testing

/// `openuikit test` end to end on the fixture apps (Tests/XcodeProjectsTests/Fixtures): a
/// workspace of two projects — Notes (classic groups, a framework, a storyboard app, an xcconfig,
/// a Swift package, resources and a test fixture) and Tally (Xcode 16 synchronized folders, Swift
/// 6, a scene manifest, XCTest and Swift Testing) — each hosted in its own launched app; then a
/// second run, which rebuilds nothing.
///
/// The end-to-end run builds OpenUIKit a second time, in the generated package (about a minute
/// of compiling, and 95 s in all on 2 cores), so the test command (scripts/test) leaves it to
/// `bash scripts/check-app-tests`, which CI runs after the tests; planning and errors run here.
struct TestCommandTests {
    static let fixtures = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("XcodeProjectsTests/Fixtures")

    @Test(.enabled(if: ProcessInfo.processInfo.environment["OPENUIKIT_APP_TESTS_END_TO_END"] == "1",
                   "builds OpenUIKit again: bash scripts/check-app-tests runs it"))
    func runsAWorkspacesHostedTestsAndRerunsIncrementally() throws {
        let folder = try CommandRunner.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let build = folder.appendingPathComponent("build")
        let junit = folder.appendingPathComponent("results.xml")
        let arguments = ["test", Self.fixtures.appendingPathComponent("Both.xcworkspace").path, "--build-path", build.path,
                         "--junit", junit.path]
        let unsharded = folder.appendingPathComponent("report")
        let first = try CommandRunner.run(arguments + ["--report", unsharded.path], timeout: 1200)
        #expect(first.status == 0, "\(first.standardOutput)\n\(first.standardError)")
        #expect(first.standardOutput.contains("✔ NotesViewControllerTests.testTheHostAppIsLaunched"))
        #expect(first.standardOutput.contains("✔ NotesViewControllerTests.testAControllerMadeInCodeLoadsTheNibNamedAfterIt"))
        #expect(first.standardOutput.contains("✔ CounterTests.testSceneIsConnected"))
        #expect(first.standardOutput.contains("✔ MainActorCounterTests.testTheLabelIsInTheContainer"), "a Swift 6 main-actor test class")
        #expect(first.standardOutput.contains("Notes: run-script phase 'SwiftLint' is not run"))
        // An Objective-C framework the app links: listed, and left out of the package.
        #expect(first.standardOutput.contains("NotesLegacy/NLLegacyFormatter.m: left out (NotesLegacy: Objective-C and C files are not compiled)"))
        #expect(first.standardOutput.contains("NotesLegacy: no Swift source builds here; the target is left out"))
        #expect(first.standardOutput.contains("✔ theLaunchedAppShowsTheCounter()"), "Swift Testing inside the launched app")
        #expect(first.standardOutput.hasSuffix("13 passed, 0 failed, 1 skipped\n"), "\(first.standardOutput)")
        let report = try String(contentsOf: junit, encoding: .utf8)
        #expect(report.contains("<testsuites name=\"Both.xcworkspace\" tests=\"14\" failures=\"0\" skipped=\"1\">"))

        // The report: every test's outcome, the page, the summary.
        let reported = try String(contentsOf: unsharded.appendingPathComponent("summary.txt"), encoding: .utf8)
        #expect(reported == "14 tests, 0 failed; snapshots: 0 matched, 0 failed, 0 recorded, 0 missing\n", "\(reported)")
        #expect(FileManager.default.fileExists(atPath: unsharded.appendingPathComponent("index.html").path))

        // Nothing changed: no generated file is written again and nothing is compiled.
        let generated = build.appendingPathComponent("Sources/Notes/NotesViewController.swift")
        let written = try FileManager.default.attributesOfItem(atPath: generated.path)[.modificationDate] as? Date
        let filtered = folder.appendingPathComponent("report-counter")
        let second = try CommandRunner.run(arguments + ["--filter", "Counter", "--report", filtered.path], timeout: 600)
        #expect(second.status == 0, "\(second.standardOutput)")
        #expect(second.standardOutput.hasSuffix("5 passed, 0 failed, 1 skipped\n"), "\(second.standardOutput)")
        let log = try String(contentsOf: build.appendingPathComponent("build.log"), encoding: .utf8)
        // (SwiftPM compiles the plugin manifests it reads each time; no module is compiled.)
        let compiled = log.split(separator: "\n").filter { $0.contains("Compiling") && !$0.contains("Compiling plugin") }
        #expect(compiled.isEmpty, "\(log)")
        #expect(try FileManager.default.attributesOfItem(atPath: generated.path)[.modificationDate] as? Date == written)

        // Two shards of the same tests (XCTest and Swift Testing), each run as a CI job would,
        // then merged: the same tests as the unsharded run, each once.
        var shardReports: [String] = []
        for index in 1...2 {
            let report = folder.appendingPathComponent("shard-\(index)").path
            let shard = try CommandRunner.run(arguments + ["--filter", "Counter", "--shard", "\(index)/2", "--report", report], timeout: 600)
            #expect(shard.status == 0, "\(shard.standardOutput)")
            #expect(shard.standardOutput.contains("shard \(index)/2: "), "\(shard.standardOutput)")
            shardReports.append(report)
        }
        let mergedFolder = folder.appendingPathComponent("merged")
        let merge = try CommandRunner.run(["report", "merge", "--output", mergedFolder.path] + shardReports.reversed())
        #expect(merge.status == 0, "\(merge.standardOutput)\n\(merge.standardError)")
        func outcomes(_ report: URL) throws -> [String] {
            try String(contentsOf: report.appendingPathComponent("tests.jsonl"), encoding: .utf8).split(separator: "\n").dropFirst()
                .map { line in line.replacingOccurrences(of: #""seconds":[0-9.e-]+"#, with: "", options: .regularExpression) }
        }
        let whole = try outcomes(filtered), merged = try outcomes(mergedFolder)
        #expect(whole.count == 6 && merged == whole, "\(merged)\n\(whole)")
        let parts = try shardReports.map { try outcomes(URL(fileURLWithPath: $0)) }
        #expect(parts.allSatisfy { !$0.isEmpty } && Set(parts[0]).isDisjoint(with: parts[1]), "no test in both shards: \(parts)")
        #expect(try String(contentsOf: mergedFolder.appendingPathComponent("summary.txt"), encoding: .utf8)
                == String(contentsOf: filtered.appendingPathComponent("summary.txt"), encoding: .utf8))

        // The same split for a package run with plain swift test (the generated package stands
        // for a package's own suite): the shards' tests are disjoint and together are all of them,
        // and a shard runs just its own.
        func shardTests(_ shard: String) throws -> [String] {
            let listed = try CommandRunner.run(["shard", shard, "--package-path", build.path, "--filter", "Counter", "--print"], timeout: 600)
            #expect(listed.status == 0, "\(listed.standardOutput)\n\(listed.standardError)")
            return listed.standardOutput.split(separator: "\n").map(String.init)
        }
        let everyCounterTest = try shardTests("1/1"), firstHalf = try shardTests("1/2"), secondHalf = try shardTests("2/2")
        #expect(everyCounterTest.count == 6, "\(everyCounterTest)")
        #expect(Set(firstHalf).isDisjoint(with: secondHalf) && (firstHalf + secondHalf).sorted() == everyCounterTest.sorted())
        let plain = try CommandRunner.run(["shard", "1/2", "--package-path", build.path, "--filter", "Counter"], timeout: 600)
        #expect(plain.status == 0, "\(plain.standardOutput)\n\(plain.standardError)")
        #expect(plain.standardOutput.hasPrefix("shard 1/2: \(firstHalf.count) of 6 tests\n"), "\(plain.standardOutput)")
        for test in everyCounterTest {
            let method = String(test.split(separator: "/").last ?? "")
            #expect(plain.standardOutput.contains(method) == firstHalf.contains(test), "\(test) runs in its shard only: \(plain.standardOutput)")
        }

        // A library's own suite, from its Package.swift, in the same build folder (OpenUIKit is
        // built already): `#if os(iOS)`, a define and an excluded catalog, as SwiftPM reads them.
        let package = try CommandRunner.run(["test", Self.fixtures.appendingPathComponent("Gauge").path, "--build-path", build.path], timeout: 600)
        #expect(package.status == 0, "\(package.standardOutput)\n\(package.standardError)")
        #expect(package.standardOutput.hasPrefix("openuikit test: Gauge/Package.swift → GaugeTests"), "\(package.standardOutput)")
        #expect(package.standardOutput.contains("✔ GaugeViewTests.testTheFillFollowsTheValue"))
        #expect(package.standardOutput.hasSuffix("3 passed, 0 failed\n"), "\(package.standardOutput)")

        // A test that crashes the test process fails with the reason; the process runs again
        // without the tests already done, and every test is reported once. (Right after the
        // package's first run: the same generated package, so nothing is planned again.)
        let crashing = try CommandRunner.run(["test", Self.fixtures.appendingPathComponent("Gauge").path, "--build-path", build.path],
                                             environment: ProcessInfo.processInfo.environment.merging(["GAUGE_CRASH": "1"]) { $1 }, timeout: 600)
        #expect(crashing.status == 1, "\(crashing.standardOutput)")
        #expect(crashing.standardOutput.contains("✘ GaugeViewTests.testACrashWhenAsked"), "\(crashing.standardOutput)")
        #expect(crashing.standardOutput.contains("crashed"), "\(crashing.standardOutput)")
        #expect(crashing.standardOutput.components(separatedBy: "✔ GaugeViewTests.testTheValueIsClamped").count == 2, "\(crashing.standardOutput)")
        #expect(crashing.standardOutput.hasSuffix("2 passed, 1 failed\n"), "\(crashing.standardOutput)")

        // A test file with one test that does not compile here (it needs SwiftUI): that test
        // fails as not built, and the file's other tests run.
        let partial = try CommandRunner.run(["test", Self.fixtures.appendingPathComponent("Meter").path, "--build-path", build.path], timeout: 600)
        #expect(partial.status == 1, "\(partial.standardOutput)")
        #expect(partial.standardOutput.contains("✘ MeterTests.MeterViewTests/testTheMeterInSwiftUI: did not build: does not compile here: cannot find 'UIHostingController' in scope"),
                "\(partial.standardOutput)")
        #expect(partial.standardOutput.contains("✔ MeterViewTests.testTheReadingIsRounded"), "\(partial.standardOutput)")
        #expect(partial.standardOutput.contains("MeterViewTests.swift: extension MeterRepresentable removed (MeterRepresentable does not exist here)"),
                "\(partial.standardOutput)")
        #expect(partial.standardOutput.hasSuffix("2 passed, 1 failed\n"), "\(partial.standardOutput)")
    }

    @Test func plansWithoutBuilding() throws {
        let result = try CommandRunner.run(["test", Self.fixtures.appendingPathComponent("Notes").path, "--plan"])
        #expect(result.status == 0)
        #expect(result.standardOutput.contains("Notes (application, module Notes, Swift 5.0): 3 sources, 4 resources, needs NotesKit, NotesLegacy"))
        #expect(result.standardOutput.contains("run NotesTests inside Notes"))
    }

    /// Without a scheme named, the shared scheme that tests the targets decides the
    /// configuration, as Xcode's test action does (a library may test in one that defines TEST).
    @Test func theSharedSchemesTestConfigurationIsUsed() throws {
        let folder = try CommandRunner.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let copy = folder.appendingPathComponent("Notes")
        try FileManager.default.copyItem(at: Self.fixtures.appendingPathComponent("Notes"), to: copy)
        let plain = try CommandRunner.run(["test", copy.path, "--plan"])
        #expect(plain.status == 0 && !plain.standardOutput.contains("configuration "), "\(plain.standardOutput)")
        let scheme = copy.appendingPathComponent("Notes.xcodeproj/xcshareddata/xcschemes/Notes.xcscheme")
        let text = try String(contentsOf: scheme, encoding: .utf8)
        let testAction = try #require(text.range(of: "<TestAction\n      buildConfiguration = \"Debug\""))
        try text.replacingCharacters(in: testAction, with: "<TestAction\n      buildConfiguration = \"Release\"").write(to: scheme, atomically: true, encoding: .utf8)
        let result = try CommandRunner.run(["test", copy.path, "--plan"])
        #expect(result.status == 0)
        #expect(result.standardOutput.contains("  configuration Release, from the test action of the shared scheme Notes"), "\(result.standardOutput)")
    }

    @Test func aFolderWithoutAProjectIsOneClearError() throws {
        let folder = try CommandRunner.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let result = try CommandRunner.run(["test", folder.path])
        #expect(result.status != 0)
        #expect(result.standardError.contains("holds no .xcodeproj, .xcworkspace or Package.swift"), "\(result.standardError)")
        let broken = folder.appendingPathComponent("Broken.xcodeproj")
        try FileManager.default.createDirectory(at: broken, withIntermediateDirectories: true)
        try "{ objects = { ".write(to: broken.appendingPathComponent("project.pbxproj"), atomically: true, encoding: .utf8)
        let damaged = try CommandRunner.run(["test", broken.path])
        #expect(damaged.status != 0)
        #expect(damaged.standardError.contains("Broken.xcodeproj/project.pbxproj: not a property list Xcode can read"), "\(damaged.standardError)")
    }
}
