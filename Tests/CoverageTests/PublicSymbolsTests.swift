import Foundation
import Testing

/// Every public type of the three frameworks has a row in the coverage manifest, so the table
/// cannot drift from the code: the types come from the symbol graphs that the toolchain's
/// `swift-symbolgraph-extract` writes from the built modules (`.build/debug/Modules`).
@MainActor
struct PublicSymbolsTests {
    private static let packageRoot = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    @Test func everyPublicTypeHasARow() throws {
        let graphs = try SymbolGraphs.extract(packageRoot: Self.packageRoot)
        defer { try? FileManager.default.removeItem(at: graphs.directory) }
        // The text the manifest names APIs with: section titles and row symbols.
        let named = CoverageDocument.sections.flatMap { [$0.title] + $0.entries.map(\.symbol) }.joined(separator: "\n")
        for module in CoverageDocument.modules {
            let types = try graphs.publicTopLevelTypes(of: module)
            #expect(types.count > 10, "\(module): the symbol graph lists only \(types.count) types")
            let unlisted = types.filter { type in named.range(of: "\\b\(type)\\b", options: .regularExpression) == nil }
            #expect(unlisted.isEmpty, "\(module) has public types without a row in Tests/CoverageTests/Manifest: \(unlisted.sorted().joined(separator: ", "))")
        }
    }
}

/// Runs `swift-symbolgraph-extract` on the built modules and reads the result.
private struct SymbolGraphs {
    let directory: URL

    static func extract(packageRoot: URL) throws -> SymbolGraphs {
        let build = packageRoot.appendingPathComponent(".build/debug")
        let modules = build.appendingPathComponent("Modules")
        let output = FileManager.default.temporaryDirectory.appendingPathComponent("openuikit-symbols-\(getpid())")
        try FileManager.default.createDirectory(at: output, withIntermediateDirectories: true)
        let extractor = try tool("swift-symbolgraph-extract")
        // The C modules the Swift ones import: module maps and the system headers behind them.
        var cFlags = ["-I", packageRoot.appendingPathComponent("Sources/CCairo").path,
                      "-I", packageRoot.appendingPathComponent("Sources/CPNG").path,
                      "-Xcc", "-fmodule-map-file=" + build.appendingPathComponent("COpenUIKitRaster.build/module.modulemap").path]
        let includes = try run(tool("pkg-config"), ["--cflags-only-I", "pangocairo", "libpng"])
        for flag in includes.split(separator: " ") where flag.hasPrefix("-I") { cFlags += ["-Xcc", String(flag)] }
        for module in CoverageDocument.modules {
            _ = try run(extractor, ["-module-name", module, "-target", targetTriple, "-I", modules.path,
                                    "-minimum-access-level", "public", "-output-dir", output.path] + cFlags)
        }
        return SymbolGraphs(directory: output)
    }

    #if arch(arm64)
    static let targetTriple = "aarch64-unknown-linux-gnu"
    #else
    static let targetTriple = "x86_64-unknown-linux-gnu"
    #endif

    /// Classes, structures, enumerations, protocols and type aliases declared at the top level
    /// of `module` (not extensions of other modules' types), without underscored names.
    func publicTopLevelTypes(of module: String) throws -> Set<String> {
        let data = try Data(contentsOf: directory.appendingPathComponent("\(module).symbols.json"))
        let graph = try JSONDecoder().decode(Graph.self, from: data)
        let kinds: Set<String> = ["swift.class", "swift.struct", "swift.enum", "swift.protocol", "swift.typealias"]
        return Set(graph.symbols.filter { kinds.contains($0.kind.identifier) && $0.pathComponents.count == 1 }
            .map(\.pathComponents[0]).filter { !$0.hasPrefix("_") })
    }

    private struct Graph: Decodable {
        struct Symbol: Decodable {
            struct Kind: Decodable { let identifier: String }
            let kind: Kind
            let pathComponents: [String]
        }
        let symbols: [Symbol]
    }

    private static func tool(_ name: String) throws -> URL {
        let path = ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin"
        for directory in path.split(separator: ":") {
            let candidate = URL(fileURLWithPath: String(directory)).appendingPathComponent(name)
            if FileManager.default.isExecutableFile(atPath: candidate.path) { return candidate }
        }
        throw ToolError.missing(name)
    }

    private static func run(_ tool: URL, _ arguments: [String]) throws -> String {
        let process = Process()
        process.executableURL = tool
        process.arguments = arguments
        let pipe = Pipe(), errors = Pipe()
        process.standardOutput = pipe
        process.standardError = errors
        try process.run()
        let output = pipe.fileHandleForReading.readDataToEndOfFile()
        let failure = errors.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        guard process.terminationStatus == 0 else {
            throw ToolError.failed(tool.lastPathComponent, String(decoding: failure, as: UTF8.self))
        }
        return String(decoding: output, as: UTF8.self).trimmingCharacters(in: .whitespacesAndNewlines)
    }

    enum ToolError: Error, CustomStringConvertible {
        case missing(String)
        case failed(String, String)
        var description: String {
            switch self {
            case .missing(let name): "\(name) is not on the PATH (it comes with the Swift toolchain / pkg-config package)"
            case .failed(let name, let message): "\(name) failed: \(message)"
            }
        }
    }
}
