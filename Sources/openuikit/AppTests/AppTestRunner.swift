#if CommandLine && BridgeCommands
import Foundation
import SourceBridge
import UIKitTesting
import XcodeProjects

/// Runs `openuikit test`: plan, generate, build (leaving out test files that do not compile,
/// whose tests count as failed), stage each host's bundle, run each group of test targets inside
/// its launched host, and report.
struct AppTestRunner {
    let plan: AppTestPlan
    let location: URL
    let folder: URL
    let openUIKitRoot: URL
    let command: TestCommand

    init(command: TestCommand) throws {
        self.command = command
        location = try AppTestPlan.locate(command.path)
        plan = try AppTestPlan(location: location, scheme: command.scheme, targets: command.targets)
        openUIKitRoot = URL(fileURLWithPath: command.openuikit ?? ProcessInfo.processInfo.environment["OPENUIKIT_PATH"] ?? TestCommand.builtFromCheckout.path).standardizedFileURL
        guard FileManager.default.fileExists(atPath: openUIKitRoot.appendingPathComponent("Package.swift").path) else {
            throw AppTestError("no OpenUIKit checkout at \(openUIKitRoot.path) (give --openuikit PATH)")
        }
        if let path = command.buildPath {
            folder = URL(fileURLWithPath: path).standardizedFileURL
        } else {
            let cache = ProcessInfo.processInfo.environment["XDG_CACHE_HOME"].map { URL(fileURLWithPath: $0) }
                ?? FileManager.default.homeDirectoryForCurrentUser.appendingPathComponent(".cache")
            let name = location.lastPathComponent == "Package.swift" ? location.deletingLastPathComponent().lastPathComponent
                : location.deletingPathExtension().lastPathComponent
            folder = cache.appendingPathComponent("openuikit/test/\(name)-\(Self.shortHash(location.path))")
        }
    }

    /// Makes SwiftPM plan the generated package's build again at the next `swift build`.
    private func forgetBuildPlan() {
        for name in ["debug.yaml", "build.db"] { try? FileManager.default.removeItem(at: folder.appendingPathComponent(".build/\(name)")) }
    }

    /// The project, workspace or package as the report names it (`Gauge/Package.swift`).
    var locationName: String {
        location.lastPathComponent == "Package.swift" ? "\(location.deletingLastPathComponent().lastPathComponent)/Package.swift" : location.lastPathComponent
    }

    func printPlan() {
        print("\(location.path)")
        for module in plan.modules {
            let target = module.target
            print("  \(target.name) (\(target.kind), module \(module.name), Swift \(target.settings["SWIFT_VERSION"] ?? "5")): \(target.sources.count) sources, \(target.resources.count) resources\(module.dependencies.isEmpty ? "" : ", needs \(module.dependencies.joined(separator: ", "))")")
        }
        for group in plan.groups {
            print("  run \(group.tests.joined(separator: ", ")) \(group.host.map { "inside \($0)" } ?? "without a host app")")
        }
        if let source = plan.configurationSource { print("  configuration \(plan.configuration), from \(source)") }
        for note in plan.notes { print("  not honoured: \(note)") }
    }

