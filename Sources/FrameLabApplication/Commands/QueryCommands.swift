import LayoutCore

/// Commands that ask about the layout: `:frames :why :json`.
extension CommandInterpreter {
    func frames(_ output: inout CommandOutput) throws(CommandError) {
        output.print(FramesTable.render(try requireResult(), format: format, style: style))
    }

    func why(_ call: CommandCall, _ output: inout CommandOutput) throws(CommandError) {
        let (words, rest) = call.words(1)
        guard words.count == 1, rest.isEmpty else { throw call.usageError() }
        let result = try requireResult()
        output.print(WhyReport.render(nodeID: try laidOutTarget(words[0], in: result), in: result, root: try queryRoot(), format: format, style: style))
        if let presented, let choice = presentationChoice {
            // The presented tree's window is the presentation's frame; say where it came from, estimates included.
            output.print(choice.main
                ? "\nThe window here is the main content's while presentation \(choice.number) is shown (\(choice.command)):"
                : "\nThe window here is presentation \(choice.number)'s frame (\(choice.command)):")
            for step in presented.steps { output.print("  " + step) }
        }
    }

    /// The id of the node TARGET names, which must have been laid out.
    func laidOutTarget(_ name: String, in result: LayoutResult) throws(CommandError) -> Int {
        let target = try TargetResolver(root: try queryRoot()).resolve(name)
        guard result.nodes.indices.contains(target.id) else {
            throw CommandError("#\(target.id) was not laid out")
        }
        return target.id
    }

    func json(_ output: inout CommandOutput) throws(CommandError) {
        guard let environment = queryEnvironment else { throw CommandError("there is no layout environment: choose a device with :device") }
        var document = LayoutJSON(environment: environment, result: session.result, root: try? queryRoot(), sourceDiagnostics: [])
        document.presentation = presentationRecord()
        output.print(document.encoded())
    }
}
