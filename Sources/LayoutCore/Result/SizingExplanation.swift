extension ProposedSize {
    /// `393×759`, with `nil` for unspecified axes and `∞` for infinite ones.
    public var description: String {
        "\(width.map(formatLength) ?? "nil")×\(height.map(formatLength) ?? "nil")"
    }
}

extension Size {
    /// `393×759`.
    public var description: String { "\(formatLength(width))×\(formatLength(height))" }
}

extension Rect {
    /// `(0, 59) 393×759`.
    public var description: String { "(\(formatLength(minX)), \(formatLength(minY))) \(size.description)" }
}

extension LayoutResult {
    /// Which rule decided the size of node `id`, with the numbers, for `:why`.
    public func decision(for id: Int) -> SizingDecision {
        let node = nodes[id]
        let p = node.proposal
        let s = node.frame.size
        let children = nodes.children(of: id)
        let child = children.first
        let proposed = "proposed \(p.description)"
        func axisText(_ value: Double?) -> String { value.map(formatLength) ?? "nil" }

        switch node.kind {
        case .shape(.circle):
            return SizingDecision(rule: "circle", detail: "\(proposed); a circle is as large as the smaller proposed side (10 where unspecified): \(s.description)")
        case .shape(let shape):
            return SizingDecision(rule: "shape", detail: "\(proposed); a \(shape.rawValue) takes the whole proposal, 10 on unspecified axes: \(s.description)")
        case .color:
            return SizingDecision(rule: "color", detail: "\(proposed); a Color takes the whole proposal like a shape (10 on unspecified axes): \(s.description)")
        case .text(let string, _):
            let text = textResolution(for: id)
            let lines = text.lineCount(forHeight: s.height)
            let spacing = text.lineSpacing != 0 && lines > 1 ? " + \(lines - 1) × lineSpacing \(formatLength(text.lineSpacing))" : ""
            return SizingDecision(rule: "text", detail: "\(proposed); Text hugs its string \"\(String(string.prefix(40)).debugDescription.dropFirst().dropLast())\" and wraps at word boundaries inside the proposed width: \(s.description) (\(lines) line\(lines == 1 ? "" : "s")\(spacing)); \(text.summary(source: environment.textStyles.source)) (\(environment.textStyles.source))")
        case .image(_, let size):
            return SizingDecision(rule: "image", detail: "\(proposed); an image answers its intrinsic size \(size.description) whatever the proposal")
        case .spacer(let minLength):
            return SizingDecision(rule: "spacer", detail: "\(proposed); a Spacer fills the proposal along its stack's axis, at least minLength \(formatLength(minLength ?? environment.defaultSpacing)), and is 0 across it: \(s.description)")
        case .emptyView:
            return SizingDecision(rule: "empty", detail: "EmptyView takes no space and no stack spacing")
        case .hStack(_, let spacing), .lazyHStack(_, let spacing), .vStack(_, let spacing), .lazyVStack(_, let spacing):
            let axis: Axis
            switch node.kind {
            case .hStack, .lazyHStack: axis = .horizontal
            default: axis = .vertical
            }
            let lengths = children.map { formatLength($0.frame.size[axis]) }.joined(separator: " + ")
            let lazy: Bool
            switch node.kind {
            case .lazyHStack, .lazyVStack: lazy = true
            default: lazy = false
            }
            let spacingText = spacing.map { children.count > 2 ? "\(children.count - 1) × spacing \(formatLength($0))" : "spacing \(formatLength($0))" } ?? "default spacing (the platform's spacing.AXIS.text-text/text-other/other-other metrics, \(formatLength(environment.defaultSpacing)) where it has none; 0 next to a Spacer)"
            let how = lazy
                ? "a lazy stack asks each child for its ideal \(axis == .horizontal ? "width" : "height") and fills the proposed cross length"
                : p[axis] == nil ? "the proposal along the stack is unspecified, so each child answers its ideal length" : "children are offered an even share of what is left, least flexible first (higher layoutPriority before lower)"
            let crossText = stackCrossLengthText(node: node, children: children, axis: axis)
            return SizingDecision(rule: lazy ? "lazy stack" : "stack", detail: "\(proposed); \(how); \(axis == .horizontal ? "width" : "height") = \(lengths.isEmpty ? "0" : lengths) + \(spacingText) = \(formatLength(s[axis])); \(crossText)", steps: alignmentSteps(for: id))
        case .lazyGrid(let grid):
            return lazyGridDecision(id, grid)
        case .grid(let grid):
            return gridDecision(id, grid)
        case .viewThatFits:
            return viewThatFitsDecision(id)
        case .customLayout:
            return customLayoutDecision(id)
        case .gridRow:
            return SizingDecision(rule: "grid row", detail: "\(proposed); in a Grid a GridRow has no layout of its own: its cells fill the grid's columns and its frame is the row's band, \(node.frame.description); outside a Grid it is an HStack")
        case .zStack:
            return SizingDecision(rule: "zstack", detail: "\(proposed); a ZStack is as large as its largest children: \(s.description)")
        case .group, .forEach, .listSection:
            return SizingDecision(rule: "group", detail: "\(node.typeName) has no layout of its own: its children are laid out by its parent; its frame is their union, \(node.frame.description)")
        case .geometryReader:
            return SizingDecision(rule: "geometry reader", detail: "\(proposed); a GeometryReader takes the whole proposal (0 where unspecified): \(s.description)")
        case .frame(let frame):
            let parts = [("width", frame.width, s.width, p.width), ("height", frame.height, s.height, p.height)].map { name, set, got, proposal in
                set != nil && set!.isFinite && set! >= 0
                    ? "\(name) \(formatLength(got)) is set by the frame"
                    : "\(name) is not set, so the proposal \(axisText(proposal)) passes to the child, whose answer \(formatLength(got)) is the frame's"
            }
            return SizingDecision(rule: "fixed frame", detail: "\(proposed); \(parts.joined(separator: "; "))")
        case .flexibleFrame(let frame):
            let parts = Axis.allCases.map { axis -> String in
                let (minimum, ideal, maximum) = frame.bounds(axis)
                let name = axis == .horizontal ? "width" : "height"
                let got = formatLength(s[axis])
                let proposal = p[axis]
                var set: [String] = []
                if let minimum { set.append("min\(name.capitalized) \(formatLength(minimum))") }
                if let ideal { set.append("ideal\(name.capitalized) \(formatLength(ideal))") }
                if let maximum { set.append("max\(name.capitalized) \(formatLength(maximum))") }
                let bounds = set.isEmpty ? "no bounds" : set.joined(separator: ", ")
                if proposal == nil, let ideal {
                    return "\(name): the proposal is unspecified, so the ideal \(formatLength(ideal)) answers"
                }
                if let proposal, let minimum, let maximum {
                    return "\(name): \(bounds); the proposal \(formatLength(proposal)) is clamped to [\(formatLength(minimum)), \(formatLength(maximum))] = \(got)"
                }
                if let maximum, minimum == nil {
                    return "\(name): only max\(name.capitalized) set; the proposal \(axisText(proposal)) capped at \(formatLength(maximum)), or the child if wider: \(got)"
                }
                if let minimum, maximum == nil {
                    return "\(name): only min\(name.capitalized) set; the child's \(name) (capped at the proposal \(axisText(proposal))), at least \(formatLength(minimum)): \(got)"
                }
                return "\(name): \(bounds); the child's \(name) \(got)"
            }
            return SizingDecision(rule: "flexible frame", detail: "\(proposed); \(parts.joined(separator: "; "))")
        case .padding(let edges, let length):
            let amount = length.flatMap { $0.isFinite ? $0 : nil } ?? environment.defaultPadding
            let inner = child.map { $0.frame.size.description } ?? "0×0"
            var platformDefault = ""
            if length == nil {
                let origin = environment.metricOrigins[.defaultPadding].map { ", \($0.shortText)" } ?? ""
                let estimate = environment.approximateFigures[.defaultPadding].map { "; estimate: \($0)" } ?? ""
                platformDefault = " (the platform's default padding\(origin)\(estimate))"
            }
            return SizingDecision(rule: "padding", detail: "\(proposed); the child is proposed that minus \(formatLength(amount))\(platformDefault) on \(edges == .all ? "every edge" : edges.edges.map(\.rawValue).joined(separator: ", ")) and answers \(inner); the padding adds the insets back: \(s.description)")
        case .overlay, .background:
            if let grown = trace.safeAreaExtensions[id] {
                return SizingDecision(rule: node.typeName, detail: "\(proposed); an \(node.typeName) is as large as its primary view; the primary ignores the safe area, so it was \(grown.explanation(extended: node.frame)); the secondary is proposed that size and aligned on it")
            }
            return SizingDecision(rule: node.typeName, detail: "\(proposed); an \(node.typeName) is as large as its primary view (\(s.description)); the secondary is proposed that size and aligned on it")
        case .ignoresSafeArea(let edges):
            let which = edges == .all ? "every edge" : edges.edges.map(\.rawValue).joined(separator: ", ")
            if let grown = trace.safeAreaExtensions[id] {
                return SizingDecision(rule: "ignores safe area", detail: "\(proposed); ignoresSafeArea (\(which)) passes the proposal to its child; \(grown.explanation(extended: node.frame)); the child is proposed the extended size")
            }
            return SizingDecision(rule: "ignores safe area", detail: "\(proposed); ignoresSafeArea (\(which)) passes the proposal to its child, \(s.description); its frame touches no safe-area edge it ignores, so it is not extended")
        case .containerRelativeFrame:
            if let resolution = node.containerResolution {
                let formulas = resolution.axes.map { "\($0.axis.rawValue): \($0.formula)" }.joined(separator: "; ")
                return SizingDecision(rule: "containerRelativeFrame", detail: "\(proposed); measured \(resolution.container.displayName) (usable \(resolution.usableSize.description)); \(formulas); unlisted axes pass the proposal to the child: \(s.description)")
            }
            return SizingDecision(rule: "containerRelativeFrame", detail: "\(proposed): \(s.description)")
        case .container(let container):
            switch container.kind.strategy {
            case .scroll(let axes):
                let scrollAxes = container.scrollAxes ?? axes
                return SizingDecision(rule: "scroll view", detail: "\(proposed); a ScrollView takes its proposal along its scroll axes (\(scrollAxes.swiftSpelling)) and hugs its content across them: \(s.description)", steps: scrollPagingSteps(id))
            default:
                return SizingDecision(rule: "container", detail: "\(proposed); a \(container.viewName) (\(container.kind.strategy.name)) takes its whole proposal: \(s.description)")
            }
        case .control(let control):
            return controlDecision(id, control)
        case .modifier(let modifier):
            return modifier.base.decision(ModifierFacts(proposal: p, frame: node.frame, childFrame: child?.frame, childProposal: child?.proposal, environment: environment))
        default:
            return SizingDecision(rule: node.typeName, detail: "\(proposed); \(node.typeName) passes the proposal to its child and answers the child's size: \(s.description)")
        }
    }
}

