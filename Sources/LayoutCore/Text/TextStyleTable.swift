/// A platform's text styles: the point size of each style at each content size category, its
/// weight, and the font's line height. `metrics(…)` resolves one style for a category and a
/// display scale. Sources: `../shared/reference/control-metrics.md` §1.
public struct TextStyleTable: Sendable, Hashable {
    /// Point size per style, one value per `DynamicTypeSize` (xSmall … AX5), or a single value
    /// for platforms without Dynamic Type.
    public var pointSizes: [TextStyle: [Double]]
    public var weights: [TextStyle: String] = [:]
    /// Line heights measured per style, used instead of `pointSize × fontLineHeightRatio` (macOS,
    /// whose SF cut does not follow the iOS ratio).
    public var measuredLineHeights: [TextStyle: Double] = [:]
    /// The distance between consecutive lines per style, one value per `DynamicTypeSize` (iOS: the
    /// HIG leading column); a style without one stacks lines `lineHeight` apart.
    public var leadings: [TextStyle: [Double]] = [:]
    /// Where the figures come from, for explanations.
    public var source: String

    /// SF Pro's line height per point of size: (ascender 1950 + descender 494) / 2048 units, zero
    /// line gap (control-metrics.md §1.2, FONTPROBE: 17 pt → 20.287109375 = 17 × 2444/2048).
    public static let fontLineHeightRatio = 2444.0 / 2048.0
    /// SF Pro's ascender per point of size: the first baseline sits 1950/2048 of the size below
    /// the top of the line box (control-metrics.md §1.2, FONTPROBE: 17 pt → 16.1865234375).
    public static let fontAscenderRatio = 1950.0 / 2048.0

    /// The style resolved for a content size category on a display with `scale` pixels per point.
    public func metrics(_ style: TextStyle, _ size: DynamicTypeSize, displayScale scale: Double) -> TextStyleMetrics {
        let sizes = pointSizes[style] ?? pointSizes[.body] ?? [17]
        let index = DynamicTypeSize.allCases.firstIndex(of: size) ?? 3
        let pointSize = sizes.count == DynamicTypeSize.allCases.count ? sizes[index] : sizes[0]
        let lineHeight = measuredLineHeights[style] ?? pointSize * Self.fontLineHeightRatio
        let styleLeadings = leadings[style] ?? []
        let leading = styleLeadings.count == DynamicTypeSize.allCases.count ? styleLeadings[index] : styleLeadings.first
        return TextStyleMetrics(pointSize: pointSize, lineHeight: lineHeight, weight: weights[style] ?? "regular", displayScale: scale, leading: leading)
    }

    /// `value` scaled for the category `size` the way `@ScaledMetric` (UIFontMetrics) scales it: by
    /// the ratio of `style`'s leading (line advance) at `size` to its leading at the default
    /// category, Large, where the table has leadings, else by the ratio of point sizes. Measured
    /// (element-hq/compound-ios@81ba8bd8 ScaledFrameModifier preview, iOS 18 at 2×: a 24-pt metric
    /// relative to .title is 22, 22.5, 23.5, 24, 25.5, 27, 29, 32.5, 36, 40, 43, 48 from xSmall to
    /// AX5): the leading ratio (title 31 … 68 over 34) is within a pixel at 9 of the 12 sizes and
    /// 0.22 off on average, the point-size ratio (25 … 58 over 28) at 7, 0.68 off, 1.7 at AX5
    /// (docs/controls.md). Platforms without Dynamic Type return `value` unchanged.
    public func scaledMetric(_ value: Double, relativeTo style: TextStyle = .body, at size: DynamicTypeSize) -> Double {
        let large = metrics(style, .large, displayScale: 1)
        let scaled = metrics(style, size, displayScale: 1)
        if let base = large.leading, let leading = scaled.leading, base > 0 { return value * leading / base }
        guard large.pointSize > 0 else { return value }
        return value * scaled.pointSize / large.pointSize
    }

    /// The table of a platform: macOS and tvOS have their own fixed sizes, watchOS its own
    /// Dynamic Type table, the others iOS's.
    public static func platform(_ idiom: Idiom) -> TextStyleTable {
        switch idiom {
        case .mac: .macOS
        case .tv: .tvOS
        case .watch: .watchOS
        default: .iOS
        }
    }

