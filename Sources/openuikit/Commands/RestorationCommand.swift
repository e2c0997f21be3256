#if CommandLine
import ArgumentParser
import Foundation
import OpenUIKit
import TransitionGallery

/// `openuikit restoration`: seed 001's state preservation and restoration, run as an app would
/// live it — launched, two messages opened, a reply started, sent to the background (its state
/// saved), terminated and launched again (its state restored) — written as the screens before
/// and after, a filmstrip of the steps, the app's callbacks in order and the archive itself.
struct RestorationCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "restoration",
        abstract: "Run the state restoration demo: navigate, present, terminate, relaunch; write the screens before and after, a filmstrip and the callbacks.",
        discussion: """
        Files: restoration-before.png, restoration-after.png, restoration-filmstrip.png, restoration-calls.txt (every \
        callback of both launches, in order) and restoration.archive (the saved state: a header, a checksum and JSON). \
        Runs on the virtual clock: the same run writes the same files.
        """
    )

    @Option(name: [.customLong("out"), .customLong("output")], help: "Output folder.")
    var out: String = "restoration"

    @Option(help: "Pixels per point (0.25...4).")
    var scale: Double = 1

    func validate() throws {
        guard scale >= 0.25, scale <= 4 else { throw ValidationError("--scale must be between 0.25 and 4.") }
    }

    func run() throws {
        try MainActor.assumeIsolated {
            let folder = try OutputFolder(path: out)
            let recording = try RestorationDemo.record(scale: CGFloat(scale))
            for (name, image) in [("restoration-before.png", recording.before), ("restoration-after.png", recording.after),
                                  ("restoration-filmstrip.png", recording.filmstrip)] {
                guard let data = image.pngData() else { throw ValidationError("\(name) could not be encoded.") }
                try data.write(to: folder.file(name), options: .atomic)
                print("\(name)  \(Int(image.size.width * image.scale))×\(Int(image.size.height * image.scale))")
            }
            try (recording.calls.joined(separator: "\n") + "\n").write(to: folder.file("restoration-calls.txt"), atomically: true, encoding: .utf8)
            print("restoration-calls.txt  \(recording.calls.count) callbacks")
            try recording.archive.write(to: folder.file("restoration.archive"), options: .atomic)
            print("restoration.archive  \(recording.archive.count) bytes")
            print("restored: " + recording.restoredScreens.joined(separator: ", "))
            print("written to \(folder.url.path)/")
        }
    }
}
#endif
