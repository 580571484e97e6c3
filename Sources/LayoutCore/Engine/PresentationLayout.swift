/// Where a presentation (`sheet`, `fullScreenCover`, `popover`, `inspector`) puts its content, from
/// the presentation kind's rules (`ContainerKind.presentation`) and the device's metrics. The
/// presented content is a second tree: it is laid out as the root of the presentation's frame, whose
/// safe area is the part of the screen's safe-area insets the frame overlaps, inside a container of
/// the presentation kind (so `containerRelativeFrame` measures the sheet).
public struct PresentedLayout: Sendable {
    /// The kind that placed the content, after adaptation (a compact popover is a `sheet`).
    public var kind: ContainerKind
    /// The presentation's frame in the window.
    public var frame: Rect
    /// Its own safe area: the screen's insets it overlaps.
    public var safeArea: EdgeInsets
    /// The presented tree: a container of `kind` around the content.
    public var root: ViewNode
    /// The environment the presented tree is laid out in: the frame's size and safe area.
    public var environment: LayoutEnvironment
    /// How the frame was decided, one line each, with the numbers and where they came from.
    public var steps: [String]
    public var diagnostics: [LayoutDiagnostic]
    /// The detent the sheet rests at (`.medium`), for kinds sized by detents.
    public var detent: PresentationDetent?
    /// Why that detent: the selection binding's first value, or the smallest listed.
    public var detentReason: String?
    /// The environment the main content is laid out in while this is presented: the window minus
    /// an inspector column beside it, otherwise the whole window.
    public var mainEnvironment: LayoutEnvironment
}

public enum PresentationLayout {
    /// Resolves `spec` in `environment`; `kindNamed` finds a presentation kind by view name or id.
    /// Throws when no kind or rule places it (the message says which file to add or fix).
    /// `originText` spells a profile position in the steps (a path relative to the working directory).
    /// `anchor` is the frame of the view the presentation is attached to, in the main layout (a
    /// popover is placed next to it).
    public static func resolve(
        _ spec: PresentationSpec, in environment: LayoutEnvironment, anchor: Rect? = nil,
        originText: @escaping (ProfileOrigin) -> String = { $0.description },
        kindNamed: (String) -> ContainerKind?
    ) throws(PresentationError) -> PresentedLayout {
        var resolver = Resolver(spec: spec, env: environment, anchor: anchor, originText: originText)
        guard let layout = resolver.run(kindNamed) else {
            throw PresentationError(message: resolver.diagnostics.last?.message ?? "the presentation could not be placed")
        }
        return layout
    }

    /// Every presentation node of `root` in pre-order, with its pre-order id and source position.
    public static func presentations(in root: ViewNode) -> [(spec: PresentationSpec, id: Int, location: SourceLocation?)] {
        var found: [(spec: PresentationSpec, id: Int, location: SourceLocation?)] = []
        var work: [(node: ViewNode, id: Int)] = [(root, 0)]
        while let (node, id) = work.popLast() {
            if case .presentation(let spec) = node.kind { found.append((spec, id, node.location)) }
            var next = id + 1
            var children: [(ViewNode, Int)] = []
            for child in node.children {
                children.append((child, next))
                next += child.nodeCount
            }
            work.append(contentsOf: children.reversed())
        }
        return found
    }

    /// The frame of node `id` of `root` laid out in `environment`: the view a presentation node is
    /// attached to (the presentation node takes its receiver's frame); nil when it is not laid out.
    public static func anchorFrame(of id: Int, in root: ViewNode, environment: LayoutEnvironment) -> Rect? {
        let result = LayoutEngine.layout(root, in: environment)
        guard result.nodes.indices.contains(id) else { return nil }
        let frame = result.nodes.frame(id)
        return frame.width.isFinite && frame.height.isFinite ? frame : nil
    }

    /// Why a presentation could not be placed.
    public struct PresentationError: Error, Sendable {
        public var message: String
    }

    struct Resolver {
        let spec: PresentationSpec
        let env: LayoutEnvironment
        let anchor: Rect?
        let originText: (ProfileOrigin) -> String
        var steps: [String] = []
        var diagnostics: [LayoutDiagnostic] = []
        var detent: PresentationDetent?
        var detentReason: String?
        /// The large detent's height, once a detent was chosen (to tell a partial-height sheet).
        var largeHeight: Double?

