import LayoutCore
import Profiles
import ViewSyntax

/// Commands that picture the layout: `:draw :svg :png :html :matrix`.
extension CommandInterpreter {
    /// `:draw [COLUMNS] [--outline] [--dark]`: the layout in the terminal, with each Text's words
    /// where it sits (`--outline`: every box labelled, no words).
    func draw(_ call: CommandCall, _ output: inout CommandOutput) throws(CommandError) {
        let (words, options) = try pictureWords(call, allowed: ["--outline", "--dark", "--light"])
        guard words.count <= 1 else { throw call.usageError() }
        var columns = terminalColumns()
        if let word = words.first {
            guard let value = Int(word), (20...1000).contains(value) else {
                throw CommandError("the width is a number of columns from 20 to 1000, not '\(word)'")
            }
            columns = value
        }
        let result = try requireResult()
        let scene = options.outline ? nil : Picture.scene(result: result, root: pictureRoot, searchPath: profiles.searchPath, appearance: options.appearance).0
        output.print(LayoutDrawing.render(result, columns: columns, format: format, style: style, scene: scene))
    }

    /// `:svg FILE [TARGET] [--outline] [--dark]`: the screen's content over the (invisible) frames,
    /// or the labelled outlines with `--outline`.
    func svg(_ call: CommandCall, _ output: inout CommandOutput) throws(CommandError) {
        let (words, options) = try pictureWords(call, allowed: ["--outline", "--dark", "--light"])
        guard (1...2).contains(words.count) else { throw call.usageError() }
        let result = try requireResult()
        let selected = try words.count == 2 ? laidOutTarget(words[1], in: result) : nil
        let path = resolve(path: words[0], from: call.entry)
        let drawn = Picture.svg(result: result, root: pictureRoot, selected: selected, format: format, searchPath: profiles.searchPath, options: options)
        do {
            try AtomicFile.write(drawn.document, to: path)
        } catch {
            throw CommandError("cannot write \(path): \(Self.reason(error))")
        }
        for warning in drawn.warnings { output.print(warning) }
        var summary = "\(result.nodes.count) view" + (result.nodes.count == 1 ? "" : "s")
        if let selected {
            summary += WhyReport.resolutionHolder(of: selected, in: result) == nil
                ? ", #\(selected) selected"
                : ", the container search of #\(selected)"
        }
        summary += options.outline ? ", outlines" : ", \(options.appearance.rawValue)"
        output.print("wrote \(path) (\(summary))")
    }

    /// `:png FILE [--scale N] [--dark]`: the screen drawn with cairo, written whole or not at all.
    func png(_ call: CommandCall, _ output: inout CommandOutput) throws(CommandError) {
        let (words, options) = try pictureWords(call, allowed: ["--scale", "--dark", "--light"])
        guard words.count == 1 else { throw call.usageError() }
        let result = try requireResult()
        let path = resolve(path: words[0], from: call.entry)
        let written = try Picture.writePNG(result: result, root: pictureRoot, searchPath: profiles.searchPath, options: options, to: path)
        for warning in written.warnings { output.print(warning) }
        output.print(written.summary)
    }

    /// The tree the current result was laid out from (nil under `:present N`, whose tree is the presented content).
    private var pictureRoot: ViewNode? {
        guard presentationChoice.map({ $0.main }) ?? true else { return nil }
        return try? requireRoot()
    }

    /// The plain words of a picture command and its options (`--outline`, `--dark`, `--scale N`).
    private func pictureWords(_ call: CommandCall, allowed: Set<String>) throws(CommandError) -> ([String], PictureOptions) {
        var words: [String] = []
        var options = PictureOptions()
        var pieces = call.arguments.split(whereSeparator: \.isWhitespace).map(String.init)[...]
        while let piece = pieces.popFirst() {
            guard piece.hasPrefix("--") else {
                words.append(piece)
                continue
            }
            guard allowed.contains(piece) else {
                throw CommandError("unknown option '\(piece)'" + NameSuggestion.hint(for: piece, in: allowed) + " (\(allowed.sorted().joined(separator: ", ")))")
            }
            switch piece {
            case "--outline": options.outline = true
            case "--dark": options.appearance = .dark
            case "--light": options.appearance = .light
            default:
                guard let value = pieces.popFirst(), let scale = Double(value) else {
                    throw CommandError("--scale needs a number of pixels a point")
                }
                guard scale.isFinite, ScenePNG.scales.contains(scale) else {
                    throw CommandError(ScenePNG.Failure.badScale(scale).message)
                }
                options.scale = scale
            }
        }
        return (words, options)
    }

