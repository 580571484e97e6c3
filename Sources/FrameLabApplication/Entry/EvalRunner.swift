import Foundation
import LayoutCore
import Profiles
import ViewSyntax

/// `framelab eval`: lays out one piece of source and prints the frames table, the JSON document,
/// the explanation for one named view, a drawing, or one view on every device; and writes an SVG
/// picture when asked. Exit status 1 on an error in the source, the environment or the layout.
public enum EvalRunner {
    public enum Output: Sendable { case table, json, why(String), draw, matrix(String), sweep(SweepRange, json: Bool) }

    /// `svg` is a file to write the picture to; with `.why(NAME)` it shows NAME's container search.
    /// `html` is a file to write the interactive report to (written even when the source has errors,
    /// which it then shows).
    public static func run(source: String, fileName: String, output: Output, svg: String? = nil, html: String? = nil, options: SessionOptions) -> Int32 {
        run(files: [SourceFile(name: fileName, text: source)], settings: options.settings, output: output, svg: svg, html: html, options: options)
    }

    /// Lays out the view `choice` picks from `files` (one module). A preview's traits set the
    /// device, orientation and window the options leave unset; the output says which applied.
    public static func run(
        files: [SourceFile], choice: RootChoice = .automatic, settings: SessionSettings = SessionSettings(),
        output: Output, svg: String? = nil, html: String? = nil, present: String? = nil, options: SessionOptions,
        picture: PictureOptions = PictureOptions()
    ) -> Int32 {
        let writer = OutputWriter(style: OutputStyle(colored: options.colored(descriptor: STDOUT_FILENO)))
        let errorStyle = OutputStyle(colored: options.colored(descriptor: STDERR_FILENO))
        let profiles = ProfileState(searchPath: options.searchPath, readAhead: options.readAhead)
        for diagnostic in profiles.diagnostics where diagnostic.severity == .error {
            writer.line(errorStyle.yellow("warning") + ": \(diagnostic)", error: true)
        }
        let pipeline = LayoutPipeline(profiles: profiles, settings: settings)
        let explicit = PreviewCanvas.Explicit(device: options.deviceID != nil, orientation: options.orientation != nil, window: options.window != nil)
        let outcome = pipeline.run(LayoutRequest(files: files, choice: choice, selection: options.selection, settings: settings, previewTraits: explicit))
        guard var environment = outcome.environment, let translation = outcome.translation else {
            writer.line(errorStyle.red("error") + ": \(outcome.error?.message ?? "the source has no view")", error: true)
            return 1
        }
        let canvas = outcome.canvas
        if let html, let first = files.first {
            // The report lays out one file: the first given (its own service translates it per cell).
            let service = LayoutService(profiles: profiles, settings: settings)
            let request = LayoutRequest(source: first.text, fileName: first.name, selection: options.selection)
            var payload = ReportPayload(service: service, request: request)
            if case .why(let name) = output { payload.select(view: name) }
            do {
                try AtomicFile.write(HTMLReport.page(payload, breakpoints: ReportBreakpoints(service: service, request: request)), to: html)
            } catch {
                writer.line(errorStyle.red("error") + ": cannot write \(html): \(CommandInterpreter.reason(error))", error: true)
                return 1
            }
        }
        let report = { (layout: [LayoutDiagnostic]) in
            for line in DiagnosticReport(source: translation.diagnostics, layout: layout, detail: settings.diagnosticDetail).lines {
                writer.line(line.labeled, error: true)
            }
        }
        guard var root = outcome.root, var result = outcome.result else {
            if case .json = output {
                writer.line(LayoutJSON(environment: environment, result: nil, sourceDiagnostics: translation.diagnostics, selection: translation.selection, traits: canvas?.applied ?? []).encoded())
            }
            report([])
            if translation.diagnostics.isEmpty { writer.line(errorStyle.red("error") + ": the source has no view", error: true) }
            return 1
        }
        if let selection = translation.selection, selection.kind != .expressions, !isJSON(output) {
            writer.line(writer.style.dim(selectionLine(selection, canvas: canvas)))
        }
        var presentationRecord: LayoutJSON.PresentationRecord?
        if let present {
            // --present N: the presented content, laid out in its container, replaces the main tree;
            // --present "N main": the main tree, laid out while N is shown (beside an inspector column).
            do throws(CommandError) {
                let words = present.split(whereSeparator: \.isWhitespace).map(String.init)
                guard let word = words.first, words.count == 1 || words.count == 2 && words[1] == "main" else {
                    throw CommandError("--present takes N, a name, or \"N main\"; found '\(present)'")
                }
                let showsMain = words.count == 2
                let entry = try PresentationEntry.find(word, in: PresentationEntry.all(in: root))
                let presented = try entry.layout(in: environment, registry: profiles.registry, mainRoot: root)
                if !isJSON(output) {
                    writer.line(writer.style.dim("presentation \(entry.line):"))
                    for step in presented.steps { writer.line(writer.style.dim("  " + step)) }
                    if showsMain { writer.line(writer.style.dim("the main tree while it is shown:")) }
                }
                presentationRecord = LayoutJSON.PresentationRecord(entry: entry, presented: presented, screen: environment, showsMain: showsMain)
                if !showsMain { root = presented.root }
                environment = showsMain ? presented.mainEnvironment : presented.environment
                result = LayoutPipeline.layout(root, in: environment)
                result.diagnostics = presented.diagnostics + result.diagnostics
            } catch {
                writer.line(errorStyle.red("error") + ": \(error.message)", error: true)
                return 1
            }
        }
        let format = NumberFormat(precision: settings.precision)
        let failed = result.diagnostics.contains { $0.severity == .error }
        if let svg {
            do throws(CommandError) {
                var selected: Int?
                if case .why(let name) = output { selected = try laidOutTarget(name, root: root, result: result) }
                let drawn = Picture.svg(result: result, root: root, selected: selected, format: format, searchPath: options.searchPath, options: picture)
                for warning in drawn.warnings { writer.line(warning, error: true) }
                try writeSVG(drawn.document, to: svg)
            } catch {
                writer.line(errorStyle.red("error") + ": \(error.message)", error: true)
                return 1
            }
        }
        if let png = picture.png {
            do throws(CommandError) {
                let written = try Picture.writePNG(result: result, root: root, searchPath: options.searchPath, options: picture, to: png)
                for warning in written.warnings { writer.line(warning, error: true) }
                if !isJSON(output) { writer.line(writer.style.dim(written.summary), error: true) }
            } catch {
                writer.line(errorStyle.red("error") + ": \(error.message)", error: true)
                return 1
            }
        }
        switch output {
        case .json:
            var document = LayoutJSON(environment: environment, result: result, root: root, sourceDiagnostics: translation.diagnostics, selection: translation.selection, traits: canvas?.applied ?? [])
            document.presentation = presentationRecord
            writer.line(document.encoded())
            return failed ? 1 : 0
        case .table:
            writer.line(FramesTable.render(result, format: format, style: writer.style))
        case .why(let name):
            do throws(CommandError) {
                let id = try laidOutTarget(name, root: root, result: result)
                writer.line(WhyReport.render(nodeID: id, in: result, format: format, style: writer.style))
            } catch {
                writer.line(errorStyle.red("error") + ": \(error.message)", error: true)
                return 1
            }
        case .draw:
            let columns = TerminalWidth.columns(environment: options.environment)
            let scene = picture.outline ? nil : Picture.scene(result: result, root: root, searchPath: options.searchPath, appearance: picture.appearance).0
            writer.line(LayoutDrawing.render(result, columns: columns, format: format, style: writer.style, scene: scene))
        case .matrix(let name):
            do throws(CommandError) {
                let target = try TargetResolver(root: root).resolve(name)
                let pinned = translation.selection.map(\.pinnedChoice) ?? choice
                let source = pipeline.sourceTrees(files, choice: pinned)
                let matrix = try DeviceMatrix(
                    root: root, target: target.id, registry: profiles.registry, current: options.selection, settings: settings,
                    axes: options.matrixAxes, source: source, targetName: name,
                    environment: { selection throws(CommandError) in try pipeline.environment(for: selection) },
                    format: format)
                writer.line(matrix.render(title: DeviceMatrix.title(target: target), format: format, style: writer.style))
            } catch {
                writer.line(errorStyle.red("error") + ": \(error.message)", error: true)
                return 1
            }
        case .sweep(let range, let json):
            do throws(CommandError) {
                let pinned = translation.selection.map(\.pinnedChoice) ?? choice
                let source = pipeline.sourceTrees(files, choice: pinned)
                let sweep = try LayoutSweep(
                    root: root, range: range, base: options.selection, settings: settings, registry: profiles.registry, source: source,
                    environment: { selection throws(CommandError) in try pipeline.environment(for: selection) })
                writer.line(json ? sweep.json() : sweep.render(style: writer.style))
                if json { return failed ? 1 : 0 }
            } catch {
                writer.line(errorStyle.red("error") + ": \(error.message)", error: true)
                return 1
            }
        }
        report(result.diagnostics)
        return failed ? 1 : 0
    }

