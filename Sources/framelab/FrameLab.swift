import ArgumentParser
import FrameLabApplication

/// `framelab`: argument parsing only; everything else lives in FrameLabApplication.
@main
struct FrameLab: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "framelab",
        abstract: "Simulate SwiftUI layout and explain containerRelativeFrame.",
        discussion: """
            With no subcommand, starts the REPL (or, when standard input is not a terminal, runs the \
            commands read from it). Shell completion: framelab --generate-completion-script bash|zsh|fish.
            """,
        // The version and where profiles come from (a few `stat`s, computed when the configuration is first read).
        version: VersionReport.text(),
        subcommands: [REPL.self, Run.self, Eval.self, Previews.self, Watch.self, TestCommand.self, Check.self, Explain.self, Tour.self, ProfilesCommand.self, MCP.self, Serve.self],
        defaultSubcommand: REPL.self)

    /// Starts reading the standard profiles ahead (for `eval` and `check`), then parses and runs.
    static func main() {
        StartupReadAhead.start()
        main(nil)
    }
}

/// Ends the process with a runner's exit status.
func finish(_ status: Int32) throws {
    if status != 0 { throw ExitCode(status) }
}
