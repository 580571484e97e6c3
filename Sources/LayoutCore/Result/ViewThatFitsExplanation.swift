extension LayoutResult {
    /// `candidate 2 #5 Text "title"`: a layout child named by its position, id, type and name.
    static func label(_ children: [LaidOutNode], _ index: Int, as position: String) -> String {
        guard children.indices.contains(index) else { return position }
        let child = children[index]
        return "\(position) #\(child.id) \(child.typeName)" + (child.name.map { " \"\($0)\"" } ?? "")
    }

    /// Node `id`'s layout children and a function naming the child at an index by its position
    /// (`position(index)`, `subviews[2]`), id, type and name, as `:why` lists them.
    func labelledChildren(of id: Int, as position: @escaping (Int) -> String) -> (children: [LaidOutNode], name: (Int) -> String) {
        let children = layoutChildren(of: id)
        return (children, { Self.label(children, $0, as: position($0)) })
    }

    /// `:why` for a ViewThatFits: each candidate's ideal size against the proposal, which axis
    /// did not fit, and the one shown.
    func viewThatFitsDecision(_ id: Int) -> SizingDecision {
        let node = nodes[id]
        guard let choice = node.viewThatFitsChoice else {
            return SizingDecision(rule: "view that fits", detail: "proposed \(node.proposal.description); ViewThatFits has no children: 0×0")
        }
        let (children, name) = labelledChildren(of: id) { "candidate \($0 + 1)" }
        let p = choice.proposal
        var steps: [String] = []
        for candidate in choice.candidates {
            let verdict: String
            if candidate.overflowing.isEmpty {
                verdict = "fits → shown"
            } else {
                let parts = candidate.overflowing.map { axis in
                    "\(axis == .horizontal ? "width" : "height") \(formatLength(candidate.ideal[axis])) > \(formatLength(p[axis] ?? 0))"
                }
                verdict = "does not fit: " + parts.joined(separator: ", ")
            }
            steps.append("\(name(candidate.index)): ideal \(candidate.ideal.description) against \(p.description): \(verdict)")
        }
        if choice.noneFitted { steps.append("none fits, so the last candidate is shown (Apple's ViewThatFits documentation)") }
        let skipped = children.count - choice.candidates.count
        if skipped > 0 { steps.append("\(skipped) later candidate\(skipped == 1 ? " is" : "s are") not measured") }
        let axes = choice.axes == .both ? "both axes" : (choice.axes.contains(.horizontal) ? "the width" : "the height")
        let detail = "proposed \(p.description); ViewThatFits(in: \(choice.axes.swiftSpelling)) shows the first child whose ideal size fits \(axes) of the proposal (nil proposed on those axes to measure it), then lays that child out with the proposal: \(node.frame.size.description)"
        return SizingDecision(rule: "view that fits", detail: detail, steps: steps)
    }
}
