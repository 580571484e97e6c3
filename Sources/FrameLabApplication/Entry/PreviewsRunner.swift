import Foundation
import Profiles
import ViewSyntax

/// `framelab previews FILE…`: the files' previews (index, name, place, traits) and views.
public enum PreviewsRunner {
    public static func run(paths: [String], options: SessionOptions) -> Int32 {
        let writer = OutputWriter(style: OutputStyle(colored: options.colored(descriptor: STDOUT_FILENO)))
        let profiles = ProfileState(searchPath: options.searchPath)
        do throws(CommandError) {
            let files = try SourceFileLoader.load(paths)
            let pipeline = LayoutPipeline(profiles: profiles)
            let environment = try pipeline.environment(for: options.selection)
            let translation = pipeline.translate(files, in: environment)
            writer.line(PreviewList.render(translation.selection, style: writer.style))
            for diagnostic in translation.diagnostics where diagnostic.message.contains("does not parse") {
                writer.line(diagnostic.rendered, error: true)
            }
            return 0
        } catch {
            writer.line("error: \(error.message)", error: true)
            return 1
        }
    }
}
