/// List: a scrolling column of sections. Each section is its header, its rows and its footer; each
/// row is inset by the list's margins and row insets and is at least `minimumRowHeight` tall.
/// Figures come from the platform's named metrics for the list's style (`ListMetrics`), per OS
/// generation, else from the kind's `ListBehaviour` with a warning. The style is the source's
/// (`.listStyle`, `.formStyle`) or the kind's, `automatic` resolving per idiom and container.
extension LayoutRun {
    func listBehaviour(_ kind: ContainerKind) -> ListBehaviour { kind.list ?? ListBehaviour() }

    /// The style a list draws in, and how it was chosen.
    func listStyle(_ kind: ContainerKind, _ ctx: LayoutContext) -> (name: String, reason: String) {
        let behaviour = listBehaviour(kind)
        let origin = kind.keyOrigins[.list].map { " (\($0.shortText))" } ?? ""
        var name = behaviour.style
        var reason = "\(kind.id)'s style\(origin)"
        if let chosen = settings(ctx).list.styles[behaviour.styleModifier] {
            name = chosen
            reason = ".\(behaviour.styleModifier)(.\(chosen))"
        }
        if name == "automatic" {
            if let sidebar = behaviour.sidebarStyle, isInSidebarColumn(ctx) {
                name = sidebar
                reason += ", automatic in a sidebar column"
            } else if let resolved = behaviour.automaticStyles[env.idiom.rawValue] {
                name = resolved
                reason += ", automatic on \(env.idiom.rawValue)"
            } else {
                name = ListBehaviour().style
                reason += ", automatic with no style for \(env.idiom.rawValue) in \(kind.id)'s automaticStyles, so \(name)"
            }
        }
        if let alias = behaviour.styleAliases[name] {
            reason += ", drawn as \(alias)"
            name = alias
        }
        return (name, reason)
    }

    /// Whether the nearest container part (a NavigationStack in between has none) is a split
    /// view's sidebar column (`partsOf` names it "sidebar column").
    func isInSidebarColumn(_ ctx: LayoutContext) -> Bool {
        var index = Int(ctx.scope)
        while index > 0, scopes[index].part == nil, Int(scopes[index].parent) != index { index = Int(scopes[index].parent) }
        return scopes[index].part == "\(SplitColumn.sidebar.rawValue) column"
    }

    /// The list's figures at `width`; warns once for each figure the platform lacks.
    mutating func listMetrics(_ i: Int32, _ kind: ContainerKind, style: String, width: Double?, sections: Bool, columns: Bool = false) -> ListMetrics {
        let metrics = ListMetrics(listBehaviour(kind), style: style, env, width: width, sections: sections, columns: columns)
        guard !metrics.missing.isEmpty else { return metrics }
        let prefix = "list.\(style)."
        if metrics.sources.isEmpty {
            // No figure at all: most likely a misspelt style or a platform without list metrics.
            let known = Set(env.metrics.keys.compactMap { key -> String? in
                guard key.hasPrefix("list.") else { return nil }
                return key.dropFirst(5).split(separator: ".").first.map(String.init)
            })
            let hint = NameSuggestion.closest(to: style, in: known).map { " (did you mean '\($0)'?)" } ?? (known.isEmpty ? "" : " (it has \(known.sorted().joined(separator: ", ")))")
            let figures = metrics.missing.map { "\($0.name.dropFirst(prefix.count)) \(formatLength($0.fallback))" }.joined(separator: ", ")
            diagnose(.warning, LayoutMessages.listMetricsMissing, "\(env.description.displayName) has no list metrics for style \(style)\(hint); every figure is \(kind.id)'s default: \(figures). Add list.\(style).* metrics to the platform profile", node: nil)
        } else {
            let figures = metrics.missing.map { "\($0.name) (\(formatLength($0.fallback)) used)" }.joined(separator: ", ")
            diagnose(.warning, LayoutMessages.listMetricsMissing, "\(env.description.displayName) has no list metrics for style \(style): \(figures); the defaults come from \(kind.id)'s kind; add them to the platform profile's metrics", node: nil)
        }
        return metrics
    }

