import LayoutCore

/// `:why` for one node as data: the same text the REPL prints (without colour), and its steps —
/// who proposed what, the answer and the rule that decided it, the frame, and for a
/// `containerRelativeFrame` the container search with its subtractions — for tools and the report.
/// A part its control's style hides has one step, `hidden`, saying why.
public struct WhyJSON: Encodable, Sendable {
    /// One step of the explanation, in the order `:why` tells it.
    public struct Step: Encodable, Sendable {
        /// `proposal`, `answer`, `frame`, `container` (the node as a container), `search` (its
        /// `containerRelativeFrame`'s container search), `paging` (a scroll view's margins, page
        /// length and targets), `list` (how a List or Form placed it as a row, header or footer, and
        /// where a row's separator starts) or a diagnostic's severity.
        var kind: String
        var text: String
        var lines: [String]?
    }

    public internal(set) var text: String
    var rule: String
    var proposal: String
    var proposedBy: String
    var answer: JSONSize
    var frame: JSONRect
    var steps: [Step]

    /// `hidden` is the result's `hiddenParts()` when the caller has it (a document of every node
    /// works it out once, not once per node).
    init(nodeID id: Int, in result: LayoutResult, format: NumberFormat, hidden: [Int: HiddenPart]? = nil) {
        let plain = OutputStyle(colored: false)
        let hidden = hidden ?? result.hiddenParts()
        let node = result.nodes[id]
        let decision = result.decision(for: id)
        text = WhyReport.render(nodeID: id, in: result, format: format, style: plain, hidden: hidden)
        rule = decision.rule
        proposal = format.proposal(node.proposal)
        proposedBy = WhyReport.layoutParent(of: id, in: result).map { "#\($0) \(result.nodes[$0].typeName)" } ?? "the window (its safe area)"
        answer = JSONSize(node.frame.size)
        frame = JSONRect(node.frame)
        steps = [
            Step(kind: "proposal", text: "proposed \(proposal) by \(proposedBy)"),
            Step(kind: "answer", text: "answered \(format.size(node.frame.size)) by the \(decision.rule) rule", lines: [decision.detail]),
            Step(kind: "frame", text: "frame \(format.rect(node.frame))"),
        ]
        if let geometry = node.containerGeometry {
            let citation = SubtractionCitation(environment: result.environment, nodes: result.nodes, format: format, style: plain)
            steps.append(Step(
                kind: "container", text: "as a container it provides \(format.size(geometry.usableSize)) to containerRelativeFrame in it",
                lines: citation.lines(for: geometry.subtractions, margin: 0)))
        }
        if let holder = WhyReport.resolutionHolder(of: id, in: result), let resolution = result.trace.containerResolutions[holder] {
            let lines = ResolutionText(resolution: resolution, node: result.nodes[holder], result: result, format: format, style: plain).lines
            steps.append(Step(kind: "search", text: lines.first ?? "", lines: Array(lines.dropFirst())))
        }
        let paging = result.scrollPagingSteps(id)
        if let first = paging.first {
            steps.append(Step(kind: "paging", text: first, lines: Array(paging.dropFirst())))
        }
        if let placement = result.trace.listPlacements[id] {
            let lines = result.listPlacementLines(placement)
            steps.append(Step(kind: "list", text: lines.first ?? "", lines: Array(lines.dropFirst())))
        }
        for diagnostic in result.diagnostics where diagnostic.nodeID == id {
            steps.append(Step(kind: diagnostic.severity.rawValue, text: diagnostic.message))
        }
        if let part = hidden[id] {
            rule = "hidden part"
            steps = [Step(kind: "hidden", text: part.explanation)]
        }
    }
}