    /// `:html FILE [TARGET]`: the session's tree in the interactive report. The tree may have been
    /// edited since it was typed, so the page shows it printed as source, without line links.
    func html(_ call: CommandCall, _ output: inout CommandOutput) throws(CommandError) {
        let (words, rest) = call.words(2)
        guard !words.isEmpty, rest.isEmpty else { throw call.usageError() }
        let root = try requireRoot()
        let settings = session.state.settings
        let profiles = self.profiles
        let pipeline = pipeline(settings)
        // Under :present the page shows the presentation on every device, as :present shows it here.
        let choice = presentationChoice
        let entry = choice.flatMap { choice in PresentationEntry.all(in: root).first { $0.number == choice.number } }
        let table = Picture.colorTable(searchPath: profiles.searchPath).0
        var payload = ReportPayload(
            file: "session", source: SourcePrinter.print(root), live: false, places: LayoutService.layoutCells(of: profiles.registry),
            current: session.state.selection, currentSize: session.result?.environment.dynamicTypeSize ?? .large,
            dynamicTypeSizes: ReportPayload.dynamicTypeSizes
        ) { selection, size in
            do throws(CommandError) {
                var environment = try pipeline.environment(for: selection)
                environment.dynamicTypeSize = size
                var shown = root
                var record: LayoutJSON.PresentationRecord?
                if let entry, let choice {
                    let presented = try entry.layout(in: environment, registry: profiles.registry, mainRoot: root)
                    record = LayoutJSON.PresentationRecord(entry: entry, presented: presented, screen: environment, showsMain: choice.main)
                    if !choice.main { shown = presented.root }
                    environment = choice.main ? presented.mainEnvironment : presented.environment
                }
                let result = LayoutPipeline.layout(shown, in: environment)
                var document = LayoutJSON(environment: environment, result: result, sourceDiagnostics: [])
                    .detailed(result: result, precision: settings.precision, sourcePositions: false)
                document.presentation = record
                return (document, [], ReportScene(result: result, root: shown, table: table))
            } catch {
                return (LayoutJSON(environment: .window(width: 0, height: 0), result: nil, sourceDiagnostics: []), ["error: \(error.message)"], nil)
            }
        }
        if words.count == 2 {
            _ = try TargetResolver(root: try queryRoot()).resolve(words[1])
            payload.select(view: words[1])
        }
        let path = resolve(path: words[0], from: call.entry)
        do {
            try AtomicFile.write(HTMLReport.page(payload), to: path)
        } catch {
            throw CommandError("cannot write \(path): \(Self.reason(error))")
        }
        output.print("wrote \(path) (\(payload.cellCount) layouts of \(try requireResult().nodes.count) views)")
    }

    func matrix(_ call: CommandCall, _ output: inout CommandOutput) throws(CommandError) {
        let words = call.arguments.split(whereSeparator: \.isWhitespace).map(String.init)
        guard let name = words.first, words.count % 2 == 1 else { throw call.usageError() }
        let axes = try MatrixAxes(arguments: Array(words.dropFirst()))
        let root = try requireRoot()
        let target = try TargetResolver(root: root).resolve(name)
        let registry = profiles.registry
        guard !registry.devices.isEmpty else { throw CommandError("there are no device profiles to lay out on") }
        let settings = session.state.settings
        let pipeline = pipeline(settings)
        let source = loadedSourceTrees()
        let matrix = try DeviceMatrix(
            root: root, target: target.id, registry: registry, current: session.state.selection, settings: settings, axes: axes,
            source: source, targetName: name,
            environment: { selection throws(CommandError) in try pipeline.environment(for: selection) },
            format: format)
        output.print(matrix.render(title: DeviceMatrix.title(target: target), format: format, style: style))
    }

    /// The loaded files with the session's definitions, translated again for each environment a
    /// matrix or a sweep lays out in (so a view that reads its environment takes each cell's branch);
    /// nil when the tree was typed.
    func loadedSourceTrees() -> SourceTrees? {
        let pipeline = pipeline(session.state.settings)
        let module = session.state.module
        return loadedSource.map { loaded in pipeline.sourceTrees(loaded.files(module), choice: loaded.choice) }
    }

    /// `:sweep AXIS=RANGE`: the tree laid out across a range, each change in kind with where it holds.
    func sweep(_ call: CommandCall, _ output: inout CommandOutput) throws(CommandError) {
        let words = call.arguments.split(whereSeparator: \.isWhitespace).map(String.init)
        guard words.count == 1 else { throw call.usageError() }
        let range = try SweepRange.parse(words[0])
        let root = try requireRoot()
        let settings = session.state.settings
        let pipeline = pipeline(settings)
        let source = loadedSourceTrees()
        let sweep = try LayoutSweep(
            root: root, range: range, base: session.state.selection, settings: settings, registry: profiles.registry, source: source,
            environment: { selection throws(CommandError) in try pipeline.environment(for: selection) })
        output.print(sweep.render(style: style))
    }
}
