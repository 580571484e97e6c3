/// A custom `Layout` from the user's source. Its `sizeThatFits` answers the container's size for a
/// proposal; its `placeSubviews` places each subview with `place(at:anchor:proposal:)`: the subview
/// is sized for that proposal and its `anchor` unit point put at the position (Apple's
/// `LayoutSubview.place(at:anchor:proposal:)` documentation). Clamps, each with a warning:
/// - a NaN or negative length from `sizeThatFits` is 0; an infinite one is the proposal on that
///   axis when it is finite, else 0;
/// - a NaN or infinite position is the bounds' origin on that axis;
/// - a subview placed twice keeps the last placement ("the last call takes precedence");
/// - a subview never placed is centred in the bounds and proposed the container's proposal
///   (the same documentation: it "appears at the center of its layout container and uses the
///   layout container's size proposal").
/// A program that fails (an unsupported construct, the step budget) is reported at its position
/// and its content is laid out as a VStack instead.
extension LayoutRun {
    mutating func customLayoutSize(_ i: Int32, _ spec: CustomLayoutSpec, _ p: ProposedSize, _ ctx: LayoutContext) -> Size {
        let (outcome, _) = runCustomLayout(i, ctx) { (subviews) throws(CustomLayoutError) in
            try spec.program.sizeThatFits(p, subviews: subviews)
        }
        switch outcome {
        case .success(let answer): return clampedAnswer(answer, p).size
        case .failure: return stackSize(arena.layoutChildren(i), fallbackStack, p, ctx)
        }
    }

    mutating func placeCustomLayout(_ i: Int32, _ spec: CustomLayoutSpec, _ frame: Rect, _ p: ProposedSize, _ ctx: LayoutContext) {
        let (sized, sizing) = runCustomLayout(i, ctx) { (subviews) throws(CustomLayoutError) in
            try spec.program.sizeThatFits(p, subviews: subviews)
        }
        var trace = CustomLayoutTrace(
            name: spec.name, proposal: p, answered: frame.size, size: frame.size, bounds: frame,
            measurements: sizing.measurements, subviews: [], failure: nil)
        if case .success(let answer) = sized {
            let clamped = clampedAnswer(answer, p)
            trace.answered = answer
            for problem in clamped.problems {
                diagnose(.warning, "\(spec.name).sizeThatFits returned \(answer.description) for \(p.description): \(problem)", node: i)
            }
        }
        let (placed, placing) = runCustomLayout(i, ctx) { (subviews) throws(CustomLayoutError) in
            try spec.program.placeSubviews(in: frame, p, subviews: subviews)
        }
        let failure: CustomLayoutError?
        switch (sized, placed) {
        case (.failure(let error), _), (_, .failure(let error)): failure = error
        default: failure = nil
        }
        if let failure {
            trace.failure = failure.message + (failure.location.map { " (line \($0.line), column \($0.column))" } ?? "")
            diagnose(.error, "the custom layout \(spec.name) failed: \(failure.message); its content is laid out as a VStack instead", node: i, location: failure.location ?? spec.location)
            placeStack(arena.layoutChildren(i), fallbackStack, frame, p, ctx)
            customLayoutTraces[i] = trace
            return
        }
        trace.subviews = placeSubviews(i, spec, placing.placements, frame, p, ctx)
        customLayoutTraces[i] = trace
    }

    private var fallbackStack: StackSpec {
        StackSpec(axis: .vertical, alignment: HorizontalAlignment.center.fraction, spacing: nil, lazy: false)
    }

