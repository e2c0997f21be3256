// The command line is built with the `CommandLine` trait (`swift build --traits CommandLine`;
// the scripts pass it): packages that depend on OpenUIKit never resolve or build its
// dependencies (swift-argument-parser and its plugins).
#if CommandLine
import ArgumentParser

/// `openuikit`: OpenUIKit's command line. Synchronous on purpose: commands run on the main
/// thread, where the main actor (and every UIKit type) lives.
@main
struct OpenUIKitCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "openuikit",
        abstract: "UIKit's transition system on Linux: run, inspect and render transitions.",
        subcommands: [ListCommand.self, RenderCommand.self, InspectCommand.self, ViewCommand.self, TimelineCommand.self, PortCommand.self, TestCommand.self, ShardCommand.self, ReportCommand.self, StoryboardCommand.self, RestorationCommand.self]
    )
}
#else
import Foundation

/// Built without the `CommandLine` trait: says how to build the real command.
@main
enum OpenUIKitCommand {
    static func main() {
        print("openuikit was built without its command line: build it with swift build --traits CommandLine (the scripts do).")
        exit(64)
    }
}
#endif
