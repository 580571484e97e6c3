import ArgumentParser
import FrameLabApplication
import Foundation

/// `framelab previews FILE…`: the previews and views of Swift files, and which is laid out by default.
struct Previews: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "previews",
        abstract: "List the previews and View structs of Swift files (and which eval lays out by default).")

    @OptionGroup var common: CommonOptions

    @Argument(help: "Swift files or directories (one module).", completion: .file(extensions: ["swift"]))
    var files: [String]

    func validate() throws {
        if files.isEmpty { throw ValidationError("give at least one Swift file or directory") }
    }

    func run() throws {
        try finish(PreviewsRunner.run(paths: files, options: common.sessionOptions))
    }
}
