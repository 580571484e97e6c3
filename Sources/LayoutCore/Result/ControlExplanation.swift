extension ProfileOrigin {
    /// `Views/Toggle.yaml:12`: the file's folder and name, and the line.
    public var shortText: String {
        let components = file.split(separator: "/", omittingEmptySubsequences: true)
        return "\(components.suffix(2).joined(separator: "/")):\(line)"
    }
}

extension LayoutResult {
    /// The plan layout used for control `id`: the selections and font of its ancestors, replayed
    /// from the root as layout applied them.
    public func controlPlan(for id: Int) -> ControlPlan? {
        guard case .control(let control) = nodes[id].kind else { return nil }
        var selections: [String: String] = [:]
        var style = TextStyle.body
        var systemFont: SystemFont?
        var category = environment.dynamicTypeSize
        let chain = Array(ancestors(of: id).reversed())
        for (k, ancestor) in chain.enumerated() {
            switch ancestor.kind {
            case .controlSelection(let name, let value): selections[name] = value
            case .font(let font): style = font; systemFont = nil
            case .textEnvironment(.systemFont(let font)): systemFont = font
            case .textEnvironment(.fontWeight(let weight)): selections["fontWeight"] = weight.rawValue
            case .textEnvironment(.dynamicTypeSize(let range)): category = range.clamp(category)
            case .control(let outer):
                let plan = ControlPlan(outer, selections: selections, textStyle: style, systemFont: systemFont, dynamicTypeSize: category, environment: environment)
                style = plan.fontStyle
                // The part of `outer` the view is in takes that part's font and selections
                // (a ContentUnavailableView's actions: controlSize small), as layout gave them.
                guard plan.rule == .flexible || plan.rule == .hugs, plan.sizing.arrangement == .vertical else { break }
                let next = k + 1 < chain.count ? chain[k + 1].id : id
                let offset = nodes.lazy.filter { $0.parent == ancestor.id && $0.id < next }.count
                guard offset < outer.parts.count else { break }
                let part = outer.parts[offset]
                if let font = plan.sizing.partFonts?[part] { style = font }
                if let font = plan.sizing.partSystemFonts?[part] { systemFont = font.resolved(environment.textStyles, at: category) }
                for (name, value) in plan.sizing.partSelections?[part] ?? [:] { selections[name] = value }
            default: break
            }
        }
        return ControlPlan(control, selections: selections, textStyle: style, systemFont: systemFont, dynamicTypeSize: category, environment: environment)
    }