    /// iOS and iPadOS Dynamic Type: control-metrics.md §1.1, the HIG "Typography" iOS/iPadOS table
    /// (xSmall … AX5), point sizes cross-checked against UIFont.preferredFont printed on the
    /// simulator (TEMOKI). Headline is semibold, the rest regular.
    public static let iOS = TextStyleTable(
        pointSizes: [
            .largeTitle: [31, 32, 33, 34, 36, 38, 40, 44, 48, 52, 56, 60],
            .title: [25, 26, 27, 28, 30, 32, 34, 38, 43, 48, 53, 58],
            .title2: [19, 20, 21, 22, 24, 26, 28, 34, 39, 44, 50, 56],
            .title3: [17, 18, 19, 20, 22, 24, 26, 31, 37, 43, 49, 55],
            .headline: [14, 15, 16, 17, 19, 21, 23, 28, 33, 40, 47, 53],
            .body: [14, 15, 16, 17, 19, 21, 23, 28, 33, 40, 47, 53],
            .callout: [13, 14, 15, 16, 18, 20, 22, 26, 32, 38, 44, 51],
            .subheadline: [12, 13, 14, 15, 17, 19, 21, 25, 30, 36, 42, 49],
            .footnote: [12, 12, 12, 13, 15, 17, 19, 23, 27, 33, 38, 44],
            .caption: [11, 11, 11, 12, 14, 16, 18, 22, 26, 32, 37, 43],
            .caption2: [11, 11, 11, 11, 13, 15, 17, 20, 24, 29, 34, 40],
        ],
        weights: [.headline: "semibold"],
        leadings: [
            .largeTitle: [38, 39, 40, 41, 43, 46, 48, 52, 57, 61, 66, 70],
            .title: [31, 32, 33, 34, 37, 39, 41, 46, 51, 57, 62, 68],
            .title2: [24, 25, 26, 28, 30, 32, 34, 41, 47, 52, 59, 66],
            .title3: [22, 23, 24, 25, 28, 30, 32, 38, 44, 51, 58, 65],
            .headline: [19, 20, 21, 22, 24, 26, 29, 34, 40, 48, 56, 62],
            .body: [19, 20, 21, 22, 24, 26, 29, 34, 40, 48, 56, 62],
            .callout: [18, 19, 20, 21, 23, 25, 28, 32, 39, 46, 52, 60],
            .subheadline: [16, 18, 19, 20, 22, 24, 28, 31, 37, 43, 50, 58],
            .footnote: [16, 16, 16, 18, 20, 22, 24, 29, 33, 40, 46, 52],
            .caption: [13, 13, 13, 16, 19, 21, 23, 28, 32, 39, 44, 51],
            .caption2: [13, 13, 13, 13, 18, 20, 22, 25, 30, 35, 41, 48],
        ],
        source: "HIG Typography, iOS Dynamic Type sizes and leading (control-metrics.md §1.1); line height = size × 2444/2048 (SF Pro, §1.2); each line after the first is the HIG leading apart (measured: docs/fidelity.md)")

    /// macOS has no Dynamic Type: HIG "Typography" macOS sizes (control-metrics.md §1.3) and the
    /// SwiftUI `Text` heights measured at scale 1 (§1.2, SKIP TextTests.swift), which do not follow
    /// the iOS ratio.
    public static let macOS = TextStyleTable(
        pointSizes: [
            .largeTitle: [26], .title: [22], .title2: [17], .title3: [15], .headline: [13], .body: [13],
            .callout: [12], .subheadline: [11], .footnote: [10], .caption: [10], .caption2: [10],
        ],
        weights: [.headline: "bold", .caption2: "medium"],
        measuredLineHeights: [
            .largeTitle: 31, .title: 26, .title2: 21, .title3: 19, .headline: 16, .body: 16,
            .callout: 15, .subheadline: 14, .footnote: 13, .caption: 13, .caption2: 13,
        ],
        source: "HIG Typography, macOS sizes (control-metrics.md §1.3); line heights measured by skip-ui's TextTests (§1.2)")

    /// tvOS has no Dynamic Type: HIG "Typography" tvOS sizes (control-metrics.md §1.3), line height
    /// by the SF Pro ratio as on iOS. The HIG table has no large title, subheadline or footnote:
    /// large title is title 1's 76, subheadline Subtitle 1's 38 and footnote caption 1's 25
    /// (inferred mappings).
    public static let tvOS = TextStyleTable(
        pointSizes: [
            .largeTitle: [76], .title: [76], .title2: [57], .title3: [48], .headline: [38], .subheadline: [38],
            .body: [29], .callout: [31], .footnote: [25], .caption: [25], .caption2: [23],
        ],
        weights: [
            .largeTitle: "medium", .title: "medium", .title2: "medium", .title3: "medium", .headline: "medium",
            .body: "medium", .callout: "medium", .footnote: "medium", .caption: "medium", .caption2: "medium",
        ],
        source: "HIG Typography, tvOS sizes, fixed (control-metrics.md §1.3; large title, subheadline and footnote mapped to title 1, Subtitle 1 and caption 1, inferred); line height = size × 2444/2048 (SF Pro, §1.2)")

    /// watchOS Dynamic Type: HIG "Typography" watchOS table (control-metrics.md §1.3), columns
    /// xSmall, Small, Large, xLarge, xxLarge, xxxLarge, AX1–AX3. watchOS has no Medium, AX4 or
    /// AX5: Medium takes Large's sizes and AX4/AX5 AX3's (inferred); callout and subheadline take
    /// body's, footnote is footnote 1 (the table has neither, inferred). Line height by the SF Pro
    /// ratio (SF Compact's is not in the references: an estimate).
    public static let watchOS = TextStyleTable(
        pointSizes: [
            .largeTitle: [30, 32, 36, 36, 40, 41, 42, 44, 45, 46, 46, 46],
            .title: [28, 30, 34, 34, 38, 39, 40, 42, 43, 44, 44, 44],
            .title2: [24, 26, 27, 27, 30, 31, 32, 34, 35, 36, 36, 36],
            .title3: [17, 18, 19, 19, 20, 21, 22, 24, 25, 26, 26, 26],
            .headline: [14, 15, 16, 16, 17, 18, 19, 21, 22, 23, 23, 23],
            .subheadline: [14, 15, 16, 16, 17, 18, 19, 21, 22, 23, 23, 23],
            .body: [14, 15, 16, 16, 17, 18, 19, 21, 22, 23, 23, 23],
            .callout: [14, 15, 16, 16, 17, 18, 19, 21, 22, 23, 23, 23],
            .footnote: [11, 12, 13, 13, 14, 15, 16, 16, 17, 18, 18, 18],
            .caption: [13, 14, 15, 15, 16, 17, 18, 18, 19, 20, 20, 20],
            .caption2: [12, 13, 14, 14, 15, 15, 17, 17, 18, 19, 19, 19],
        ],
        weights: [.headline: "semibold"],
        source: "HIG Typography, watchOS sizes (control-metrics.md §1.3; Medium as Large, AX4/AX5 as AX3, callout/subheadline as body: inferred); line height = size × 2444/2048 (SF Pro, an estimate for SF Compact)")
}
