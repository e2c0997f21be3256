#if CommandLine
import ArgumentParser
import Foundation

/// `openuikit shard i/n`: runs one shard of a Swift package's own tests with plain `swift test`
/// (a suite written with the test kit, say), for packages that `openuikit test` does not
/// generate. The tests are those `swift test list` names, split as `openuikit test --shard`
/// splits them (`TestShard`: by a hash of each name), so `n` jobs of a CI matrix run every test
/// once. Each job may write its part of the report with `OPENUIKIT_REPORT`, and
/// `openuikit report merge` joins them.
struct ShardCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "shard",
        abstract: "Run one shard of a package's tests with swift test.",
        discussion: """
        Build the tests first (swift build --build-tests). The command lists them with \
        swift test list --skip-build, keeps those of shard i/n (and --filter, when given) and runs \
        them with swift test --skip-build --filter …, passing on the arguments after --. A shard \
        with no test runs nothing and succeeds. The exit status is swift test's.
        """
    )

    @Argument(help: "The shard to run: i/n, 1 ≤ i ≤ n.")
    var shard: TestShard

    @Option(name: .customLong("package-path"), help: "The package's folder (the current folder by default).")
    var packagePath: String?

    @Option(help: "A regular expression: only the listed tests it matches are split (as swift test --filter).")
    var filter: String?

    @Flag(help: "Print the shard's tests, one per line, instead of running them.")
    var print = false

    @Argument(parsing: .postTerminator, help: "Arguments for swift test, after --.")
    var swiftTestArguments: [String] = []

    func run() throws {
        let package = ["--package-path", packagePath ?? FileManager.default.currentDirectoryPath]
        let listing = Shell.run(["swift", "test", "list", "--skip-build"] + package + Self.buildArguments(in: swiftTestArguments), log: nil)
        guard listing.status == 0 else {
            throw ValidationError("swift test list failed (build the tests first: swift build --build-tests):\n\(listing.output)")
        }
        var tests = TestShard.testNames(inListing: listing.output)
        if let filter {
            guard let expression = try? NSRegularExpression(pattern: filter) else { throw ValidationError("--filter \(filter) is not a regular expression.") }
            tests = tests.filter { expression.firstMatch(in: $0, range: NSRange($0.startIndex..., in: $0)) != nil }
        }
        let mine = tests.filter(shard.contains)
        if print {
            for test in mine { Swift.print(test) }
            return
        }
        Swift.print("shard \(shard): \(mine.count) of \(tests.count) tests")
        guard !mine.isEmpty else { return }
        let arguments = ["swift", "test", "--skip-build"] + package + swiftTestArguments + mine.flatMap { ["--filter", TestShard.pattern(forListedTest: $0)] }
        let outcome = Shell.run(arguments, log: nil) { Swift.print($0) }
        if outcome.status != 0 { throw ExitCode(outcome.status) }
    }

    /// The arguments that choose what was built (`-c release`, `--build-path DIR`, `--traits T`,
    /// `--scratch-path DIR`, `--enable-all-traits`, `--disable-default-traits`), with their
    /// values: `swift test list` needs them too.
    static func buildArguments(in arguments: [String]) -> [String] {
        let withValue: Set<String> = ["-c", "--configuration", "--build-path", "--scratch-path", "--traits"]
        let flags: Set<String> = ["--enable-all-traits", "--disable-default-traits"]
        var kept: [String] = []
        var index = arguments.startIndex
        while index < arguments.endIndex {
            let argument = arguments[index]
            let name = String(argument.prefix { $0 != "=" })
            if withValue.contains(argument), index + 1 < arguments.endIndex {
                kept += [argument, arguments[index + 1]]
                index += 2
                continue
            }
            if flags.contains(argument) || (argument.contains("=") && withValue.contains(name)) { kept.append(argument) }
            index += 1
        }
        return kept
    }
}
#endif
