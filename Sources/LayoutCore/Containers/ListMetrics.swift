/// A list's geometry for one style, platform, OS generation and width. Each figure is the
/// platform's named metric `list.STYLE.NAME` when the profile has it, else the kind's default
/// (`ListBehaviour`), and the figure is listed in `missing` so layout can warn.
///
/// Row names: `minimumRowHeight`; `margin.narrow`, `margin.wide` and `margin.wideFromWidth` (the
/// cell margin from the list's edge: narrow below that width, wide from it, as UIKit's layout
/// margins do); `rowInset.horizontal`, `rowInset.vertical` (row content from the row's edges).
///
/// Section names (`sectionFigureNames`): `contentInset.top` (before the first section);
/// `header.paddingTop`, `header.paddingBottom` (around a header's content), `header.fontSize`
/// (the text style whose size at the default category this is sets the header's font: 13 =
/// footnote, 17 = headline), `header.increasedFontSize` (with `.headerProminence(.increased)`),
/// `header.emptyHeight` (the band a section without a header still has), `header.uppercase` (1: the
/// header's text is shown uppercased, as grouped styles did before iOS 26); the same four for
/// `footer`; `sectionSpacing` and `sectionSpacing.compact` (extra gap between two sections).
public struct ListMetrics: Sendable {
    public var style: String
    public var contentMargins: EdgeInsets
    public var rowInsets: EdgeInsets
    public var minimumRowHeight: Double
    /// Every figure by short name (`header.paddingTop`).
    public var figures: [String: Double] = [:]
    /// The platform metric each figure came from, by short name (absent: the kind's default).
    public var sources: [String: String] = [:]
    public var missing: [(name: String, fallback: Double)] = []

    public static let sectionFigureNames = [
        "contentInset.top", "header.paddingTop", "header.paddingBottom", "header.fontSize", "header.increasedFontSize",
        "header.emptyHeight", "header.uppercase", "footer.paddingTop", "footer.paddingBottom", "footer.fontSize", "footer.emptyHeight",
        "sectionSpacing", "sectionSpacing.compact",
    ]

    /// `style` is the resolved style name; `sections` says whether the section figures are needed,
    /// `columns` whether `columnSpacing` (the gap between a column style's labels and values) is.
    public init(_ behaviour: ListBehaviour, style: String, _ env: LayoutEnvironment, width: Double?, sections: Bool = false, columns: Bool = false) {
        self.style = style
        let prefix = "list.\(style)."
        var missing: [(String, Double)] = []
        var sources: [String: String] = [:]
        var figures: [String: Double] = [:]
        func figure(_ name: String, _ fallback: Double) -> Double {
            let value: Double
            if let found = env.metrics[prefix + name], found.isFinite, found >= 0 {
                sources[name] = prefix + name
                value = found
            } else {
                missing.append((prefix + name, fallback))
                value = fallback
            }
            figures[name] = value
            return value
        }
        minimumRowHeight = figure("minimumRowHeight", behaviour.minimumRowHeight)
        let fallbackMargin = behaviour.contentMargins.leading
        let narrow = figure("margin.narrow", fallbackMargin)
        let wide = figure("margin.wide", fallbackMargin)
        let threshold = figure("margin.wideFromWidth", 0)
        let margin = (width ?? .infinity) >= threshold ? wide : narrow
        figures["margin"] = margin
        sources["margin"] = sources[(width ?? .infinity) >= threshold ? "margin.wide" : "margin.narrow"]
        contentMargins = EdgeInsets(top: behaviour.contentMargins.top, leading: margin, bottom: behaviour.contentMargins.bottom, trailing: margin)
        let horizontal = figure("rowInset.horizontal", behaviour.rowInsets.leading)
        let vertical = figure("rowInset.vertical", behaviour.rowInsets.top)
        rowInsets = EdgeInsets(top: vertical, leading: horizontal, bottom: vertical, trailing: horizontal)
        if sections {
            for name in Self.sectionFigureNames { _ = figure(name, behaviour.defaults[name] ?? 0) }
        }
        if columns { _ = figure("columnSpacing", behaviour.defaults["columnSpacing"] ?? 8) }
        self.figures = figures
        self.sources = sources
        self.missing = missing
    }

    /// The figure named `name` (0 when it was not read).
    public subscript(name: String) -> Double { figures[name] ?? 0 }
}