    mutating func listSize(_ i: Int32, _ container: ContainerNode, _ p: ProposedSize, _ ctx: LayoutContext) -> Size {
        if let width = p.width, let height = p.height { return Size(width: width, height: height) }
        var inner = withoutScroll(ctx.descending())
        inner.scope = sizingScope(i, container.kind, part: nil, p, ctx)
        let column = listColumn(i, container.kind, width: p.width, insets: ctx.pendingInsets, origin: nil, inner, styleContext: ctx)
        if p.height == nil, insideVerticalScroll(ctx) {
            // A List or Form in a vertical ScrollView scrolls itself and has no height of its own:
            // offered no height, it collapses (its rows are not laid out below it) [issue 26; the
            // translator warns and says to give it a frame].
            return Size(width: p.width ?? column.width, height: 0)
        }
        return Size(width: p.width ?? column.width, height: p.height ?? column.height)
    }

    /// Whether the nearest container that sizes its content is a ScrollView scrolling vertically.
    func insideVerticalScroll(_ ctx: LayoutContext) -> Bool {
        guard let id = scopes[Int(ctx.scope)].nodeID, case .container(let container) = arena.kinds[Int(id)],
            case .scroll(let axes) = container.kind.strategy else { return false }
        return (container.scrollAxes ?? axes).contains(.vertical)
    }

    mutating func placeList(_ i: Int32, _ container: ContainerNode, _ frame: Rect, _ p: ProposedSize, _ ctx: LayoutContext) {
        let kind = container.kind
        let prefs = navigationPreferences(for: i, roots: [i])
        let overlap = overlapInsets(frame, layer: ctx.layer)
        let contentBars = applicableBars(kind.contentSafeAreaBars, prefs, node: i, kind: kind)
        let insets = overlap + contentBars.insets
        let geometry = recordGeometry(i, kind, part: nil, rect: frame, overlap: overlap, prefs: prefs, ctx, contentBars: contentBars.insets)
        var inner = withoutScroll(ctx.descending())
        let parent = layers[Int(ctx.layer)]
        inner.layer = pushLayer(outer: parent.reach(of: frame), inner: frame.inset(by: insets), parent: ctx.layer, source: .bars(contentBars.sources))
        if providesSize(kind) {
            inner.scope = makeScope(ContainerScope(nodeID: i, part: nil, usableWidth: geometry.usableSize.width, usableHeight: geometry.usableSize.height, unstableAxes: [], parent: ctx.scope))
        }
        _ = listColumn(i, kind, width: frame.width, insets: insets, origin: frame.origin, inner, styleContext: ctx)
    }

