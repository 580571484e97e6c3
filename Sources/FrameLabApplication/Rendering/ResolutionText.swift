import LayoutCore

/// The `:why` section for one `containerRelativeFrame`, in the order SwiftUI works it out: find
/// the container, measure it, take off what it does not provide, apply the formula, propose the
/// result to the child.
struct ResolutionText {
    var resolution: ContainerResolution
    var node: LaidOutNode
    var result: LayoutResult
    var format: NumberFormat
    var style: OutputStyle

    var lines: [String] {
        var lines = [style.bold("#\(node.id) " + signature)]
        lines += searchLines
        lines += sizeLines
        lines += formulaLines
        lines.append("  \(style.bold("4.")) The child is proposed \(style.cyan(format.proposal(resolution.proposalToChild))) and answers \(style.cyan(format.size(resolution.childSize)))")
        lines.append("  \(style.bold("5.")) The frame: \(style.cyan(format.rect(resolution.frame)))")
        for warning in resolution.warnings {
            lines += WhyReport.flagged("warning", warning, style: style)
        }
        return lines
    }

    private var frameSpec: ContainerRelativeFrame? {
        if case .containerRelativeFrame(let spec) = node.kind { return spec }
        return nil
    }

    /// `containerRelativeFrame(.horizontal, count: 3, span: 1, spacing: 10)`.
    var signature: String {
        guard let spec = frameSpec else { return node.typeName }
        var arguments = [spec.axes.swiftSpelling]
        if case .grid(let count, let span, let spacing) = spec.rule {
            arguments += ["count: \(count)", "span: \(span)", "spacing: \(formatLength(spacing))"]
        }
        if spec.alignment != .center { arguments.append("alignment: .\(spec.alignment.name)") }
        var text = "containerRelativeFrame(\(arguments.joined(separator: ", ")))"
        if case .closure(let closure) = spec.rule { text += " " + Self.oneLine(closure.source) }
        return text
    }

    /// Source on one line: each line break and the indentation after it become one space.
    static func oneLine(_ text: String) -> String {
        text.split(separator: "\n").map { $0.trimmingCharacters(in: .whitespaces) }.joined(separator: " ")
    }

    // MARK: 1. The search

    /// One ancestor's verdict: a keyword, what it means here, and the profile line behind it.
    private struct Verdict {
        enum Tone { case quiet, passed, chosen }
        var keyword: String
        var tone: Tone
        var explanation: String?
        var citation: ProfileOrigin?
    }

    private var searchLines: [String] {
        var rows: [(label: String, verdict: Verdict)] = resolution.visited.map { visit in
            ("#\(visit.nodeID) \(visit.typeName)" + (visit.name.map { " \"\($0)\"" } ?? ""), verdict(visit))
        }
        if resolution.container.nodeID == nil {
            rows.append(("window", Verdict(keyword: "chosen", tone: .chosen, explanation: "no ancestor provides a size, so the window does")))
        }
        let width = rows.map(\.label.count).max() ?? 0
        var lines = ["  \(style.bold("1.")) The container is the nearest ancestor that provides a size; from the view upward:"]
        for row in rows {
            let indent = String(repeating: " ", count: 7 + width + 2)
            let lead = "       " + row.label + String(repeating: " ", count: width - row.label.count) + "  "
            lines += render(row.verdict, lead: lead, indent: indent)
        }
        return lines
    }

    /// The verdict wrapped under its own column, the keyword coloured and the citation dimmed.
    private func render(_ verdict: Verdict, lead: String, indent: String) -> [String] {
        var plain = verdict.keyword + (verdict.explanation.map { ": \($0)" } ?? "")
        let citation = verdict.citation.map { "(\($0.displayText))" }
        if let citation { plain += " " + citation }
        var lines = WhyReport.wrap(plain, indent: indent, width: 100)
        guard !lines.isEmpty else { return [] }
        let keyword: String
        switch verdict.tone {
        case .quiet: keyword = style.dim(verdict.keyword)
        case .passed: keyword = style.yellow(verdict.keyword)
        case .chosen: keyword = style.green(verdict.keyword)
        }
        lines[0] = lead + keyword + lines[0].dropFirst(indent.count + verdict.keyword.count)
        if let citation, let last = lines.indices.last, lines[last].hasSuffix(citation) {
            lines[last] = String(lines[last].dropLast(citation.count)) + style.dim(citation)
        }
        return lines
    }

    private func verdict(_ visit: AncestorVisit) -> Verdict {
        switch visit.verdict {
        case .notAContainer:
            return Verdict(keyword: "not a container", tone: .quiet)
        case .secondaryOf(let primaryID, let primaryType, _):
            var text = "the view is in this \(visit.typeName)'s content, which sits on #\(primaryID) \(primaryType) from outside"
            if let skipped = containerWrapped(by: primaryID) {
                text += skipped.id == primaryID
                    ? "; #\(primaryID) is not an ancestor, so it is not searched"
                    : "; #\(skipped.id) \(skipped.typeName), inside #\(primaryID), is not an ancestor, so it is not searched"
            }
            return Verdict(keyword: "not a container", tone: .quiet, explanation: text)
        case .passedBy(let reason):
            return Verdict(keyword: "passed by", tone: .passed, explanation: reason, citation: passedByOrigin(visit.nodeID))
        case .chosen:
            let reference = resolution.container
            let part = reference.part.map { " (here its \($0))" } ?? ""
            return Verdict(keyword: "chosen", tone: .chosen, explanation: "a \(reference.typeName) provides a size to containerRelativeFrame\(part)",
                           citation: kind(of: visit.nodeID)?.keyOrigins[.providesContainerSize] ?? reference.origin)
        }
    }

