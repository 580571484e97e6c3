import LayoutCore

/// `:why`: the recorded decisions for a node, printed plainly: the proposal it got, the rule that
/// sized it and, for `containerRelativeFrame`, the container search and the arithmetic.
enum WhyReport {
    static func render(nodeID: Int, in result: LayoutResult, format: NumberFormat, style: OutputStyle) -> String {
        let node = result.nodes[nodeID]
        var lines = [style.bold(FrameRow(node, format: format).label)]
        lines.append("  proposed: \(format.proposal(node.proposal))")
        let decision = result.decision(for: nodeID)
        lines.append("  decided by: \(decision.rule)" + (decision.detail.isEmpty ? "" : ": \(decision.detail)"))
        lines.append("  frame: \(format.rect(node.frame))")
        if let geometry = node.containerGeometry {
            lines.append("  as a container: visible frame \(format.rect(geometry.visibleFrame)), provides \(format.size(geometry.usableSize))")
            for subtraction in geometry.subtractions {
                lines.append("    − \(subtraction.edge.rawValue) \(format.string(subtraction.amount)): \(reason(subtraction.reason))"
                    + (subtraction.origin.map { " (\($0.description))" } ?? ""))
            }
        }
        for holder in resolutionHolders(of: nodeID, in: result) {
            guard let resolution = result.nodes[holder].containerResolution else { continue }
            lines.append("")
            lines += render(resolution, node: result.nodes[holder], format: format, style: style)
        }
        return lines.joined(separator: "\n")
    }

    /// The node itself and the modifiers wrapping it (it is their first child, transitively), so
    /// `:why` on a view named inside `.containerRelativeFrame(…)` shows that frame's record.
    static func resolutionHolders(of nodeID: Int, in result: LayoutResult) -> [Int] {
        var ids = [nodeID]
        var current = nodeID
        while let parent = result.nodes[current].parent, result.nodes[parent].kind.isModifier,
              result.nodes.firstIndex(where: { $0.parent == parent }) == current {
            ids.append(parent)
            current = parent
        }
        return ids.filter { result.nodes[$0].containerResolution != nil }
    }

    private static func render(_ resolution: ContainerResolution, node: LaidOutNode, format: NumberFormat, style: OutputStyle) -> [String] {
        var lines = [style.bold("\(FrameRow(node, format: format).label): container search")]
        for visit in resolution.visited {
            let label = "#\(visit.nodeID) \(visit.typeName)" + (visit.name.map { " \"\($0)\"" } ?? "")
            lines.append("  \(label): \(verdict(visit.verdict))")
        }
        let reference = resolution.container
        var chosen = "  container: " + (reference.nodeID.map { "#\($0) " } ?? "") + reference.displayName
        if let origin = reference.origin { chosen += " (\(origin.description))" }
        lines.append(chosen)
        lines.append("  container size: \(format.size(resolution.containerSize))")
        for subtraction in resolution.subtractions {
            lines.append("  − \(subtraction.edge.rawValue) \(format.string(subtraction.amount)): \(reason(subtraction.reason))"
                + (subtraction.origin.map { " (\($0.description))" } ?? ""))
        }
        lines.append("  usable size: \(format.size(resolution.usableSize))")
        for axis in resolution.axes {
            let result = axis.formula.contains("=") ? "" : " = \(format.string(axis.result))"
            lines.append("  \(axis.axis.rawValue): \(axis.formula)\(result)")
        }
        lines.append("  proposed to child: \(format.proposal(resolution.proposalToChild)); child answered \(format.size(resolution.childSize))")
        lines.append("  frame: \(format.rect(resolution.frame))")
        lines += resolution.warnings.map { "  warning: \($0)" }
        return lines
    }

    private static func verdict(_ verdict: AncestorVisit.Verdict) -> String {
        switch verdict {
        case .notAContainer: "not a container"
        case .secondaryOf(let primaryID, let primaryType, let primaryIsContainer):
            "overlay/background of #\(primaryID) \(primaryType)" + (primaryIsContainer ? " (a container, passed over)" : "")
        case .passedBy(let reason): "passed by: \(reason)"
        case .chosen: "chosen"
        }
    }

    private static func reason(_ reason: SizeSubtraction.Reason) -> String {
        switch reason {
        case .safeArea: "safe area"
        case .bar(let metric, let bar): "\(bar.rawValue) (\(metric))"
        case .safeAreaPadding(let nodeID): "safeAreaPadding #\(nodeID)"
        }
    }
}
