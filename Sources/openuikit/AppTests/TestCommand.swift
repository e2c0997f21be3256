#if CommandLine && BridgeCommands
import ArgumentParser
import Foundation
import XcodeProjects

/// `openuikit test App.xcodeproj`: runs an iOS app's own unit tests on Linux, unchanged — reads
/// the project as Xcode does, generates a Swift package out of the app's tree, builds it, launches
/// the host app before its hosted tests and reports like a test runner (docs/adopting-an-app.md).
struct TestCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "test",
        abstract: "Run an iOS app's or library's unit tests on Linux, from its .xcodeproj, .xcworkspace or Package.swift.",
        discussion: """
        PATH is an .xcodeproj, an .xcworkspace, a Package.swift, or a folder holding one (a \
        workspace first, then a project, then a package). The test targets are the scheme's \
        (--scheme), the ones named (--target), or every unit-test target. Each Xcode or package \
        target becomes a SwiftPM target of its module name in a generated package (in --build-path, \
        by default under ~/.cache/openuikit/test; never in the app's folder), its sources through \
        the source bridge. Hosted tests run inside the launched app. The exit status is 0 only \
        when every test ran and passed.
        """
    )

    @Argument(help: "An .xcodeproj, an .xcworkspace, a Package.swift, or a folder holding one.")
    var path: String

    @Option(help: "The scheme whose test action picks the test targets.")
    var scheme: String?

    @Option(name: .customLong("target"), help: "A unit-test target to run (repeat for several).")
    var targets: [String] = []

    @Option(help: "Run only the tests whose name (Module.Class/test) matches this regular expression.")
    var filter: String?

    @Option(help: "Write the results as JUnit XML to this file.")
    var junit: String?

    @Option(help: "Write the HTML report (every test, every snapshot of the test kit's strategies) into this folder.")
    var report: String?

    @Option(help: "Run part i of n of the tests (split by name, the same on every machine; see `openuikit report merge`).")
    var shard: TestShard?

    @Option(help: "The screen the host app launches on: iphone or ipad.")
    var device: String = "iphone"

    @Option(help: "Where the generated package and its build live (reused by the next run, so it is incremental).")
    var buildPath: String?

    @Option(help: "The OpenUIKit checkout the generated package depends on (default: the one this command was built from).")
    var openuikit: String?

    @Option(help: "Stop a test process that runs longer than this many seconds (its running test fails).")
    var timeout: Double = 1800

    @Flag(help: "Keep the generated package's build log and print where the package is, to build or inspect it by hand.")
    var keep = false

    @Flag(help: "Read the project and print the plan (targets, hosts, what is not honoured) without building.")
    var plan = false

    func validate() throws {
        guard ["iphone", "ipad"].contains(device) else { throw ValidationError("--device is iphone or ipad") }
        guard timeout.isFinite, timeout > 0 else { throw ValidationError("--timeout is a positive number of seconds") }
    }

    func run() throws {
        let runner: AppTestRunner
        do {
            runner = try AppTestRunner(command: self)
        } catch let error as AppTestError {
            Self.exit(withError: ValidationError(error.description))
        } catch let error as XcodeProjectError {
            Self.exit(withError: ValidationError(error.description))
        }
        if plan {
            runner.printPlan()
            return
        }
        let passed = try runner.run()
        if !passed { throw ExitCode(1) }
    }

    /// The OpenUIKit checkout this command was built from (its Package.swift).
    static var builtFromCheckout: URL {
        var url = URL(fileURLWithPath: #filePath)
        for _ in 0..<4 { url.deleteLastPathComponent() }
        return url
    }
}
#elseif CommandLine
import ArgumentParser
import Foundation

/// `openuikit test` in a build without the source bridge: it says how to get one, and fails.
struct TestCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "test",
        abstract: "Run an iOS app's unit tests on Linux (needs a build with --traits CommandLine,BridgeCommands)."
    )

    @Argument(parsing: .captureForPassthrough)
    var arguments: [String] = []

    func run() throws {
        print("""
        openuikit test needs the source bridge (swift-syntax). Build the command with it:
            swift build -c release --product openuikit --traits CommandLine,BridgeCommands
        """)
        throw ExitCode(64)
    }
}
#endif
