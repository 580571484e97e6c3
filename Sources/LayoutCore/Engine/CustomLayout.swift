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
/// `static var layoutProperties`' `stackOrientation` is the stack axis its subviews see (a Spacer
/// grows along it, a Divider crosses it); `explicitAlignment` answers a parent's guides
/// (`customLayoutGuide`) and `spacing(subviews:)` the spacing a stack puts around it
/// (`customLayoutSpacings`).
extension LayoutRun {
    @inline(never)
    mutating func customLayoutSize(_ i: Int32, _ spec: CustomLayoutSpec, _ p: ProposedSize, _ ctx: LayoutContext) -> Size {
        let (outcome, _) = runCustomLayout(i, spec, ctx) { (subviews) throws(CustomLayoutError) in
            try spec.program.sizeThatFits(p, subviews: subviews)
        }
        switch outcome {
        case .success(let answer): return clampedAnswer(answer, p).size
        case .failure: return stackSize(arena.layoutChildren(i), fallbackStack, p, ctx)
        }
    }

    @inline(never)
    mutating func placeCustomLayout(_ i: Int32, _ spec: CustomLayoutSpec, _ frame: Rect, _ p: ProposedSize, _ ctx: LayoutContext) {
        let (sized, sizing) = runCustomLayout(i, spec, ctx) { (subviews) throws(CustomLayoutError) in
            try spec.program.sizeThatFits(p, subviews: subviews)
        }
        var record = CustomLayoutTrace(
            name: spec.name, proposal: p, answered: frame.size, size: frame.size, bounds: frame,
            measurements: sizing.measurements, subviews: [], failure: nil)
        if let axis = spec.stackOrientation {
            record.notes.append("layoutProperties.stackOrientation is .\(axis.rawValue): its subviews see it as \(axis == .horizontal ? "an HStack" : "a VStack") (a Spacer grows along it, a Divider crosses it)")
        }
        record.notes += sizing.notes + (trace.customLayoutAnswers[Int(i)]?.notes ?? [])
        record.explicitGuides = trace.customLayoutAnswers[Int(i)]?.guides ?? [:]
        if case .success(let answer) = sized {
            let clamped = clampedAnswer(answer, p)
            record.answered = answer
            for problem in clamped.problems {
                diagnose(.warning, LayoutMessages.customLayoutSizeNotFinite, "\(spec.name).sizeThatFits returned \(answer.description) for \(p.description): \(problem)", node: i)
            }
        }
        let (placed, placing) = runCustomLayout(i, spec, ctx) { (subviews) throws(CustomLayoutError) in
            try spec.program.placeSubviews(in: frame, p, subviews: subviews)
        }
        let failure: CustomLayoutError?
        switch (sized, placed) {
        case (.failure(let error), _), (_, .failure(let error)): failure = error
        default: failure = nil
        }
        if let failure {
            record.failure = failure.message + (failure.location.map { " (line \($0.line), column \($0.column))" } ?? "")
            diagnose(.error, LayoutMessages.customLayoutFailed, "the custom layout \(spec.name) failed: \(failure.message); its content is laid out as a VStack instead", node: i, location: failure.location ?? spec.location)
            placeStack(arena.layoutChildren(i), fallbackStack, frame, p, ctx)
            trace.customLayouts[Int(i)] = record
            return
        }
        record.subviews = placeSubviews(i, spec, placing.placements, frame, p, ctx)
        trace.customLayouts[Int(i)] = record
    }

