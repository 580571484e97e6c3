import LayoutCore

/// One amount taken off a container's size, as `:why` prints it: the edge and amount, what took
/// it (the safe area, a bar and its metric, a `safeAreaPadding`), and the profile lines that say so.
struct SubtractionCitation {
    var environment: LayoutEnvironment
    var nodes: LaidOutNodes
    var format: NumberFormat
    var style: OutputStyle

    /// One line or more per subtraction, `margin` spaces in, edges and amounts lined up, each
    /// reason wrapped under itself:
    /// `− top    59  safe area: the iPhone 15 Pro's top inset (Devices/iphone-15-pro.yaml:9)`.
    func lines(for subtractions: [SizeSubtraction], margin: Int) -> [String] {
        let edgeWidth = subtractions.map(\.edge.rawValue.count).max() ?? 0
        let amountWidth = subtractions.map { format.string($0.amount).count }.max() ?? 0
        let lead = String(repeating: " ", count: margin)
        var lines: [String] = []
        for subtraction in subtractions {
            let head = head(for: subtraction, edgeWidth: edgeWidth, amountWidth: amountWidth)
            let indent = String(repeating: " ", count: margin + head.count + 2)
            var wrapped = WhyReport.wrap(reason(subtraction), indent: indent, width: 100)
            if !wrapped.isEmpty { wrapped[0] = lead + head + "  " + wrapped[0].dropFirst(indent.count) }
            lines += wrapped
        }
        return lines
    }

    /// `− top     59`, the edge padded to `edgeWidth` and the amount right-aligned in `amountWidth`.
    private func head(for subtraction: SizeSubtraction, edgeWidth: Int = 0, amountWidth: Int = 0) -> String {
        let edge = subtraction.edge.rawValue
        let amount = format.string(subtraction.amount)
        let gap = max(0, edgeWidth - edge.count) + max(0, amountWidth - amount.count)
        return "− \(edge) \(String(repeating: " ", count: gap))\(amount)"
    }

    private func reason(_ subtraction: SizeSubtraction) -> String {
        let edge = subtraction.edge
        switch subtraction.reason {
        case .safeArea:
            let inset = environment.safeAreaInsets[edge]
            var text = abs(inset - subtraction.amount) < 0.001
                ? "safe area: the \(deviceLabel)'s \(edge.rawValue) inset"
                : "safe area: the part of the \(deviceLabel)'s \(format.string(inset))-pt \(edge.rawValue) inset the container reaches into"
            if let origin = environment.metricOrigins[.safeArea(edge)] { text += " " + style.dim("(\(origin.displayText))") }
            if let note = environment.approximateFigures[.safeArea(edge)] { text += "; approximate: \(note)" }
            return text
        case .bar(let metric, let bar):
            var text = "\(bar.rawValue): metric \(metric)"
            let approximation = environment.approximateFigures[.metric(metric)]
            if let value = environment.metrics[metric] {
                text += " \(approximation == nil ? "=" : "≈") \(format.string(value)) on \(deviceLabel) in \(environment.description.orientation.rawValue)"
                if let os = environment.description.osDisplayName { text += " on \(os)" }
            }
            if let approximation { text += ", approximate: \(approximation)" }
            let metricOrigin = environment.metricOrigins[.metric(metric)]
            var places: [String] = []
            if let metricOrigin { places.append("value at \(metricOrigin.displayText)") }
            if let rule = subtraction.origin, rule != metricOrigin { places.append("rule at \(rule.displayText)") }
            if !places.isEmpty { text += " " + style.dim("(" + places.joined(separator: "; ") + ")") }
            return text
        case .safeAreaPadding(let nodeID), .contentMargins(let nodeID):
            let type = nodes.indices.contains(nodeID) ? nodes[nodeID].typeName : "safeAreaPadding"
            let what = if case .contentMargins = subtraction.reason { "margin to the scroll content" } else { "inset" }
            var text = "\(type) #\(nodeID) adds a \(format.string(subtraction.amount))-pt \(edge.rawValue) \(what)"
            if nodes.indices.contains(nodeID), let location = nodes[nodeID].location {
                text += " " + style.dim("(source line \(location.line))")
            }
            return text
        }
    }

    private var deviceLabel: String { environment.description.displayName }
}
