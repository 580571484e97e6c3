import LayoutCore

/// Builds a `ControlKind` from a view kind file's merged tree (already checked by the schema).
struct ViewKindDecoder {
    /// Metric names a plain-name length may use: device metrics, container and view defaults.
    var knownMetrics: Set<String>
    private(set) var diagnostics: [ProfileDiagnostic] = []

    mutating func decode(_ node: YAMLNode, document: ProfileDocument) -> ControlKind? {
        let before = diagnostics.count
        var metrics: [String: Double] = [:]
        var metricOrigins: [String: ProfileOrigin] = [:]
        for pair in node["metrics"]?.mapping ?? [] {
            if let value = pair.value.number {
                metrics[pair.name] = value
                metricOrigins[pair.name] = pair.value.mark.origin
            }
        }
        let sizing = self.sizing(node, ownMetrics: metrics)
        let variants = (node["variants"]?.sequence ?? []).map { item in
            var conditions: [String: String] = [:]
            for pair in item["when"]?.mapping ?? [] {
                conditions[pair.name] = pair.value.string ?? pair.value.scalar?.text ?? ""
            }
            return ControlVariant(conditions: conditions, sizing: self.sizing(item, ownMetrics: metrics))
        }
        var parts = ControlParts()
        if let section = node["parts"] {
            if let title = section["title"]?.bool { parts.title = title }
            if let icon = section["icon"]?.bool { parts.icon = icon }
            if let closures = Decode.strings(section["closures"]) { parts.closures = closures }
            if let trailing = section["trailingClosure"]?.string { parts.trailingClosure = trailing }
            if let texts = Decode.strings(section["texts"]) { parts.texts = texts }
        }
        let kind = ControlKind(
            id: document.id, viewNames: Decode.strings(node["viewNames"]) ?? [document.id],
            summary: node["summary"]?.string ?? "", parts: parts, sizing: sizing, variants: variants,
            metrics: metrics, metricOrigins: metricOrigins, source: node["source"]?.string,
            interactive: node["interactive"]?.bool ?? false, styleModifier: node["styleModifier"]?.string, origin: document.idMark.origin)
        return diagnostics.count == before ? kind : nil
    }

    private mutating func sizing(_ node: YAMLNode, ownMetrics: [String: Double]) -> ControlSizing {
        var sizing = ControlSizing()
        func length(_ key: String) -> ControlLength? {
            node[key].flatMap { self.length($0, ownMetrics: ownMetrics) }
        }
        sizing.rule = node["layout"]?.string.flatMap(ControlRule.init(rawValue:))
        sizing.width = length("width")
        sizing.height = length("height")
        sizing.minWidth = length("minWidth")
        sizing.idealWidth = length("idealWidth")
        sizing.maxWidth = length("maxWidth")
        sizing.minHeight = length("minHeight")
        sizing.idealHeight = length("idealHeight")
        sizing.maxHeight = length("maxHeight")
        if let insets = node["insets"] {
            var value = ControlInsets()
            if let top = insets["top"].flatMap({ self.length($0, ownMetrics: ownMetrics) }) { value.top = top }
            if let leading = insets["leading"].flatMap({ self.length($0, ownMetrics: ownMetrics) }) { value.leading = leading }
            if let bottom = insets["bottom"].flatMap({ self.length($0, ownMetrics: ownMetrics) }) { value.bottom = bottom }
            if let trailing = insets["trailing"].flatMap({ self.length($0, ownMetrics: ownMetrics) }) { value.trailing = trailing }
            sizing.insets = value
        }
        sizing.spacing = length("spacing")
        sizing.ratio = node["ratio"]?.number
        sizing.thickness = length("thickness")
        sizing.orientation = node["orientation"]?.string.flatMap(LineOrientation.init(rawValue:))
        sizing.trailingParts = Decode.strings(node["trailingParts"])
        sizing.font = node["font"]?.string.flatMap(TextStyle.init(rawValue:))
        sizing.arrangement = node["arrangement"]?.string.flatMap(LabelArrangement.init(rawValue:))
        sizing.scrolls = node["scrolls"]?.string.flatMap(Axis.init(rawValue:))
        sizing.alwaysScrolls = node["alwaysScrolls"]?.bool
        sizing.controlName = node["controlName"]?.string
        sizing.hiddenParts = Decode.strings(node["hiddenParts"])
        sizing.hiddenReason = node["hiddenReason"]?.string
        sizing.listRows = Decode.strings(node["listRows"])
        sizing.reservedSpacing = Decode.strings(node["reservedSpacing"])
        sizing.note = node["note"]?.string
        if let fonts = node["partFonts"]?.mapping {
            sizing.partFonts = Dictionary(fonts.compactMap { pair in pair.value.string.flatMap(TextStyle.init(rawValue:)).map { (pair.name, $0) } }) { _, new in new }
        }
        if let fonts = node["partSystemFonts"]?.mapping {
            sizing.partSystemFonts = Dictionary(fonts.compactMap { pair in
                pair.value["size"]?.number.map { size in
                    (pair.name, PartSystemFont(size: size, relativeTo: pair.value["relativeTo"]?.string.flatMap(TextStyle.init(rawValue:)), weight: pair.value["weight"]?.string))
                }
            }) { _, new in new }
        }
        if let spacings = node["partSpacing"]?.mapping {
            sizing.partSpacing = Dictionary(spacings.compactMap { pair in self.length(pair.value, ownMetrics: ownMetrics).map { (pair.name, $0) } }) { _, new in new }
        }
        if let parts = node["partSelections"]?.mapping {
            sizing.partSelections = Dictionary(parts.map { part in
                (part.name, Dictionary((part.value.mapping ?? []).map { ($0.name, $0.value.string ?? $0.value.scalar?.text ?? "") }) { _, new in new })
            }) { _, new in new }
        }
        for pair in node.mapping ?? [] where ProfileSchemas.sizingFields.contains(where: { $0.key == pair.name }) {
            sizing.origins[pair.name == "layout" ? "rule" : pair.name] = pair.key.mark.origin
        }
        return sizing
    }

    private mutating func length(_ node: YAMLNode, ownMetrics: [String: Double]) -> ControlLength? {
        if let value = node.number { return .points(value) }
        if let name = node.string {
            if ownMetrics[name] == nil && !knownMetrics.contains(name) {
                diagnostics.append(ProfileDiagnostic(
                    file: node.mark.file, line: node.mark.line, column: node.mark.column,
                    message: "unknown metric '\(name)': give it a default in this kind's metrics, or write {metric: \(name), default: …} for one the device should define\(NameSuggestion.hint(for: name, in: (knownMetrics.union(ownMetrics.keys)).sorted()))", id: ProfileMessages.unknownMetric))
                return nil
            }
            return .metric(name, default: nil, expected: false)
        }
        if let em = node["em"]?.number { return .em(em) }
        if let lines = node["lines"]?.number { return .lines(lines) }
        if let pixels = node["pixels"]?.number { return .pixels(pixels) }
        if let name = node["metric"]?.string { return .metric(name, default: node["default"]?.number, expected: true) }
        return nil
    }
}