    func controlDecision(_ id: Int, _ control: ControlNode) -> SizingDecision {
        guard var plan = controlPlan(for: id) else { return SizingDecision(rule: control.viewName, detail: "") }
        let node = nodes[id]
        let p = node.proposal
        let s = node.frame.size
        if let rows = listRowsDecision(id, control, plan) { return rows }
        let rule = plan.rule
        let ruleOrigin = plan.origin(of: "rule").map { " (\($0.shortText))" } ?? ""
        var parts: [String] = ["proposed \(p.description); \(control.viewName): \(plan.ruleDescription)\(ruleOrigin)"]
        func cite(_ key: String, _ length: ControlLength?) -> String {
            guard let length else { return "" }
            let written = plan.origin(of: key).map { ", \($0.shortText)" } ?? ""
            switch length {
            case .points: return written.isEmpty ? "" : " (\(written.dropFirst(2)))"
            case .em, .lines: return " (\(key) \(length.description) of \(plan.fontStyle.rawValue) \(formatLength(plan.font.pointSize)) pt\(written))"
            case .pixels: return " (\(key) \(length.description) at \(formatLength(environment.displayScale))×\(written))"
            case .metric(let name, let fallback, _):
                if let value = environment.metrics[name] {
                    let from = environment.metricOrigins[.metric(name)].map { ", \($0.shortText)" } ?? ""
                    return " (\(key) \(name) = \(formatLength(value)) from the device \(environment.description.deviceID)\(from))"
                }
                let value = plan.kind.metrics[name] ?? fallback ?? 0
                let from = plan.kind.metricOrigins[name].map { ", \($0.shortText)" } ?? written
                return " (\(key) \(name) = \(formatLength(value)), the kind's default\(from); \(environment.idiom.rawValue))"
            }
        }
        let label = nodes.children(of: id).filter { $0.frame.size != .zero || $0.kind.typeName == "Text" }
        let labelText = label.isEmpty ? "no label" : "label\(control.caption.map { " '\($0)'" } ?? "") \(label.count == 1 ? label[0].frame.size.description : unionSize(label).description)"
        let controlName = plan.sizing.controlName ?? "control"
        switch rule {
        case .fixed:
            let fixed = plan.controlSize()
            if let match = plan.tableMatch {
                let font = "\(plan.fontStyle.rawValue) \(formatLength(plan.font.pointSize)) pt \(plan.font.weight)"
                parts.append("\(formatLength(fixed.width))×\(formatLength(fixed.height)) whatever the proposal: \(match.explanation); at \(font), on the \(formatLength(environment.displayScale))× pixel grid: \(s.description)")
                return SizingDecision(rule: "\(control.kind.id) view kind", detail: parts.joined(separator: "; "))
            }
            if plan.kind.sizeTable != nil {
                parts.append(control.sizeTableKey.map { "'\($0)' is not in FrameLab's symbol table, so the fallback square [estimate]" } ?? "the symbol's name is computed, so the fallback square [estimate]")
            }
            parts.append("\(formatLength(fixed.width))×\(formatLength(fixed.height))\(cite("width", plan.sizing.width))\(cite("height", plan.sizing.height)) whatever the proposal: \(s.description)")
        case .flexible:
            parts.append("takes the proposal within its bounds (ideal where unspecified): \(s.description)")
        case .hugs:
            let insets = plan.insets()
            parts.append("\(labelText) plus insets \(formatLength(insets.leading))+\(formatLength(insets.trailing)) × \(formatLength(insets.top))+\(formatLength(insets.bottom))\(cite("insets", nil))\(minimumText(&plan)): \(s.description)")
        case .labelled:
            let size = plan.controlSize()
            let width = p.width.map { "fills the proposed width \(formatLength($0))" } ?? "the proposed width is unspecified: label + spacing + \(controlName)"
            if let trailing = plan.sizing.trailingParts, !trailing.isEmpty {
                parts.append("\(width); \(labelText); \(trailing.joined(separator: ", ")) trailing (at least \(controlName) \(size.description)); height the larger side = \(formatLength(s.height))")
            } else {
                parts.append("\(width); \(controlName) \(size.description)\(cite("width", plan.sizing.width)); \(labelText) leading; height max(label, \(controlName) \(formatLength(size.height))) = \(formatLength(s.height))")
            }
        case .stacked:
            let size = plan.controlSize()
            parts.append("\(labelText) above a \(controlName) \(formatLength(size.height)) tall\(cite("height", plan.sizing.height)), spacing \(formatLength(plan.spacing())): \(s.description)")
        case .text:
            let insets = plan.insets()
            let line = plan.value(plan.sizing.height) ?? plan.fieldLineHeight
            let width = p.width.map { "the proposed width \(formatLength($0))" } ?? "the proposal is unspecified, so its ideal width"
            parts.append("\(width); height one \(plan.fontStyle.rawValue) line \(formatLength(line)) + insets \(formatLength(insets.top))+\(formatLength(insets.bottom)) = \(formatLength(s.height))")
        case .aspect:
            parts.append("the largest \(formatLength(plan.sizing.ratio ?? 1)):1 box inside the proposal: \(s.description)")
        case .content:
            parts.append("as large as its content: \(s.description)")
        case .line:
            let thickness = plan.thickness()
            let vertical = s.width == thickness && s.height != thickness
            let across = (plan.sizing.orientation ?? .acrossEnclosingStack) == .acrossEnclosingStack ? " across the enclosing stack's axis" : ""
            parts.append("\(vertical ? "vertical" : "horizontal") line\(across), \(formatLength(thickness)) thick\(cite("thickness", plan.sizing.thickness ?? .pixels(1))), the proposal along its length: \(s.description)")
        }
        if !plan.variants.isEmpty {
            parts.append("variant \(plan.variants.map { "[\($0.conditionText)]\($0.sizing.origins.values.map(\.line).min().map { " line \($0)" } ?? "")" }.joined(separator: ", "))")
        }
        for missing in plan.missingMetrics {
            parts.append("the device has no metric '\(missing.name)', so the kind's default \(formatLength(missing.used)) is used")
        }
        if let note = plan.sizing.note ?? plan.kind.source { parts.append("source: \(note)") }
        return SizingDecision(rule: "\(control.kind.id) view kind", detail: parts.joined(separator: "; "))
    }

    /// A control whose parts a List or Form placed as rows (`listRows`) has no size of its own.
    private func listRowsDecision(_ id: Int, _ control: ControlNode, _ plan: ControlPlan) -> SizingDecision? {
        guard let rowParts = plan.sizing.listRows, !rowParts.isEmpty else { return nil }
        let placed = nodes.children(of: id).compactMap { trace.listPlacements[$0.id] }
        guard let first = placed.first else { return nil }
        let written = plan.origin(of: "listRows").map { " (listRows, \($0.shortText))" } ?? ""
        let variant = plan.variants.isEmpty ? "" : ", variant \(plan.variants.map { "[\($0.conditionText)]" }.joined(separator: ", "))"
        let header = placed.contains { $0.role == .header } ? "its label the section's header" : "its other parts rows above them"
        var detail = "\(control.viewName): in the list #\(first.listID), each view of its \(rowParts.joined(separator: ", ")) part is a row of the section and \(header)\(written)\(variant); it has no layout of its own: its frame is their union, \(nodes[id].frame.description)"
        if let note = plan.sizing.note ?? plan.kind.source { detail += "; source: \(note)" }
        return SizingDecision(rule: "list rows", detail: detail)
    }

    private func unionSize(_ parts: [LaidOutNode]) -> Size {
        guard let first = parts.first else { return .zero }
        var minX = first.frame.minX, minY = first.frame.minY, maxX = first.frame.maxX, maxY = first.frame.maxY
        for part in parts {
            minX = min(minX, part.frame.minX); minY = min(minY, part.frame.minY)
            maxX = max(maxX, part.frame.maxX); maxY = max(maxY, part.frame.maxY)
        }
        return Size(width: maxX - minX, height: maxY - minY)
    }

    private func minimumText(_ plan: inout ControlPlan) -> String {
        var bounds: [String] = []
        if let width = plan.value(plan.sizing.minWidth) { bounds.append("minWidth \(formatLength(width))") }
        if let height = plan.value(plan.sizing.minHeight) { bounds.append("minHeight \(formatLength(height))\(plan.origin(of: "minHeight").map { " (\($0.shortText))" } ?? "")") }
        return bounds.isEmpty ? "" : ", at least \(bounds.joined(separator: ", "))"
    }
}
