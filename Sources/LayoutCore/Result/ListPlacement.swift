/// Why a list row, header or footer sits where it does: the list's style and each figure that
/// moved it, with the platform metric it came from (for `:why`).
public struct ListPlacement: Sendable, Hashable {
    public enum Role: String, Sendable, Hashable {
        case row, header, footer
    }

    /// One figure added to the position: `margin 20` from `list.insetGrouped.margin.wide`.
    public struct Term: Sendable, Hashable {
        public var label: String
        public var value: Double
        /// The platform metric, when the figure came from one; nil for the kind's default or the source.
        public var metric: String?
        /// Where the figure was written when it is not a platform metric (`.listRowInsets(…)`, List.yaml).
        public var writtenAt: String?
    }

    public var role: Role
    public var listID: Int
    public var style: String
    /// How the style was chosen (`.listStyle(.plain)`, automatic on phone).
    public var styleReason: String
    /// Section index (0-based) and, for rows, the row index in its section.
    public var section: Int
    public var index: Int
    public var x: [Term]
    public var y: [Term]
    /// The font a header or footer gets from the style (`header.fontSize`).
    public var textStyle: TextStyle?
    /// Where a row's separator starts (x, screen coordinates): the row content's leading edge, or
    /// an `alignmentGuide(.listRowSeparatorLeading)` inside the row. A separator is drawn, it
    /// moves no view (Apple, `HorizontalAlignment.listRowSeparatorLeading`).
    public var separatorLeading: SeparatorLeading?
    /// The metric that made a header's text uppercase (`list.insetGrouped.header.uppercase`), or
    /// the kind's default when it is `"default"`; nil when the header keeps its case.
    public var uppercasedBy: String?
    /// In a column style (Form's `.columns`): where the label column ends and the value column starts.
    public var columns: Columns?

    /// The two columns of a column-style Form row (screen x).
    public struct Columns: Sendable, Hashable {
        public var labelEnd: Double
        public var valueStart: Double
        /// The platform metric the gap came from (nil: the kind's default).
        public var spacingMetric: String?
    }

    /// The start of a row's separator and what set it.
    public struct SeparatorLeading: Sendable, Hashable {
        public var x: Double
        /// The node whose `alignmentGuide(.listRowSeparatorLeading)` set it; nil for the default.
        public var guideNode: Int?
        /// The guide's closure as written.
        public var source: String?
    }
}

extension LayoutResult {
    /// Lines telling how `placement` put the node where it is: x and y as sums of their figures,
    /// each with the profile line it came from; estimates say so.
    public func listPlacementLines(_ placement: ListPlacement) -> [String] {
        let list = nodes[placement.listID]
        let what = placement.role == .row ? "row \(placement.index + 1) of section \(placement.section + 1)" : "the \(placement.role.rawValue) of section \(placement.section + 1)"
        var lines = ["placed as \(what) of #\(placement.listID) \(list.typeName), style \(placement.style) (\(placement.styleReason)):"]
        for (axis, terms) in [("x", placement.x), ("y", placement.y)] {
            let total = terms.reduce(0) { $0 + $1.value }
            let sum = terms.map { "\($0.label) \(formatLength($0.value))" }.joined(separator: " + ")
            lines.append("\(axis) = \(sum) = \(formatLength(total))")
            for term in terms where term.metric != nil || term.writtenAt != nil {
                var origin = term.writtenAt ?? "the kind's default"
                if let metric = term.metric {
                    origin = environment.metricOrigins[.metric(metric)].map { "\(metric), \($0.shortText)" } ?? metric
                    if let note = environment.approximateFigures[.metric(metric)] { origin += "; estimate: \(note)" }
                }
                lines.append("  \(term.label): \(origin)")
            }
        }
        if let columns = placement.columns {
            let origin = columns.spacingMetric.map { metric in environment.metricOrigins[.metric(metric)].map { "\(metric), \($0.shortText)" } ?? metric } ?? "the kind's default"
            let note = columns.spacingMetric.flatMap { environment.approximateFigures[.metric($0)] }.map { "; estimate: \($0)" } ?? ""
            lines.append("columns: labels end at x \(formatLength(columns.labelEnd)) (the widest label), values start at x \(formatLength(columns.valueStart)) (+ column spacing \(formatLength(columns.valueStart - columns.labelEnd)): \(origin)\(note))")
        }
        if let metric = placement.uppercasedBy {
            let origin = environment.metricOrigins[.metric(metric)].map { "\(metric), \($0.shortText)" } ?? "the kind's default"
            lines.append("text shown uppercased (its width measured so): \(origin)")
        }
        if let separator = placement.separatorLeading {
            if let node = separator.guideNode {
                lines.append("separator starts at x \(formatLength(separator.x)): .alignmentGuide(.listRowSeparatorLeading) \(separator.source ?? "") on #\(node) (it moves no view)")
            } else {
                lines.append("separator starts at x \(formatLength(separator.x)): the row content's leading edge (the default listRowSeparatorLeading)")
            }
        }
        return lines
    }
}
