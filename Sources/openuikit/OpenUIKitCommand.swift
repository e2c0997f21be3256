import ArgumentParser

/// `openuikit`: OpenUIKit's command line. Synchronous on purpose: commands run on the main
/// thread, where the main actor (and every UIKit type) lives.
@main
struct OpenUIKitCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "openuikit",
        abstract: "UIKit's transition system on Linux: run, inspect and render transitions.",
        subcommands: [ListCommand.self, RenderCommand.self, InspectCommand.self, ViewCommand.self, TimelineCommand.self]
    )
}
