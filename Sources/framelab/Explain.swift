import ArgumentParser
import FrameLabApplication

/// `framelab explain ID`: what a diagnostic means and how to fix it (ids are in `--json` output).
struct Explain: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "explain",
        abstract: "Explain a diagnostic by its id (layout.frame-invalid-length, as --json prints it); with no id, list them.")

    @Argument(help: ArgumentHelp("The diagnostic's id, DOMAIN.NAME.", valueName: "ID"))
    var id: String?

    func run() throws {
        try finish(ExplainRunner.run(id))
    }
}
