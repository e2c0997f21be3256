#if CommandLine
import ArgumentParser
import Foundation

/// One part of a suite split over several machines or processes: `--shard i/n` runs the tests
/// (or renders the demos) whose name hashes to part `i` of `n`. The part a name falls in depends
/// only on the name (FNV-1a of its UTF-8 bytes, modulo `n`), so every shard decides alike without
/// seeing the others, and the `n` shards together run every test exactly once, whatever order
/// or machine they run on. Adding a test moves no other test to another shard.
struct TestShard: ExpressibleByArgument, Equatable, CustomStringConvertible {
    /// 1...count.
    let index: Int
    let count: Int

    init(index: Int, count: Int) {
        self.index = index
        self.count = count
    }

    init?(argument: String) {
        let parts = argument.split(separator: "/", omittingEmptySubsequences: false)
        guard parts.count == 2, let index = Int(parts[0]), let count = Int(parts[1]), count >= 1, count <= 10_000,
              index >= 1, index <= count else { return nil }
        self.init(index: index, count: count)
    }

    static var defaultValueDescription: String { "i/n" }

    var description: String { "\(index)/\(count)" }

    /// Whether the test (or demo) called `name` is this shard's. For tests, the name as
    /// `swift test list` prints it: `Module.Class/test` or `Module.Suite/test()`.
    func contains(_ name: String) -> Bool {
        Int(fnv1a(name) % UInt64(count)) == index - 1
    }

    /// The test names in `swift test list`'s output (`Module.Class/test`, `Module.Suite/test()`),
    /// without its build lines.
    static func testNames(inListing output: String) -> [String] {
        output.split(separator: "\n").map(String.init).filter { $0.contains("/") && !$0.hasPrefix("[") && !$0.contains(" ") }
    }

    /// A `swift test --filter`/`--skip` pattern that matches exactly one listed test (and the
    /// cases of a parameterized Swift Testing test, whose identifiers continue after a slash).
    static func pattern(forListedTest name: String) -> String {
        "^\(NSRegularExpression.escapedPattern(for: name))(/.*)?$"
    }
}

/// FNV-1a over a string's UTF-8 bytes: the same on every machine and every run (Swift's
/// `hashValue` is seeded per process). Shards and generated package folders are named by it.
func fnv1a(_ text: String) -> UInt64 {
    var hash: UInt64 = 0xCBF2_9CE4_8422_2325
    for byte in text.utf8 { hash = (hash ^ UInt64(byte)) &* 0x0000_0100_0000_01B3 }
    return hash
}
#endif
