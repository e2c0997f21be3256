#if CommandLine
import ArgumentParser
import TransitionGallery

/// `openuikit list`: the demos and scenes `render` and `inspect` know, one line each.
struct ListCommand: ParsableCommand {
    static let configuration = CommandConfiguration(commandName: "list", abstract: "List the gallery's demos, Core Animation scenes and timelines.")

    func run() {
        MainActor.assumeIsolated {
            print("Gallery demos (seed documents' transitions as UIKit apps, driven by scripted gestures):")
            for demo in GalleryDemo.all {
                print("  \(demo.name.padded(to: 14)) \(demo.summary) (seed \(demo.seed), \(demo.duration) s)")
            }
            print("Core Animation scenes (layer trees with their animations):")
            for scene in RenderScene.all {
                print("  \(scene.name.padded(to: 14)) \(scene.summary)")
            }
            print("Timelines (openuikit timeline NAME: values and callbacks frame by frame):")
            for scene in TimelineScene.all {
                print("  \(scene.name.padded(to: 14)) \(scene.summary)")
            }
        }
    }
}
#endif