    private static func isJSON(_ output: Output) -> Bool {
        if case .json = output { return true }
        if case .sweep(_, json: true) = output { return true }
        return false
    }

    /// "laid out: #Preview "Dark" (ContentView.swift:40) · also: preview 2 "Light", view Row · orientation landscape from the preview's traits".
    static func selectionLine(_ selection: RootSelection, canvas: PreviewCanvas?) -> String {
        var line = "laid out: \(selection.summary)"
        let others = selection.alternatives
        if !others.isEmpty {
            let shown = others.prefix(6).joined(separator: ", ") + (others.count > 6 ? ", … (\(others.count) in all)" : "")
            line += "; also: \(shown) (--preview, --view)"
        }
        for applied in canvas?.applied ?? [] { line += "\n\(applied)" }
        return line
    }

    private static func laidOutTarget(_ name: String, root: ViewNode, result: LayoutResult) throws(CommandError) -> Int {
        let target = try TargetResolver(root: root).resolve(name)
        guard result.nodes.indices.contains(target.id) else { throw CommandError("#\(target.id) was not laid out") }
        return target.id
    }

    private static func writeSVG(_ document: String, to path: String) throws(CommandError) {
        do {
            try AtomicFile.write(document, to: path)
        } catch {
            throw CommandError("cannot write \(path): \(CommandInterpreter.reason(error))")
        }
    }
}
