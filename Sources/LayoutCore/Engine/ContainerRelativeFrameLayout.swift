/// `containerRelativeFrame`: a fixed frame whose lengths come from the nearest container's usable
/// size. Semantics digest §8 (Apple's documentation, FBM-CRF).
///
/// Input: the rule (full length, grid count/span/spacing, or a closure) and the container's usable
/// length on an axis. Output: the length (nil when a closure fails or returns a non-finite
/// value: the axis keeps the parent's proposal), the formula with its numbers (the
/// `AxisComputation` of the node's `ContainerResolution`) and the problem to report. Finding the
/// container (`usableLength`, the scopes) and the resolution record are the run's; once the
/// lengths are known the frame is a `FixedFrameLayout`.
enum ContainerRelativeFrameLayout {
    struct AxisOutcome {
        var length: Double?
        var formula: String
        var problem: (severity: LayoutDiagnostic.Severity, id: DiagnosticID, message: DiagnosticText)?
    }

    /// Applies the rule to a container length on one axis.
    static func length(_ rule: ContainerLengthRule, container: Double, _ axis: Axis) -> AxisOutcome {
        let L = formatLength(container)
        var problem: (severity: LayoutDiagnostic.Severity, id: DiagnosticID, message: DiagnosticText)?
        var value: Double
        var formula: String
        switch rule {
        case .fullLength:
            value = container
            formula = "\(L)"
        case .grid(let rawCount, let rawSpan, let rawSpacing):
            let count = max(rawCount, 1)
            let span = max(rawSpan, 1)
            let spacing = rawSpacing.isFinite ? rawSpacing : 0
            if rawCount < 1 { problem = (.warning, LayoutMessages.containerRelativeGrid, "count: \(rawCount) is less than 1; 1 is used") }
            if rawSpan < 1 { problem = (.warning, LayoutMessages.containerRelativeGrid, "span: \(rawSpan) is less than 1; 1 is used") }
            if !rawSpacing.isFinite { problem = (.warning, LayoutMessages.containerRelativeGrid, "spacing: \(formatLength(rawSpacing)) is not finite; 0 is used") }
            let column = (container - spacing * Double(count - 1)) / Double(count)
            value = column * Double(span) + spacing * Double(span - 1)
            let S = formatLength(spacing)
            formula = "(\(L) − \(S) × \(count - 1)) / \(count) × \(span) + \(S) × \(span - 1)"
        case .closure(let closure):
            formula = "\(closure.source)(\(L), .\(axis.rawValue))"
            do {
                value = try closure.evaluate(container, axis)
            } catch {
                return AxisOutcome(length: nil, formula: formula + " failed", problem: (.error, LayoutMessages.containerRelativeClosure, "the containerRelativeFrame closure failed on the \(axis.rawValue) axis: \(error); the axis keeps the parent's proposal"))
            }
            if !value.isFinite {
                return AxisOutcome(length: nil, formula: formula + " = \(formatLength(value))", problem: (.error, LayoutMessages.containerRelativeClosure, "the containerRelativeFrame closure returned \(formatLength(value)) on the \(axis.rawValue) axis; the axis keeps the parent's proposal"))
            }
        }
        if value < 0 {
            problem = (.warning, LayoutMessages.containerRelativeClosure, "containerRelativeFrame computed \(formatLength(value)) on the \(axis.rawValue) axis; it is clamped to 0")
            formula += " = \(formatLength(value)), clamped to 0"
            value = 0
            return AxisOutcome(length: value, formula: formula, problem: problem)
        }
        return AxisOutcome(length: value, formula: formula + " = \(formatLength(value))", problem: problem)
    }

}

extension LayoutRun {
    /// The usable length on `axis`, from the nearest scope that knows it (the window always does).
    func usableLength(_ axis: Axis, scope start: Int32) -> (length: Double, scope: Int32, fellBack: Bool) {
        var index = start
        var fellBack = false
        while index > 0 {
            if let length = scopes[Int(index)].usable(axis) { return (length, index, fellBack) }
            fellBack = true
            index = scopes[Int(index)].parent
        }
        return (scopes[0].usable(axis) ?? 0, 0, fellBack)
    }

    func crfLengths(_ crf: ContainerRelativeFrame, _ ctx: LayoutContext) -> (width: Double?, height: Double?) {
        func length(_ axis: Axis) -> Double? {
            guard crf.axes.contains(axis) else { return nil }
            if crf.measuresReader { return readerFrameLength(crf, axis, ctx) }
            return ContainerRelativeFrameLayout.length(crf.rule, container: usableLength(axis, scope: ctx.scope).length, axis).length
        }
        return (length(.horizontal), length(.vertical))
    }

    @inline(never)
    mutating func containerRelativeFrameSize(_ i: Int32, _ crf: ContainerRelativeFrame, _ p: ProposedSize, _ ctx: LayoutContext) -> Size {
        let (width, height) = crfLengths(crf, ctx)
        return fixedFrameSize(i, FixedFrameLayout(width: width, height: height), p, ctx)
    }

