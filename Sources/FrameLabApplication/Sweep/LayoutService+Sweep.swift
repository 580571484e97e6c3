import LayoutCore
import ViewSyntax

extension LayoutService {
    /// `sweep` for the MCP server: `request`'s source laid out across `range` (`width=320...1400`),
    /// as the table `--sweep` prints and its JSON document.
    public func sweep(_ range: String, request: LayoutRequest) throws(CommandError) -> (text: String, json: String) {
        let sweep = try layoutSweep(SweepRange.parse(range), request: request)
        return (sweep.render(style: OutputStyle(colored: false)), sweep.json())
    }

    /// `request`'s source laid out at every point of `parsed`.
    func layoutSweep(_ parsed: SweepRange, request: LayoutRequest) throws(CommandError) -> LayoutSweep {
        let answer = layout(request)
        guard let root = answer.root else { throw CommandError(answer.errors.first ?? "the source has no view") }
        let source = pipeline.sourceTrees([SourceFile(name: request.fileName, text: request.source)], choice: .automatic)
        return try LayoutSweep(
            root: root, range: parsed, base: request.selection, settings: settings, registry: registry, source: source,
            environment: { selection throws(CommandError) in
                var pointRequest = request
                pointRequest.selection = selection
                return try environment(for: pointRequest)
            })
    }
}
