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
}

public enum PresentationLayout {
    /// Resolves `spec` in `environment`; `kindNamed` finds a presentation kind by view name or id.
    /// Throws when no kind or rule places it (the message says which file to add or fix).
    /// `originText` spells a profile position in the steps (a path relative to the working directory).
    public static func resolve(
        _ spec: PresentationSpec, in environment: LayoutEnvironment, originText: @escaping (ProfileOrigin) -> String = { $0.description },
        kindNamed: (String) -> ContainerKind?
    ) throws(PresentationError) -> PresentedLayout {
        var resolver = Resolver(spec: spec, env: environment, originText: originText)
        guard let layout = resolver.run(kindNamed) else {
            throw PresentationError(message: resolver.diagnostics.last?.message ?? "the presentation could not be placed")
        }
        return layout
    }

    /// Why a presentation could not be placed.
    public struct PresentationError: Error, Sendable {
        public var message: String
    }

    struct Resolver {
        let spec: PresentationSpec
        let env: LayoutEnvironment
        let originText: (ProfileOrigin) -> String
        var steps: [String] = []
        var diagnostics: [LayoutDiagnostic] = []

        mutating func run(_ kindNamed: (String) -> ContainerKind?) -> PresentedLayout? {
            guard let (kind, rule) = chooseRule(kindNamed) else { return nil }
            let window = env.windowSize
            let width = min(window.width, length(rule.width, axis: .horizontal, rule: rule, kind: kind))
            let height = min(window.height, length(rule.height, axis: .vertical, rule: rule, kind: kind))
            let origin: Point
            switch rule.placement {
            case .center: origin = Point(x: (window.width - width) / 2, y: (window.height - height) / 2)
            case .bottom: origin = Point(x: (window.width - width) / 2, y: window.height - height)
            case .trailing: origin = Point(x: window.width - width, y: (window.height - height) / 2)
            }
            let frame = Rect(origin: origin, size: Size(width: width, height: height))
            let safe = overlap(of: frame)
            let place = switch rule.placement {
            case .center: "centred"
            case .bottom: "at the bottom"
            case .trailing: "along the trailing edge"
            }
            steps.append("placed \(place): frame \(describe(frame)); its safe area is the screen's insets it overlaps: \(describe(safe))")
            var presented = env
            presented.windowSize = frame.size
            presented.safeAreaInsets = safe
            presented.description.windowName = kind.id
            let root = ViewNode(.container(ContainerNode(kind: kind)), children: [spec.content], location: spec.content.location)
            return PresentedLayout(kind: kind, frame: frame, safeArea: safe, root: root, environment: presented, steps: steps, diagnostics: diagnostics)
        }

        /// The kind and rule that apply, following `adaptsTo` (and the content's compact adaptation).
        mutating func chooseRule(_ kindNamed: (String) -> ContainerKind?) -> (ContainerKind, PresentationRule)? {
            var name = spec.modifier
            var visited: Set<String> = []
            while true {
                guard let kind = kindNamed(name) else {
                    diagnostics.append(LayoutDiagnostic(severity: .error, message: "there is no presentation kind '\(name)' (add Containers/\(name).yaml with a presentation: section)"))
                    return nil
                }
                visited.insert(kind.id)
                let applicable = kind.presentation.filter(applies)
                guard let rule = applicable.first else {
                    diagnostics.append(LayoutDiagnostic(severity: .error, message: "the presentation kind '\(kind.id)' has no presentation rule for \(env.description.displayName) (\(env.horizontalSizeClass.rawValue) width)"))
                    return nil
                }
                let width = "a \(env.horizontalSizeClass.rawValue) width"
                guard var target = rule.adaptsTo else {
                    steps.append("\(spec.modifier) is presented as \(kind.id) in \(width)\(at(rule.origin))")
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
                    diagnostics.append(LayoutDiagnostic(severity: .error, message: "presentation kinds adapt to each other in a cycle (\(kind.id) → \(target))\(at(rule.origin))"))
                    return nil
                }
                steps.append("\(kind.id) in \(width) adapts to \(target)\(at(rule.origin))")
                name = target
            }
        }

