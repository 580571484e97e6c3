import ArgumentParser
import FrameLabREPL

/// `framelab watch FILE… [--why NAME]`.
struct Watch: ParsableCommand {
    static let configuration = CommandConfiguration(
        abstract: "Lay out a file and redraw on every save of it or of a profile; keys switch device (d/D), orientation (o) and column (c); q quits.",
        discussion: "The first FILE is laid out; saving any FILE or a profile file lays it out again.")

    @OptionGroup var common: CommonOptions

    @Argument(help: "SwiftUI files to watch.", completion: .file(extensions: ["swift"]))
    var files: [String]

    @Option(help: ArgumentHelp("Show why the view named NAME got its size instead of the drawing.", valueName: "NAME"))
    var why: String?

    func validate() throws {
        if files.isEmpty { throw ValidationError("give a file to watch") }
    }

    func run() throws {
        try finish(WatchRunner.run(WatchRunner.Options(paths: files, why: why), options: common.sessionOptions))
    }
}