    /// Lays the sections out top to bottom (placing them when `origin` is given) and returns the
    /// column's size: its width is the widest row with its insets when `width` is nil.
    private mutating func listColumn(_ i: Int32, _ kind: ContainerKind, width: Double?, insets: EdgeInsets, origin: Point?, _ inner: LayoutContext, styleContext: LayoutContext) -> Size {
        let style = listStyle(kind, styleContext)
        let sections = arena.data.listSections(i) { listRowControl($0, inner) }
        let hasSections = !sections.isEmpty
        let columnStyle = listBehaviour(kind).columnStyles.contains(style.name)
        let metrics = listMetrics(i, kind, style: style.name, width: width, sections: hasSections, columns: columnStyle)
        let written = writtenContentMargins(styleContext)
        let margin = written.leading?.value ?? metrics.contentMargins.leading
        let trailingMargin = written.trailing?.value ?? metrics.contentMargins.trailing
        let horizontal = insets.leading + insets.trailing + margin + trailingMargin
        let minimumRow = settings(inner).list.minimumRowHeight ?? metrics.minimumRowHeight
        let rowSpacing = settings(inner).list.rowSpacing ?? 0
        func source(_ name: String) -> String? { metrics.sources[name] }
        func term(_ label: String, _ name: String) -> ListPlacement.Term {
            ListPlacement.Term(label: label, value: metrics[name], metric: source(name), writtenAt: source(name) == nil ? "\(kind.id)'s default" : nil)
        }
        let top = origin?.y ?? 0
        let left = origin?.x ?? 0
        // A column style: the label column is as wide as the widest label of a labelled control;
        // other rows start in the value column.
        var rowContext = inner
        var labelledRows: Set<Int32> = []
        if columnStyle {
            var widest = 0.0
            for row in sections.flatMap(\.rows) {
                guard let labelWidth = formLabelWidth(row.node, inner) else { continue }
                labelledRows.insert(row.node)
                widest = max(widest, labelWidth)
            }
            rowContext.formColumns = FormColumns(labelWidth: widest, spacing: metrics["columnSpacing"])
        }
        var y = top + insets.top + metrics.contentMargins.top
        var yTerms: [ListPlacement.Term] = [ListPlacement.Term(label: "list top", value: top, metric: nil, writtenAt: nil)]
        if insets.top != 0 { yTerms.append(ListPlacement.Term(label: "safe area and bars", value: insets.top, metric: nil, writtenAt: nil)) }
        func advance(_ t: ListPlacement.Term) {
            y += t.value
            if t.value != 0 { yTerms.append(t) }
        }
        if hasSections { advance(term("content inset", "contentInset.top")) }
        if let top = written.top { advance(top) }
        var widest = 0.0
        let sectionSpacing = settings(inner).list.sectionSpacing
        for (k, section) in sections.enumerated() {
            if k > 0 {
                let previous = sections[k - 1]
                switch sectionSpacing {
                case .custom(let value)?:
                    advance(ListPlacement.Term(label: "listSectionSpacing", value: value, metric: nil, writtenAt: ".listSectionSpacing(\(formatLength(value)))"))
                case .compact?:
                    advance(term("compact section spacing", "sectionSpacing.compact"))
                case .standard?, nil:
                    if previous.footer == nil { advance(term("previous section's empty footer", "footer.emptyHeight")) }
                    if section.header == nil { advance(term("empty header", "header.emptyHeight")) }
                    advance(term("section spacing", "sectionSpacing"))
                }
            } else if section.header == nil && hasSections {
                advance(term("empty header", "header.emptyHeight"))
            }
            let rowContentWidth = width.map { max(0, $0 - horizontal - metrics.rowInsets.leading - metrics.rowInsets.trailing) }
            let supplementLeft = left + insets.leading + margin + metrics.rowInsets.leading
            let headerStyle = textStyle(forSize: metrics[section.increasedHeaderProminence ? "header.increasedFontSize" : "header.fontSize"])
            let footerStyle = textStyle(forSize: metrics["footer.fontSize"])
            func supplement(_ node: Int32, role: ListPlacement.Role, padTop: String, padBottom: String) {
                var context = inner
                if let style = role == .header ? headerStyle : footerStyle { context.textStyle = style }
                let uppercased = role == .header && metrics["header.uppercase"] > 0
                if uppercased { context.textCase = .uppercase }
                let proposal = ProposedSize(width: rowContentWidth, height: nil)
                advance(term("\(role.rawValue) padding above", padTop))
                let s = size(node, proposal, context)
                widest = max(widest, s.width + horizontal + metrics.rowInsets.leading + metrics.rowInsets.trailing)
                if origin != nil {
                    place(node, at: Point(x: supplementLeft, y: y), proposal: proposal, context)
                    var placement = ListPlacement(role: role, listID: Int(i), style: style.name, styleReason: style.reason, section: k, index: 0,
                        x: Self.xTerms(left, insets, margin, metrics.rowInsets.leading, custom: false, metrics, written.leading), y: yTerms,
                        textStyle: role == .header ? headerStyle : footerStyle)
                    if uppercased { placement.uppercasedBy = source("header.uppercase") ?? "default" }
                    trace.listPlacements[Int(node)] = placement
                }
                y += s.height
                yTerms.append(ListPlacement.Term(label: "\(role.rawValue) height", value: s.height, metric: nil, writtenAt: nil))
                advance(term("\(role.rawValue) padding below", padBottom))
            }
            if let header = section.header {
                supplement(header, role: .header, padTop: "header.paddingTop", padBottom: "header.paddingBottom")
            }
            for (r, row) in section.rows.enumerated() {
                if r > 0, rowSpacing != 0 { advance(ListPlacement.Term(label: "listRowSpacing", value: rowSpacing, metric: nil, writtenAt: ".listRowSpacing(\(formatLength(rowSpacing)))")) }
                let rowInsets = row.insets ?? metrics.rowInsets
                let valueOffset = rowContext.formColumns.map { labelledRows.contains(row.node) ? 0 : $0.labelWidth + $0.spacing } ?? 0
                let contentWidth = width.map { max(0, $0 - horizontal - rowInsets.leading - rowInsets.trailing - valueOffset) }
                let proposal = ProposedSize(width: contentWidth, height: nil)
                let s = size(row.node, proposal, rowContext)
                let rowHeight = max(s.height + rowInsets.top + rowInsets.bottom, minimumRow)
                widest = max(widest, s.width + valueOffset + rowInsets.leading + rowInsets.trailing + horizontal)
                if origin != nil {
                    let centring = max(0, (rowHeight - rowInsets.top - rowInsets.bottom - s.height) / 2)
                    var rowY = yTerms
                    if row.insets != nil {
                        rowY.append(ListPlacement.Term(label: "row inset", value: rowInsets.top, metric: nil, writtenAt: ".listRowInsets(…)"))
                    } else {
                        rowY.append(term("row inset", "rowInset.vertical"))
                    }
                    if centring > 0 {
                        let floor = settings(inner).list.minimumRowHeight != nil
                            ? ListPlacement.Term(label: "centred in the minimum row height", value: centring, metric: nil, writtenAt: "defaultMinListRowHeight \(formatLength(minimumRow))")
                            : ListPlacement.Term(label: "centred in the minimum row height \(formatLength(minimumRow))", value: centring, metric: source("minimumRowHeight"), writtenAt: source("minimumRowHeight") == nil ? "\(kind.id)'s default" : nil)
                        rowY.append(floor)
                    }
                    let x = left + insets.leading + margin + rowInsets.leading + valueOffset
                    place(row.node, at: Point(x: x, y: y + rowInsets.top + centring), proposal: proposal, rowContext)
                    var xTerms = Self.xTerms(left, insets, margin, rowInsets.leading, custom: row.insets != nil, metrics, written.leading)
                    if valueOffset > 0 { xTerms.append(ListPlacement.Term(label: "label column and column spacing", value: valueOffset, metric: nil, writtenAt: "the widest label + list.\(style.name).columnSpacing")) }
                    var placement = ListPlacement(role: .row, listID: Int(i), style: style.name, styleReason: style.reason, section: k, index: r, x: xTerms, y: rowY)
                    if let columns = rowContext.formColumns {
                        let start = x - valueOffset
                        placement.columns = ListPlacement.Columns(labelEnd: start + columns.labelWidth, valueStart: start + columns.labelWidth + columns.spacing, spacingMetric: source("columnSpacing"))
                    }
                    placement.separatorLeading = separatorLeading(row: row.node, contentX: x)
                    trace.listPlacements[Int(row.node)] = placement
                }
                y += rowHeight
                yTerms.append(ListPlacement.Term(label: "row \(r + 1) of section \(k + 1)", value: rowHeight, metric: nil, writtenAt: nil))
            }
            if let footer = section.footer {
                supplement(footer, role: .footer, padTop: "footer.paddingTop", padBottom: "footer.paddingBottom")
            } else if k == sections.count - 1 && hasSections {
                advance(term("empty footer", "footer.emptyHeight"))
            }
        }
        return Size(width: width ?? widest, height: y - top + (written.bottom?.value ?? 0) + metrics.contentMargins.bottom + insets.bottom)
    }

