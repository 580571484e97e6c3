/// What the scroll modifiers did to one scroll view: its content margins, its target behaviour and,
/// for `.paging`, the page length next to each child's length and the drift when they disagree.
public struct ScrollPaging: Sendable, Hashable {
    /// `.paging` or `.viewAligned`; nil when only margins or clipping were set.
    public var behavior: ScrollTargetBehavior?
    /// The `scrollTargetBehavior` modifier's node.
    public var behaviorNodeID: Int?
    /// The axis the scroll view pages or snaps along.
    public var axis: Axis
    /// The scroll view's own length along `axis`: what one page is under `.paging`.
    public var viewport: Double
    /// Margins that inset the content (`.automatic`/`.scrollContent`), and the node of each edge's.
    public var contentMargins: EdgeInsets
    public var contentMarginNodeIDs: [Edge: Int]
    /// Margins that inset only the indicators (`.scrollIndicators`).
    public var indicatorMargins: EdgeInsets
    /// The stack marked `scrollTargetLayout()`, when there is one.
    public var targetLayoutID: Int?
    /// The views a swipe can come to rest on, in order.
    public var targets: [ScrollTargetSlot]
    public var clipDisabled: Bool
    /// Disagreements found, as sentences (also reported as layout warnings).
    public var warnings: [String]

    /// The same record with node ids mapped (incremental layout); ids that map to nil are dropped.
    func remapped(_ map: (Int) -> Int?) -> ScrollPaging {
        var copy = self
        copy.behaviorNodeID = behaviorNodeID.flatMap(map)
        copy.contentMarginNodeIDs = contentMarginNodeIDs.compactMapValues(map)
        copy.targetLayoutID = targetLayoutID.flatMap(map)
        copy.targets = targets.compactMap { target in map(target.nodeID).map { ScrollTargetSlot(nodeID: $0, offset: target.offset, length: target.length) } }
        return copy
    }

    /// The page length under `.paging`.
    public var pageLength: Double? { behavior == .paging ? viewport : nil }

    /// Under `.paging`, how the page length and the first child's stride disagree; nil when they
    /// agree (the page holds a whole number of strides, within half a point) or nothing is paged.
    public var pageMismatch: PageMismatch? {
        guard behavior == .paging, viewport > 0, let first = targets.first else { return nil }
        let stride = stride(of: 0)
        guard stride > 0 else { return nil }
        let perPage = max(1, (viewport / stride).rounded())
        let drift = viewport - perPage * stride
        guard abs(drift) > 0.5 else { return nil }
        return PageMismatch(page: viewport, childLength: first.length, stride: stride, childrenPerPage: Int(perPage), drift: drift, firstOffset: first.offset)
    }

    /// Distance from one target's start to the next; the last target's is its own length.
    public func stride(of index: Int) -> Double {
        index + 1 < targets.count ? targets[index + 1].offset - targets[index].offset : targets[index].length
    }
}

/// A page length that is not a whole number of children: each swipe moves `drift` more than
/// `childrenPerPage` children, so the children slide `drift` further off every page.
public struct PageMismatch: Sendable, Hashable {
    public var page: Double
    public var childLength: Double
    /// Child length plus the spacing to the next child.
    public var stride: Double
    public var childrenPerPage: Int
    public var drift: Double
    /// Where the first child starts, from the scroll view's leading (top) edge.
    public var firstOffset: Double

    /// "a child's 353 + spacing 0 = 353" or "2 × (child 180 + spacing 10) = 380".
    public var childrenText: String {
        let gap = stride - childLength
        if childrenPerPage == 1 { return "a child's \(formatLength(childLength)) + spacing \(formatLength(gap)) = \(formatLength(stride))" }
        return "\(childrenPerPage) × (child \(formatLength(childLength)) + spacing \(formatLength(gap))) = \(formatLength(Double(childrenPerPage) * stride))"
    }

    /// Where the first child of the next two pages rests, against where the first one did.
    public var slideText: String {
        let n = childrenPerPage
        return "after one swipe child \(n + 1) rests at \(formatLength(firstOffset - drift)) instead of \(formatLength(firstOffset)), after two child \(2 * n + 1) at \(formatLength(firstOffset - 2 * drift)), \(formatLength(abs(drift))) further off every page"
    }
}

/// One view a scroll can come to rest on.
public struct ScrollTargetSlot: Sendable, Hashable {
    public var nodeID: Int
    /// Where it starts along the scroll axis, from the scroll view's leading (top) edge when scrolled to the start.
    public var offset: Double
    public var length: Double
}
