import Foundation
import SourceBridge
import Testing

/// Properties over real code: this repository's own Swift modules (written without
/// Objective-C features) come out of the bridge byte for byte, and ported code ports to itself.
struct SourceBridgePropertyTests {
    static let packageRoot = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    /// Every module folder under Sources/ and Tests/ (Swift files only; the bridge's own iOS
    /// fixtures and goldens left out). The default run leaves out the two largest, OpenUIKit and
    /// its tests (67,000 of the 121,000 lines, and most of this test's time with the debug-built
    /// parser); the soak run (scripts/soak sets `OPENUIKIT_SOAK_SEQUENCES`) ports them too. A
    /// module is ported whole: the bridge reads a module's files together.
    static var modules: [String] {
        let soak = ProcessInfo.processInfo.environment["OPENUIKIT_SOAK_SEQUENCES"] != nil
        let leftOut = ["Tests/SourceBridgeBuildTests", "Tests/SourceBridgeTests"] + (soak ? [] : ["Sources/OpenUIKit", "Tests/OpenUIKitTests"])
        return ["Sources", "Tests"].flatMap { top -> [String] in
            let folder = packageRoot.appendingPathComponent(top)
            let names = (try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []
            return names.map { "\(top)/\($0)" }.filter { !leftOut.contains($0) }
        }.sorted()
    }

    static func files(of module: String) -> [SourceBridge.File] {
        let root = packageRoot.appendingPathComponent(module)
        guard let enumerator = FileManager.default.enumerator(at: root, includingPropertiesForKeys: nil) else { return [] }
        var files: [SourceBridge.File] = []
        // Folders named iOS hold code kept in its iOS form on purpose (built through the bridge),
        // and Fixtures folders iOS apps that tests read (the Xcode project fixtures).
        for case let url as URL in enumerator where url.pathExtension == "swift" && !url.path.contains("/iOS/") && !url.path.contains("/Fixtures/") {
            if let text = try? String(contentsOf: url, encoding: .utf8) { files.append(.init(path: url.path, text: text)) }
        }
        return files.sorted { $0.path < $1.path }
    }

    /// The one thing the bridge adds to code without Objective-C: UIKit subclasses whose `.self`
    /// the module names register the initializers code may call through their class object
    /// (`MetatypeInitializers`), in a method of their own. This takes those methods out again.
    static func withoutInitializerRegistrations(_ text: String) -> String {
        let method = #"\n( *)/// Outlets and actions storyboards and nibs connect by name \(source bridge\)\.\n\1@MainActor (public )?override class func interfaceBuilderConnections\(into connections: inout InterfaceBuilderConnections\) \{\n(\1    (super\.interfaceBuilderConnections\(into: &connections\)|connections\.initializer\(.*\))\n)+\1\}\n"#
        let expression = try! NSRegularExpression(pattern: method)
        return expression.stringByReplacingMatches(in: text, range: NSRange(text.startIndex..., in: text), withTemplate: "")
    }

    @Test(arguments: modules)
    func codeWithoutObjectiveCIsLeftAsItIs(_ module: String) {
        let files = Self.files(of: module)
        let result = SourceBridge().port(files)
        for (before, after) in zip(files, result.files) where before.text != Self.withoutInitializerRegistrations(after.text) {
            Issue.record("\(before.path) was changed by the bridge")
        }
        let rewrites = result.findings.filter { $0.kind == .rewritten && !$0.message.contains("can be made through its class object") }
        #expect(rewrites.isEmpty, "\(rewrites.prefix(5).map(\.description))")
    }

    @Test func theGoldenInputsPortToAFixedPoint() throws {
        let golden = Self.packageRoot.appendingPathComponent("Tests/SourceBridgeTests/Golden")
        for name in try FileManager.default.contentsOfDirectory(atPath: golden.path).sorted() {
            let files = Self.files(of: "Tests/SourceBridgeTests/Golden/\(name)/input")
            let once = SourceBridge().port(files).files
            let twice = SourceBridge().port(once).files
            #expect(once == twice, "\(name)")
        }
    }
}
