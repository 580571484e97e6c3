/// A label part that its control's resolved sizing does not show (`hiddenParts` of its view
/// kind: a Slider's `label` on iOS, a segmented Picker's title and options, anything under
/// `.labelsHidden()`). Layout never places it, so it has no frame; the outputs say it is hidden.
public struct HiddenPart: Sendable, Hashable {
    /// The control whose kind hides the part.
    public var controlID: Int
    /// The part's name (`label`, `title`, `content`); nodes inside it report the same part.
    public var part: String
    public var viewName: String
    public var kindID: String
    /// The variants whose `hiddenParts` decided it (`pickerStyle: segmented`); empty for the kind's default.
    public var variants: [String]
    /// Where the deciding `hiddenParts` was written (`Views/Picker.yaml:33`).
    public var origin: ProfileOrigin?
    /// The kind's `hiddenReason`: why the style does not show the part, with its source.
    public var reason: String?

    /// `hidden by the style: Picker (view kind 'Picker') does not show its 'title' part with
    /// [pickerStyle: segmented] (Views/Picker.yaml:33)`.
    public var explanation: String {
        let when = variants.isEmpty ? "in its default style" : "with [\(variants.joined(separator: "; "))]"
        let written = origin.map { " (hiddenParts, \($0.shortText))" } ?? ""
        let why = reason.map { "; \($0)" } ?? ""
        return "hidden by the style: \(viewName) (view kind '\(kindID)') does not show its '\(part)' part \(when)\(written), so it is not laid out and has no frame\(why)"
    }
}

extension LayoutResult {
    /// Every node that is, or is inside, a hidden label part, by id. Resolved with the same plan
    /// as layout (`controlPlan(for:)`), so it names exactly the parts layout left out.
    public func hiddenParts() -> [Int: HiddenPart] {
        var hidden: [Int: HiddenPart] = [:]
        var partOffsets: [Int: Int] = [:]
        var hiders: [Int: (names: Set<String>, template: HiddenPart)?] = [:]
        for id in nodes.indices {
            guard let parent = nodes.parent(id) else { continue }
            if let outer = hidden[parent] {
                hidden[id] = outer
                continue
            }
            guard case .control(let control) = nodes.kind(parent) else { continue }
            let offset = partOffsets[parent, default: 0]
            partOffsets[parent] = offset + 1
            if hiders[parent] == nil { hiders[parent] = .some(hider(parent, control)) }
            let part = offset < control.parts.count ? control.parts[offset] : "label"
            if case let (names, template)?? = hiders[parent], names.contains(part) {
                var entry = template
                entry.part = part
                hidden[id] = entry
            }
        }
        return hidden
    }

    /// The parts control `id` hides and what to say about them; nil when it shows every part.
    private func hider(_ id: Int, _ control: ControlNode) -> (names: Set<String>, template: HiddenPart)? {
        guard let plan = controlPlan(for: id), let names = plan.sizing.hiddenParts, !names.isEmpty else { return nil }
        let deciding = plan.variants.filter { $0.sizing.hiddenParts != nil }.map(\.conditionText)
        let template = HiddenPart(
            controlID: id, part: "", viewName: control.viewName, kindID: control.kind.id,
            variants: Array(deciding.suffix(1)), origin: plan.origin(of: "hiddenParts"),
            reason: plan.sizing.hiddenReason)
        return (Set(names), template)
    }
}