    /// `contentMargins` for `.automatic` or `.scrollContent` written above the list, per edge: on
    /// a leading or trailing edge they replace the style's margin (the inset of the rows from the
    /// list's edge); on the top and bottom they add to the space before the first section and after
    /// the last [inferred from Apple's contentMargins(_:_:for:) ("views that support margin
    /// customization"); no measurement of a List with content margins was found].
    private func writtenContentMargins(_ ctx: LayoutContext) -> (leading: ListPlacement.Term?, trailing: ListPlacement.Term?, top: ListPlacement.Term?, bottom: ListPlacement.Term?) {
        guard let scroll = settings(ctx).scroll else { return (nil, nil, nil, nil) }
        func term(_ edge: Edge) -> ListPlacement.Term? {
            guard let node = scroll.contentMarginNodes[edge] else { return nil }
            let place = arena.data.locations[Int(node)].map { " at \($0.line):\($0.column)" } ?? ""
            let replacing = edge == .leading || edge == .trailing ? ", in place of the style's margin" : ""
            return ListPlacement.Term(label: "contentMargins \(edge.rawValue)", value: scroll.contentMargins[edge], metric: nil, writtenAt: ".contentMargins(…)\(place)\(replacing)")
        }
        return (term(.leading), term(.trailing), term(.top), term(.bottom))
    }

