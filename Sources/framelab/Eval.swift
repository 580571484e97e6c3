import ArgumentParser
import FrameLabREPL
import Foundation

/// `framelab eval [CODE | --file FILE] [--json] [--why NAME]`.
struct Eval: ParsableCommand {
    static let configuration = CommandConfiguration(
        abstract: "Lay out one piece of SwiftUI source and print the frames table, JSON, or an explanation.",
        discussion: "With neither CODE nor --file, the source is read from standard input.")

    @OptionGroup var common: CommonOptions

    @Argument(help: "SwiftUI source.")
    var code: String?

    @Option(help: "Read the source from a file.", completion: .file(extensions: ["swift"]))
    var file: String?

    @Flag(help: "Print a JSON document: the device, every node with its frame, and diagnostics.")
    var json = false

    @Option(help: ArgumentHelp("Explain why the view named NAME (with .id) got its size.", valueName: "NAME"))
    var why: String?

    func validate() throws {
        if code != nil && file != nil { throw ValidationError("give CODE or --file, not both") }
        if json && why != nil { throw ValidationError("--json and --why cannot be combined") }
    }

    func run() throws {
        let source: String
        let fileName: String
        if let file {
            do {
                source = try String(contentsOfFile: file, encoding: .utf8)
            } catch {
                throw ValidationError("cannot read \(file): \(error.localizedDescription)")
            }
            fileName = file
        } else if let code {
            source = code
            fileName = "<eval>"
        } else {
            source = String(decoding: FileHandle.standardInput.readDataToEndOfFile(), as: UTF8.self)
            fileName = "<stdin>"
        }
        let output: EvalRunner.Output = json ? .json : why.map { .why($0) } ?? .table
        try finish(EvalRunner.run(source: source, fileName: fileName, output: output, options: common.sessionOptions))
    }
}
