#if CommandLine
import ArgumentParser
import Foundation
import OpenUIKit
import TransitionGallery
import UIKitTesting

/// `openuikit storyboard`: Xcode's canvas on Linux. Renders every scene of a storyboard as a PNG
/// at its device's size and draws the map of scenes and segues with Graphviz, or records one
/// segue's transition as a GIF and filmstrip. What the document says that OpenUIKit cannot
/// honour (unknown classes and elements, broken connections) is listed with its line.
struct StoryboardCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "storyboard",
        abstract: "Render a storyboard's scenes (PNG) and its map of scenes and segues (Graphviz), or one segue's transition (GIF, filmstrip).",
        discussion: """
        Scenes render with OpenUIKit's own classes where the app's custom classes are not part of this command (as Xcode's canvas does). \
        Files are named after the storyboard and the scene (its Storyboard ID, title or class). The map needs Graphviz's dot \
        (scripts/setup installs it); without it the .dot file is written alone.
        """
    )

    @Argument(help: "The .storyboard file.")
    var file: String

    @Option(name: [.customLong("out"), .customLong("output")], help: "Output folder.")
    var out: String = "storyboard"

    @Option(help: "Record the transition of the segue with this identifier instead of rendering the scenes.")
    var segue: String?

    @Option(help: "Pixels per point (0.25...4).")
    var scale: Double = 1

    @Option(help: "For --segue: what to write, comma-separated: gif, filmstrip, png, frames.")
    var format: String = "gif,filmstrip"

    @Option(help: "For --segue: frames per second of the output.")
    var fps: Double = 50

    func validate() throws {
        guard file.hasSuffix(".storyboard") else { throw ValidationError("\(file) is not a .storyboard file.") }
        guard FileManager.default.fileExists(atPath: file) else { throw ValidationError("\(file) does not exist.") }
        guard scale >= 0.25, scale <= 4 else { throw ValidationError("--scale must be between 0.25 and 4.") }
        guard fps > 0, fps <= 240 else { throw ValidationError("--fps must be between 0 and 240.") }
        let formats = format.split(separator: ",").map { $0.trimmingCharacters(in: .whitespaces) }
        if let unknown = formats.first(where: { !["gif", "filmstrip", "png", "frames"].contains($0) }) {
            throw ValidationError("Unknown format '\(unknown)'. Formats: gif, filmstrip, png, frames.")
        }
    }

    func run() throws {
        try MainActor.assumeIsolated {
            let capture = DiagnosticCapture(silent: true)
            try OpenUIKitDiagnostics.$capture.withValue(capture) {
                let preview: StoryboardPreview
                do {
                    preview = try StoryboardPreview(url: URL(fileURLWithPath: file).standardizedFileURL)
                } catch let failure as StoryboardPreview.Failure {
                    // Nothing is written for a file that cannot be read.
                    FileHandle.standardError.write(Data("error: \(failure.description)\n".utf8))
                    throw ExitCode(1)
                }
                if let segue {
                    try record(segue, of: preview)
                } else {
                    try renderScenes(of: preview)
                }
                let problems = capture.records.map(\.message)
                var seen: Set<String> = []
                // In file and line order (messages start with `File.storyboard:LINE:`).
                let unique = problems.filter { seen.insert($0).inserted }.enumerated().sorted { a, b in
                    let (fileA, lineA) = Self.place(a.element), (fileB, lineB) = Self.place(b.element)
                    return (fileA, lineA, a.offset) < (fileB, lineB, b.offset)
                }.map(\.element)
                if !unique.isEmpty {
                    print("\(unique.count) problem\(unique.count == 1 ? "" : "s") in the document:")
                    for problem in unique { print("  \(problem)") }
                }
            }
        }
    }

    @MainActor
    private func renderScenes(of preview: StoryboardPreview) throws {
        let folder = try OutputFolder(path: out)
        for scene in preview.scenes {
            guard let controller = preview.outline.instantiate(scene.scene) else { continue }
            let image: UIImage = try TransitionHost.run(device: preview.device, root: controller) { host in
                // Tables and collections show their prototype cells, as Xcode's canvas does.
                let canvases = PrototypeCanvas.install(under: host.window)
                try host.runUntilIdle()
                defer { withExtendedLifetime(canvases) {} }
                return try host.frame(scale: CGFloat(scale))
            }
            guard let data = image.pngData() else { continue }
            let url = folder.file("\(preview.name)-\(scene.name).png")
            try data.write(to: url, options: .atomic)
            print("\(url.lastPathComponent)  \(Int(image.size.width * image.scale))×\(Int(image.size.height * image.scale))")
        }
        let dotURL = folder.file("\(preview.name)-map.dot")
        try preview.map().write(to: dotURL, atomically: true, encoding: .utf8)
        let pngURL = folder.file("\(preview.name)-map.png")
        if drawMap(dotURL, to: pngURL) {
            print("\(pngURL.lastPathComponent)  (\(preview.scenes.count) scenes)")
        } else {
            print("\(dotURL.lastPathComponent)  (Graphviz's dot is not installed: run scripts/setup, or dot -Tpng yourself)")
        }
        print("written to \(folder.url.path)/")
    }

    /// Runs `dot -Tpng` into a temporary file renamed when whole; false when dot is missing.
    private func drawMap(_ dot: URL, to png: URL) -> Bool {
        let paths = (ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin").split(separator: ":")
        guard let executable = paths.map({ "\($0)/dot" }).first(where: { FileManager.default.isExecutableFile(atPath: $0) }) else { return false }
        let partial = png.deletingLastPathComponent().appendingPathComponent(".\(png.lastPathComponent).partial-\(getpid())")
        let process = Process()
        process.executableURL = URL(fileURLWithPath: executable)
        process.arguments = ["-Tpng", "-Gdpi=\(Int(72 * scale))", "-o", partial.path, dot.path]
        do {
            try process.run()
            process.waitUntilExit()
        } catch {
            return false
        }
        guard process.terminationStatus == 0 else {
            try? FileManager.default.removeItem(at: partial)
            return false
        }
        try? FileManager.default.removeItem(at: png)
        return (try? FileManager.default.moveItem(at: partial, to: png)) != nil
    }

    /// Shows the segue's source scene (inside the containers that lead to it) and performs the
    /// segue, recorded like a gallery demo.
    @MainActor
    private func record(_ identifier: String, of preview: StoryboardPreview) throws {
        let found: StoryboardOutline.SegueStage
        do {
            found = try preview.segue(identifier)
        } catch {
            FileHandle.standardError.write(Data("error: \(error.description)\n".utf8))
            throw ExitCode(1)
        }
        let folder = try OutputFolder(path: out)
        let outline = preview.outline
        let demo = GalleryDemo(
            name: "\(preview.name)-\(StoryboardPreview.fileName(identifier))", seed: "storyboard",
            summary: "segue \(identifier) of \(preview.url.lastPathComponent)", device: preview.device, duration: 1.6,
            makeRoot: {
                outline.makeRoot(of: found) ?? UIViewController()
            },
            script: { stage in
                stage.wait(0.3)
                outline.perform(found, under: stage.root)
                stage.wait(1.3)
            })
        let formats = Set(format.split(separator: ",").compactMap { RenderCommand.Format(rawValue: $0.trimmingCharacters(in: .whitespaces)) })
        let report = ProgressReport(total: 1)
        let options = RecordingOptions(scale: CGFloat(scale), framesPerSecond: fps, device: preview.device)
        try RenderCommand.render([.demo(demo)], options: options, formats: formats, folder: folder, filmstripFrames: 12, stillTime: nil, report: report)
        print(report.summary)
        print("written to \(folder.url.path)/")
    }

    /// The file and line a problem starts with (`Main.storyboard:42: …`), or ("", 0).
    static func place(_ message: String) -> (String, Int) {
        let parts = message.split(separator: ":", maxSplits: 2, omittingEmptySubsequences: false)
        guard parts.count == 3, let line = Int(parts[1]) else { return ("", 0) }
        return (String(parts[0]), line)
    }
}
#endif
