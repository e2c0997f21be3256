import Foundation
@testable import OpenCoreGraphics
import Testing
@testable import UIKitTesting

/// `openuikit render` end to end: the files it writes are valid PNGs and GIFs with one frame per
/// 1/fps of the demo (plus the frame at 0), and nothing else is left in the folder.
struct RenderCommandTests {
    @Test func rendersADemoToEveryFormat() throws {
        let folder = try CommandRunner.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let result = try CommandRunner.run(["render", "slide-modal", "--format", "gif,png,filmstrip,frames", "--fps", "10", "--out", folder.path])
        #expect(result.status == 0, "\(result.standardError)")
        // slide-modal lasts 1.8 s: 18 frames at 10 fps after the one at 0.
        let frameCount = 19
        let gif = try GIFReader(Data(contentsOf: folder.appendingPathComponent("slide-modal.gif")))
        #expect(gif.width == 393 && gif.height == 852)
        // The GIF shows an unchanged frame by lengthening the one before, so it may hold fewer
        // pictures; it plays exactly as long as the frames: 19 × 1/10 s, in hundredths.
        #expect(gif.frames.count > 2 && gif.frames.count <= frameCount)
        #expect(gif.frames.reduce(0) { $0 + $1.delay } == frameCount * 10)
        let still = try #require(ImageCoding.image(fromPNG: Data(contentsOf: folder.appendingPathComponent("slide-modal.png"))))
        #expect(still.pixels.width == 393 && still.pixels.height == 852)
        #expect(ImageCoding.image(fromPNG: try Data(contentsOf: folder.appendingPathComponent("slide-modal-filmstrip.png"))) != nil)
        let frames = try FileManager.default.contentsOfDirectory(atPath: folder.appendingPathComponent("slide-modal-frames").path).sorted()
        #expect(frames.count == frameCount && frames.first == "frame-0000.png" && frames.last == "frame-0018.png")
        #expect(frames.allSatisfy { name in ImageCoding.image(fromPNG: (try? Data(contentsOf: folder.appendingPathComponent("slide-modal-frames/\(name)"))) ?? Data()) != nil })
        // Whole files only: no temporary or partial leftovers.
        let names = try FileManager.default.contentsOfDirectory(atPath: folder.path).sorted()
        #expect(names == ["slide-modal-filmstrip.png", "slide-modal-frames", "slide-modal.gif", "slide-modal.png"])
        // The summary table names the demo with its frame count and duration.
        #expect(result.standardOutput.contains("slide-modal") && result.standardOutput.contains("\(frameCount)") && result.standardOutput.contains("1.80 s"))
    }

