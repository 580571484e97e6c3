import Foundation
import LayoutCore
import Profiles
import ViewSyntax

/// `framelab eval --json --each --file A --file B …`: lays out each path as its own module in one
/// process and prints one JSON line per path, in the order given:
///
///     {"file":"A","layout":{…},"status":0}
///
/// `layout` is the document `eval --json --file A` prints (compact, keys sorted), or null when that
/// prints none (a file that cannot be read, a source with no view); `status` is that command's exit
/// status. A path that cannot be read says why on standard error, as `eval` does, and in the line's
/// `error`. The profiles are loaded once, so a batch of fixtures costs one process start instead of
/// one a file (the plausibility audit: scripts/plausibility-audit, docs/real-files-wave6.md).
/// Exit status 1 when any path's status is not 0.
public enum EvalEachRunner {
    public static func run(paths: [String], choice: RootChoice = .automatic, settings: SessionSettings, options: SessionOptions) -> Int32 {
        let writer = OutputWriter(style: OutputStyle(colored: false))
        let profiles = ProfileState(searchPath: options.searchPath, readAhead: options.readAhead)
        for diagnostic in profiles.diagnostics where diagnostic.severity == .error {
            writer.line("warning: \(diagnostic)", error: true)
        }
        let pipeline = LayoutPipeline(profiles: profiles, settings: settings)
        var worst: Int32 = 0
        for path in paths {
            let (layout, status, error) = document(path: path, pipeline: pipeline, choice: choice, settings: settings, options: options)
            worst = max(worst, status)
            if let error { writer.line("error: \(error)", error: true) }
            let reason = error.map { ",\"error\":\(quoted($0))" } ?? ""
            writer.line("{\"file\":\(quoted(path)),\"layout\":\(layout ?? "null"),\"status\":\(status)\(reason)}")
        }
        return worst
    }

    /// What `eval --json --file PATH` prints on standard output (nil when nothing), its exit status,
    /// and why the path could not be read, if it could not.
    static func document(path: String, pipeline: LayoutPipeline, choice: RootChoice, settings: SessionSettings, options: SessionOptions) -> (String?, Int32, String?) {
        let files: [SourceFile]
        do throws(CommandError) {
            files = try SourceFileLoader.load([path])
        } catch {
            return (nil, 1, error.message)
        }
        let explicit = PreviewCanvas.Explicit(device: options.deviceID != nil, orientation: options.orientation != nil, window: options.window != nil)
        let outcome = pipeline.run(LayoutRequest(files: files, choice: choice, selection: options.selection, settings: settings, previewTraits: explicit))
        guard let environment = outcome.environment, let translation = outcome.translation else { return (nil, 1, outcome.error?.message ?? "no layout for '\(path)'") }
        let traits = outcome.canvas?.applied ?? []
        guard let root = outcome.root, let result = outcome.result else {
            let empty = LayoutJSON(environment: environment, result: nil, sourceDiagnostics: translation.diagnostics, selection: translation.selection, traits: traits)
            return (empty.encoded(pretty: false), 1, nil)
        }
        let document = LayoutJSON(environment: environment, result: result, root: root, sourceDiagnostics: translation.diagnostics, selection: translation.selection, traits: traits)
        let failed = result.diagnostics.contains { $0.severity == .error }
        return (document.encoded(pretty: false), failed ? 1 : 0, nil)
    }

    private static func quoted(_ text: String) -> String {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.withoutEscapingSlashes]
        guard let data = try? encoder.encode(text) else { return "\"\"" }
        return String(decoding: data, as: UTF8.self)
    }
}