        mutating func run(_ kindNamed: (String) -> ContainerKind?) -> PresentedLayout? {
            guard let (kind, rule) = chooseRule(kindNamed) else { return nil }
            let window = env.windowSize
            let width = min(window.width, length(rule.width, axis: .horizontal, rule: rule, kind: kind))
            let height = min(window.height, length(rule.height, axis: .vertical, rule: rule, kind: kind))
            let origin: Point
            switch rule.placement {
            case .center: origin = Point(x: (window.width - width) / 2, y: (window.height - height) / 2)
            case .bottom: origin = Point(x: (window.width - width) / 2, y: window.height - height)
            case .trailing:
                let x = env.layoutDirection == .rightToLeft ? 0 : window.width - width
                origin = Point(x: x, y: (window.height - height) / 2)
            case .anchored: origin = .zero
            }
            var frame = Rect(origin: origin, size: Size(width: width, height: height))
            if rule.placement == .anchored { frame = anchored(frame.size, rule) }
            if rule.placement == .bottom { frame = floating(frame, rule) }
            let safe = overlap(of: frame)
            let place = switch rule.placement {
            case .center: "centred"
            case .bottom: "at the bottom"
            case .trailing: env.layoutDirection == .rightToLeft ? "along the trailing edge, the left in right-to-left" : "along the trailing edge"
            case .anchored: "next to its source view"
            }
            steps.append("placed \(place): frame \(describe(frame)); its safe area is the screen's insets it overlaps: \(describe(safe))")
            var presented = env
            presented.windowSize = frame.size
            presented.safeAreaInsets = safe
            presented.description.windowName = kind.id
            let root = ViewNode(.container(ContainerNode(kind: kind)), children: [spec.content], location: spec.content.location)
            let main = mainEnvironment(beside: frame, rule, kind)
            return PresentedLayout(
                kind: kind, frame: frame, safeArea: safe, root: root, environment: presented, steps: steps, diagnostics: diagnostics,
                detent: detent, detentReason: detentReason, mainEnvironment: main)
        }

        /// The main content's environment: beside a column that narrows it, else the whole window.
        mutating func mainEnvironment(beside frame: Rect, _ rule: PresentationRule, _ kind: ContainerKind) -> LayoutEnvironment {
            var main = env
            guard rule.narrowsMain, frame.width > 0 else {
                steps.append("the main content keeps the whole window, \(formatLength(env.windowSize.width))×\(formatLength(env.windowSize.height)): the \(kind.id) is over it")
                return main
            }
            let width = max(0, env.windowSize.width - frame.width)
            main.windowSize.width = width
            main.safeAreaInsets.trailing = 0
            steps.append("the main content is laid out beside the \(kind.id): \(formatLength(env.windowSize.width)) − \(formatLength(frame.width)) = \(formatLength(width)) wide (narrowsMain\(at(rule.origin))); the column takes the trailing safe-area inset, so containerRelativeFrame in the main content measures \(formatLength(width))\(env.layoutDirection == .rightToLeft ? "; in right-to-left the main content is on the right, from x = \(formatLength(frame.width))" : "")")
            return main
        }

        /// A sheet below its large detent floats in from the sides and bottom by the rule's
        /// `floatingInset` metric (iOS 26); at the large detent it stays attached to the edges.
        mutating func floating(_ frame: Rect, _ rule: PresentationRule) -> Rect {
            guard let name = rule.floatingInset, let inset = metric(name) else { return frame }
            guard inset > 0 else {
                steps.append("\(name) is 0 on this OS\(cite(name)): the sheet is attached to the screen's edges")
                return frame
            }
            guard let large = largeHeight, frame.height < large else {
                steps.append("at the large detent the sheet spans the width and is attached to the bottom (\(name) \(formatLength(inset)) applies only below it)")
                return frame
            }
            let window = env.windowSize
            let width = max(0, window.width - 2 * inset)
            let floated = Rect(origin: Point(x: inset, y: window.height - inset - frame.height), size: Size(width: width, height: frame.height))
            steps.append("below the large detent the sheet floats \(formatLength(inset)) in from the sides and bottom (\(name)\(cite(name))): width \(formatLength(window.width)) − 2 × \(formatLength(inset)) = \(formatLength(width)), y = \(formatLength(window.height)) − \(formatLength(inset)) − \(formatLength(frame.height)) = \(formatLength(floated.minY))")
            return floated
        }