    /// The container `id` is, or that its modifiers wrap (following first children).
    private func containerWrapped(by id: Int) -> LaidOutNode? {
        var current = id
        while result.nodes.indices.contains(current) {
            let node = result.nodes[current]
            if case .container = node.kind { return node }
            guard node.kind.isModifier, current + 1 < result.nodes.count, result.nodes[current + 1].parent == current else { return nil }
            current += 1
        }
        return nil
    }

    /// The profile line behind a container passed by: its `providesContainerSize: false`, or for a
    /// list its `list` settings, unless `:set list` overrode them.
    private func passedByOrigin(_ nodeID: Int) -> ProfileOrigin? {
        guard let kind = kind(of: nodeID) else { return nil }
        if !kind.providesContainerSize { return kind.keyOrigins[.providesContainerSize] }
        if case .list = kind.strategy, result.environment.listContainerPolicy == nil { return kind.keyOrigins[.list] }
        return nil
    }

    private func kind(of nodeID: Int) -> ContainerKind? {
        guard result.nodes.indices.contains(nodeID), case .container(let container) = result.nodes[nodeID].kind else { return nil }
        return container.kind
    }

    // MARK: 2. The container's size

    private var sizeLines: [String] {
        let reference = resolution.container
        let name = reference.nodeID.map { "#\($0) \(reference.displayName)" } ?? "the window"
        var lines = ["  \(style.bold("2.")) The size of \(name) is \(style.cyan(format.size(resolution.containerSize)))"
            + (resolution.subtractions.isEmpty ? "; nothing is taken off it" : "; what it does not provide is taken off:")]
        let citation = SubtractionCitation(environment: result.environment, nodes: result.nodes, format: format, style: style)
        lines += citation.lines(for: resolution.subtractions, margin: 7)
        lines.append("       = usable \(style.cyan(format.size(resolution.usableSize)))")
        lines += offeredLengthLines
        return lines
    }

    /// Axes on which the usable length is not the container's length minus the subtractions: a
    /// scroll view across its scroll axes offers its proposal, and a container with no length on
    /// an axis leaves it to the next container out.
    private var offeredLengthLines: [String] {
        var taken = EdgeInsets()
        for subtraction in resolution.subtractions { taken[subtraction.edge] += subtraction.amount }
        var lines: [String] = []
        for axis in Axis.allCases {
            let subtracted = axis == .horizontal ? taken.leading + taken.trailing : taken.top + taken.bottom
            let usable = resolution.usableSize[axis]
            guard abs(resolution.containerSize[axis] - subtracted - usable) > 0.001 else { continue }
            let name = axis == .horizontal ? "width" : "height"
            let containerNode = resolution.container.nodeID.map { result.nodes[$0] }
            if let containerNode, let proposed = containerNode.proposal[axis], abs(proposed - subtracted - usable) < 0.001 {
                var text = "the \(name) it offers is not its own \(name) \(format.string(resolution.containerSize[axis])) but its proposal \(format.string(proposed))"
                if subtracted > 0 { text += " minus \(format.string(subtracted))" }
                if case .container(let container) = containerNode.kind, case .scroll = container.kind.strategy {
                    text += ": a scroll view hugs its content across its scroll axes, so it offers the length it was given"
                }
                lines += WhyReport.wrap(text, indent: "         ")
            } else {
                lines += WhyReport.wrap("the \(name) \(format.string(usable)) comes from a container further out: this one has no \(name) to offer", indent: "         ")
            }
        }
        return lines
    }

    // MARK: 3. The formula

    private var formulaLines: [String] {
        var lines = ["  \(style.bold("3.")) The formula, on each axis:"]
        for axis in Axis.allCases {
            let name = axis == .horizontal ? "width " : "height"
            if let computation = resolution.axes.first(where: { $0.axis == axis }) {
                if case .fullLength? = frameSpec?.rule, computation.result == computation.containerLength {
                    lines.append("       \(name)  the whole usable \(axis == .horizontal ? "width" : "height"), \(style.cyan(format.string(computation.result)))")
                    continue
                }
                let formula = Self.oneLine(computation.formula)
                let value = formula.contains("=") ? "" : " = \(format.string(computation.result))"
                let indent = String(repeating: " ", count: 15)
                var wrapped = WhyReport.wrap(formula + value, indent: indent, width: 100).map { indent + style.cyan(String($0.dropFirst(indent.count))) }
                if !wrapped.isEmpty { wrapped[0] = "       \(name)  " + wrapped[0].dropFirst(indent.count) }
                lines += wrapped
            } else {
                let passed = resolution.proposalToChild[axis].map { "the proposal \(format.string($0))" } ?? "an unspecified proposal"
                lines.append("       \(name)  " + style.dim("not listed, so \(passed) passes to the child as it came"))
            }
        }
        return lines
    }
}
