import Foundation
import PackagePlugin

/// Builds a folder of iOS sources, untouched, through the source bridge: the target names the
/// folders in `source-bridge.json` (paths relative to the target's folder, which may lead
/// outside the package):
///
///     { "sources": ["iOS", "../../../MyApp/Transitions"], "exclude": ["AppDelegate.swift"] }
///
/// Every `.swift` file in them (recursively) is ported as one module and the rewritten copies
/// are compiled into the target. The storyboards and xibs in those folders and in the target's
/// own folder tell the bridge which classes documents make. Exclude those folders and the JSON
/// file from the target (`exclude:`) when they are inside it, so the originals are not compiled
/// too.
@main
struct SourceBridgePlugin: BuildToolPlugin {
    struct Configuration: Decodable {
        var sources: [String]
        /// Files to leave out, by name or by path ending (`AppDelegate.swift`, `App/Main.swift`).
        var exclude: [String]?
    }

    func createBuildCommands(context: PluginContext, target: Target) throws -> [Command] {
        guard let target = target as? SourceModuleTarget else { return [] }
        let configuration = target.directoryURL.appending(path: "source-bridge.json")
        guard let data = try? Data(contentsOf: configuration) else {
            Diagnostics.error("SourceBridgePlugin: \(target.name) has no source-bridge.json naming its iOS source folders")
            return []
        }
        let settings = try JSONDecoder().decode(Configuration.self, from: data)
        let folders = settings.sources
        let excluded = settings.exclude ?? []
        var inputs: [URL] = []
        var documents: [URL] = []
        for folder in folders + ["."] {
            let root = target.directoryURL.appending(path: folder).standardizedFileURL
            guard let enumerator = FileManager.default.enumerator(at: root, includingPropertiesForKeys: nil) else {
                Diagnostics.error("SourceBridgePlugin: cannot read \(root.path) (named in \(target.name)'s source-bridge.json)")
                continue
            }
            for case let url as URL in enumerator {
                if ["storyboard", "xib"].contains(url.pathExtension), !documents.contains(url.standardizedFileURL) {
                    documents.append(url.standardizedFileURL)
                }
                guard url.pathExtension == "swift", folder != "." else { continue }
                let path = url.standardizedFileURL.path
                guard !excluded.contains(where: { path.hasSuffix("/" + $0) }) else { continue }
                inputs.append(url.standardizedFileURL)
            }
        }
        inputs.sort { $0.path < $1.path }
        documents.sort { $0.path < $1.path }
        // Outputs named after the inputs; a name used twice gets its folder's name in front, and
        // one the target's own sources already use gets "Bridged_" in front (a module cannot
        // compile two files of one name).
        let outputFolder = context.pluginWorkDirectoryURL.appending(path: "Bridged")
        var used: [String: Int] = [:]
        for input in inputs { used[input.lastPathComponent, default: 0] += 1 }
        let ownNames = Set(target.sourceFiles(withSuffix: "swift").map { $0.url.lastPathComponent })
        let outputs = inputs.map { input -> URL in
            var name = used[input.lastPathComponent]! > 1
                ? "\(input.deletingLastPathComponent().lastPathComponent)_\(input.lastPathComponent)" : input.lastPathComponent
            while ownNames.contains(name) { name = "Bridged_" + name }
            return outputFolder.appending(path: name)
        }
        return [.buildCommand(
            displayName: "Bridging \(inputs.count) iOS source files of \(target.name)",
            executable: try context.tool(named: "openuikit-port").url,
            arguments: documents.flatMap { ["--interface-builder", $0.path] } + zip(inputs, outputs).map { "\($0.path)=\($1.path)" },
            inputFiles: inputs + documents + [configuration],
            outputFiles: outputs
        )]
    }
}
