import Foundation
import LayoutCore

/// The report's breakpoint strip: the laid-out file swept across window widths (`--sweep
/// width=320...1400/10` on the report's first device), drawn as a bar of the stretches where the
/// layout holds one kind, each labelled with the widths it holds between and what changes on
/// entering it (a `ViewThatFits` or size-class branch, a container, a line count, a grid's columns).
struct ReportBreakpoints: Sendable {
    struct Stretch: Sendable {
        var from: Double
        var to: Double
        /// What changes on entering the stretch (empty for the first).
        var changes: [String]
    }

    static let range = "width=320...1400/10"
    /// The step of `range`: each stretch is drawn as wide as its points.
    static let step = 10.0

    var title: String
    var stretches: [Stretch]

    init(sweep: LayoutSweep) {
        title = sweep.title
        stretches = sweep.segments.compactMap { segment in
            guard let from = Double(segment.from), let to = Double(segment.to) else { return nil }
            return Stretch(from: from, to: to, changes: segment.changes.map(LayoutSweep.describe))
        }
    }

    /// The sweep of `request` across `range`, or nil when the source does not lay out.
    init?(service: LayoutService, request: LayoutRequest) {
        guard let range = try? SweepRange.parse(Self.range), let sweep = try? service.layoutSweep(range, request: request) else { return nil }
        self.init(sweep: sweep)
        if stretches.isEmpty { return nil }
    }

    /// The strip as HTML: one block per stretch, as wide as the share of the range it covers.
    func html() -> String {
        let total = stretches.reduce(0) { $0 + $1.to - $1.from + Self.step }
        guard total > 0 else { return "" }
        var blocks: [String] = []
        var rows: [String] = []
        for (index, stretch) in stretches.enumerated() {
            let share = (stretch.to - stretch.from + Self.step) / total * 100
            let span = stretch.from == stretch.to ? formatLength(stretch.from) : "\(formatLength(stretch.from))–\(formatLength(stretch.to))"
            let what = index == 0 ? "from \(formatLength(stretch.from)) pt" : stretch.changes.joined(separator: "; ")
            let tint = index % 2 == 0 ? "#dbe7f7" : "#f7e6d2"
            blocks.append("""
                <div class="breakpoint" data-from="\(formatLength(stretch.from))" data-to="\(formatLength(stretch.to))" \
                style="flex: 0 0 \(String(format: "%.4f", share))%; background: \(tint); padding: 2px 4px; overflow: hidden; \
                border-right: 1px solid #888; font-size: 11px; white-space: nowrap; text-overflow: ellipsis" \
                title="\(HTMLReport.escaped(span + " pt: " + what))">\(HTMLReport.escaped(span))</div>
                """)
            rows.append("<li><b>\(HTMLReport.escaped(span)) pt</b>: \(HTMLReport.escaped(index == 0 ? "the layout at the start of the range" : what))</li>")
        }
        let changes = max(0, stretches.count - 1)
        return """
            <div id="breakpoints" aria-label="Breakpoints across window widths">
              <h2>Breakpoints</h2>
              <p class="hint">\(HTMLReport.escaped(title)): \(changes) change\(changes == 1 ? "" : "s") in kind. Hover a stretch for what changes where it begins.</p>
              <div style="display: flex; width: 100%; border: 1px solid #888">\(blocks.joined())</div>
              <ol class="hint">\(rows.joined())</ol>
            </div>
            """
    }
}