    /// Builds and runs; true when every test ran and passed.
    func run() throws -> Bool {
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        print("openuikit test: \(locationName) → \(plan.groups.flatMap(\.tests).joined(separator: ", ")) (package in \(folder.path))")
        if let source = plan.configurationSource { print("configuration \(plan.configuration), from \(source)") }
        var generator = GeneratedPackage(folder: folder, openUIKitRoot: openUIKitRoot, plan: plan)
        var outcome = try generator.write()
        // Build; files that do not compile are left out and the build runs again, up to eight
        // times: test files first (their tests fail as "did not build"), and files of the app
        // and its frameworks only when no test file failed (SwiftPM stops at the first module
        // that fails, so an app file that uses a framework Linux lacks would stop everything).
        var attempt = 0
        var resetPlan = false
        var rebuiltModules = false
        while true {
            attempt += 1
            let started = Date()
            print(attempt > 1 ? "building again without them (attempt \(attempt))…" : "building… (an app's first build compiles OpenUIKit too: about a minute)")
            let build = Shell.run(["swift", "build", "--build-tests", "--package-path", folder.path], log: folder.appendingPathComponent("build.log"))
            if build.status == 0 {
                print("built in \(Int(Date().timeIntervalSince(started))) s")
                break
            }
            let errors = Self.compileErrors(build.output)
            // An error inside OpenUIKit itself means SwiftPM planned with a stale view of the
            // checkout (files added since the last run): plan again, once.
            if !resetPlan, errors.contains(where: { $0.file.hasPrefix(openUIKitRoot.path + "/") && !$0.file.hasPrefix(folder.path) }) {
                resetPlan = true
                forgetBuildPlan()
                continue
            }
            // Symbols missing at link time mean modules compiled before a file was left out
            // were not compiled again (SwiftPM misses that for targets built with
            // -module-alias): the package's own modules are compiled afresh, once.
            if !rebuiltModules, errors.contains(where: { $0.message.contains("undefined reference") }) {
                rebuiltModules = true
                forgetBuildPlan()
                let products = folder.appendingPathComponent(".build")
                for platform in (try? FileManager.default.contentsOfDirectory(atPath: products.path)) ?? [] {
                    for module in plan.modules {
                        try? FileManager.default.removeItem(at: products.appendingPathComponent("\(platform)/debug/\(module.name).build"))
                    }
                }
                continue
            }
            let testModules = Set(plan.modules.filter { $0.target.kind == .unitTests }.map(\.name))
            var newlyExcluded = false
            let inTests = errors.filter { error in
                let module = error.file.components(separatedBy: "/Tests/").last?.split(separator: "/").first.map(String.init)
                return error.file.contains("/Tests/") && module.map(testModules.contains) == true
            }
            // A test file whose every error is inside test methods, or names a type an extension
            // extends that does not exist here, loses only those tests and extensions.
            let testMethodErrors = Self.repairableErrors(inTests)
            for (file, repair) in testMethodErrors {
                guard let original = outcome.originals[file] else { continue }
                for (method, error) in repair.methods where generator.doesNotCompileTests[original]?[method] == nil {
                    generator.doesNotCompileTests[original, default: [:]][method] = error
                    newlyExcluded = true
                }
                for type in repair.extensions where generator.missingExtendedTypes[original]?.contains(type) != true {
                    generator.missingExtendedTypes[original, default: []].insert(type)
                    newlyExcluded = true
                }
            }
            for error in inTests.isEmpty ? errors : inTests where testMethodErrors[error.file] == nil {
                guard let original = outcome.originals[error.file], generator.doesNotCompile[original] == nil else { continue }
                generator.doesNotCompile[original] = "\(error.line): \(error.message)"
                newlyExcluded = true
            }
            if newlyExcluded {
                let tests = testMethodErrors.values.flatMap { $0.methods.keys }.map { "\($0.type).\($0.name)" }.sorted()
                let files = generator.doesNotCompile.keys.sorted().map { ($0 as NSString).lastPathComponent }
                print("left out, as they do not compile here: \((files + tests).joined(separator: ", "))")
            }
            if !newlyExcluded || attempt >= 8 {
                print("the build failed; the first errors (the full log is \(folder.appendingPathComponent("build.log").path)):")
                for error in errors.prefix(30) {
                    print("  \(outcome.originals[error.file] ?? error.file):\(error.line): \(error.message)")
                }
                if errors.isEmpty { print(build.output.split(separator: "\n").suffix(30).joined(separator: "\n")) }
                // What was left out on the way, with each file's own first error (the cause is
                // usually among the first files left out).
                if !generator.doesNotCompile.isEmpty { print("left out on the way:") }
                for (file, reason) in generator.doesNotCompile.sorted(by: { $0.key < $1.key }) { print("  \(file):\(reason)") }
                return false
            }
            outcome = try generator.write()
        }
        // Run each group inside its host.
        let binPath = Shell.run(["swift", "build", "--show-bin-path", "--package-path", folder.path], log: nil).output
            .split(separator: "\n").last.map(String.init) ?? folder.appendingPathComponent(".build/debug").path
        let staging = AppBundleStaging(productsFolder: URL(fileURLWithPath: binPath))
        var results: [TestResult] = []
        var notes = plan.notes + outcome.notes
        let outOfShard = testsOutsideShard()
        try prepareReport()
        notes += outcome.excluded.map { "\($0.file): left out (\($0.reason))" }
        for group in plan.groups {
            let host = group.host.flatMap { name in plan.modules.first { $0.target.name == name } }
            let tests = group.tests.compactMap { name in plan.modules.first { $0.target.name == name } }
            let bundled = (host.map { [$0.target] } ?? []) + plan.modules.filter { $0.target.kind != .application }.map(\.target).filter { module in
                tests.contains { $0.target.name == module.name } || module.kind != .unitTests
            }
            // A group whose test files were all left out has nothing to run (its tests are
            // counted below as not built).
            let built = tests.filter { module in
                outcome.originals.keys.contains { $0.hasPrefix(folder.appendingPathComponent("Tests/\(module.name)/").path) }
            }
            guard !built.isEmpty else { continue }
            notes += try staging.stage(host: host?.target, targets: bundled)
            results += runGroup(host: host?.name, tests: built.map(\.name), originals: outcome.originals,
                                notBuilt: Set(outcome.notBuiltTests.map(\.test)), outOfShard: outOfShard)
        }
        staging.unstage()
        for notBuilt in outcome.notBuiltTests where command.shard?.contains(notBuilt.test) ?? true {
            let result = TestResult(name: notBuilt.test, status: .failed, messages: ["did not build: \(notBuilt.reason)"])
            print("✘ \(result.name): \(result.messages[0])")
            results.append(result)
        }
        return report(results, notes: notes)
    }

