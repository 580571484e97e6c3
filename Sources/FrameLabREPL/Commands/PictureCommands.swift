import LayoutCore
import Profiles

/// Commands that picture the layout: `:draw :svg :matrix`.
extension CommandInterpreter {
    func draw(_ call: CommandCall, _ output: inout CommandOutput) throws(CommandError) {
        let (words, rest) = call.words(1)
        guard rest.isEmpty else { throw call.usageError() }
        var columns = terminalColumns()
        if let word = words.first {
            guard let value = Int(word), (20...1000).contains(value) else {
                throw CommandError("the width is a number of columns from 20 to 1000, not '\(word)'")
            }
            columns = value
        }
        output.print(LayoutDrawing.render(try requireResult(), columns: columns, format: format, style: style))
    }

    func svg(_ call: CommandCall, _ output: inout CommandOutput) throws(CommandError) {
        let (words, rest) = call.words(2)
        guard !words.isEmpty, rest.isEmpty else { throw call.usageError() }
        let result = try requireResult()
        let selected = try words.count == 2 ? laidOutTarget(words[1], in: result) : nil
        let path = resolve(path: words[0], from: call.entry)
        let document = LayoutSVG(result: result, selected: selected, format: format).document()
        do {
            try AtomicFile.write(document, to: path)
        } catch {
            throw CommandError("cannot write \(path): \(Self.reason(error))")
        }
        var summary = "\(result.nodes.count) view" + (result.nodes.count == 1 ? "" : "s")
        if let selected {
            summary += WhyReport.resolutionHolder(of: selected, in: result) == nil
                ? ", #\(selected) selected"
                : ", the container search of #\(selected)"
        }
        output.print("wrote \(path) (\(summary))")
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
        let profiles = self.profiles
        let matrix = try DeviceMatrix(
            root: root, target: target.id, registry: registry, current: session.state.selection, settings: settings, axes: axes,
            environment: { selection throws(CommandError) in try profiles.environment(for: selection, settings: settings) },
            format: format)
        output.print(matrix.render(title: DeviceMatrix.title(target: target), format: format, style: style))
    }
}