    private mutating func placeSubviews(_ i: Int32, _ spec: CustomLayoutSpec, _ placements: [CustomLayoutTrace.Placement], _ frame: Rect, _ p: ProposedSize, _ ctx: LayoutContext) -> [CustomLayoutTrace.PlacedSubview] {
        let children = Array(arena.layoutChildren(i))
        let inner = ctx.descending()
        var last: [Int: CustomLayoutTrace.Placement] = [:]
        var calls = [Int](repeating: 0, count: children.count)
        for placement in placements where children.indices.contains(placement.index) {
            last[placement.index] = placement
            calls[placement.index] += 1
        }
        var result: [CustomLayoutTrace.PlacedSubview] = []
        for (k, child) in children.enumerated() {
            guard var placement = last[k] else {
                let s = size(child, p, inner)
                let origin = Point(x: frame.midX - s.width / 2, y: frame.midY - s.height / 2)
                place(child, at: origin, proposal: p, inner)
                diagnose(.warning, "\(spec.name).placeSubviews never placed subview \(k); SwiftUI centres an unplaced subview in the bounds with the container's proposal \(p.description)", node: child)
                result.append(.init(index: k, placement: nil, frame: frames[Int(child)], calls: 0))
                continue
            }
            if calls[k] > 1 {
                diagnose(.warning, "\(spec.name).placeSubviews placed subview \(k) \(calls[k]) times; the last place(at:) wins", node: child, location: placement.location)
            }
            var position = placement.position
            if !position.x.isFinite || !position.y.isFinite {
                diagnose(.warning, "\(spec.name) placed subview \(k) at (\(formatLength(position.x)), \(formatLength(position.y))), which is not finite; the bounds' origin is used on that axis", node: child, location: placement.location)
                if !position.x.isFinite { position.x = frame.minX }
                if !position.y.isFinite { position.y = frame.minY }
                placement.position = position
            }
            let proposal = ProposedSize(width: placement.proposal.width.map { $0.isNaN ? 0 : $0 }, height: placement.proposal.height.map { $0.isNaN ? 0 : $0 })
            let s = size(child, proposal, inner)
            let origin = Point(x: position.x - placement.anchor.x * s.width, y: position.y - placement.anchor.y * s.height)
            place(child, at: origin, proposal: proposal, inner)
            result.append(.init(index: k, placement: placement, frame: frames[Int(child)], calls: calls[k]))
        }
        return result
    }

    /// The answer with unusable lengths clamped, and what was clamped.
    private func clampedAnswer(_ answer: Size, _ p: ProposedSize) -> (size: Size, problems: [String]) {
        var problems: [String] = []
        func clamp(_ value: Double, _ axis: Axis) -> Double {
            let name = axis == .horizontal ? "width" : "height"
            if value.isNaN {
                problems.append("the \(name) is not a number; 0 is used")
                return 0
            }
            if value.isInfinite {
                let fallback = p[axis].flatMap { $0.isFinite ? $0 : nil } ?? 0
                problems.append("the \(name) is infinite; \(formatLength(fallback)) (\(p[axis].map { $0.isFinite ? "the proposal" : "the proposal is infinite" } ?? "the proposal is nil")) is used")
                return fallback
            }
            if value < 0 {
                problems.append("the \(name) is negative; 0 is used")
                return 0
            }
            return value
        }
        return (Size(width: clamp(answer.width, .horizontal), height: clamp(answer.height, .vertical)), problems)
    }

    /// Runs one requirement of the program with the subviews of node `i`, answering its size
    /// questions through layout; returns its outcome and the recorded subview calls.
    private mutating func runCustomLayout<T>(_ i: Int32, _ ctx: LayoutContext, _ body: (CustomLayoutSubviews) throws(CustomLayoutError) -> T) -> (Result<T, CustomLayoutError>, CustomLayoutSubviews.Record) {
        let children = Array(arena.layoutChildren(i))
        let inner = ctx.descending()
        let priorities = children.map { arena.priority($0) }
        let textual = children.map { arena.isText($0) }
        let layoutValues = children.map { child -> [String] in
            var values: [String] = []
            var node: Int32? = child
            while let current = node {
                values += arena.inert[Int(current)].filter { $0.name == "layoutValue" }.map(\.arguments)
                node = arena.kinds[Int(current)].isModifier ? arena.firstChild(current) : nil
            }
            return values
        }
        let platform = spacing
        let spacingBetween: (Int, Int, Axis) -> Double = { a, b, axis in
            guard textual.indices.contains(a), textual.indices.contains(b) else { return 0 }
            let pair: StackSpacing.Neighbours = textual[a] && textual[b] ? .textText : (textual[a] || textual[b] ? .textOther : .otherOther)
            return platform.spacing(axis, pair)
        }
        return withoutActuallyEscaping({ (k: Int, q: ProposedSize) -> Size in
            children.indices.contains(k) ? self.size(children[k], q, inner) : .zero
        }) { measure in
            let subviews = CustomLayoutSubviews(count: children.count, priorities: priorities, layoutValues: layoutValues, measure: measure, spacing: spacingBetween)
            let outcome: Result<T, CustomLayoutError>
            do throws(CustomLayoutError) {
                outcome = .success(try body(subviews))
            } catch {
                outcome = .failure(error)
            }
            return (outcome, subviews.record)
        }
    }
}