    /// Runs one group's tests (XCTest, then Swift Testing) inside its host; a test process that
    /// crashes or times out fails the test it was in, and the group runs again without the tests
    /// already done.
    func runGroup(host: String?, tests: [String], originals: [String: String], notBuilt: Set<String>,
                  outOfShard: [String] = []) -> [TestResult] {
        var results: [TestResult] = []
        var done: [String] = []
        var environment = ProcessInfo.processInfo.environment
        environment["OPENUIKIT_TEST_HOST"] = host
        environment["OPENUIKIT_TEST_DEVICE"] = command.device
        if let report = reportFolder { environment["OPENUIKIT_REPORT"] = report.path }
        // The app's container, as the simulator gives one: a home (CFFIXED_USER_HOME, which
        // Foundation's home directory follows, as in the simulator) with Documents,
        // Library/Caches, Library/Preferences and tmp, empty at each run, so the app finds its
        // Documents folder and nothing is written into the user's own home.
        let container = folder.appendingPathComponent("AppContainer")
        try? FileManager.default.removeItem(at: container)
        for path in ["Documents", "Library/Caches", "Library/Preferences", "tmp"] {
            try? FileManager.default.createDirectory(at: container.appendingPathComponent(path), withIntermediateDirectories: true)
        }
        environment["CFFIXED_USER_HOME"] = container.path
        environment["TMPDIR"] = container.appendingPathComponent("tmp").path
        let modules = tests.map { NSRegularExpression.escapedPattern(for: $0) }.joined(separator: "|")
        for _ in 0..<50 {
            // SwiftPM ORs several --filter options: the user's filter goes into the one pattern,
            // as a lookahead, so both must match.
            let userFilter = command.filter.map { "(?=.*(\($0)))" } ?? ""
            var arguments = ["swift", "test", "--skip-build", "--package-path", folder.path, "--filter", "^\(userFilter)(\(modules))\\."]
            for name in done { arguments += ["--skip", Self.skipPattern(forResult: name)] }
            // Swift Testing matches the pattern against the test's ID, which goes on after the
            // name with its source location (`/File.swift:12:5`).
            for name in outOfShard where tests.contains(where: { name.hasPrefix($0 + ".") }) {
                arguments += ["--skip", TestShard.pattern(forListedTest: name)]
            }
            var parser = TestOutputParser()
            parser.originals = originals
            let outcome = Shell.run(arguments, log: command.keep ? folder.appendingPathComponent("test.log") : nil,
                                    environment: environment, timeout: command.timeout) { line in
                if let result = parser.take(line) { Self.show(result) }
            }
            results += parser.results
            done += parser.results.map(\.name)
            if outcome.status != 0, parser.results.isEmpty, parser.running == nil {
                // Nothing ran: the host crashed while launching, or the test process could not
                // start. Every test of the group fails with the reason.
                let lines = outcome.output.split(separator: "\n").map { $0.trimmingCharacters(in: .whitespaces) }
                let fatal = lines.filter { $0.contains("Fatal error") }
                let reason = (fatal.isEmpty ? lines.filter { $0.hasPrefix("error:") } : fatal).prefix(1).map { String($0.prefix(300)) }.joined()
                let message = "the test process ended before any test ran\(host.map { " (launching \($0))" } ?? ""): \(reason.isEmpty ? "exit status \(outcome.status)" : reason)"
                for name in testNames(of: tests) where !notBuilt.contains(name) && !outOfShard.contains(name) {
                    let result = TestResult(name: name, status: .failed, messages: [message])
                    Self.show(result)
                    results.append(result)
                }
                break
            }
            if outcome.status == 0 || parser.running == nil && outcome.signal == nil { break }
            let reason = outcome.timedOut ? "the test process ran longer than \(Int(command.timeout)) s and was stopped"
                : "the test process crashed (signal \(outcome.signal ?? 0)) in this test"
            guard let crashed = parser.endedInside(reason: reason) else { break }
            Self.show(crashed)
            results.append(crashed)
            done.append(crashed.name)
        }
        return results
    }