    @inline(never)
    mutating func placeContainerRelativeFrame(_ i: Int32, _ crf: ContainerRelativeFrame, _ frame: Rect, _ p: ProposedSize, _ ctx: LayoutContext) {
        if crf.measuresReader {
            placeReaderFrame(i, crf, frame, p, ctx)
            return
        }
        var axes: [AxisComputation] = []
        var warnings: [String] = []
        var lengths: [Axis: Double] = [:]
        var scope = scopes[Int(ctx.scope)]
        for axis in Axis.allCases where crf.axes.contains(axis) {
            let usable = usableLength(axis, scope: ctx.scope)
            if usable.fellBack {
                let message: DiagnosticText = "the nearest container has no length on the \(axis.rawValue) axis (its proposal was unspecified); the next container out is used"
                warnings.append(message.text)
                diagnose(.warning, LayoutMessages.containerFallback, message, node: i)
            }
            if usable.scope == ctx.scope && scope.unstableAxes.contains(axis) {
                let message: DiagnosticText = "containerRelativeFrame on the \(axis.rawValue) axis of a scroll view that does not scroll on it: the container's length depends on its content (SwiftUI can crash or loop here); the scroll view's proposal is used"
                warnings.append(message.text)
                diagnose(.warning, LayoutMessages.unstableScrollAxis, message, node: i)
            }
            scope = scopes[Int(usable.scope)]
            let outcome = ContainerRelativeFrameLayout.length(crf.rule, container: usable.length, axis)
            if let problem = outcome.problem {
                warnings.append(problem.message.text)
                // A closure's problem is reported at the closure, not at the modifier.
                var location: SourceLocation?
                if case .closure(let closure) = crf.rule { location = closure.location }
                diagnose(problem.severity, problem.id, problem.message, node: i, location: location)
            }
            if let length = outcome.length { lengths[axis] = length }
            axes.append(AxisComputation(axis: axis, containerLength: usable.length, formula: outcome.formula, result: outcome.length ?? .nan))
        }
        let childProposal = ProposedSize(width: lengths[.horizontal] ?? p.width, height: lengths[.vertical] ?? p.height)
        placeAligned(i, childProposal: childProposal, alignment: crf.alignment, in: frame, ctx)
        let childSize = arena.firstChild(i).map { frames[Int($0)].size } ?? .zero
        let chosen = scopes[Int(ctx.scope)]
        let reference = containerReference(chosen)
        let geometry = geometries[GeometryKey(node: chosen.nodeID, part: chosen.part)]
        trace.containerResolutions[Int(i)] = ContainerResolution(
            visited: ancestorVisits(from: i, to: chosen.nodeID),
            container: reference,
            containerSize: geometry?.layoutFrame.size ?? Size(width: chosen.usableWidth ?? 0, height: chosen.usableHeight ?? 0),
            subtractions: geometry?.subtractions ?? [],
            usableSize: Size(width: usableLength(.horizontal, scope: ctx.scope).length, height: usableLength(.vertical, scope: ctx.scope).length),
            axes: axes, proposalToChild: childProposal, childSize: childSize, frame: frame, warnings: warnings)
    }

    func containerReference(_ scope: ContainerScope) -> ContainerReference {
        guard let node = scope.nodeID, case .container(let container) = arena.kinds[Int(node)] else {
            return ContainerReference(nodeID: nil, typeName: "window", kindID: "window")
        }
        return ContainerReference(nodeID: Int(node), typeName: container.viewName, kindID: container.kind.id, part: scope.part, origin: container.kind.origin)
    }

    /// The ancestors of `node`, nearest first, with why each was passed over, up to `container`.
    func ancestorVisits(from node: Int32, to container: Int32?) -> [AncestorVisit] {
        var visits: [AncestorVisit] = []
        var below = node
        for ancestor in ancestorStack.dropLast().reversed() {
            defer { below = ancestor }
            let kind = arena.kinds[Int(ancestor)]
            let verdict: AncestorVisit.Verdict
            if ancestor == container {
                verdict = .chosen
            } else {
                switch kind {
                case .overlay, .background:
                    if below == arena.secondChild(ancestor), let primary = arena.firstChild(ancestor) {
                        let isContainer: Bool
                        if case .container = arena.kinds[Int(primary)] { isContainer = true } else { isContainer = false }
                        verdict = .secondaryOf(primaryID: Int(primary), primaryType: arena.kinds[Int(primary)].typeName, primaryIsContainer: isContainer)
                    } else {
                        verdict = .notAContainer
                    }
                case .container(let node):
                    if !node.kind.providesContainerSize {
                        verdict = .passedBy(reason: "its kind '\(node.kind.id)' does not provide a size to containerRelativeFrame")
                    } else if case .list = node.kind.strategy, !providesSize(node.kind) {
                        verdict = .passedBy(reason: "lists are passed by (list behaviour 'passes-by')")
                    } else {
                        verdict = .notAContainer
                    }
                default:
                    verdict = .notAContainer
                }
            }
            visits.append(AncestorVisit(nodeID: Int(ancestor), typeName: kind.typeName, name: arena.names[Int(ancestor)], verdict: verdict))
            if ancestor == container { break }
        }
        return visits
    }
}
