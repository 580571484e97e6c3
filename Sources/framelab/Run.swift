import ArgumentParser
import FrameLabApplication

/// `framelab run FILE…`.
struct Run: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "run",
        abstract: "Run scripts as :load would; exit status 1 if any command failed or any :expect did not hold.")

    @OptionGroup var common: CommonOptions

    @Argument(help: "Scripts of REPL input.", completion: .file())
    var files: [String]

    func validate() throws {
        if files.isEmpty { throw ValidationError("give at least one script to run") }
        try common.requireSingleValues("run")
    }

    func run() throws {
        try finish(ScriptRunner.run(files: files, options: common.sessionOptions))
    }
}
