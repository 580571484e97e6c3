import ArgumentParser
import FrameLabApplication

/// `framelab test [DIR|FILE…] [--junit FILE] [--update-snapshots]`.
struct TestCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "test",
        abstract: "Run layout test scripts (*.fl, default ./LayoutTests/) in parallel; report each :expect and :snapshot; exit status 1 on any failure.")

    @OptionGroup var common: CommonOptions

    @Argument(help: "Directories (searched for *.fl) and scripts.", completion: .file())
    var paths: [String] = []

    @Option(help: ArgumentHelp("Also write a JUnit XML report to FILE for CI.", valueName: "FILE"), completion: .file(extensions: ["xml"]))
    var junit: String?

    @Flag(help: "Rewrite every :snapshot with the current frames instead of comparing.")
    var updateSnapshots = false

    func run() throws {
        try finish(LayoutTestRunner.run(
            LayoutTestRunner.Options(paths: paths, junitPath: junit, updateSnapshots: updateSnapshots),
            options: common.sessionOptions))
    }
}
