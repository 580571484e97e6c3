/// The columns of a `LazyVGrid` (rows of a `LazyHGrid`) for a length along them, worked out the
/// way SwiftUI does (objc.io, "SwiftUI's Grid Views", 2020-11-23, re-implemented and checked
/// against SwiftUI; Fatbobman, "Predict LazyVGrid layout", same figures):
/// 1. take the spacing after every item but the last (8 unless the item sets it) and every
///    `.fixed` length off the proposed length;
/// 2. walk the other items in order: each is offered what remains divided by the number of
///    non-fixed items not yet sized; a `.flexible` item clamps that offer to its minimum and
///    maximum, an `.adaptive` item keeps the whole offer and fits
///    `floor((offer + spacing) / (minimum + spacing))` tracks (at least one) of
///    `(offer − (count − 1) × spacing) / count`, capped at its maximum;
/// 3. the item's width comes off what remains.
/// Order matters: an early `.flexible` item that takes its share leaves a later one less.
public struct LazyGridTracks: Sendable, Equatable {
    public struct Track: Sendable, Equatable {
        /// Offset from the grid's leading (top) edge.
        public var offset: Double
        public var length: Double
        /// The `GridItem` this track comes from.
        public var item: Int
    }

    public var tracks: [Track]
    /// The length the tracks and their spacing take.
    public var total: Double
    /// One line per item, the arithmetic as on a whiteboard.
    public var steps: [String]
    /// Inputs FrameLab had to clamp, said so the user can fix them (each case its own template).
    public var warnings: [DiagnosticText]

    /// Upper bound on an adaptive item's track count (a minimum near 0 with spacing near 0).
    public static let maximumAdaptiveTracks = 1000

    public init(items: [GridItemSpec], length proposed: Double?, trackName: String = "column") {
        tracks = []
        steps = []
        warnings = []
        total = 0
        let items = items.enumerated().map { Self.sanitized($1, index: $0, warnings: &warnings) }
        guard !items.isEmpty else {
            total = 0
            return
        }
        func spacing(_ k: Int) -> Double { items[k].spacing ?? 8 }
        var gaps = 0.0
        for k in 0..<(items.count - 1) { gaps += spacing(k) }
        var fixed = 0.0
        var open = 0
        for item in items {
            if case .fixed(let length) = item.sizing { fixed += length } else { open += 1 }
        }
        var lengths: [[Double]] = []
        if let proposed {
            var remaining = proposed - gaps - fixed
            let fixedText = fixed > 0 ? " − \(formatLength(fixed)) fixed" : ""
            let gapText = gaps > 0 ? " − \(formatLength(gaps)) spacing" : ""
            if open > 0 && (gaps > 0 || fixed > 0) {
                steps.append("\(trackName)s share \(formatLength(proposed))\(gapText)\(fixedText) = \(formatLength(remaining)) among \(open) non-fixed item\(open == 1 ? "" : "s")")
            }
            for (k, item) in items.enumerated() {
                let label = "item \(k + 1) \(item.swiftSpelling)"
                switch item.sizing {
                case .fixed(let length):
                    lengths.append([length])
                    steps.append("\(label): \(formatLength(length)) whatever the space")
                case .flexible(let minimum, let maximum):
                    let offer = remaining / Double(open)
                    let length = Swift.min(Swift.max(offer, minimum), maximum)
                    lengths.append([length])
                    let shareText = open > 1 ? "\(formatLength(remaining)) / \(open) = \(formatLength(offer))" : formatLength(offer)
                    let clamp = length == offer ? "" : " clamped to [\(formatLength(minimum)), \(formatLength(maximum))] = \(formatLength(length))"
                    steps.append("\(label): offered \(shareText)\(clamp) → one \(trackName) of \(formatLength(length))")
                    remaining -= length
                    open -= 1
                case .adaptive(let minimum, let maximum):
                    let offer = remaining / Double(open)
                    let s = spacing(k)
                    let ratio = (offer + s) / (minimum + s)
                    // Clamped before converting: a minimum and spacing summing to 0 or less, or a
                    // huge offer, make the ratio infinite or past Int.max (found by fuzzing).
                    let whole = ratio.isNaN ? 1 : Swift.min(Swift.max(1, ratio.rounded(.down)), Double(Self.maximumAdaptiveTracks))
                    let count = Int(whole)
                    let each = (offer - Double(count - 1) * s) / Double(count)
                    let length = Swift.max(0, Swift.min(each, maximum))
                    lengths.append(Array(repeating: length, count: count))
                    let shareText = open > 1 ? "offered \(formatLength(remaining)) / \(open) = \(formatLength(offer)); " : ""
                    let eachText = count == 1
                        ? "\(formatLength(offer))"
                        : "(\(formatLength(offer)) − \(count - 1) × \(formatLength(s))) / \(count) = \(formatLength(each))"
                    let cap = length == each ? "" : ", capped at maximum \(formatLength(maximum)) = \(formatLength(length))"
                    steps.append("\(label): \(shareText)(\(formatLength(offer)) + \(formatLength(s))) / (\(formatLength(minimum)) + \(formatLength(s))) = \(Self.twoPlaces(ratio)) → \(count) \(trackName)\(count == 1 ? "" : "s") of \(eachText)\(cap)")
                    remaining -= offer
                    open -= 1
                }
            }
        } else {
            // Nothing proposed along the tracks (a LazyVGrid in a horizontal ScrollView): FrameLab
            // gives each item its smallest length. An estimate: SwiftUI's answer is not documented.
            for (k, item) in items.enumerated() {
                let label = "item \(k + 1) \(item.swiftSpelling)"
                switch item.sizing {
                case .fixed(let length): lengths.append([length])
                case .flexible(let minimum, _), .adaptive(let minimum, _): lengths.append([minimum])
                }
                steps.append("\(label): no length proposed, so its minimum \(formatLength(lengths[k][0])) (FrameLab's estimate)")
            }
        }
        var offset = 0.0
        for (k, group) in lengths.enumerated() {
            for (j, length) in group.enumerated() {
                tracks.append(Track(offset: offset, length: length, item: k))
                offset += length
                if j < group.count - 1 || k < items.count - 1 { offset += spacing(k) }
            }
        }
        total = offset
    }

