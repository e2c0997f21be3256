import Foundation
import SourceBridge
import Testing

/// The gallery's demos kept in their iOS form (`Sources/TransitionGallery/iOS`) are compiled from
/// what the source bridge makes of them, committed in `Sources/TransitionGallery/iOS+Bridged`, so
/// that the main job (`scripts/gallery`) builds no swift-syntax. This test keeps that copy honest:
/// it ports the iOS folder as SourceBridgePlugin would (one module, with the classes the target's
/// storyboards name) and fails when a committed file differs, is missing or is left over.
/// Write it again with `OPENUIKIT_RECORD_BRIDGED=1 bash scripts/test --filter GalleryBridgedCopy`.
struct GalleryBridgedCopyTests {
    static let gallery = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("Sources/TransitionGallery")
    static let originals = gallery.appendingPathComponent("iOS")
    static let bridged = gallery.appendingPathComponent("iOS+Bridged")

    /// Paths of the files below `folder` with the extension, relative to it, sorted.
    static func relativePaths(below folder: URL, extension wanted: String) -> [String] {
        guard let enumerator = FileManager.default.enumerator(at: folder, includingPropertiesForKeys: nil) else { return [] }
        let prefix = folder.standardizedFileURL.path + "/"
        return enumerator.compactMap { item in
            guard let url = item as? URL, url.pathExtension == wanted else { return nil }
            return String(url.standardizedFileURL.path.dropFirst(prefix.count))
        }.sorted()
    }

    /// What the bridge makes of the iOS folder now.
    static func portedNow() throws -> [SourceBridge.File] {
        let files = try relativePaths(below: originals, extension: "swift").map { path in
            SourceBridge.File(path: path, text: try String(contentsOf: originals.appendingPathComponent(path), encoding: .utf8))
        }
        var classes: Set<String> = []
        for document in relativePaths(below: gallery, extension: "storyboard") + relativePaths(below: gallery, extension: "xib") {
            let text = try String(contentsOf: gallery.appendingPathComponent(document), encoding: .utf8)
            classes.formUnion(SourceBridge.interfaceBuilderClasses(inDocument: text))
        }
        let result = SourceBridge().port(files, interfaceBuilderClasses: classes)
        #expect(result.problems.isEmpty, "the gallery's iOS demos must bridge whole: \(result.problems.map(\.description))")
        return result.files
    }

    @Test func theCommittedBridgedCopyIsWhatTheBridgeMakesNow() throws {
        let ported = try Self.portedNow()
        #expect(ported.count >= 5, "the gallery keeps its iOS demos in iOS/")
        if ProcessInfo.processInfo.environment["OPENUIKIT_RECORD_BRIDGED"] == "1" {
            for stale in Self.relativePaths(below: Self.bridged, extension: "swift") where !ported.contains(where: { $0.path == stale }) {
                try FileManager.default.removeItem(at: Self.bridged.appendingPathComponent(stale))
            }
            for file in ported {
                let url = Self.bridged.appendingPathComponent(file.path)
                try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
                try file.text.write(to: url, atomically: true, encoding: .utf8)
            }
            return
        }
        let committed = Self.relativePaths(below: Self.bridged, extension: "swift")
        #expect(committed == ported.map(\.path), "iOS+Bridged/ must hold one ported file per file of iOS/")
        for file in ported {
            let text = try? String(contentsOf: Self.bridged.appendingPathComponent(file.path), encoding: .utf8)
            #expect(text == file.text, """
                Sources/TransitionGallery/iOS+Bridged/\(file.path) is not what the bridge makes of iOS/\(file.path) now; \
                write it again with OPENUIKIT_RECORD_BRIDGED=1 bash scripts/test --filter GalleryBridgedCopy
                """)
        }
    }
}
