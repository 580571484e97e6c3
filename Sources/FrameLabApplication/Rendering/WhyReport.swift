import LayoutCore

/// `:why`: the recorded decisions for a node, told in order. Every view gets the proposal from its
/// parent, its answer and the rule that decided it. A `containerRelativeFrame` (the node itself, or
/// the nearest one wrapping it) also gets its container search, the container's size and each
/// subtraction with the profile line it came from, the formula, and what its child answered.
/// Nothing here lays anything out: it reads `LayoutResult`, `ContainerResolution` and
/// `LayoutResult.decision(for:)`.
enum WhyReport {
    /// `root` is the translated tree, for the source condition that chose the node (`ViewNode.choice`).
    /// `hidden` is the result's `hiddenParts()` when the caller has it (one pass over the result,
    /// worked out again for each node otherwise).
    static func render(nodeID: Int, in result: LayoutResult, root: ViewNode? = nil, format: NumberFormat, style: OutputStyle, hidden: [Int: HiddenPart]? = nil) -> String {
        if let part = (hidden ?? result.hiddenParts())[nodeID] {
            return ([style.bold(FrameRow(result.nodes[nodeID], format: format).label)] + wrap(part.explanation, indent: "  ", width: 100)).joined(separator: "\n")
        }
        let holder = resolutionHolder(of: nodeID, in: result)
        var sections = [viewSection(nodeID, in: result, stepsBelow: holder == nodeID, format: format, style: style)]
        if let choice = BranchChoices.text(for: nodeID, in: root) {
            sections[0].insert("  in the source, chosen because \(choice)", at: 1)
        }
        if let holder, let resolution = result.trace.containerResolutions[holder] {
            sections.append(ResolutionText(resolution: resolution, node: result.nodes[holder], result: result, format: format, style: style).lines)
        }
        let controls = WindowControlsText.lines(for: result.nodes[nodeID], in: result.environment, format: format)
        if !controls.isEmpty { sections.append(controls.flatMap { wrap($0, indent: "  ", width: 100) }) }
        return sections.map { $0.joined(separator: "\n") }.joined(separator: "\n\n")
    }

    /// The node itself if it is a `containerRelativeFrame`, or the nearest one among the modifiers
    /// wrapping it (the node is their first child, transitively).
    static func resolutionHolder(of nodeID: Int, in result: LayoutResult) -> Int? {
        var current = nodeID
        while true {
            if result.trace.containerResolutions[current] != nil { return current }
            guard let parent = result.nodes[current].parent, result.nodes[parent].kind.isModifier,
                  parent + 1 == current else { return nil }
            current = parent
        }
    }

    /// The proposal, the answer and the rule, for any node.
    private static func viewSection(_ id: Int, in result: LayoutResult, stepsBelow: Bool, format: NumberFormat, style: OutputStyle) -> [String] {
        let node = result.nodes[id]
        let from = layoutParent(of: id, in: result).map { "#\($0) \(result.nodes[$0].typeName)" } ?? "the window (its safe area)"
        var lines = [style.bold(FrameRow(node, format: format).label)]
        lines.append("  proposed \(style.cyan(format.proposal(node.proposal))) by \(from)")
        let decision = result.decision(for: id)
        if stepsBelow {
            lines.append("  answered \(style.cyan(format.size(node.frame.size))), by the \(style.bold(decision.rule)) rule, step by step below")
        } else {
            lines.append("  answered \(style.cyan(format.size(node.frame.size))), by the \(style.bold(decision.rule)) rule:")
            lines += wrap(reasoning(decision, proposal: node.proposal), indent: "    ")
            for step in decision.steps { lines += wrap(step, indent: "      ", width: 100).enumerated().map { $0 == 0 ? "    • " + $1.dropFirst(6) : $1 } }
        }
        lines.append("  frame \(style.cyan(format.rect(node.frame)))")
        if let placement = result.trace.listPlacements[id] {
            for (k, text) in result.listPlacementLines(placement).enumerated() {
                lines += wrap(text, indent: k == 0 ? "  " : "    ", width: 100)
            }
        }
        if case .container(let container) = node.kind, !container.kind.providesContainerSize {
            let origin = container.kind.keyOrigins[.providesContainerSize].map { " " + style.dim("(\($0.displayText))") } ?? ""
            lines.append("  its kind '\(container.kind.id)' provides no size to containerRelativeFrame\(origin)")
        } else if let geometry = node.containerGeometry {
            lines.append("  as a container it provides \(style.cyan(format.size(geometry.usableSize))) to containerRelativeFrame in it:")
            lines.append("    visible frame \(format.rect(geometry.visibleFrame))")
            let citation = SubtractionCitation(environment: result.environment, nodes: result.nodes, format: format, style: style)
            lines += citation.lines(for: geometry.subtractions, margin: 4)
        }
        for diagnostic in result.diagnostics where diagnostic.nodeID == id && !isRecorded(diagnostic, node) {
            lines += flagged(diagnostic.severity.rawValue, diagnostic.message, style: style)
        }
        return lines
    }