    /// The tests the test modules' sources declare (for a group whose process never ran them).
    func testNames(of modules: [String]) -> [String] {
        plan.modules.filter { modules.contains($0.name) }.flatMap { module in
            module.target.sources.flatMap { url in
                GeneratedPackage.testNames(in: (try? String(contentsOf: url, encoding: .utf8)) ?? "", module: module.name)
            }
        }
    }

    /// A `--skip` pattern for a test that already ran, from the name its result was printed
    /// with. XCTest prints `Class.test`, whose ID is `Module.Class/test`; Swift Testing prints
    /// the function (`name()`), whose ID is `Module.Suite/name()` followed by its source location.
    static func skipPattern(forResult name: String) -> String {
        let escaped = { (text: Substring) in NSRegularExpression.escapedPattern(for: String(text)) }
        if name.hasSuffix(")") { return "^.*[./]\(escaped(Substring(name)))(/.*)?$" }
        if !name.contains("/"), let dot = name.lastIndex(of: ".") {
            return "^[^/]+\\.\(escaped(name[..<dot]))/\(escaped(name[name.index(after: dot)...]))$"
        }
        return "^\(escaped(Substring(name)))(/.*)?$"
    }

    static func show(_ result: TestResult) {
        let mark = result.status == .passed ? "✔" : result.status == .skipped ? "↷" : "✘"
        Swift.print("\(mark) \(result.name)\(result.status == .skipped ? " (skipped)" : "")")
        if result.status != .passed {
            for message in result.messages { Swift.print("    \(message)") }
        }
    }

    /// Prints the closing lines and writes JUnit; true when everything passed.
    func report(_ results: [TestResult], notes: [String]) -> Bool {
        let passed = results.filter { $0.status == .passed }.count
        let failed = results.filter { $0.status == .failed }.count
        let skipped = results.filter { $0.status == .skipped }.count
        if !notes.isEmpty {
            Swift.print("not honoured:")
            for note in Array(Set(notes)).sorted() { Swift.print("  \(note)") }
        }
        writeReport(results)
        if let junit = command.junit {
            do {
                try TestReports.junitDocument(results, name: locationName).write(toFile: junit, atomically: true, encoding: .utf8)
            } catch {
                Swift.print("cannot write \(junit): \(error.localizedDescription)")
            }
        }
        if command.keep { Swift.print("the generated package: \(folder.path) (swift build --build-tests --package-path \(folder.path))") }
        Swift.print("\(passed) passed, \(failed) failed\(skipped > 0 ? ", \(skipped) skipped" : "")")
        // A shard may hold none of a small suite's tests.
        return failed == 0 && (!results.isEmpty || command.shard != nil)
    }

    /// What leaving out parts of a test file takes: the test methods its errors are in (each with
    /// its first error), and the extensions of types that do not exist here.
    struct TestFileRepair {
        var methods: [TestMethods.Method: String] = [:]
        var extensions: Set<String> = []
    }

    /// Per test file, the parts its errors are in; a file with an error elsewhere is not listed
    /// (it is left out whole).
    static func repairableErrors(_ errors: [(file: String, line: String, message: String)]) -> [String: TestFileRepair] {
        var result: [String: TestFileRepair] = [:]
        var outside: Set<String> = []
        for (file, fileErrors) in Dictionary(grouping: errors, by: \.file) {
            guard let text = try? String(contentsOfFile: file, encoding: .utf8) else { outside.insert(file); continue }
            let lines = TestMethods.Lines(text)
            for error in fileErrors {
                guard let line = Int(error.line) else { outside.insert(file); break }
                if let method = lines.method(containingLine: line) {
                    // (The method names the place: the line would be the generated file's.)
                    if result[file]?.methods[method] == nil { result[file, default: .init()].methods[method] = error.message }
                } else if let type = lines.extendedType(atLine: line), error.message == "cannot find type '\(type)' in scope" {
                    result[file, default: .init()].extensions.insert(type)
                } else {
                    outside.insert(file)
                    break
                }
            }
        }
        return result.filter { !outside.contains($0.key) }
    }

    /// `file:line:column: error: message` lines of a build's output.
    static func compileErrors(_ output: String) -> [(file: String, line: String, message: String)] {
        var result: [(file: String, line: String, message: String)] = []
        for line in output.split(separator: "\n") {
            guard let range = line.range(of: ": error: ") else { continue }
            let location = line[..<range.lowerBound].split(separator: ":")
            guard location.count >= 2, location[0].hasPrefix("/") else { continue }
            let entry = (String(location[0]), String(location[1]), String(line[range.upperBound...]))
            if !result.contains(where: { $0.file == entry.0 && $0.line == entry.1 && $0.message == entry.2 }) { result.append(entry) }
        }
        return result
    }

    static func shortHash(_ text: String) -> String {
        String(fnv1a(text) % 0xFFFF_FFFF, radix: 16)
    }
}

#endif
