import Foundation
import LayoutCore
import Profiles
import ViewSyntax

/// `framelab eval`: lays out one piece of source and prints the frames table, the JSON document,
/// or the explanation for one named view. Exit status 1 on an error in the source, the
/// environment or the layout.
public enum EvalRunner {
    public enum Output: Sendable { case table, json, why(String) }

    public static func run(source: String, fileName: String, output: Output, options: SessionOptions) -> Int32 {
        let writer = OutputWriter(style: OutputStyle(colored: options.colored(descriptor: STDOUT_FILENO)))
        let errorStyle = OutputStyle(colored: options.colored(descriptor: STDERR_FILENO))
        let profiles = ProfileState(searchPath: options.searchPath)
        for diagnostic in profiles.diagnostics where diagnostic.severity == .error {
            writer.line(errorStyle.yellow("warning") + ": \(diagnostic)", error: true)
        }
        let settings = SessionSettings()
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
        switch output {
        case .json:
            writer.line(LayoutJSON(environment: environment, result: result, sourceDiagnostics: translation.diagnostics).encoded())
            return failed ? 1 : 0
        case .table:
            writer.line(FramesTable.render(result, format: format, style: writer.style))
        case .why(let name):
            do throws(CommandError) {
                let target = try TargetResolver(root: root).resolve(name)
                guard result.nodes.indices.contains(target.id) else { throw CommandError("#\(target.id) was not laid out") }
                writer.line(WhyReport.render(nodeID: target.id, in: result, format: format, style: writer.style))
            } catch {
                writer.line(errorStyle.red("error") + ": \(error.message)", error: true)
                return 1
            }
        }
        for diagnostic in translation.diagnostics { writer.line(diagnostic.rendered, error: true) }
        for diagnostic in result.diagnostics {
            let label = diagnostic.severity == .error ? errorStyle.red("error") : errorStyle.yellow(diagnostic.severity.rawValue)
            writer.line(label + ": " + (diagnostic.nodeID.map { "#\($0): " } ?? "") + diagnostic.message, error: true)
        }
        return failed ? 1 : 0
    }
}
