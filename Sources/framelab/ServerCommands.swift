import ArgumentParser
import Foundation

/// A subcommand that runs in `framelab-server`, where the server and its options live: every
/// argument after the subcommand's name is handed on unread (`--help` included).
protocol ServerSubcommand: ParsableCommand {
    var arguments: [String] { get }
}

extension ServerSubcommand {
    func run() throws {
        try ServerProcess.replaceProcess(subcommand: Self._commandName, arguments: arguments)
    }

    /// The configuration of `framelab NAME`: its abstract, and a discussion that sends the reader
    /// to `framelab-server` for the options.
    static func serverConfiguration(_ name: String, abstract: String) -> CommandConfiguration {
        CommandConfiguration(
            commandName: name, abstract: abstract,
            discussion: "Runs framelab-server (installed next to framelab); `framelab \(name) --help` lists its options.")
    }
}

/// `framelab mcp …`: runs `framelab-server mcp …`.
struct MCP: ServerSubcommand {
    static let configuration = serverConfiguration(
        "mcp", abstract: "Run a Model Context Protocol server on standard input/output, for coding assistants.")

    @Argument(parsing: .captureForPassthrough, help: .hidden) var arguments: [String] = []
}

/// `framelab serve PATH… …`: runs `framelab-server serve PATH… …`.
struct Serve: ServerSubcommand {
    static let configuration = serverConfiguration(
        "serve", abstract: "Serve the interactive layout page of Swift files and update it whenever a file or profile is saved.")

    @Argument(parsing: .captureForPassthrough, help: .hidden) var arguments: [String] = []
}

/// The servers (the MCP SDK, which links libcurl and its 30 libraries, and Hummingbird) are a
/// separate executable next to `framelab`, so that no other command loads them at start.
enum ServerProcess {
    struct ServerProcessError: Error, CustomStringConvertible {
        var description: String
    }

    /// Replaces this process with `framelab-server SUBCOMMAND ARGUMENTS…`; throws only when it cannot.
    static func replaceProcess(subcommand: String, arguments: [String]) throws {
        let executable = URL(fileURLWithPath: Bundle.main.executablePath ?? CommandLine.arguments[0]).resolvingSymlinksInPath()
        let server = executable.deletingLastPathComponent().appendingPathComponent("framelab-server").path
        guard FileManager.default.isExecutableFile(atPath: server) else {
            throw ServerProcessError(description: "framelab \(subcommand) runs framelab-server, which is not next to this framelab (\(server)); build it with `swift build --product framelab-server` (`make release` builds both) and install the two together")
        }
        let argv = ([server, subcommand] + arguments).map { strdup($0) } + [nil]
        execv(server, argv)
        let reason = String(cString: strerror(errno))
        argv.forEach { free($0) }
        throw ServerProcessError(description: "cannot run \(server): \(reason)")
    }
}
