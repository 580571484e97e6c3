import ArgumentParser
import FrameLabREPL

/// The REPL (the default subcommand).
struct REPL: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "repl",
        abstract: "Start the REPL (the default). Reads commands from standard input when it is not a terminal.")

    @OptionGroup var common: CommonOptions

    @Flag(help: "Bring back the last session (journaled after every change).")
    var restore = false

    func validate() throws {
        try common.requireSingleValues("the REPL")
    }

    func run() throws {
        try finish(REPLRunner.run(options: common.sessionOptions, restore: restore))
    }
}
