import Foundation
import Testing

/// docs/testing-transitions.md cannot rot: every Swift block in it (except the manifest, which
/// starts with `// Package.swift`) is part of this test target, verbatim, so it compiles and
/// runs with the tests.
struct GuideIsCompiledTests {
    @Test func everySwiftBlockOfTheGuideIsInThisTarget() throws {
        let here = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        let guide = try String(contentsOf: here.appendingPathComponent("../../docs/testing-transitions.md"), encoding: .utf8)
        let sources = try FileManager.default.contentsOfDirectory(atPath: here.path).filter { $0.hasSuffix(".swift") }
            .map { try String(contentsOf: here.appendingPathComponent($0), encoding: .utf8) }
        let blocks = Self.swiftBlocks(in: guide).filter { !$0.hasPrefix("// Package.swift") }
        #expect(blocks.count >= 4, "the guide shows the animator and the tests")
        for block in blocks {
            #expect(sources.contains { $0.contains(block) }, "not in Tests/TestingGuideTests verbatim:\n\(block)")
        }
    }

    /// The contents of each ```swift … ``` block.
    static func swiftBlocks(in markdown: String) -> [String] {
        var blocks: [String] = [], current: [String]?
        for line in markdown.components(separatedBy: "\n") {
            if current == nil, line == "```swift" {
                current = []
            } else if current != nil, line == "```" {
                blocks.append(current!.joined(separator: "\n"))
                current = nil
            } else {
                current?.append(line)
            }
        }
        return blocks
    }
}
