/// The problems `framelab check` looks for, by the name `.framelab.yml` and `--json` use.
public enum LayoutCheck: String, Sendable, CaseIterable, Codable {
    /// A Text cut off with "…" by its frame or its `lineLimit`.
    case textTruncated = "text-truncated"
    /// A view partly or wholly outside the window (outside any scroll view).
    case outsideWindow = "outside-window"
    /// A view reaching past its scroll view on the axis that does not scroll, where nobody can see it.
    case outsideScrollView = "outside-scroll-view"
    /// `containerRelativeFrame` measuring a scroll view only on the axis it does not scroll.
    case containerRelativeFrameCrossAxis = "container-relative-frame-cross-axis"
    /// A flexible frame whose minimum, ideal and maximum contradict each other.
    case conflictingFrame = "conflicting-frame"
    /// A Text or Image laid out with no width or no height.
    case zeroSizeContent = "zero-size-content"
    /// A view its kind marks `interactive` smaller than 44×44, Apple's minimum hit target, outside a list row.
    case smallTapTarget = "small-tap-target"
    /// A scroll view under `.scrollTargetBehavior(.paging)` whose page length is not a whole number of its children.
    case pagingPageLength = "paging-page-length"
    /// Structure chosen by the horizontal size class (a NavigationSplitView's columns, an `if
    /// horizontalSizeClass …` branch) where the window's width says otherwise: compact in a wide
    /// iOS 27 iPhone window.
    case sizeClassWidth = "size-class-width"
}

/// One problem on one view in one layout.
struct LayoutFinding: Sendable, Hashable {
    var check: LayoutCheck
    var nodeID: Int
    /// `#3 Text "title"`.
    var view: String
    /// The view's `.id` name.
    var name: String?
    var line: Int?
    var column: Int?
    var message: String
}