        /// The kind and rule that apply, following `adaptsTo` (and the content's compact adaptation).
        mutating func chooseRule(_ kindNamed: (String) -> ContainerKind?) -> (ContainerKind, PresentationRule)? {
            var name = spec.modifier
            var visited: Set<String> = []
            while true {
                guard let kind = kindNamed(name) else {
                    diagnostics.append(LayoutDiagnostic(LayoutMessages.presentationKindMissing, severity: .error, message: "there is no presentation kind '\(name)' (add Containers/\(name).yaml with a presentation: section)"))
                    return nil
                }
                visited.insert(kind.id)
                let applicable = kind.presentation.filter(applies)
                guard let rule = applicable.first else {
                    diagnostics.append(LayoutDiagnostic(LayoutMessages.presentationRuleMissing, severity: .error, message: "the presentation kind '\(kind.id)' has no presentation rule for \(env.description.displayName) (\(env.horizontalSizeClass.rawValue) width)"))
                    return nil
                }
                let width = "a \(env.horizontalSizeClass.rawValue) width"
                guard var target = rule.adaptsTo else {
                    let sizing = rule.sizing == nil ? "" : " with .presentationSizing(.\(spec.sizing ?? "automatic"))"
                    steps.append("\(spec.modifier) is presented as \(kind.id) in \(width)\(sizing)\(at(rule.origin))")
                    return (kind, rule)
                }
                if let adaptation = spec.compactAdaptation {
                    if adaptation == "none" || kindNamed(adaptation)?.id == kind.id {
                        if let own = applicable.first(where: { $0.adaptsTo == nil }) {
                            steps.append(".presentationCompactAdaptation(.\(adaptation)) keeps the \(kind.id) in \(width)\(at(own.origin))")
                            return (kind, own)
                        }
                        steps.append(".presentationCompactAdaptation(.\(adaptation)) asks to keep the \(kind.id), but it has no rule for \(width); it adapts as the kind says")
                    } else {
                        steps.append(".presentationCompactAdaptation(.\(adaptation)) replaces the kind's adaptation to \(target)")
                        target = adaptation
                    }
                }
                if let next = kindNamed(target), visited.contains(next.id) {
                    diagnostics.append(LayoutDiagnostic(LayoutMessages.presentationCycle, severity: .error, message: "presentation kinds adapt to each other in a cycle (\(kind.id) → \(target))\(at(rule.origin))"))
                    return nil
                }
                steps.append("\(kind.id) in \(width) adapts to \(target)\(at(rule.origin))")
                name = target
            }
        }

        func applies(_ rule: PresentationRule) -> Bool {
            if let sizing = rule.sizing, !sizing.contains(spec.sizing ?? "automatic") { return false }
            let condition = rule.condition
            if let idioms = condition.idioms, !idioms.contains(env.idiom) { return false }
            if let h = condition.horizontalSizeClass, h != env.horizontalSizeClass { return false }
            if let v = condition.verticalSizeClass, v != env.verticalSizeClass { return false }
            return true
        }

        // MARK: Lengths

        mutating func length(_ length: PresentationLength, axis: Axis, rule: PresentationRule, kind: ContainerKind) -> Double {
            let window = env.windowSize[axis]
            let side = axis == .horizontal ? "width" : "height"
            switch length {
            case .window:
                steps.append("\(side) \(formatLength(window)): the whole window")
                return window
            case .metric(let name):
                if axis == .horizontal, let preferred = spec.preferredWidth {
                    let clamped = preferred.isFinite ? max(0, preferred) : 0
                    if clamped != preferred { warn(LayoutMessages.inspectorWidthClamped, "inspectorColumnWidth(\(formatLength(preferred))) is not a usable width; \(formatLength(clamped)) is used") }
                    steps.append("width \(formatLength(clamped)): inspectorColumnWidth in the content (instead of \(name))")
                    return clamped
                }
                guard let value = metric(name) else {
                    diagnostics.append(LayoutDiagnostic(LayoutMessages.deviceMetricMissing, severity: .error, message: "device '\(env.description.deviceID)' has no metric '\(name)' used by \(kind.id)\(at(rule.origin)); the whole window is used"))
                    return window
                }
                steps.append("\(side) \(formatLength(value)): metric \(name)\(cite(name))")
                return value
            case .ideal:
                let ideal = idealSize()[axis]
                let room = window - (axis == .horizontal ? env.safeAreaInsets.leading + env.safeAreaInsets.trailing : env.safeAreaInsets.top + env.safeAreaInsets.bottom)
                let value = min(ideal, max(0, room))
                steps.append("\(side) \(formatLength(value)): the content's ideal \(side) \(formatLength(ideal))" + (value < ideal ? ", limited to the window's safe area \(formatLength(room))" : ""))
                return value
            case .detents:
                guard axis == .vertical else {
                    steps.append("width \(formatLength(window)): detents set heights only, so the whole window")
                    return window
                }
                return detentHeight(rule)
            case .large:
                let (large, text) = largeDetent(rule)
                steps.append("\(side) \(formatLength(large)): the large sheet height, \(text)")
                return large
            }
        }

