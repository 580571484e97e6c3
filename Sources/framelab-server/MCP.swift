import ArgumentParser
import FrameLabServer

/// `framelab mcp`: the Model Context Protocol server on standard input and output.
struct MCP: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "mcp",
        abstract: "Run a Model Context Protocol server on standard input/output, for coding assistants.",
        discussion: """
            Tools: layout, why, matrix, list_devices, list_containers, describe_profile. Configure your MCP \
            client to start `framelab mcp` (see docs/usage.md).
            """)

    @Option(name: .customLong("profiles"), help: ArgumentHelp("A directory of profiles read after the shipped ones (repeatable).", valueName: "dir"),
            completion: .directory)
    var profileDirectories: [String] = []

    func run() async throws {
        try await MCPServer.run(options: .init(profileDirectories: profileDirectories))
    }
}