    /// Where the row's separator starts: at an `alignmentGuide(.listRowSeparatorLeading)` inside
    /// the row (its value from the guided view's leading edge), else at the row content's leading
    /// edge (Apple, `HorizontalAlignment.listRowSeparatorLeading`: "the default is the leading edge
    /// of the row's text content"; a Label's icon is not modelled).
    private func separatorLeading(row: Int32, contentX: Double) -> ListPlacement.SeparatorLeading {
        var stack = [row]
        while let node = stack.popLast() {
            if case .alignmentGuide(let spec) = arena.kinds[Int(node)], spec.axis == .horizontal, spec.guide == Self.separatorLeadingGuide {
                let frame = frames[Int(node)]
                return ListPlacement.SeparatorLeading(x: frame.origin.x + spec.value(for: frame.size), guideNode: Int(node), source: spec.source)
            }
            stack.append(contentsOf: arena.children(node).reversed())
        }
        return ListPlacement.SeparatorLeading(x: contentX, guideNode: nil, source: nil)
    }

    static let separatorLeadingGuide = "listRowSeparatorLeading"

    private static func xTerms(_ left: Double, _ insets: EdgeInsets, _ margin: Double, _ rowInset: Double, custom: Bool, _ metrics: ListMetrics, _ written: ListPlacement.Term?) -> [ListPlacement.Term] {
        var terms = [ListPlacement.Term(label: "list leading edge", value: left, metric: nil, writtenAt: nil)]
        if insets.leading != 0 { terms.append(ListPlacement.Term(label: "safe area", value: insets.leading, metric: nil, writtenAt: nil)) }
        if let written {
            terms.append(written)
        } else {
            terms.append(ListPlacement.Term(label: "margin", value: margin, metric: metrics.sources["margin"], writtenAt: metrics.sources["margin"] == nil ? "the kind's default" : nil))
        }
        terms.append(custom
            ? ListPlacement.Term(label: "row inset", value: rowInset, metric: nil, writtenAt: ".listRowInsets(…)")
            : ListPlacement.Term(label: "row inset", value: rowInset, metric: metrics.sources["rowInset.horizontal"], writtenAt: metrics.sources["rowInset.horizontal"] == nil ? "the kind's default" : nil))
        return terms
    }

    /// The text style whose size at the default category is `size` (13 → footnote, 17 → headline).
    func textStyle(forSize size: Double) -> TextStyle? {
        guard size > 0 else { return nil }
        let preferred: [TextStyle] = [.headline, .footnote, .subheadline, .caption, .caption2, .callout, .title3, .title2, .title, .largeTitle, .body]
        return preferred.first { env.textMetrics($0, .large).pointSize == size }
    }
}