    @Test func aKilledRunsPartialFramesAreRemovedByTheNextRun() throws {
        let folder = try CommandRunner.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        // What a run killed while writing frames leaves: a hidden staging folder (of a process
        // number no process can have, so it is surely gone), and a staging file; and what a
        // run still going leaves: its own staging file, which must survive.
        let stale = folder.appendingPathComponent(".slide-modal-frames.partial-99999999")
        try Data("half".utf8).write(to: folder.appendingPathComponent(".slide-modal.gif.partial-99999998"))
        let live = folder.appendingPathComponent(".other.gif.partial-\(getpid())")
        try Data("writing".utf8).write(to: live)
        try FileManager.default.createDirectory(at: stale, withIntermediateDirectories: true)
        try Data("half".utf8).write(to: stale.appendingPathComponent("frame-0000.png"))
        let result = try CommandRunner.run(["render", "slide-modal", "--format", "png", "--out", folder.path])
        #expect(result.status == 0, "\(result.standardError)")
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path).sorted() == [live.lastPathComponent, "slide-modal.png"],
                "a live run's staging file is kept")
    }

    @Test func durationCutsADemosRecordingAndAllMeansEveryFormat() throws {
        let folder = try CommandRunner.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let result = try CommandRunner.run(["render", "slide-modal", "--format", "all", "--fps", "10", "--duration", "0.5", "--out", folder.path])
        #expect(result.status == 0, "\(result.standardError)")
        let names = try FileManager.default.contentsOfDirectory(atPath: folder.path).sorted()
        #expect(names == ["slide-modal-filmstrip.png", "slide-modal-frames", "slide-modal-raw", "slide-modal.gif", "slide-modal.png"])
        // 0.5 s at 10 fps: the frame at 0 and 5 more, though the demo's script runs 1.8 s.
        let frames = try FileManager.default.contentsOfDirectory(atPath: folder.appendingPathComponent("slide-modal-frames").path)
        #expect(frames.count == 6)
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder.appendingPathComponent("slide-modal-raw").path).count == 6)
    }

    @Test func timeErrorsAndNamesOfTheOtherCommandsAreOnePlainSentence() throws {
        let inspect = try CommandRunner.run(["inspect", "slide-nav", "--at", "100"])
        #expect(inspect.status == 64 && inspect.standardError.contains("lasts 3.6 seconds"))
        let notANumber = try CommandRunner.run(["inspect", "slide-nav", "--at", "nan"])
        #expect(notANumber.status == 64 && notANumber.standardError.contains("times are 0 or more seconds"))
        let timeline = try CommandRunner.run(["timeline", "ca-flip"])
        #expect(timeline.status == 64 && timeline.standardError.contains("Timelines: flip") && timeline.standardError.contains("openuikit render ca-flip"))
        let list = try CommandRunner.run(["list"])
        #expect(list.standardOutput.contains("Timelines") && list.standardOutput.contains("qa1673"))
    }

    @Test func slowMotionTakesMoreFramesAndPlaysThemLonger() throws {
        let folder = try CommandRunner.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let result = try CommandRunner.run(["render", "slide-modal", "--format", "gif", "--fps", "10", "--slow", "2", "--out", folder.path])
        #expect(result.status == 0, "\(result.standardError)")
        let gif = try GIFReader(Data(contentsOf: folder.appendingPathComponent("slide-modal.gif")))
        // Twice the frames over the same 1.8 s of virtual time (37), each still shown for 1/10 s:
        // the GIF plays 3.7 s.
        #expect(gif.frames.count > 2 && gif.frames.count <= 37)
        #expect(gif.frames.reduce(0) { $0 + $1.delay } == 370)
    }

    @Test func unknownNamesAndBadOptionsAreUsageErrorsAndWriteNothing() throws {
        let folder = try CommandRunner.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let unknown = try CommandRunner.run(["render", "no-such-demo", "--out", folder.path])
        #expect(unknown.status == 64)
        #expect(unknown.standardError.contains("Unknown demo or scene 'no-such-demo'") && unknown.standardError.contains("slide-nav"))
        let format = try CommandRunner.run(["render", "slide-modal", "--format", "mp4", "--out", folder.path])
        #expect(format.status == 64 && format.standardError.contains("Unknown format 'mp4'"))
        let fps = try CommandRunner.run(["render", "slide-modal", "--fps", "0", "--out", folder.path])
        #expect(fps.status == 64 && fps.standardError.contains("--fps"))
        let cancel = try CommandRunner.run(["render", "slide-nav", "--cancel-at", "1.5", "--out", folder.path])
        #expect(cancel.status == 64 && cancel.standardError.contains("--cancel-at"))
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path).isEmpty)
    }

    @Test func anUnwritableOutputFailsBeforeRendering() throws {
        let folder = try CommandRunner.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let file = folder.appendingPathComponent("not-a-folder")
        try Data("x".utf8).write(to: file)
        let result = try CommandRunner.run(["render", "slide-modal", "--out", file.path])
        #expect(result.status == 1)
        #expect(result.standardError.contains("Cannot write to '\(file.path)': it is a file, not a folder."))
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path) == ["not-a-folder"])
    }

    @Test func listNamesEveryDemoAndScene() throws {
        let result = try CommandRunner.run(["list"])
        #expect(result.status == 0)
        for name in ["slide-nav", "slide-tabs", "slide-modal", "overlay", "overlay-pc", "hs-push", "sc-flip", "pet-flip",
                     "container", "magic-move", "mask-reveal", "bubble", "diagonal", "system", "ca-flip", "nav-push"] {
            #expect(result.standardOutput.contains("  \(name) "), "\(name)")
        }
    }

    @Test func inspectPrintsTheCallbacksAndTheViewTreeAndWritesAFilmstrip() throws {
        let folder = try CommandRunner.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let result = try CommandRunner.run(["inspect", "slide-nav", "--at", "0.6", "--out", folder.path])
        #expect(result.status == 0, "\(result.standardError)")
        let text = result.standardOutput
        #expect(text.contains("0.367 s  navigation delegate → SlideAnimationController, no interactor"))
        #expect(text.contains("0.767 s  completeTransition(true)"))
        #expect(text.contains("View tree at 0.600 s:"))
        // Mid-push, both screens are in the transition container.
        #expect(text.contains("DemoScreenView ← SlideListViewController(\"Slide\")") && text.contains("DemoScreenView ← SlideDetailViewController(\"Detail\")"))
        let written = try String(contentsOf: folder.appendingPathComponent("slide-nav-inspect.txt"), encoding: .utf8)
        #expect(text.hasPrefix(written + "\n\nwrote "), "the text file holds what was printed")
        #expect(ImageCoding.image(fromPNG: try Data(contentsOf: folder.appendingPathComponent("slide-nav-inspect.png"))) != nil)
        let unknown = try CommandRunner.run(["inspect", "ca-flip"])
        #expect(unknown.status == 64 && unknown.standardError.contains("use 'openuikit timeline'"))
    }
}

