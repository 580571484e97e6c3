import LayoutCore

/// A scroll view's paging record in `--json` (key `paging` on the scroll view's node): the target
/// behaviour, the page length next to each target's length and stride, the drift when they
/// disagree, and the `:why` lines that explain it.
struct PagingJSON: Encodable, Sendable {
    struct Target: Encodable, Sendable {
        var id: Int
        /// Where the target starts along the scroll axis, from the scroll view's leading (top) edge.
        var offset: JSONNumber
        var length: JSONNumber
        /// From this target's start to the next one's (its own length for the last).
        var stride: JSONNumber
    }

    struct Mismatch: Encodable, Sendable {
        var page: JSONNumber
        var stride: JSONNumber
        var childrenPerPage: Int
        /// How much further off each page the children slide (page − children × stride).
        var drift: JSONNumber
        var text: String
    }

    /// `.paging`, `.viewAligned…`, or null when only margins or clipping were set.
    var behavior: String?
    var axis: String
    /// The scroll view's length along its axis; under `.paging` it is `pageLength` too.
    var viewport: JSONNumber
    var pageLength: JSONNumber?
    var contentMargins: JSONInsets
    var targets: [Target]
    var mismatch: Mismatch?
    var clipDisabled: Bool
    var warnings: [String]
    /// What `:why` says about the paging, one line each.
    var explanation: [String]

    init?(nodeID id: Int, in result: LayoutResult) {
        guard let paging = result.trace.scrollPagings[id] else { return nil }
        behavior = paging.behavior?.swiftSpelling
        axis = paging.axis.rawValue
        viewport = JSONNumber(paging.viewport)
        pageLength = paging.pageLength.map(JSONNumber.init)
        contentMargins = JSONInsets(paging.contentMargins)
        targets = paging.targets.indices.map { k in
            let target = paging.targets[k]
            return Target(id: target.nodeID, offset: JSONNumber(target.offset), length: JSONNumber(target.length), stride: JSONNumber(paging.stride(of: k)))
        }
        mismatch = paging.pageMismatch.map {
            Mismatch(
                page: JSONNumber($0.page), stride: JSONNumber($0.stride), childrenPerPage: $0.childrenPerPage, drift: JSONNumber($0.drift),
                text: "page \(formatLength($0.page)) vs \($0.childrenText): \($0.slideText)")
        }
        clipDisabled = paging.clipDisabled
        warnings = paging.warnings
        explanation = result.scrollPagingSteps(id)
    }
}
