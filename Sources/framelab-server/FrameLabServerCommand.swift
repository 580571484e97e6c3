import ArgumentParser
import FrameLabApplication
import LayoutCore

/// `framelab-server`: the servers behind `framelab mcp` and `framelab serve`, which replace their
/// process with this executable and the same arguments, so its usage reads as `framelab`'s.
@main
struct FrameLabServerCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "framelab",
        abstract: "FrameLab's servers, run by `framelab mcp` and `framelab serve`.",
        version: FrameLabVersion.string,
        subcommands: [MCP.self, Serve.self])
}

/// `--orientation portrait|landscape`.
extension Orientation: ExpressibleByArgument {}
