import ArgumentParser
import FrameLabApplication

/// `framelab check FILE… [--matrix AXES] [--json] [--config FILE]`.
struct Check: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "check",
        abstract: "Lay files out on every phone and pad, both orientations, default and AX3 type, and report truncated text, views off screen, containerRelativeFrame on a scroll view's cross axis, contradictory frames, zero-size content, small tap targets, paging lengths, and structure keyed on a size class the width contradicts (an iOS 27 iPhone window is compact at every width).",
        discussion: "Exit status: 0 clean, 1 findings, 2 a file or the configuration could not be read. .framelab.yml (or --config) disables a check per file or view, with a reason.")

    @OptionGroup var common: CommonOptions

    @Argument(help: "SwiftUI files.", completion: .file(extensions: ["swift"]))
    var files: [String]

    @Option(help: ArgumentHelp("Layouts to try, comma separated: device ids, phones, pads, all, portrait, landscape, default, Dynamic Type sizes (AX3, large, …), OS generations (ios27), windows (900x600) and postures (folded, open; a foldable is checked in each by default).", valueName: "AXES"))
    var matrix: String?

    @Flag(help: "Print a JSON document for tools.")
    var json = false

    @Option(help: ArgumentHelp("The configuration (default: ./.framelab.yml when present).", valueName: "FILE"))
    var config: String?

    func validate() throws {
        if files.isEmpty { throw ValidationError("give a file to check") }
    }

    func run() throws {
        try finish(CheckRunner.run(CheckRunner.Options(paths: files, matrix: matrix, json: json, configPath: config), options: common.sessionOptions))
    }
}
