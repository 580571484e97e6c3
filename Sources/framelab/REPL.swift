import ArgumentParser
import FrameLabApplication

/// The REPL (the default subcommand).
struct REPL: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "repl",
        abstract: "Start the REPL (the default). Reads commands from standard input when it is not a terminal.")

    @OptionGroup var common: CommonOptions

    @Flag(help: "Bring back the last session (journaled after every change).")
    var restore = false

    @Argument(help: "Swift files or folders to load first (as :load does): their declarations join the session and their first preview is laid out.")
    var files: [String] = []

    func validate() throws {
        try common.requireSingleValues("the REPL")
    }

    func run() throws {
        try finish(REPLRunner.run(options: common.sessionOptions, restore: restore, files: files))
    }
}
