/// A list's geometry for one style, platform, OS generation and width. Each figure is the
/// platform's named metric `list.STYLE.NAME` when the profile has it, else the kind's
/// `ListBehaviour` value (and the figure is listed in `missing`, so layout can warn).
///
/// Names: `minimumRowHeight`; `margin.narrow`, `margin.wide` and `margin.wideFromWidth` (the
/// cell margin from the list's edge: narrow below that width, wide from it, as UIKit's layout
/// margins do); `rowInset.horizontal`, `rowInset.vertical` (row content from the row's edges).
public struct ListMetrics: Sendable {
    public var style: String
    public var contentMargins: EdgeInsets
    public var rowInsets: EdgeInsets
    public var minimumRowHeight: Double
    /// The metric name of each figure used, for explanations.
    public var sources: [String: String] = [:]
    public var missing: [(name: String, fallback: Double)] = []

    public init(_ behaviour: ListBehaviour, _ env: LayoutEnvironment, width: Double?) {
        style = behaviour.style
        let prefix = "list.\(behaviour.style)."
        var missing: [(String, Double)] = []
        var sources: [String: String] = [:]
        func figure(_ name: String, _ fallback: Double) -> Double {
            if let value = env.metrics[prefix + name], value.isFinite, value >= 0 {
                sources[name] = prefix + name
                return value
            }
            missing.append((prefix + name, fallback))
            return fallback
        }
        minimumRowHeight = figure("minimumRowHeight", behaviour.minimumRowHeight)
        let fallbackMargin = behaviour.contentMargins.leading
        let narrow = figure("margin.narrow", fallbackMargin)
        let wide = figure("margin.wide", fallbackMargin)
        let threshold = figure("margin.wideFromWidth", 0)
        let margin = (width ?? .infinity) >= threshold ? wide : narrow
        contentMargins = EdgeInsets(top: behaviour.contentMargins.top, leading: margin, bottom: behaviour.contentMargins.bottom, trailing: margin)
        let horizontal = figure("rowInset.horizontal", behaviour.rowInsets.leading)
        let vertical = figure("rowInset.vertical", behaviour.rowInsets.top)
        rowInsets = EdgeInsets(top: vertical, leading: horizontal, bottom: vertical, trailing: horizontal)
        self.sources = sources
        self.missing = missing
    }
}
