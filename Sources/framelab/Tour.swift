import ArgumentParser
import FrameLabApplication

/// `framelab tour [--no-pause]`.
struct Tour: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "tour",
        abstract: "Walk through the containerRelativeFrame article's examples: source, drawing, :why, and a change to try.")

    @OptionGroup var common: CommonOptions

    @Flag(help: "Run every step without waiting (the default when standard input is not a terminal).")
    var noPause = false

    func run() throws {
        try finish(TourRunner.run(pause: !noPause, options: common.sessionOptions))
    }
}