        /// The large detent: from the top gap below the safe area to the bottom of the window.
        func largeDetent(_ rule: PresentationRule) -> (Double, String) {
            let window = env.windowSize.height
            let gap = rule.topGap.flatMap(metric) ?? 0
            let large = max(0, window - env.safeAreaInsets.top - gap)
            var text = "\(formatLength(window)) − \(formatLength(env.safeAreaInsets.top)) (top safe area)"
            if let name = rule.topGap { text += " − \(formatLength(gap)) (\(name)\(cite(name)))" }
            return (large, text + " = \(formatLength(large))")
        }

        /// The sheet's height: the detent the selection binding starts at when the source gives it,
        /// else the smallest, where SwiftUI opens a sheet (UIKit documents a nil
        /// `selectedDetentIdentifier` as the smallest detent); `.large` reaches from the top gap below
        /// the safe area to the bottom.
        mutating func detentHeight(_ rule: PresentationRule) -> Double {
            let window = env.windowSize.height
            let (large, largeDescription) = largeDetent(rule)
            largeHeight = large
            let largeText = "large = " + largeDescription
            let detents = spec.detents.isEmpty ? [PresentationDetent.large] : spec.detents
            var smallest = Double.infinity
            var smallestDetent = PresentationDetent.large
            var selected: (PresentationDetent, Double)?
            var lines: [String] = []
            for detent in detents {
                let value: Double
                switch detent {
                case .large:
                    value = large
                    lines.append(".large \(formatLength(large))")
                case .medium:
                    if env.verticalSizeClass == .compact {
                        value = large
                        lines.append(".medium \(formatLength(large)): inactive in compact height (Apple: PresentationDetent.medium), so .large")
                    } else {
                        value = window / 2
                        lines.append(".medium \(formatLength(window)) / 2 = \(formatLength(value)) (Apple: \"approximately half the height of the screen\")")
                    }
                case .fraction(let f):
                    let clamped = f.isNaN ? 0 : min(1, max(0, f))
                    if clamped != f { warn(LayoutMessages.detentClamped, ".fraction(\(formatLength(f))) is outside 0…1; it is clamped to \(formatLength(clamped))") }
                    value = clamped * large
                    lines.append(".fraction(\(formatLength(clamped))) \(formatLength(clamped)) × \(formatLength(large)) = \(formatLength(value)) (a fraction of the large height: estimate)")
                case .height(let h):
                    let clamped = h.isFinite ? min(large, max(0, h)) : (h == .infinity ? large : 0)
                    if h.isNaN || h < 0 {
                        warn(LayoutMessages.detentClamped, ".height(\(formatLength(h))) is not a height; it is clamped to \(formatLength(clamped))")
                    } else if clamped < h {
                        warn(LayoutMessages.detentClamped, ".height(\(formatLength(h))) is taller than the large detent; it is clamped to \(formatLength(clamped))")
                    }
                    value = clamped
                    lines.append(".height(\(formatLength(h))) \(formatLength(clamped))")
                }
                if value < smallest { (smallest, smallestDetent) = (value, detent) }
                if detent == spec.selectedDetent { selected = (detent, value) }
            }
            let listed = "\(largeText); \(lines.joined(separator: "; "))"
            if let (chosen, value) = selected {
                detent = chosen
                detentReason = "the selection binding starts at \(chosen.sourceText)"
                steps.append("height \(formatLength(value)): \(detentReason!) (presentationDetents(_:selection:)) (\(listed))")
                return value
            }
            detent = smallestDetent
            if smallest == .infinity { smallest = large }
            if let wanted = spec.selectedDetent {
                warn(LayoutMessages.detentSelectionUnlisted, "the selection binding starts at \(wanted.sourceText), which presentationDetents does not list; the smallest detent is used")
                detentReason = "the smallest detent (the selection's \(wanted.sourceText) is not listed)"
            } else if let unknown = spec.selectionUnknown {
                detentReason = "the smallest detent (\(unknown))"
            } else {
                detentReason = "the smallest detent"
            }
            steps.append("height \(formatLength(smallest)): \(detentReason!), where the sheet opens (UIKit: with no selected detent \"the sheet displays at the smallest detent you specify\"), decides the laid-out height (\(listed))")
            return smallest
        }