        func applies(_ rule: PresentationRule) -> Bool {
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
                    if clamped != preferred { warn("inspectorColumnWidth(\(formatLength(preferred))) is not a usable width; \(formatLength(clamped)) is used") }
                    steps.append("width \(formatLength(clamped)): inspectorColumnWidth in the content (instead of \(name))")
                    return clamped
                }
                guard let value = metric(name) else {
                    diagnostics.append(LayoutDiagnostic(severity: .error, message: "device '\(env.description.deviceID)' has no metric '\(name)' used by \(kind.id)\(at(rule.origin)); the whole window is used"))
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
            }
        }

        /// The largest detent's height: `.large` reaches from the top gap below the safe area to the bottom.
        mutating func detentHeight(_ rule: PresentationRule) -> Double {
            let window = env.windowSize.height
            let gap = rule.topGap.flatMap(metric) ?? 0
            let large = max(0, window - env.safeAreaInsets.top - gap)
            var largeText = "large = \(formatLength(window)) − \(formatLength(env.safeAreaInsets.top)) (top safe area)"
            if let name = rule.topGap { largeText += " − \(formatLength(gap)) (\(name)\(cite(name)))" }
            largeText += " = \(formatLength(large))"
            let detents = spec.detents.isEmpty ? [PresentationDetent.large] : spec.detents
            var best = 0.0
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
                    if clamped != f { warn(".fraction(\(formatLength(f))) is outside 0…1; it is clamped to \(formatLength(clamped))") }
                    value = clamped * large
                    lines.append(".fraction(\(formatLength(clamped))) \(formatLength(clamped)) × \(formatLength(large)) = \(formatLength(value)) (a fraction of the large height: estimate)")
                case .height(let h):
                    let clamped = h.isFinite ? min(large, max(0, h)) : (h == .infinity ? large : 0)
                    if h.isNaN || h < 0 {
                        warn(".height(\(formatLength(h))) is not a height; it is clamped to \(formatLength(clamped))")
                    } else if clamped < h {
                        warn(".height(\(formatLength(h))) is taller than the large detent; it is clamped to \(formatLength(clamped))")
                    }
                    value = clamped
                    lines.append(".height(\(formatLength(h))) \(formatLength(clamped))")
                }
                best = max(best, value)
            }
            steps.append("height \(formatLength(best)): the largest detent decides the laid-out height (\(largeText); \(lines.joined(separator: "; ")))")
            return best
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
            var text = env.metricOrigins[name].map { ", \(originText($0))" } ?? ""
            if let note = env.approximateFigures[name] { text += "; estimate: \(note)" }
            return text
        }

        func at(_ origin: ProfileOrigin?) -> String {
            origin.map { " (rule at \(originText($0)))" } ?? ""
        }

        mutating func warn(_ message: String) {
            diagnostics.append(LayoutDiagnostic(severity: .warning, message: message, location: spec.content.location))
        }

        /// The screen's safe-area insets that `frame` overlaps, edge by edge.
        func overlap(of frame: Rect) -> EdgeInsets {
            let window = env.windowSize
            let insets = env.safeAreaInsets
            func clamp(_ value: Double, _ limit: Double) -> Double { min(max(0, value), max(0, limit)) }
            return EdgeInsets(
                top: clamp(insets.top - frame.minY, frame.height),
                leading: clamp(insets.leading - frame.minX, frame.width),
                bottom: clamp(frame.maxY - (window.height - insets.bottom), frame.height),
                trailing: clamp(frame.maxX - (window.width - insets.trailing), frame.width))
        }

        func describe(_ rect: Rect) -> String {
            "\(formatLength(rect.width))×\(formatLength(rect.height)) at (\(formatLength(rect.minX)), \(formatLength(rect.minY)))"
        }

        func describe(_ insets: EdgeInsets) -> String {
            "top \(formatLength(insets.top)), leading \(formatLength(insets.leading)), bottom \(formatLength(insets.bottom)), trailing \(formatLength(insets.trailing))"
        }
    }
}