    /// A one-line summary, `4 columns of 84.25`, `3 columns: 70, 57, 57`.
    public func summary(trackName: String = "column") -> String {
        let lengths = tracks.map(\.length)
        let plural = "\(tracks.count) \(trackName)\(tracks.count == 1 ? "" : "s")"
        if let first = lengths.first, lengths.allSatisfy({ $0 == first }) { return "\(plural) of \(formatLength(first))" }
        return "\(plural): " + lengths.map(formatLength).joined(separator: ", ")
    }

    static func twoPlaces(_ value: Double) -> String {
        guard value.isFinite else { return formatLength(value) }
        return formatLength((value * 100).rounded(.down) / 100)
    }

    /// Clamps what layout cannot use, saying what it did: lengths that are not finite or are
    /// negative, an adaptive minimum below 1, a maximum below the minimum, negative spacing.
    static func sanitized(_ item: GridItemSpec, index: Int, warnings: inout [DiagnosticText]) -> GridItemSpec {
        var item = item
        let name: DiagnosticText = "GridItem \(index + 1)"
        func finite(_ value: Double, _ what: DiagnosticText, fallback: Double) -> Double {
            if value.isNaN || value.isInfinite && value < 0 || value < 0 {
                warnings.append("\(name): \(what) \(formatLength(value)) is not a usable length; \(formatLength(fallback)) is used")
                return fallback
            }
            return value
        }
        func atLeast(_ low: Double, _ high: Double) -> Double {
            guard high < low else { return high }
            warnings.append("\(name): maximum \(formatLength(high)) is below minimum \(formatLength(low)); the minimum is used for both")
            return low
        }
        switch item.sizing {
        case .fixed(let length):
            var value = finite(length, "fixed length", fallback: 0)
            if value.isInfinite {
                warnings.append("\(name): fixed length ∞ cannot be laid out; 0 is used")
                value = 0
            }
            item.sizing = .fixed(value)
        case .flexible(let minimum, let maximum):
            var low = finite(minimum, "minimum", fallback: 10)
            if low.isInfinite {
                warnings.append("\(name): minimum ∞ cannot be laid out; 10 is used")
                low = 10
            }
            item.sizing = .flexible(minimum: low, maximum: atLeast(low, finite(maximum, "maximum", fallback: .infinity)))
        case .adaptive(let minimum, let maximum):
            var low = finite(minimum, "minimum", fallback: 1)
            if low < 1 || low.isInfinite {
                warnings.append("\(name): adaptive minimum \(formatLength(low)) would make \(low.isInfinite ? "no" : "unbounded") columns; 1 is used (FrameLab's clamp; at most \(maximumAdaptiveTracks) tracks)")
                low = 1
            }
            item.sizing = .adaptive(minimum: low, maximum: atLeast(low, finite(maximum, "maximum", fallback: .infinity)))
        }
        if let spacing = item.spacing, spacing.isNaN || spacing < 0 || spacing.isInfinite {
            warnings.append("\(name): spacing \(formatLength(spacing)) is not usable between grid tracks; 0 is used (FrameLab's clamp)")
            item.spacing = 0
        }
        return item
    }
}