    /// The guide's value on custom layout `i` of `size`, from its leading (top) edge: what its
    /// `explicitAlignment` returns when it defines one for the axis; else SwiftUI's default, which
    /// merges the values its subviews set where `placeSubviews` put them, as the stacks do
    /// (`stackGuide`): built-in guides do not pass up, baselines take the topmost first and the
    /// bottommost last, custom guides the average (OpenSwiftUI `Layout.explicitAlignment`).
    mutating func customLayoutGuide(_ i: Int32, _ spec: CustomLayoutSpec, _ axis: Axis, _ name: String, size: Size, _ ctx: LayoutContext) -> Double? {
        let bounds = Rect(origin: .zero, size: size)
        let proposal = ProposedSize(size)
        let written = axis == .horizontal ? "HorizontalAlignment" : "VerticalAlignment"
        if spec.explicitAlignmentAxes.contains(axis) {
            let (outcome, _) = runCustomLayout(i, spec, ctx) { (subviews) throws(CustomLayoutError) in
                try spec.program.explicitAlignment(of: name, axis: axis, in: bounds, proposal, subviews: subviews)
            }
            switch outcome {
            case .failure(let error):
                diagnose(.error, LayoutMessages.customLayoutAlignmentFailed, "\(spec.name).explicitAlignment(of: .\(name)) failed: \(error.message); the guide's default is used", node: i, location: error.location ?? spec.location)
                return nil
            case .success(let value?) where !value.isFinite:
                diagnose(.warning, LayoutMessages.customLayoutAlignmentNotFinite, "\(spec.name).explicitAlignment(of: .\(name)) returned \(formatLength(value)), which is not finite; the guide's default is used", node: i)
                return nil
            case .success(let value):
                let answer = value.map { "returned \(formatLength($0)), so its \(name) guide sits \(formatLength($0)) from its \(axis == .horizontal ? "leading" : "top") edge (the default is \(formatLength(defaultGuide(name, axis, size))))" }
                    ?? "returned nil: the \(name) guide keeps its default, \(formatLength(defaultGuide(name, axis, size)))"
                noteCustomLayout(i, "explicitAlignment(of: \(written).\(name), in: \(bounds.description)) \(answer)")
                trace.customLayoutAnswers[Int(i), default: CustomLayoutAnswers()].guides["\(axis.rawValue).\(name)"] = value
                return value
            }
        }
        guard !Self.isBuiltIn(name) || Self.isBaseline(name) else { return nil }
        let (placed, placing) = runCustomLayout(i, spec, ctx) { (subviews) throws(CustomLayoutError) in
            try spec.program.placeSubviews(in: bounds, proposal, subviews: subviews)
        }
        guard case .success = placed else { return nil }
        let children = Array(arena.layoutChildren(i))
        let inner = customLayoutContext(spec, ctx)
        var last: [Int: CustomLayoutTrace.Placement] = [:]
        for placement in placing.placements where children.indices.contains(placement.index) { last[placement.index] = placement }
        var values: [Double] = []
        for (k, child) in children.enumerated() {
            guard let placement = last[k], placement.position.x.isFinite, placement.position.y.isFinite else { continue }
            let s = self.size(child, placement.proposal, inner)
            let origin = placement.position[axis] - (axis == .horizontal ? placement.anchor.x : placement.anchor.y) * s[axis]
            if let value = guideBelow(child, axis, name, size: s, inner) { values.append(origin + value) }
        }
        return Self.combineExplicit(values, name)
    }

    private func defaultGuide(_ name: String, _ axis: Axis, _ size: Size) -> Double {
        let fraction = axis == .horizontal ? HorizontalAlignment(rawValue: name)?.fraction : VerticalAlignment(rawValue: name)?.fraction
        return (fraction ?? 0.5) * size[axis]
    }

    private mutating func noteCustomLayout(_ i: Int32, _ text: String) {
        if trace.customLayoutAnswers[Int(i)]?.notes.contains(text) != true { trace.customLayoutAnswers[Int(i), default: CustomLayoutAnswers()].notes.append(text) }
    }

    /// The context a custom layout's subviews see: its `stackOrientation` as the stack axis.
    func customLayoutContext(_ spec: CustomLayoutSpec, _ ctx: LayoutContext) -> LayoutContext {
        var inner = ctx.descending()
        inner.stackAxis = spec.stackOrientation
        return inner
    }

    /// Each custom layout's `spacing(subviews:)` that defines one, under the node and under the
    /// modifiers above it that keep a view's spacing (the ones `isText` looks through), for `gap`.
    /// Run once per layout pass, innermost first, with the subviews' own spacings: a Spacer's is
    /// zero, a Text's text, any other view's a plain view's. A failure is reported and the layout
    /// keeps a plain view's spacing.
    mutating func computeCustomLayoutSpacings() {
        for index in stride(from: arena.count - 1, through: 0, by: -1) {
            guard case .customLayout(let spec) = arena.kinds[index], spec.definesSpacing else { continue }
            let i = Int32(index)
            let children = Array(arena.layoutChildren(i))
            let subviews = CustomLayoutSubviews(
                count: children.count, priorities: children.map { arena.priority($0) }, layoutValues: children.map { _ in [] },
                spacings: children.map(spacingPreference), measure: { _, _ in .zero }, guide: { _, _, _, _ in nil },
                platformSpacing: platformSpacing)
            let value: CustomLayoutSpacing
            do throws(CustomLayoutError) {
                value = try spec.program.spacing(subviews: subviews)
            } catch {
                diagnose(.error, LayoutMessages.customLayoutSpacingFailed, "\(spec.name).spacing(subviews:) failed: \(error.message); a stack spaces it as a plain view", node: i, location: error.location ?? spec.location)
                continue
            }
            noteCustomLayout(i, "spacing(subviews:) returned \(value.description): a stack puts the platform's spacing for those kinds next to it")
            var node = i
            while true {
                customLayoutSpacings[node] = value
                let parent = arena.parents[Int(node)]
                guard parent >= 0, arena.firstChild(parent) == node, Self.keepsSpacing(arena.kinds[Int(parent)]) else { break }
                node = parent
            }
        }
    }

