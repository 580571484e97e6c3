import LayoutCore

/// Builds a `ContainerKind` from a container file's merged tree.
struct ContainerKindDecoder {
    /// Metric names bar rules may use.
    var knownMetrics: Set<String>
    private(set) var diagnostics: [ProfileDiagnostic] = []

    mutating func decode(_ node: YAMLNode, document: ProfileDocument) -> ContainerKind? {
        let before = diagnostics.filter { $0.severity == .error }.count
        let strategyName = node["strategy"]?.string ?? "single-content"
        let strategy: LayoutStrategy
        switch strategyName {
        case "window": strategy = .rootWindow
        case "split-columns": strategy = .splitColumns
        case "tabs": strategy = .tabs
        case "scroll":
            let axes = Decode.strings(node["scrollAxes"])?.compactMap(Axis.init(rawValue:)) ?? [.vertical]
            strategy = .scroll(axes: AxisSet(axes.map(AxisSet.init)))
        case "list": strategy = .list
        default: strategy = .singleContent
        }
        if let axes = node.pair("scrollAxes"), strategyName != "scroll" {
            diagnostics.append(ProfileDiagnostic(
                file: axes.key.mark.file, line: axes.key.mark.line, column: axes.key.mark.column, severity: .warning,
                message: "'scrollAxes' only applies to the scroll strategy; the \(strategyName) strategy ignores it", id: ProfileMessages.keyIgnored))
        }
        var list: ListBehaviour?
        if strategyName == "list" || node["list"] != nil {
            var behaviour = ListBehaviour()
            let section = node["list"]
            if let style = section?["style"]?.string { behaviour.style = style }
            if let margins = Decode.insets(section?["contentMargins"]) { behaviour.contentMargins = margins }
            if let insets = Decode.insets(section?["rowInsets"]) { behaviour.rowInsets = insets }
            if let height = section?["minimumRowHeight"]?.number { behaviour.minimumRowHeight = height }
            if let policy = section?["containerPolicy"]?.string.flatMap(ListContainerPolicy.init(rawValue:)) { behaviour.containerPolicy = policy }
            if let modifier = section?["styleModifier"]?.string { behaviour.styleModifier = modifier }
            if let sidebar = section?["sidebarStyle"]?.string { behaviour.sidebarStyle = sidebar }
            behaviour.automaticStyles = Self.names(section?["automaticStyles"])
            behaviour.styleAliases = Self.names(section?["styleAliases"])
            behaviour.columnStyles = Set(section?["columnStyles"].flatMap(Decode.strings) ?? [])
            var origins: [FigureKey: ProfileOrigin] = [:]
            Decode.metrics(section?["defaults"], into: &behaviour.defaults, origins: &origins)
            list = behaviour
        }
        var kind = ContainerKind(
            id: document.id,
            viewNames: node["viewNames"].flatMap(Decode.strings) ?? [document.id],
            summary: node["summary"]?.string ?? "",
            strategy: strategy,
            providesContainerSize: node["providesContainerSize"]?.bool ?? true,
            extendsIntoSafeArea: node["extendsIntoSafeArea"]?.bool ?? true,
            subtractedSafeAreaEdges: Decode.edgeSet(node["subtractedSafeAreaEdges"]) ?? .all,
            barSubtractions: barRules(node["barSubtractions"]),
            contentSafeAreaBars: barRules(node["contentSafeArea"]),
            list: list,
            origin: document.idMark.origin)
        kind.presentation = (node["presentation"]?.sequence ?? []).map { presentationRule($0) }
        for pair in node.mapping ?? [] {
            if let field = pair.key.scalar.flatMap({ ContainerKind.Field(rawValue: $0.text) }) { kind.keyOrigins[field] = pair.key.mark.origin }
        }
        return diagnostics.filter { $0.severity == .error }.count == before ? kind : nil
    }

    /// A mapping of names to names (`phone: insetGrouped`).
    private static func names(_ node: YAMLNode?) -> [String: String] {
        var result: [String: String] = [:]
        for pair in node?.mapping ?? [] {
            if let key = pair.key.scalar?.text, let value = pair.value.string { result[key] = value }
        }
        return result
    }

    private mutating func barRules(_ node: YAMLNode?) -> [BarRule] {
        (node?.sequence ?? []).compactMap { barRule($0) }
    }

    private mutating func barRule(_ node: YAMLNode) -> BarRule? {
        guard let edge = node["edge"]?.string.flatMap(Edge.init(rawValue:)),
              let metricNode = node["metric"], let metric = metricNode.string,
              let bar = node["bar"]?.string.flatMap(BarPlacement.init(rawValue:))
        else { return nil }
        if !knownMetrics.contains(metric) {
            diagnostics.append(ProfileDiagnostic(
                file: metricNode.mark.file, line: metricNode.mark.line, column: metricNode.mark.column,
                message: "unknown device metric '\(metric)' in bar rule\(NameSuggestion.hint(for: metric, in: knownMetrics.sorted()))", id: ProfileMessages.unknownMetric))
        }
        return BarRule(edge: edge, metric: metric, bar: bar, condition: condition(node["when"]), origin: node.mark.origin)
    }

    private func condition(_ when: YAMLNode?) -> BarCondition {
        var condition = BarCondition()
        guard let when else { return condition }
        if let idioms = Decode.strings(when["idiom"]) { condition.idioms = Set(idioms.compactMap(Idiom.init(rawValue:))) }
        condition.horizontalSizeClass = when["horizontalSizeClass"]?.string.flatMap(SizeClass.init(rawValue:))
        condition.verticalSizeClass = when["verticalSizeClass"]?.string.flatMap(SizeClass.init(rawValue:))
        if let modes = Decode.strings(when["titleDisplayMode"]) { condition.titleDisplayModes = Set(modes.compactMap(TitleDisplayMode.init(rawValue:))) }
        if let placements = Decode.strings(when["toolbarItems"]) { condition.toolbarItems = Set(placements) }
        return condition
    }

    /// A rule of a presentation kind; metric names in it must be known, like a bar rule's.
    private mutating func presentationRule(_ node: YAMLNode) -> PresentationRule {
        var rule = PresentationRule(condition: condition(node["when"]), adaptsTo: node["adaptsTo"]?.string, origin: node.mark.origin)
        for key in ["width", "height", "topGap", "floatingInset", "arrow", "margin"] {
            guard let value = node[key], let name = value.string else { continue }
            let length = PresentationLength(name: name)
            let isLength = key == "width" || key == "height"
            let metric = isLength ? (length.metricName ?? "") : name
            if !metric.isEmpty, !knownMetrics.contains(metric) {
                let words = isLength ? "window, ideal, detents, large or a device metric" : "a device metric"
                let candidates = isLength ? knownMetrics.union(["window", "ideal", "detents", "large"]) : knownMetrics
                diagnostics.append(ProfileDiagnostic(
                    file: value.mark.file, line: value.mark.line, column: value.mark.column,
                    message: "'\(key)' is \(words); '\(metric)' is none of these\(NameSuggestion.hint(for: metric, in: candidates.sorted()))", id: ProfileMessages.unknownMetric))
            }
            switch key {
            case "width": rule.width = length
            case "height": rule.height = length
            case "topGap": rule.topGap = name
            case "floatingInset": rule.floatingInset = name
            case "arrow": rule.arrow = name
            default: rule.margin = name
            }
        }
        if let placement = node["placement"]?.string.flatMap(PresentationPlacement.init(rawValue:)) { rule.placement = placement }
        rule.sizing = Decode.strings(node["sizing"])
        rule.narrowsMain = node["narrowsMain"]?.bool ?? false
        return rule
    }
}
