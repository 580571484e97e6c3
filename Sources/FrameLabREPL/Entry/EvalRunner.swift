import Foundation
import LayoutCore
import Profiles
import ViewSyntax

/// `framelab eval`: lays out one piece of source and prints the frames table, the JSON document,
/// the explanation for one named view, a drawing, or one view on every device; and writes an SVG
/// picture when asked. Exit status 1 on an error in the source, the environment or the layout.
public enum EvalRunner {
    public enum Output: Sendable { case table, json, why(String), draw, matrix(String) }

    /// `svg` is a file to write the picture to; with `.why(NAME)` it shows NAME's container search.
    public static func run(source: String, fileName: String, output: Output, svg: String? = nil, options: SessionOptions) -> Int32 {
        let writer = OutputWriter(style: OutputStyle(colored: options.colored(descriptor: STDOUT_FILENO)))
        let errorStyle = OutputStyle(colored: options.colored(descriptor: STDERR_FILENO))
        let profiles = ProfileState(searchPath: options.searchPath)
        for diagnostic in profiles.diagnostics where diagnostic.severity == .error {
            writer.line(errorStyle.yellow("warning") + ": \(diagnostic)", error: true)
        }
        let settings = options.settings
        let environment: LayoutEnvironment
        do {
            environment = try profiles.environment(for: options.selection, settings: settings)
        } catch {
            writer.line(errorStyle.red("error") + ": \(error.message)", error: true)
            return 1
        }
        let translation = profiles.translator(settings: settings).translate(source, fileName: fileName)
        guard let root = translation.root, !translation.hasErrors else {
            if case .json = output {
                writer.line(LayoutJSON(environment: environment, result: nil, sourceDiagnostics: translation.diagnostics).encoded())
            }
            for diagnostic in translation.diagnostics { writer.line(diagnostic.rendered, error: true) }
            if translation.diagnostics.isEmpty { writer.line(errorStyle.red("error") + ": the source has no view", error: true) }
            return 1
        }
        let result = LayoutEngine.layout(root, in: environment)
        let format = NumberFormat(precision: settings.precision)
        let failed = result.diagnostics.contains { $0.severity == .error }
        if let svg {
            do throws(CommandError) {
                var selected: Int?
                if case .why(let name) = output { selected = try laidOutTarget(name, root: root, result: result) }
                try writeSVG(LayoutSVG(result: result, selected: selected, format: format).document(), to: svg)
            } catch {
                writer.line(errorStyle.red("error") + ": \(error.message)", error: true)
                return 1
            }
        }
        switch output {
        case .json:
            writer.line(LayoutJSON(environment: environment, result: result, sourceDiagnostics: translation.diagnostics).encoded())
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
            writer.line(LayoutDrawing.render(result, columns: columns, format: format, style: writer.style))
        case .matrix(let name):
            do throws(CommandError) {
                let target = try TargetResolver(root: root).resolve(name)
                let matrix = try DeviceMatrix(
                    root: root, target: target.id, registry: profiles.registry, current: options.selection, settings: settings,
                    axes: options.matrixAxes,
                    environment: { selection throws(CommandError) in try profiles.environment(for: selection, settings: settings) },
                    format: format)
                writer.line(matrix.render(title: DeviceMatrix.title(target: target), format: format, style: writer.style))
            } catch {
                writer.line(errorStyle.red("error") + ": \(error.message)", error: true)
                return 1
            }
        }
        for diagnostic in translation.diagnostics { writer.line(diagnostic.rendered, error: true) }
        for diagnostic in result.diagnostics {
            let label = diagnostic.severity == .error ? errorStyle.red("error") : errorStyle.yellow(diagnostic.severity.rawValue)
            let position = diagnostic.location.map { "\($0.file ?? fileName):\($0.line):\($0.column): " } ?? ""
            writer.line(position + label + ": " + (diagnostic.nodeID.map { "#\($0): " } ?? "") + diagnostic.message, error: true)
        }
        return failed ? 1 : 0
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