    private static func keepsSpacing(_ kind: ViewKind) -> Bool {
        switch kind {
        case .font, .lineLimit, .textEnvironment, .listEnvironment, .overlay, .background, .layoutDirection, .alignmentGuide: true
        case .modifier(let modifier): modifier.traits.contains(.passesChildGeometry)
        default: false
        }
    }

    /// `subview.spacing` of node `child` for a custom layout above it.
    func spacingPreference(_ child: Int32) -> CustomLayoutSpacing {
        if let custom = customLayoutSpacings[child] { return custom }
        return CustomLayoutSpacing(arena.isSpacer(child) ? .zero : arena.isText(child) ? .text : .view)
    }

    /// The default spacing between two views whose facing edges hold these kinds.
    var platformSpacing: (Axis, Bool, Bool) -> Double {
        let platform = spacing
        return { axis, a, b in platform.spacing(axis, a && b ? .textText : (a || b ? .textOther : .otherOther)) }
    }

    /// The gap a stack puts between `previous` and `child` when either is a custom layout with
    /// `spacing(subviews:)`; nil otherwise.
    func customLayoutGap(_ previous: Int32, _ child: Int32, _ axis: Axis) -> Double? {
        guard customLayoutSpacings[previous] != nil || customLayoutSpacings[child] != nil else { return nil }
        let a = spacingPreference(previous), b = spacingPreference(child)
        let (from, to) = axis == .horizontal ? (a.trailing, b.leading) : (a.bottom, b.top)
        if from == .zero || to == .zero { return 0 }
        return platformSpacing(axis, from == .text, to == .text)
    }

    private var fallbackStack: StackSpec {
        StackSpec(axis: .vertical, alignment: HorizontalAlignment.center.fraction, spacing: nil, lazy: false)
    }

    private mutating func placeSubviews(_ i: Int32, _ spec: CustomLayoutSpec, _ placements: [CustomLayoutTrace.Placement], _ frame: Rect, _ p: ProposedSize, _ ctx: LayoutContext) -> [CustomLayoutTrace.PlacedSubview] {
        let children = Array(arena.layoutChildren(i))
        let inner = customLayoutContext(spec, ctx)
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
                diagnose(.warning, LayoutMessages.customLayoutUnplacedSubview, "\(spec.name).placeSubviews never placed subview \(k); SwiftUI centres an unplaced subview in the bounds with the container's proposal \(p.description)", node: child)
                result.append(.init(index: k, placement: nil, frame: frames[Int(child)], calls: 0))
                continue
            }
            if calls[k] > 1 {
                diagnose(.warning, LayoutMessages.customLayoutPlacedTwice, "\(spec.name).placeSubviews placed subview \(k) \(calls[k]) times; the last place(at:) wins", node: child, location: placement.location)
            }
            var position = placement.position
            if !position.x.isFinite || !position.y.isFinite {
                diagnose(.warning, LayoutMessages.customLayoutPlacementNotFinite, "\(spec.name) placed subview \(k) at (\(formatLength(position.x)), \(formatLength(position.y))), which is not finite; the bounds' origin is used on that axis", node: child, location: placement.location)
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
    private func clampedAnswer(_ answer: Size, _ p: ProposedSize) -> (size: Size, problems: [DiagnosticText]) {
        var problems: [DiagnosticText] = []
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
    private mutating func runCustomLayout<T>(_ i: Int32, _ spec: CustomLayoutSpec, _ ctx: LayoutContext, _ body: (CustomLayoutSubviews) throws(CustomLayoutError) -> T) -> (Result<T, CustomLayoutError>, CustomLayoutSubviews.Record) {
        let children = Array(arena.layoutChildren(i))
        let inner = customLayoutContext(spec, ctx)
        let priorities = children.map { arena.priority($0) }
        let layoutValues = children.map { child -> [String] in
            var values: [String] = []
            var node: Int32? = child
            while let current = node {
                values += arena.inert[Int(current)].filter { $0.effect == .layoutValue }.map(\.arguments)
                node = arena.kinds[Int(current)].isModifier ? arena.firstChild(current) : nil
            }
            return values
        }
        let spacings = children.map(spacingPreference)
        let platform = platformSpacing
        return withoutActuallyEscaping({ (k: Int, q: ProposedSize) -> Size in
            children.indices.contains(k) ? self.size(children[k], q, inner) : .zero
        }) { measure in
            withoutActuallyEscaping({ (k: Int, axis: Axis, name: String, s: Size) -> Double? in
                children.indices.contains(k) ? self.guideBelow(children[k], axis, name, size: s, inner) : nil
            }) { guide in
                let subviews = CustomLayoutSubviews(
                    count: children.count, priorities: priorities, layoutValues: layoutValues, spacings: spacings,
                    measure: measure, guide: guide, platformSpacing: platform)
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
}
