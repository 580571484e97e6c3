import ArgumentParser
import FrameLabApplication

/// `framelab watch PATH… [--preview NAME] [--why NAME]`.
struct Watch: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "watch",
        abstract: "Lay out a file and redraw on every save of it or of a profile; keys switch device (d/D), orientation (o), OS (s), Dynamic Type (+/-), column (c) and preview (p); q quits.",
        discussion: "The files (and every .swift file under a directory) are read together as one module, like eval --file; the first file's first preview is laid out (or --preview NAME|INDEX). Saving any of them or a profile file lays it out again.")

    @OptionGroup var common: CommonOptions

    @Argument(help: "SwiftUI files (or directories of them) to watch.", completion: .file(extensions: ["swift"]))
    var files: [String]

    @Option(help: ArgumentHelp("Show why the view named NAME got its size instead of the drawing.", valueName: "NAME"))
    var why: String?

    @Option(help: ArgumentHelp("Lay out the preview named NAME (or the INDEXth, from 1); p cycles through them.", valueName: "NAME|INDEX"))
    var preview: String?

    func validate() throws {
        if files.isEmpty { throw ValidationError("give a file to watch") }
    }

    func run() throws {
        try finish(WatchRunner.run(WatchRunner.Options(paths: files, why: why, preview: preview), options: common.sessionOptions))
    }
}
