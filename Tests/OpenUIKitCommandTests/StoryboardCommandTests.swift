import Foundation
@testable import OpenCoreGraphics
import Testing
@testable import UIKitTesting

/// `openuikit storyboard`: every scene as a PNG at the canvas's device size, the map drawn by
/// Graphviz, one segue recorded as a GIF and filmstrip; unreadable input fails with its line and
/// writes nothing.
struct StoryboardCommandTests {
    static let documents = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("OpenUIKitTests/InterfaceBuilder/Documents")

    @Test func everySceneAndTheMapAreWritten() throws {
        let folder = try CommandRunner.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let result = try CommandRunner.run(["storyboard", Self.documents.appendingPathComponent("Segues.storyboard").path, "--out", folder.path])
        #expect(result.status == 0, "\(result.standardError)")
        let names = try FileManager.default.contentsOfDirectory(atPath: folder.path).sorted()
        #expect(names == ["Segues-child-controller.png", "Segues-detail.png", "Segues-home.png", "Segues-map.dot", "Segues-map.png",
                          "Segues-modal.png", "Segues-navigation-controller.png"])
        let home = try #require(ImageCoding.image(fromPNG: Data(contentsOf: folder.appendingPathComponent("Segues-home.png"))))
        #expect(home.pixels.width == 393 && home.pixels.height == 852)
        #expect(ImageCoding.image(fromPNG: try Data(contentsOf: folder.appendingPathComponent("Segues-map.png"))) != nil)
        let map = try String(contentsOf: folder.appendingPathComponent("Segues-map.dot"), encoding: .utf8)
        #expect(map.contains("\"navigation-controller\" -> \"home\" [label=\"rootViewController\", style=dashed];"))
        #expect(map.contains("\"home\" -> \"detail\" [label=\"show\\nshowDetail\"];"))
        #expect(map.contains("\"detail\" -> \"detail-exit\" [label=\"unwind\\nbackHome\\nunwindToHome:\"];"))
        // The test target's classes are not part of the command: listed, with their lines.
        #expect(result.standardOutput.contains("Segues.storyboard:30: unknown class 'HomeController' in Interface Builder file"))
    }

    @Test func aSegueIsRecordedAsAGIFAndAFilmstrip() throws {
        let folder = try CommandRunner.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let result = try CommandRunner.run(["storyboard", Self.documents.appendingPathComponent("Segues.storyboard").path, "--out", folder.path,
                                            "--segue", "presentModal", "--fps", "20"])
        #expect(result.status == 0, "\(result.standardError)")
        let gif = try GIFReader(Data(contentsOf: folder.appendingPathComponent("Segues-present-modal.gif")))
        #expect(gif.frames.count > 5)
        #expect(ImageCoding.image(fromPNG: try Data(contentsOf: folder.appendingPathComponent("Segues-present-modal-filmstrip.png"))) != nil)
    }

    @Test func unreadableInputAndUnknownSeguesFailWithTheirLineAndWriteNothing() throws {
        let parent = try CommandRunner.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: parent) }
        let folder = parent.appendingPathComponent("out")
        let malformed = try CommandRunner.run(["storyboard", Self.documents.appendingPathComponent("Malformed.storyboard").path, "--out", folder.path])
        #expect(malformed.status == 1)
        #expect(malformed.standardError.contains("error: Malformed.storyboard:6: the XML is not well formed"))
        let unknown = try CommandRunner.run(["storyboard", Self.documents.appendingPathComponent("Segues.storyboard").path, "--out", folder.path, "--segue", "nope"])
        #expect(unknown.status == 1 && unknown.standardError.contains("no segue with identifier 'nope' (identifiers: backHome, customFade"))
        let xib = try CommandRunner.run(["storyboard", Self.documents.appendingPathComponent("CardView.xib").path, "--out", folder.path])
        #expect(xib.status != 0 && xib.standardError.contains("is not a .storyboard file"))
        #expect(!FileManager.default.fileExists(atPath: folder.path), "nothing is written")
    }
}