        // MARK: Anchored (popover)

        /// A popover next to its source view: on the side its arrow edge names, else below, above,
        /// trailing or leading, whichever fits first; clamped into the window by the margin metric.
        mutating func anchored(_ size: Size, _ rule: PresentationRule) -> Rect {
            let window = env.windowSize
            guard var source = anchor else {
                steps.append("the source view's frame is not known: the popover is centred")
                return Rect(origin: Point(x: (window.width - size.width) / 2, y: (window.height - size.height) / 2), size: size)
            }
            if let point = spec.attachmentPoint {
                source = Rect(origin: Point(x: source.minX + point.x * source.width, y: source.minY + point.y * source.height), size: .zero)
                steps.append("attachmentAnchor .point(\(formatLength(point.x)), \(formatLength(point.y))): the arrow points at (\(formatLength(source.minX)), \(formatLength(source.minY)))")
            }
            let arrow = rule.arrow.flatMap(metric) ?? 0
            let margin = rule.margin.flatMap(metric) ?? 0
            let insets = env.safeAreaInsets
            // Frames are in screen points from the left; leading is the right in right-to-left.
            let rightToLeft = env.layoutDirection == .rightToLeft
            let left = rightToLeft ? insets.trailing : insets.leading
            let bounds = Rect(
                origin: Point(x: left + margin, y: insets.top + margin),
                size: Size(width: max(0, window.width - insets.leading - insets.trailing - 2 * margin), height: max(0, window.height - insets.top - insets.bottom - 2 * margin)))
            var figures = "source \(describe(source))"
            if let name = rule.arrow { figures += "; arrow \(formatLength(arrow)) (\(name)\(cite(name)))" }
            if let name = rule.margin { figures += "; margin \(formatLength(margin)) from the safe area (\(name)\(cite(name)))" }
            steps.append(figures)
            let roomRight = bounds.maxX - source.maxX - arrow
            let roomLeft = source.minX - arrow - bounds.minX
            let room: [Edge: Double] = [
                .bottom: bounds.maxY - source.maxY - arrow, .top: source.minY - arrow - bounds.minY,
                .trailing: rightToLeft ? roomLeft : roomRight, .leading: rightToLeft ? roomRight : roomLeft,
            ]
            func fits(_ side: Edge) -> Bool { (room[side] ?? 0) >= (side.axis == .vertical ? size.height : size.width) }
            let side: Edge
            if let edge = spec.arrowEdge, (room[edge] ?? 0) > 0 {
                side = edge
                steps.append("arrowEdge: .\(edge.rawValue) puts the popover on the source's \(edge.rawValue) side (iOS 18+ honours it; iOS 17 ignores arrowEdge on iPhone and iPad)")
            } else if let edge = spec.arrowEdge, let first = [Edge.bottom, .top, .trailing, .leading].first(where: fits) {
                side = first
                steps.append("arrowEdge: .\(edge.rawValue) leaves no room (\(formatLength(room[edge] ?? 0))) on the source's \(edge.rawValue) side, so the popover goes \(Self.sideName(first)), the first side with room (an estimate of UIKit)")
            } else if let first = [Edge.bottom, .top, .trailing, .leading].first(where: fits) {
                side = first
                let order = "below (arrow up), above, trailing, leading"
                steps.append("no arrowEdge: the first side with room in the order \(order) is \(Self.sideName(first)) (room \(formatLength(room[first] ?? 0)) for \(formatLength(first.axis == .vertical ? size.height : size.width)))")
            } else {
                side = Edge.allCases.max { (room[$0] ?? 0) < (room[$1] ?? 0) } ?? .bottom
                steps.append("no side has room for the whole popover: \(Self.sideName(side)), which has the most (\(formatLength(room[side] ?? 0)))")
            }
            var frame = Rect(origin: .zero, size: size)
            switch side {
            case .bottom, .top:
                frame.size.height = min(size.height, max(0, room[side] ?? 0))
                frame.origin.y = side == .bottom ? source.maxY + arrow : source.minY - arrow - frame.height
                frame.origin.x = Self.clamp(source.midX - size.width / 2, bounds.minX, bounds.maxX - size.width)
            case .trailing, .leading:
                frame.size.width = min(size.width, max(0, room[side] ?? 0))
                let onTheRight = (side == .trailing) != rightToLeft
                frame.origin.x = onTheRight ? source.maxX + arrow : source.minX - arrow - frame.width
                frame.origin.y = Self.clamp(source.midY - size.height / 2, bounds.minY, bounds.maxY - size.height)
            }
            steps.append("\(Self.sideName(side)): the popover's \(side.axis == .vertical ? "x" : "y") centres on the source (\(formatLength(side.axis == .vertical ? source.midX - size.width / 2 : source.midY - size.height / 2))), kept within \(formatLength(margin)) of the safe area: \(formatLength(side.axis == .vertical ? frame.minX : frame.minY))")
            return frame
        }

