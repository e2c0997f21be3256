import Foundation
import SourceBridge
import Testing

/// Two targets compile what the source bridge makes of iOS sources from a committed copy instead
/// of running SourceBridgePlugin, so that a build without the `SourceBridge` trait needs no
/// swift-syntax for them:
/// - the gallery's demos kept in their iOS form (`Sources/TransitionGallery/iOS` →
///   `iOS+Bridged`), so that the main job (`scripts/gallery`) builds no swift-syntax;
/// - SourceBridgeBuildTests' iOS sources and the golden inputs its `source-bridge.json` names
///   (→ `Tests/SourceBridgeBuildTests/Bridged`), so that the test build (`scripts/test`) builds
///   swift-syntax once, not a second time for the plugin's tool.
///
/// These tests keep both copies honest: they port the inputs as SourceBridgePlugin would (one
/// module, with the classes the target's storyboards and xibs name) and fail when a committed
/// file differs, is missing or is left over. Write them again with
/// `OPENUIKIT_RECORD_BRIDGED=1 bash scripts/test --filter BridgedCopyTests`.
struct BridgedCopyTests {
    static let packageRoot = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    @Test func theGallerysCopyIsWhatTheBridgeMakesNow() throws {
        let gallery = Self.packageRoot.appendingPathComponent("Sources/TransitionGallery")
        let originals = gallery.appendingPathComponent("iOS")
        // Each demo keeps its path below iOS/.
        let inputs = relativePaths(below: originals, extensions: ["swift"]).map {
            BridgedCopy.Input(url: originals.appendingPathComponent($0), path: $0, output: $0)
        }
        var copy = BridgedCopy(folder: gallery.appendingPathComponent("iOS+Bridged"), inputs: inputs,
                               documents: relativePaths(below: gallery, extensions: ["storyboard", "xib"]).map { gallery.appendingPathComponent($0) })
        copy.bridgesWithoutFindings = true
        #expect(inputs.count >= 5, "the gallery keeps its iOS demos in iOS/")
        try copy.check(packageRoot: Self.packageRoot)
    }

    @Test func theBuildTestsCopyIsWhatThePluginMakes() throws {
        let target = Self.packageRoot.appendingPathComponent("Tests/SourceBridgeBuildTests")
        let copy = try BridgedCopy.asThePluginMakesIt(for: target, packageRoot: Self.packageRoot)
        #expect(copy.inputs.count >= 20, "source-bridge.json names iOS/ and the golden inputs")
        try copy.check(packageRoot: Self.packageRoot)
    }
}

/// A committed folder of bridged files and the iOS sources it is made from.
struct BridgedCopy {
    struct Input {
        /// Where the original is.
        var url: URL
        /// The path the bridge is given (its findings name it), relative to the package's root
        /// or to the originals' folder, so that the ported text does not depend on the checkout.
        var path: String
        /// The file's path below `folder`.
        var output: String
    }

    var folder: URL
    var inputs: [Input]
    var documents: [URL]
    /// Whether the bridge must report no problem at all (the gallery's demos), rather than only
    /// none that leaves a file unported (some golden inputs are there to show what it reports).
    var bridgesWithoutFindings = false

