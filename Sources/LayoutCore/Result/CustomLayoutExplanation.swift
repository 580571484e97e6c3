extension LayoutResult {
    /// `:why` for a custom `Layout`: the questions its `sizeThatFits` asked, the size it returned,
    /// and each subview's placement with the frame that came of it.
    func customLayoutDecision(_ id: Int) -> SizingDecision {
        let node = nodes[id]
        guard let trace = node.customLayoutTrace else {
            return SizingDecision(rule: "custom layout", detail: "proposed \(node.proposal.description); \(node.typeName) was not placed: \(node.frame.size.description)")
        }
        let (children, name) = labelledChildren(of: id) { "subviews[\($0)]" }
        /// The subview's final frame (mirrored in right-to-left), else the one placement gave it.
        func frame(_ subview: CustomLayoutTrace.PlacedSubview) -> Rect {
            children.indices.contains(subview.index) ? children[subview.index].frame : subview.frame
        }
        var steps: [String] = []
        let shown = 24
        for measurement in trace.measurements.prefix(shown) {
            steps.append("sizeThatFits asked \(name(measurement.index)) for \(measurement.proposal.description) → \(measurement.answer.description)")
        }
        if trace.measurements.count > shown { steps.append("… \(trace.measurements.count - shown) more questions") }
        if let failure = trace.failure {
            steps.append("the layout failed (\(failure)); its content is laid out as a VStack")
            return SizingDecision(rule: "custom layout", detail: "proposed \(trace.proposal.description); \(trace.name) could not be run, so FrameLab laid its content out as a VStack: \(node.frame.size.description)", steps: steps)
        }
        let clamp = trace.answered == trace.size ? "" : ", clamped to \(trace.size.description)"
        steps.append("sizeThatFits(proposal: \(trace.proposal.description)) returned \(trace.answered.description)\(clamp)")
        for axis in Axis.allCases {
            guard let offered = trace.proposal[axis], offered.isFinite, trace.size[axis] > offered + 0.0001 else { continue }
            let name = axis == .horizontal ? "width" : "height"
            steps.append("the \(name) \(formatLength(trace.size[axis])) is more than the proposed \(formatLength(offered)): the layout overflows its parent by \(formatLength(trace.size[axis] - offered))")
        }
        steps.append("placeSubviews(in: \(trace.bounds.description), proposal: \(trace.proposal.description))")
        for subview in trace.subviews {
            guard let placement = subview.placement else {
                steps.append("\(name(subview.index)) was never placed: centred in the bounds with the container's proposal → \(frame(subview).description)")
                continue
            }
            let anchor = placement.anchor == .topLeading ? "" : " anchor (\(formatLength(placement.anchor.x)), \(formatLength(placement.anchor.y)))"
            let twice = subview.calls > 1 ? " (placed \(subview.calls) times; the last wins)" : ""
            steps.append("placed \(name(subview.index)) at (\(formatLength(placement.position.x)), \(formatLength(placement.position.y)))\(anchor) with proposal \(placement.proposal.description) → \(frame(subview).description)\(twice)")
        }
        steps += trace.notes
        if environment.layoutDirection == .rightToLeft {
            steps.append("right to left: the layout places in the leading-to-trailing space above, and SwiftUI flips each subview's x within the layout (LayoutSubviews.layoutDirection), giving the frames shown")
        }
        let detail = "proposed \(trace.proposal.description); \(trace.name) is a custom Layout from the source: FrameLab ran its sizeThatFits, which returned \(trace.answered.description)\(clamp), then its placeSubviews in that size"
        return SizingDecision(rule: "custom layout", detail: detail, steps: steps)
    }
}