/// Long recordings stream: frames go to their files as they are drawn, and a GIF whose frames
/// outgrow the memory budget is encoded in a second recording. The files are the same bytes.
struct StreamingRenderTests {
    private func render(_ arguments: [String], budget: Int?) throws -> [String: Data] {
        let folder = try CommandRunner.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        var environment = ProcessInfo.processInfo.environment
        if let budget { environment["OPENUIKIT_GIF_MEMORY_BUDGET"] = "\(budget)" }
        let result = try CommandRunner.run(["render"] + arguments + ["--out", folder.path], environment: environment)
        #expect(result.status == 0, "\(result.standardError)")
        let names = try FileManager.default.contentsOfDirectory(atPath: folder.path)
        #expect(!names.contains { $0.hasPrefix(".") }, "no staging left: \(names)")
        var files: [String: Data] = [:]
        for name in names where !name.hasSuffix("-frames") { files[name] = try Data(contentsOf: folder.appendingPathComponent(name)) }
        return files
    }

    @Test(arguments: [["slide-modal", "--fps", "10"], ["ca-overlay", "--fps", "20", "--filmstrip-frames", "5"]])
    func aSecondPassWritesTheSameFiles(_ arguments: [String]) throws {
        let formats = ["--format", "gif,filmstrip,png"]
        let onePass = try render(arguments + formats, budget: nil)
        let twoPasses = try render(arguments + formats, budget: 0)
        #expect(onePass.count == 3)
        #expect(onePass == twoPasses, "the second pass must give the bytes of the first")
    }

    /// A still at a given time and a filmstrip of one frame: the frame nearest the time, and the
    /// first frame (a filmstrip of one used to hold every frame).
    @Test func aStillAtATimeAndAOneFrameFilmstrip() throws {
        let files = try render(["slide-modal", "--fps", "10", "--format", "png,filmstrip", "--at", "0.46", "--filmstrip-frames", "1"], budget: 0)
        let stillData = try #require(files["slide-modal.png"]), sheetData = try #require(files["slide-modal-filmstrip.png"])
        let still = try #require(ImageCoding.image(fromPNG: stillData))
        let sheet = try #require(ImageCoding.image(fromPNG: sheetData))
        #expect(still.pixels.width == 393)
        // One 160-point thumbnail and its margins: 12 + 160 + 12.
        #expect(sheet.pixels.width == 184)
    }
}