    /// What SourceBridgePlugin does for `target` (Plugins/SourceBridgePlugin/plugin.swift): every
    /// `.swift` file below the folders its `source-bridge.json` names, sorted by path, less the
    /// excluded; the storyboards and xibs in those folders and in the target's own; and one flat
    /// folder of outputs, a name used twice prefixed with its folder's name and one the target's
    /// own sources use prefixed with `Bridged_`. The copy is the target's `Bridged` folder.
    static func asThePluginMakesIt(for target: URL, packageRoot: URL) throws -> BridgedCopy {
        struct Configuration: Decodable {
            var sources: [String]
            var exclude: [String]?
        }
        let configuration = try JSONDecoder().decode(Configuration.self, from: Data(contentsOf: target.appendingPathComponent("source-bridge.json")))
        let folder = target.appendingPathComponent("Bridged")
        var originals: [URL] = []
        var documents: [URL] = []
        for source in configuration.sources + ["."] {
            let root = target.appendingPathComponent(source).standardizedFileURL
            for path in relativePaths(below: root, extensions: ["swift", "storyboard", "xib"]) {
                let url = root.appendingPathComponent(path).standardizedFileURL
                if url.pathExtension != "swift" {
                    if !documents.contains(url) { documents.append(url) }
                } else if source != ".", !(configuration.exclude ?? []).contains(where: { url.path.hasSuffix("/" + $0) }) {
                    originals.append(url)
                }
            }
        }
        originals.sort { $0.path < $1.path }
        documents.sort { $0.path < $1.path }
        let uses = Dictionary(originals.map { ($0.lastPathComponent, 1) }, uniquingKeysWith: +)
        // The target's own sources, less the copy itself, which the plugin's build leaves out.
        let ownNames = Set(relativePaths(below: target, extensions: ["swift"])
            .filter { !$0.hasPrefix("Bridged/") && !$0.hasPrefix("iOS/") }
            .map { ($0 as NSString).lastPathComponent })
        let packagePrefix = packageRoot.standardizedFileURL.path + "/"
        let inputs = originals.map { url -> Input in
            var name = uses[url.lastPathComponent]! > 1 ? "\(url.deletingLastPathComponent().lastPathComponent)_\(url.lastPathComponent)" : url.lastPathComponent
            while ownNames.contains(name) { name = "Bridged_" + name }
            return Input(url: url, path: String(url.path.dropFirst(packagePrefix.count)), output: name)
        }
        return BridgedCopy(folder: folder, inputs: inputs, documents: documents)
    }

    /// What the bridge makes of the inputs now, as one module.
    func portedNow() throws -> [SourceBridge.File] {
        let files = try inputs.map { SourceBridge.File(path: $0.path, text: try String(contentsOf: $0.url, encoding: .utf8)) }
        var classes: Set<String> = []
        for document in documents {
            classes.formUnion(SourceBridge.interfaceBuilderClasses(inDocument: try String(contentsOf: document, encoding: .utf8)))
        }
        let result = SourceBridge().port(files, interfaceBuilderClasses: classes)
        let problems = bridgesWithoutFindings ? result.problems : result.problems.filter(\.leavesFileUnported)
        #expect(problems.isEmpty, "every file must bridge: \(problems.map(\.description))")
        return result.files
    }

    /// Fails when a committed file differs from what the bridge makes now, is missing or is left
    /// over; with `OPENUIKIT_RECORD_BRIDGED=1`, writes the folder again instead.
    func check(packageRoot: URL) throws {
        let ported = try portedNow()
        let outputs = inputs.map(\.output)
        let shownFolder = String(folder.standardizedFileURL.path.dropFirst(packageRoot.standardizedFileURL.path.count + 1))
        if ProcessInfo.processInfo.environment["OPENUIKIT_RECORD_BRIDGED"] == "1" {
            for stale in relativePaths(below: folder, extensions: ["swift"]) where !outputs.contains(stale) {
                try FileManager.default.removeItem(at: folder.appendingPathComponent(stale))
            }
            for (output, file) in zip(outputs, ported) {
                let url = folder.appendingPathComponent(output)
                try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
                try file.text.write(to: url, atomically: true, encoding: .utf8)
            }
            return
        }
        #expect(relativePaths(below: folder, extensions: ["swift"]) == outputs.sorted(), "\(shownFolder) must hold one bridged file per input")
        for (input, file) in zip(inputs, ported) {
            let text = try? String(contentsOf: folder.appendingPathComponent(input.output), encoding: .utf8)
            #expect(text == file.text, """
                \(shownFolder)/\(input.output) is not what the bridge makes of \(input.path) now; \
                write it again with OPENUIKIT_RECORD_BRIDGED=1 bash scripts/test --filter BridgedCopyTests
                """)
        }
    }
}

/// Paths of the files below `folder` with one of the extensions, relative to it, sorted.
func relativePaths(below folder: URL, extensions: Set<String>) -> [String] {
    guard let enumerator = FileManager.default.enumerator(at: folder, includingPropertiesForKeys: nil) else { return [] }
    let prefix = folder.standardizedFileURL.path + "/"
    return enumerator.compactMap { item in
        guard let url = item as? URL, extensions.contains(url.pathExtension) else { return nil }
        return String(url.standardizedFileURL.path.dropFirst(prefix.count))
    }.sorted()
}
