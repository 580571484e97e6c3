/// How a list lays out its rows and whether `containerRelativeFrame` measures it.
public struct ListBehaviour: Sendable, Hashable {
    /// The list style whose platform metrics (`list.STYLE.minimumRowHeight`, …) apply when the
    /// source chooses none; `automatic` resolves through `automaticStyles`. The figures below are
    /// the defaults when a platform has none.
    public var style: String = "insetGrouped"
    /// The modifier whose argument chooses the style (`listStyle` for List, `formStyle` for Form).
    public var styleModifier: String = "listStyle"
    /// What `automatic` is, by idiom (`phone` → `insetGrouped`).
    public var automaticStyles: [String: String] = [:]
    /// What `automatic` is in a NavigationSplitView's sidebar column (`sidebar`).
    public var sidebarStyle: String?
    /// Style names whose metrics are another style's (Form's `grouped` looks like `insetGrouped`).
    public var styleAliases: [String: String] = [:]
    /// Styles that lay each row out in two columns (Form's `columns`, Apple's ColumnsFormStyle: "a
    /// trailing aligned column of labels next to a leading aligned column of values"): a labelled
    /// control's label ends at the label column's trailing edge, its control and every other row
    /// start `columnSpacing` after it.
    public var columnStyles: Set<String> = []
    /// Defaults for the section figures (`header.paddingTop`, …) a platform lacks.
    public var defaults: [String: Double] = [:]
    /// Insets between the list's edges and the row backgrounds (inset-grouped margins).
    public var contentMargins: EdgeInsets
    /// Insets between a row's background and its content.
    public var rowInsets: EdgeInsets
    public var minimumRowHeight: Double
    /// Whether `containerRelativeFrame` measures the list (documented) or passes it by (observed).
    public var containerPolicy: ListContainerPolicy

    public init(
        contentMargins: EdgeInsets = EdgeInsets(top: 0, leading: 20, bottom: 0, trailing: 20),
        rowInsets: EdgeInsets = EdgeInsets(top: 11, leading: 16, bottom: 11, trailing: 16),
        minimumRowHeight: Double = 44, containerPolicy: ListContainerPolicy = .measures
    ) {
        self.contentMargins = contentMargins
        self.rowInsets = rowInsets
        self.minimumRowHeight = minimumRowHeight
        self.containerPolicy = containerPolicy
    }
}

/// Whether `containerRelativeFrame` inside a list measures the list or looks further out.
public enum ListContainerPolicy: String, Sendable, Hashable, Codable, CaseIterable {
    case measures
    case passesBy = "passes-by"
}
