extension LayoutResult {
    /// `:why` steps for a scroll view with scroll modifiers: its margins, where a swipe comes to
    /// rest, and under `.paging` the page length next to each child's length and stride.
    public func scrollPagingSteps(_ id: Int) -> [String] {
        guard let paging = trace.scrollPagings[id] else { return [] }
        let along = paging.axis == .horizontal ? "width" : "height"
        func label(_ node: Int) -> String {
            "#\(node) \(nodes[node].typeName)" + (nodes[node].name.map { " \"\($0)\"" } ?? "")
        }
        var steps: [String] = []
        let marginEdges = Edge.allCases.filter { paging.contentMargins[$0] > 0 }
        if !marginEdges.isEmpty {
            let list = marginEdges.map { "\($0.rawValue) \(formatLength(paging.contentMargins[$0]))" }.joined(separator: ", ")
            let sources = Set(marginEdges.compactMap { paging.contentMarginNodeIDs[$0] }).sorted().map(label).joined(separator: ", ")
            steps.append("contentMargins (\(sources)) inset the content by \(list) on top of the safe area: the content starts that far in, and containerRelativeFrame in it measures the scroll view minus the margins (inferred from Apple's contentMargins documentation: \"the safe area plus an additional 20 points\")")
        }
        let indicatorEdges = Edge.allCases.filter { paging.indicatorMargins[$0] > 0 && paging.indicatorMargins[$0] != paging.contentMargins[$0] }
        if !indicatorEdges.isEmpty {
            let list = indicatorEdges.map { "\($0.rawValue) \(formatLength(paging.indicatorMargins[$0]))" }.joined(separator: ", ")
            steps.append("contentMargins for .scrollIndicators move only the indicators (\(list)): no frame changes")
        }
        if paging.clipDisabled {
            steps.append("scrollClipDisabled: content beyond the scroll view's frame is drawn instead of clipped; frames are the same")
        }
        let behaviorSource = paging.behaviorNodeID.map { " (\(label($0)))" } ?? ""
        switch paging.behavior {
        case .paging?:
            steps.append("scrollTargetBehavior(.paging)\(behaviorSource): a swipe rests on multiples of the scroll view's \(along), so a page is \(formatLength(paging.viewport)) long")
        case .viewAligned(let limit)?:
            var text = "scrollTargetBehavior(\(ScrollTargetBehavior.viewAligned(limit: limit).swiftSpelling))\(behaviorSource): a swipe rests on a target's \(paging.axis == .horizontal ? "leading" : "top") edge"
            switch limit {
            case .automatic: text += "; one swipe passes at most a few targets in a compact horizontal size class and any number otherwise (LimitBehavior.automatic)"
            case .always: text += "; one swipe passes at most a few targets (LimitBehavior.always)"
            case .alwaysByFew: text += "; one swipe passes at most a few targets (LimitBehavior.alwaysByFew)"
            case .alwaysByOne: text += "; one swipe moves one target (LimitBehavior.alwaysByOne)"
            case .never: text += "; a swipe may pass any number of targets (LimitBehavior.never)"
            }
            steps.append(text)
            if let layout = paging.targetLayoutID {
                let stack = nodes.indices.contains(layout + 1) && nodes[layout + 1].parent == layout ? layout + 1 : layout
                steps.append("targets: the children of \(label(stack)), marked scrollTargetLayout() at #\(layout)")
            }
        case nil:
            break
        }
        guard paging.behavior != nil, !paging.targets.isEmpty else { return steps }
        let shown = paging.targets.prefix(6)
        for (k, target) in shown.enumerated() {
            let stride = paging.stride(of: k)
            var text = "\(label(target.nodeID)) at \(formatLength(target.offset)): \(along) \(formatLength(target.length))"
            if k + 1 < paging.targets.count { text += " + spacing \(formatLength(stride - target.length)) = \(formatLength(stride)) to the next" }
            if let page = paging.pageLength { text += abs(stride - page) < 0.5 ? " = the page" : " vs page \(formatLength(page))" }
            steps.append(text)
        }
        if paging.targets.count > shown.count { steps.append("… and \(paging.targets.count - shown.count) more") }
        steps += paging.warnings.map { "warning: " + $0 }
        return steps
    }
}