extension LayoutResult {
    /// How a stack's length across its axis came about: the largest child's when every child's guide
    /// sits at the same fraction of it, otherwise the span of the children once their guides are lined
    /// up (baselines or explicit guides at different heights make it longer than any one child).
    func stackCrossLengthText(node: LaidOutNode, children: [LaidOutNode], axis: Axis) -> String {
        let cross = axis.other
        let name = cross == .horizontal ? "width" : "height"
        let length = node.frame.size[cross]
        let largest = children.map { $0.frame.size[cross] }.max() ?? 0
        guard let first = children.first, abs(length - largest) > 0.0005 else {
            return "\(name) = the largest child's, \(formatLength(length))"
        }
        func start(_ child: LaidOutNode) -> Double { cross == .horizontal ? child.frame.minX : child.frame.minY }
        func end(_ child: LaidOutNode) -> Double { cross == .horizontal ? child.frame.maxX : child.frame.maxY }
        let highest = children.reduce(first) { start($1) < start($0) ? $1 : $0 }
        let lowest = children.reduce(first) { end($1) > end($0) ? $1 : $0 }
        let lead = cross == .horizontal ? ("leading", "trailing") : ("top", "bottom")
        return "\(name) = the span of the children once their alignment guides are lined up (they sit at different places in each child, so the stack is \(length > largest ? (cross == .horizontal ? "wider" : "taller") : (cross == .horizontal ? "narrower" : "shorter")) than its largest child, \(formatLength(largest))): from the \(lead.0) of #\(highest.id) \(highest.typeName) to the \(lead.1) of #\(lowest.id) \(lowest.typeName), \(formatLength(end(lowest))) − \(formatLength(start(highest))) = \(formatLength(length))"
    }
}
