import Foundation
import SourceBridge
import Testing

/// Golden before/after pairs for every rewrite: each folder of `Golden/` is one module
/// (`input/`), ported; the result must equal `output/` and the findings `findings.txt`
/// (line by line). Record new goldens with OPENUIKIT_RECORD_GOLDEN=1 and read them before
/// committing.
struct SourceBridgeGoldenTests {
    static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("Golden")

    static var cases: [String] {
        ((try? FileManager.default.contentsOfDirectory(atPath: root.path)) ?? []).sorted()
    }

    static func files(in folder: URL) -> [SourceBridge.File] {
        let names = ((try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []).filter { $0.hasSuffix(".swift") }.sorted()
        return names.map { SourceBridge.File(path: $0, text: (try? String(contentsOf: folder.appendingPathComponent($0), encoding: .utf8)) ?? "") }
    }

    @Test func thereAreGoldenCases() {
        #expect(Self.cases.count >= 8)
    }

    @Test(arguments: cases)
    func portsAsItsGoldenSays(_ name: String) throws {
        let folder = Self.root.appendingPathComponent(name)
        let input = Self.files(in: folder.appendingPathComponent("input"))
        #expect(!input.isEmpty)
        let result = SourceBridge().port(input)
        let findings = result.findings.map(\.description).joined(separator: "\n") + "\n"
        let output = folder.appendingPathComponent("output")
        if ProcessInfo.processInfo.environment["OPENUIKIT_RECORD_GOLDEN"] == "1" {
            try FileManager.default.createDirectory(at: output, withIntermediateDirectories: true)
            for file in result.files { try file.text.write(to: output.appendingPathComponent(file.path), atomically: true, encoding: .utf8) }
            try findings.write(to: folder.appendingPathComponent("findings.txt"), atomically: true, encoding: .utf8)
            return
        }
        let expected = Self.files(in: output)
        #expect(result.files.map(\.path) == expected.map(\.path))
        for (ported, golden) in zip(result.files, expected) {
            #expect(ported.text == golden.text, "\(name)/\(ported.path) differs from its golden")
        }
        let expectedFindings = try String(contentsOf: folder.appendingPathComponent("findings.txt"), encoding: .utf8)
        #expect(findings == expectedFindings)
        // Idempotent: the output ports to itself, with nothing rewritten.
        let again = SourceBridge().port(result.files)
        #expect(again.files == result.files, "\(name): porting the output again changed it")
        #expect(again.findings.allSatisfy { $0.kind == .notBridged })
    }
}
