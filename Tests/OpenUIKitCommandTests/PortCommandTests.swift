import Foundation
import Testing

/// `openuikit port`: a folder of iOS sources ported to another folder (same relative paths), or
/// only checked; what cannot be bridged is listed with file and line and fails the run.
struct PortCommandTests {
    static let golden = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("SourceBridgeTests/Golden")

    @Test func portsAFolderToAnotherWithItsSubfolders() throws {
        let input = try CommandRunner.temporaryFolder()
        try FileManager.default.createDirectory(at: input.appendingPathComponent("Screens"), withIntermediateDirectories: true)
        let original = try String(contentsOf: Self.golden.appendingPathComponent("selectors/input/PanViewController.swift"), encoding: .utf8)
        try original.write(to: input.appendingPathComponent("Screens/PanViewController.swift"), atomically: true, encoding: .utf8)
        let output = try CommandRunner.temporaryFolder()
        defer { for folder in [input, output] { try? FileManager.default.removeItem(at: folder) } }
        let result = try CommandRunner.run(["port", input.path, "--out", output.path])
        #expect(result.status == 0, "\(result.standardError)")
        let ported = try String(contentsOf: output.appendingPathComponent("Screens/PanViewController.swift"), encoding: .utf8)
        let expected = try String(contentsOf: Self.golden.appendingPathComponent("selectors/output/PanViewController.swift"), encoding: .utf8)
        #expect(ported == expected)
        #expect(result.standardOutput.contains("Screens/PanViewController.swift:11:64: rewritten: #selector(handlePan(_:)) → Selector(Self.handlePan(_:), name: \"handlePan:\")"))
        #expect(try String(contentsOf: input.appendingPathComponent("Screens/PanViewController.swift"), encoding: .utf8) == original, "the originals stay untouched")
    }

    @Test func checkListsWhatCannotBeBridgedAndFails() throws {
        let result = try CommandRunner.run(["port", Self.golden.appendingPathComponent("unbridgeable/input").path, "--check", "--quiet"])
        #expect(result.status == 1)
        #expect(result.standardOutput.contains("Swizzle.swift:6:5: not bridged: method swizzling (method_exchangeImplementations) needs the Objective-C runtime, which Linux does not have, so this line will not compile: replace the method with method_setImplementation"))
        #expect(!result.standardOutput.contains("rewritten:"), "--quiet lists only what cannot be bridged")
        let missing = try CommandRunner.run(["port", "/nonexistent-folder", "--check"])
        #expect(missing.status != 0 && missing.standardError.contains("is not a folder"))
    }

    @Test func aFileThatCannotBeParsedIsNamedAndFailsTheRunUnlessAllowed() throws {
        let input = try CommandRunner.temporaryFolder()
        let deep = "let x = " + String(repeating: "(", count: 20_000) + "1" + String(repeating: ")", count: 20_000) + "\n"
        try deep.write(to: input.appendingPathComponent("Deep.swift"), atomically: true, encoding: .utf8)
        let original = try String(contentsOf: Self.golden.appendingPathComponent("selectors/input/PanViewController.swift"), encoding: .utf8)
        try original.write(to: input.appendingPathComponent("PanViewController.swift"), atomically: true, encoding: .utf8)
        let output = try CommandRunner.temporaryFolder()
        defer { for folder in [input, output] { try? FileManager.default.removeItem(at: folder) } }
        let result = try CommandRunner.run(["port", input.path, "--out", output.path])
        #expect(result.status == 1, "a file left unported fails the run")
        let reported = try Regex(#"Deep.swift:1:[0-9]+: not parsed: this file cannot be parsed \(brackets nested more than 256 deep"#)
        #expect(result.standardOutput.firstMatch(of: reported) != nil, "\(result.standardOutput.prefix(2000))")
        #expect(result.standardOutput.contains("0 not bridged, 1 file left unported"))
        #expect(result.standardOutput.contains("left unported (cannot be parsed): Deep.swift"))
        #expect(try String(contentsOf: output.appendingPathComponent("Deep.swift"), encoding: .utf8) == deep, "copied as it was")
        #expect(try String(contentsOf: output.appendingPathComponent("PanViewController.swift"), encoding: .utf8)
            == String(contentsOf: Self.golden.appendingPathComponent("selectors/output/PanViewController.swift"), encoding: .utf8))
        let allowed = try CommandRunner.run(["port", input.path, "--check", "--allow-unported"])
        #expect(allowed.status == 0)
        #expect(allowed.standardOutput.contains("left unported (cannot be parsed): Deep.swift"), "still listed when allowed")
    }
}
