#if CommandLine && BridgeCommands
import ArgumentParser
import Foundation
import SourceBridge

/// `openuikit port DIR --out DIR`: writes a ported copy of a folder of iOS sources (the source
/// bridge: selectors, @objc, optional protocol requirements, outlets, overrides in extensions,
/// old UIKit names); `--check` only lists what would change and what cannot be bridged.
struct PortCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "port",
        abstract: "Rewrite a folder of iOS Swift sources so they build against OpenUIKit on Linux (the source bridge).",
        discussion: """
        Every .swift file under the folder is ported as one module (so selectors, protocols and \
        classes in other files are known). With --out, the ported files are written there with \
        the same relative paths; with --check, nothing is written. Either way, each rewrite and \
        each thing that cannot be bridged is listed as file:line:column, and so is each file that \
        cannot be parsed (it is copied unported). The exit status is 1 when something cannot be \
        bridged or a file was left unported, unless --allow-unported is given.
        """
    )

    @Argument(help: "The folder of iOS sources (left untouched).")
    var source: String

    @Option(name: .long, help: "Where to write the ported copy.")
    var out: String?

    @Flag(name: .long, help: "List what would change and what cannot be bridged; write nothing.")
    var check = false

    @Flag(name: .long, help: "List only what cannot be bridged.")
    var quiet = false

    @Flag(name: .long, help: "Exit 0 even when something cannot be bridged or a file is left unported (they are still listed).")
    var allowUnported = false

    func validate() throws {
        guard check || out != nil else { throw ValidationError("Give --out DIR to write the ported copy, or --check to only list what would change.") }
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: source, isDirectory: &isDirectory), isDirectory.boolValue else {
            throw ValidationError("\(source) is not a folder.")
        }
    }

    func run() throws {
        let root = URL(fileURLWithPath: source).standardizedFileURL
        var relativePaths: [String] = []
        var interfaceBuilderClasses: Set<String> = []
        if let enumerator = FileManager.default.enumerator(at: root, includingPropertiesForKeys: nil) {
            for case let url as URL in enumerator {
                if ["storyboard", "xib"].contains(url.pathExtension), let text = try? String(contentsOf: url, encoding: .utf8) {
                    interfaceBuilderClasses.formUnion(SourceBridge.interfaceBuilderClasses(inDocument: text))
                }
                guard url.pathExtension == "swift" else { continue }
                relativePaths.append(String(url.standardizedFileURL.path.dropFirst(root.path.count + 1)))
            }
        }
        relativePaths.sort()
        let files = try relativePaths.map { path in
            SourceBridge.File(path: path, text: try String(contentsOf: root.appendingPathComponent(path), encoding: .utf8))
        }
        let result = SourceBridge().port(files, interfaceBuilderClasses: interfaceBuilderClasses)
        for finding in result.findings where !quiet || finding.kind != .rewritten {
            print(finding)
        }
        let unported = result.unportedFiles
        let changed = zip(files, result.files).filter { $0.text != $1.text }.count
        if let out, !check {
            let destination = URL(fileURLWithPath: out)
            for file in result.files {
                let url = destination.appendingPathComponent(file.path)
                try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
                try file.text.write(to: url, atomically: true, encoding: .utf8)
            }
            print("ported \(files.count) files (\(changed) changed) to \(destination.path); \(Self.problemSummary(result))")
        } else {
            print("\(files.count) files, \(changed) would change; \(Self.problemSummary(result))")
        }
        if !unported.isEmpty {
            print("left unported (cannot be parsed): \(unported.joined(separator: ", "))")
        }
        if !result.problems.isEmpty, !allowUnported { throw ExitCode(1) }
    }

    static func problemSummary(_ result: SourceBridge.Result) -> String {
        let notBridged = result.problems.count - result.unportedFiles.count
        let unported = result.unportedFiles.count
        return "\(notBridged) not bridged, \(unported) \(unported == 1 ? "file" : "files") left unported"
    }
}
#elseif CommandLine
import ArgumentParser
import Foundation

/// `openuikit port` in a build without the source bridge: it says how to get one, and fails.
struct PortCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "port",
        abstract: "Rewrite a folder of iOS Swift sources for OpenUIKit (needs a build with --traits CommandLine,BridgeCommands)."
    )

    @Argument(parsing: .captureForPassthrough)
    var arguments: [String] = []

    func run() throws {
        FileHandle.standardError.write(Data("""
            error: this openuikit was built without the source bridge (it needs swift-syntax); build it with \
            swift build -c release --product openuikit --traits CommandLine,BridgeCommands

            """.utf8))
        throw ExitCode(64)
    }
}
#endif
