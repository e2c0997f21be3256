import Foundation
@testable import OpenCoreGraphics
import Testing

/// `openuikit restoration`: the demo app navigated, presented, terminated and relaunched; the
/// screens before and after are the same, the callbacks come in UIKit's order, and a second run
/// writes the same bytes.
struct RestorationCommandTests {
    @Test func theDemoComesBackWhereItWasAndWritesTheSameFilesTwice() throws {
        let first = try CommandRunner.temporaryFolder(), second = try CommandRunner.temporaryFolder()
        defer { for folder in [first, second] { try? FileManager.default.removeItem(at: folder) } }
        let result = try CommandRunner.run(["restoration", "--out", first.path])
        #expect(result.status == 0, "\(result.standardError)")
        #expect(result.standardOutput.contains("restored: Mail/Inbox, Mail/Message2, Mail/Message3, Mail/Reply (presented)"))
        let names = try FileManager.default.contentsOfDirectory(atPath: first.path).sorted()
        #expect(names == ["restoration-after.png", "restoration-before.png", "restoration-calls.txt", "restoration-filmstrip.png", "restoration.archive"])
        let before = try #require(ImageCoding.image(fromPNG: Data(contentsOf: first.appendingPathComponent("restoration-before.png"))))
        let after = try #require(ImageCoding.image(fromPNG: Data(contentsOf: first.appendingPathComponent("restoration-after.png"))))
        #expect(before.pixels.width == 393 && before.pixels.height == 852)
        #expect(after.pixels.width == 393 && after.pixels.height == 852)
        // The relaunched app shows the same screen, pixel for pixel.
        var differing = 0
        for y in 0 ..< 852 { for x in 0 ..< 393 where before.pixels.rgba(x: x, y: y) != after.pixels.rgba(x: x, y: y) { differing += 1 } }
        #expect(differing == 0)
        let calls = try String(contentsOf: first.appendingPathComponent("restoration-calls.txt"), encoding: .utf8).split(separator: "\n").map(String.init)
        let order = ["applicationDidEnterBackground(_:)", "application(_:shouldSaveSecureApplicationState:)", "encodeRestorableState Reply (draft = \"See you at noon\")",
                     "applicationWillTerminate(_:)", "application(_:willFinishLaunchingWithOptions:)", "application(_:shouldRestoreSecureApplicationState:)",
                     "viewControllerWithRestorationIdentifierPath Mail/Reply → ReplyController", "decodeRestorableState Reply (draft = \"See you at noon\")",
                     "applicationFinishedRestoringState Message3", "application(_:didDecodeRestorableStateWith:)", "application(_:didFinishLaunchingWithOptions:)"]
        // Each in turn, after the one before it.
        var position = calls.startIndex
        for call in order {
            let found = calls[position...].firstIndex(of: call)
            #expect(found != nil, "\(call) missing in order from \(calls)")
            position = (found ?? position) + 1
        }

        #expect(try CommandRunner.run(["restoration", "--out", second.path]).status == 0)
        for name in names {
            #expect(try Data(contentsOf: first.appendingPathComponent(name)) == Data(contentsOf: second.appendingPathComponent(name)), "\(name)")
        }
    }
}
