/// The scroll-view modifiers that reach the scroll views inside the view they modify, the way an
/// environment value does: `contentMargins`, `scrollTargetBehavior`, `scrollClipDisabled`; and
/// `scrollTargetLayout`, which marks a stack's children as the targets `.viewAligned` snaps to.
public enum ScrollModifier: Sendable, Hashable {
    /// `.contentMargins(edges, length, for: placement)`.
    case contentMargins(ContentMargins)
    /// `.scrollTargetBehavior(.paging)` or `.scrollTargetBehavior(.viewAligned(limitBehavior:))`.
    case targetBehavior(ScrollTargetBehavior)
    /// `.scrollTargetLayout()` on the stack whose children are scroll targets.
    case targetLayout
    /// `.scrollClipDisabled(_:)`.
    case clipDisabled(Bool)

    /// The SwiftUI spelling of the modifier.
    public var name: String {
        switch self {
        case .contentMargins: "contentMargins"
        case .targetBehavior: "scrollTargetBehavior"
        case .targetLayout: "scrollTargetLayout"
        case .clipDisabled: "scrollClipDisabled"
        }
    }
}

/// Margins a scroll view adds to the safe-area insets of its content or of its indicators.
public struct ContentMargins: Sendable, Hashable {
    public var edges: EdgeSet
    /// Nil is SwiftUI's "default margins"; FrameLab has no figure for them and uses 0 (with a note).
    public var length: Double?
    public var placement: ContentMarginPlacement

    public init(edges: EdgeSet, length: Double?, placement: ContentMarginPlacement = .automatic) {
        self.edges = edges
        self.length = length
        self.placement = placement
    }
}

/// `ContentMarginPlacement`: `.automatic` and `.scrollContent` inset the content (and, for
/// `.automatic`, the indicators with it); `.scrollIndicators` insets only the indicators.
public enum ContentMarginPlacement: String, Sendable, Hashable, CaseIterable {
    case automatic, scrollContent, scrollIndicators

    /// Whether margins with this placement move and resize the content (Apple's ContentMarginPlacement).
    public var insetsContent: Bool { self != .scrollIndicators }
}

/// Where a scroll gesture may come to rest.
public enum ScrollTargetBehavior: Sendable, Hashable {
    /// Multiples of the scroll view's own length along the scroll axis.
    case paging
    /// The leading edges of the scroll targets (children of a `scrollTargetLayout()`).
    case viewAligned(limit: ViewAlignedLimit)

    public var swiftSpelling: String {
        switch self {
        case .paging: ".paging"
        case .viewAligned(let limit): limit == .automatic ? ".viewAligned" : ".viewAligned(limitBehavior: .\(limit.rawValue))"
        }
    }
}

/// `ViewAlignedScrollTargetBehavior.LimitBehavior`: how many targets one swipe may pass.
public enum ViewAlignedLimit: String, Sendable, Hashable, CaseIterable {
    case automatic, always, never, alwaysByFew, alwaysByOne
}