        static func sideName(_ side: Edge) -> String {
            switch side {
            case .bottom: "below the source (arrow up)"
            case .top: "above the source (arrow down)"
            case .trailing: "trailing the source (arrow pointing back)"
            case .leading: "leading the source (arrow pointing back)"
            }
        }

        static func clamp(_ value: Double, _ low: Double, _ high: Double) -> Double {
            high < low ? low : min(max(value, low), high)
        }

        /// The content's ideal size: laid out under `fixedSize()` in the window.
        func idealSize() -> Size {
            let probe = ViewNode(.fixedSize(horizontal: true, vertical: true), children: [spec.content])
            let result = LayoutEngine.layout(probe, in: env)
            guard let size = result.nodes.first?.frame.size, size.width.isFinite, size.height.isFinite else { return .zero }
            return Size(width: max(0, size.width), height: max(0, size.height))
        }

        // MARK: Helpers

        func metric(_ name: String) -> Double? {
            guard let value = env.metrics[name], value.isFinite, value >= 0 else { return nil }
            return value
        }

        /// Where a metric came from, and whether the profile marks it approximate.
        func cite(_ name: String) -> String {
            var text = env.metricOrigins[.metric(name)].map { ", \(originText($0))" } ?? ""
            if let note = env.approximateFigures[.metric(name)] { text += "; estimate: \(note)" }
            return text
        }

        func at(_ origin: ProfileOrigin?) -> String {
            origin.map { " (rule at \(originText($0)))" } ?? ""
        }

        mutating func warn(_ id: DiagnosticID, _ message: DiagnosticText) {
            diagnostics.append(LayoutDiagnostic(id, severity: .warning, message: message, location: spec.content.location))
        }

        /// The screen's safe-area insets that `frame` overlaps, edge by edge.
        func overlap(of frame: Rect) -> EdgeInsets {
            let window = env.windowSize
            let insets = env.safeAreaInsets
            func clamp(_ value: Double, _ limit: Double) -> Double { min(max(0, value), max(0, limit)) }
            // Frames are in screen points from the left; leading is the right edge in right-to-left.
            let (left, right) = env.layoutDirection == .rightToLeft ? (insets.trailing, insets.leading) : (insets.leading, insets.trailing)
            let fromLeft = clamp(left - frame.minX, frame.width)
            let fromRight = clamp(frame.maxX - (window.width - right), frame.width)
            let rightToLeft = env.layoutDirection == .rightToLeft
            return EdgeInsets(
                top: clamp(insets.top - frame.minY, frame.height),
                leading: rightToLeft ? fromRight : fromLeft,
                bottom: clamp(frame.maxY - (window.height - insets.bottom), frame.height),
                trailing: rightToLeft ? fromLeft : fromRight)
        }

        func describe(_ rect: Rect) -> String {
            "\(formatLength(rect.width))×\(formatLength(rect.height)) at (\(formatLength(rect.minX)), \(formatLength(rect.minY)))"
        }

        func describe(_ insets: EdgeInsets) -> String {
            "top \(formatLength(insets.top)), leading \(formatLength(insets.leading)), bottom \(formatLength(insets.bottom)), trailing \(formatLength(insets.trailing))"
        }
    }
}