    /// The node that proposed to `id`: its parent, looking through Group and ForEach, which have
    /// no layout of their own.
    static func layoutParent(of id: Int, in result: LayoutResult) -> Int? {
        var parent = result.nodes[id].parent
        while let current = parent {
            switch result.nodes[current].kind {
            case .group, .forEach, .listSection: parent = result.nodes[current].parent
            default: return current
            }
        }
        return nil
    }

    /// Warnings that the resolution section prints already.
    private static func isRecorded(_ diagnostic: LayoutDiagnostic, _ node: LaidOutNode) -> Bool {
        node.containerResolution?.warnings.contains(diagnostic.message) ?? false
    }

    /// The decision's detail without the proposal it starts with (printed on its own line).
    private static func reasoning(_ decision: SizingDecision, proposal: ProposedSize) -> String {
        let prefix = "proposed \(proposal.description)"
        guard decision.detail.hasPrefix(prefix) else { return decision.detail }
        let rest = decision.detail.dropFirst(prefix.count).drop { $0 == ";" || $0 == ":" || $0 == " " }
        return rest.isEmpty ? decision.detail : String(rest)
    }

    /// `  warning: …` wrapped under itself, the label in yellow.
    static func flagged(_ label: String, _ message: String, style: OutputStyle) -> [String] {
        var lines = wrap(label + ": " + message, indent: "    ", width: 100)
        if !lines.isEmpty { lines[0] = "  " + style.yellow(label) + lines[0].dropFirst(4 + label.count) }
        return lines
    }

    /// `text` split at spaces into lines of at most `width` visible characters (colour codes do
    /// not count), each with `indent`.
    static func wrap(_ text: String, indent: String, width: Int = 96) -> [String] {
        var lines: [String] = []
        var line = ""
        var lineWidth = 0
        for word in text.split(separator: " ", omittingEmptySubsequences: false) {
            let wordWidth = visibleCount(word)
            if !line.isEmpty && indent.count + lineWidth + 1 + wordWidth > width {
                lines.append(indent + line)
                line = String(word)
                lineWidth = wordWidth
            } else if line.isEmpty {
                line = String(word)
                lineWidth = wordWidth
            } else {
                line += " " + word
                lineWidth += 1 + wordWidth
            }
        }
        if !line.isEmpty { lines.append(indent + line) }
        return lines
    }

    /// Characters shown, not counting ANSI colour sequences (`ESC [ … m`).
    static func visibleCount(_ text: Substring) -> Int {
        var count = 0
        var inEscape = false
        for character in text {
            if inEscape {
                if character == "m" { inEscape = false }
            } else if character == "\u{1B}" {
                inEscape = true
            } else {
                count += 1
            }
        }
        return count
    }
}
