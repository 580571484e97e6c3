import ArgumentParser
import FrameLabApplication
import Foundation
import ViewSyntax

/// `framelab eval [CODE | --file FILE…] [--preview NAME | --view NAME] [--present N] [--json | --why NAME | --draw | --matrix NAME] [--svg FILE] [--html FILE]`.
struct Eval: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "eval",
        abstract: "Lay out one piece of SwiftUI source and print the frames table, JSON, an explanation or a picture.",
        discussion: """
            With neither CODE nor --file, the source is read from standard input. With files, FrameLab lays out the first \
            file's first preview, else the @main App's window, else the view named like the file (or ContentView, or the \
            last View); it says which and lists the others. A preview's traits set the orientation, device or window \
            unless you give them.
            """)

    @OptionGroup var common: CommonOptions

    @OptionGroup var source: SourceOptions

    @Argument(help: "SwiftUI source.")
    var code: String?

    @Option(name: .customLong("file"), help: ArgumentHelp("A Swift file, or a directory of them, to read (repeatable; together they are one module).", valueName: "path"),
            completion: .file(extensions: ["swift"]))
    var files: [String] = []

    @Option(help: ArgumentHelp("Lay out this preview: its name or its index in `framelab previews`.", valueName: "NAME|INDEX"))
    var preview: String?

    @Option(help: ArgumentHelp("Lay out this View struct with its default property values.", valueName: "NAME"))
    var view: String?

    @Flag(help: "Print a JSON document: the device, every node with its frame, and diagnostics.")
    var json = false

    @Flag(help: "With --json: lay out each --file (a file or a folder) as its own module, in one process, and print one JSON line per path: {\"file\": path, \"layout\": the --json document or null, \"status\": eval's exit status}.")
    var each = false

    @Option(help: ArgumentHelp("Explain why the view named NAME (with .id) got its size.", valueName: "NAME"))
    var why: String?

    @Option(help: ArgumentHelp("Lay out the Nth presentation (.sheet, .popover, .fullScreenCover, .inspector; or its modifier's name) in its container instead of the main tree.", valueName: "N|NAME"))
    var present: String?

    @Flag(help: "Draw the layout with box-drawing characters, scaled to the terminal's width.")
    var draw = false

    @Option(help: ArgumentHelp("Lay out on every device and orientation and print the view NAME's frame on each.", valueName: "NAME"))
    var matrix: String?

    @Option(help: ArgumentHelp("Lay out across a range and print each point where the layout changes in kind (a ViewThatFits or size-class branch, a containerRelativeFrame's container, a Text's line count or truncation, a grid's column count, a check finding), with the points between which each holds: width=320...1400, height=600...1000/10, dynamic-type=xSmall...AX5, posture=folded,open. With --json: a JSON document.", valueName: "AXIS=RANGE"))
    var sweep: String?

    @Option(help: ArgumentHelp("With --matrix: the devices, as ids separated by commas, or all, phones, pads.", valueName: "ids"))
    var devices: String?

    @Option(help: ArgumentHelp("With --matrix: portrait, landscape or both separated by a comma.", valueName: "list"))
    var orientations: String?

    @Option(help: ArgumentHelp("With --matrix: windows, as WIDTHxHEIGHT or window names separated by commas.", valueName: "list"))
    var windows: String?

    @Option(help: ArgumentHelp("Also write an SVG picture of the layout to FILE (with --why, showing NAME's container search).", valueName: "FILE"),
            completion: .file(extensions: ["svg"]))
    var svg: String?

    @Option(help: ArgumentHelp("Also write a PNG picture of the screen to FILE (drawn with cairo: texts, colours, controls).", valueName: "FILE"),
            completion: .file(extensions: ["png"]))
    var png: String?

    @Option(help: ArgumentHelp("With --png: pixels per point (default: the device's display scale).", valueName: "N"))
    var scale: Double?

    @Option(help: ArgumentHelp("With --png or --svg: draw in light or dark appearance.", valueName: "light|dark"))
    var appearance: String = "light"

    @Flag(help: "With --svg or --draw: draw each frame as a labelled outline instead of the content.")
    var outline = false

    @Option(help: ArgumentHelp("Also write an interactive HTML report to FILE: the layout on every device, orientation and three Dynamic Type sizes, with :why for every view (with --why, NAME selected).", valueName: "FILE"),
            completion: .file(extensions: ["html"]))
    var html: String?

    func validate() throws {
        if code != nil && !files.isEmpty { throw ValidationError("give CODE or --file, not both") }
        if preview != nil && view != nil { throw ValidationError("--preview and --view cannot be combined") }
        let outputs = [sweep == nil && json ? "--json" : nil, why.map { _ in "--why" }, draw ? "--draw" : nil, matrix.map { _ in "--matrix" }, sweep.map { _ in "--sweep" }].compactMap { $0 }
        if outputs.count > 1 { throw ValidationError("\(outputs.joined(separator: " and ")) cannot be combined") }
        if present != nil && matrix != nil { throw ValidationError("--present and --matrix cannot be combined") }
        if present != nil && sweep != nil { throw ValidationError("--present and --sweep cannot be combined") }
        if let sweep {
            do throws(CommandError) { _ = try SweepRange.parse(sweep) } catch { throw ValidationError(error.message) }
        }
        if scale != nil && png == nil { throw ValidationError("--scale sets the PNG's pixels per point; give --png FILE") }
        if let scale, !(0.1...16).contains(scale) { throw ValidationError("--scale is a number from 0.1 to 16 pixels a point, not \(String(format: "%g", scale))") }
        if !["light", "dark"].contains(appearance.lowercased()) { throw ValidationError("--appearance is light or dark, not '\(appearance)'") }
        if outline && png != nil && svg == nil && !draw { throw ValidationError("--outline draws the SVG's outlines; the PNG always shows the content") }
        if each {
            if !json || sweep != nil { throw ValidationError("--each prints one JSON document a file; give --json") }
            if files.isEmpty { throw ValidationError("--each lays out each --file; give one or more") }
            let others = [why.map { _ in "--why" }, draw ? "--draw" : nil, matrix.map { _ in "--matrix" }, present.map { _ in "--present" },
                          svg.map { _ in "--svg" }, png.map { _ in "--png" }, html.map { _ in "--html" }].compactMap { $0 }
            if let other = others.first { throw ValidationError("--each and \(other) cannot be combined") }
        }
        if matrix == nil {
            try common.requireSingleValues("eval without --matrix")
            if let flag = [devices.map { _ in "--devices" }, orientations.map { _ in "--orientations" }, windows.map { _ in "--windows" }].compactMap({ $0 }).first {
                throw ValidationError("\(flag) is an axis of --matrix")
            }
        }
    }

    func run() throws {
        if each {
            let choice: RootChoice = preview.map { .preview($0) } ?? view.map { .view($0) } ?? .automatic
            let options = common.sessionOptions
            try finish(EvalEachRunner.run(paths: files, choice: choice, settings: source.settings(over: options.settings), options: options))
            return
        }
        let sourceFiles: [SourceFile]
        if !files.isEmpty {
            do throws(CommandError) {
                sourceFiles = try SourceFileLoader.load(files)
            } catch {
                // A file that cannot be read is an error in the input, not in the command line;
                // one that is not UTF-8 is reported at its first bad byte as a compiler would.
                let message = error.message
                let line = message.firstRange(of: /:\d+:\d+:\s/).map { "\(message[..<$0.upperBound])error: \(message[$0.upperBound...])" } ?? "error: \(message)"
                FileHandle.standardError.write(Data((line + "\n").utf8))
                throw ExitCode(1)
            }
        } else if let code {
            sourceFiles = [SourceFile(name: "<eval>", text: code)]
        } else {
            sourceFiles = [SourceFile(name: "<stdin>", text: String(decoding: FileHandle.standardInput.readDataToEndOfFile(), as: UTF8.self))]
        }
        let choice: RootChoice = preview.map { .preview($0) } ?? view.map { .view($0) } ?? .automatic
        let sweepRange = try sweep.map { text in
            do throws(CommandError) { return try SweepRange.parse(text) } catch { throw ValidationError(error.message) }
        }
        let output: EvalRunner.Output = sweepRange.map { .sweep($0, json: json) } ?? (json ? .json : why.map { .why($0) } ?? matrix.map { .matrix($0) } ?? (draw ? .draw : .table))
        var options = common.sessionOptions
        if matrix != nil {
            // --posture is the matrix's posture axis, not the posture of the one layout made first.
            options.posture = nil
            do {
                options.matrixAxes = try matrixAxes()
            } catch {
                throw ValidationError(error.message)
            }
        }
        let settings = source.settings(over: options.settings)
        try finish(EvalRunner.run(files: sourceFiles, choice: choice, settings: settings, output: output, svg: svg, html: html, present: present, options: options, picture: pictureOptions))
    }
    var pictureOptions: PictureOptions {
        PictureOptions(appearance: appearance.lowercased() == "dark" ? .dark : .light, outline: outline, png: png, scale: scale)
    }

    /// The axes of `--matrix`, from the axis options and the list forms of the common ones; a single
    /// `--device` or `--orientation` without the axis option narrows the axis to it.
    func matrixAxes() throws(CommandError) -> MatrixAxes {
        var axes = MatrixAxes()
        if let devices = devices ?? common.device { try axes.set("--devices", devices) }
        if let orientations = orientations ?? common.orientation?.rawValue { try axes.set("--orientations", orientations) }
        if let windows { try axes.set("--windows", windows) }
        if let os = common.os { axes.os = os.values.map { .list($0) } ?? .each }
        if let posture = common.posture { axes.postures = posture.values }
        if let sizes = common.dynamicType?.values { axes.dynamicTypeSizes = sizes }
        if let directions = common.layoutDirection?.values { axes.directions = directions }
        return axes
    }
}
