import Testing
@testable import LayoutCore

/// Text style sizes and line heights for every content size category, against the tables in
/// `../shared/reference/control-metrics.md`.
@Suite struct TextStyleTableTests {
    /// control-metrics.md §1.2, "Single-line text height on a 3x device" = ceil(size × 1.193359375 × 3) / 3,
    /// columns xSmall … AX5 (sizes from the HIG table in §1.1). Transcribed, not computed.
    static let threeX: [(TextStyle, [Double])] = [
        (.largeTitle, [37.00, 38.33, 39.67, 40.67, 43.00, 45.67, 48.00, 52.67, 57.33, 62.33, 67.00, 71.67]),
        (.title, [30.00, 31.33, 32.33, 33.67, 36.00, 38.33, 40.67, 45.67, 51.33, 57.33, 63.33, 69.33]),
        (.title2, [23.00, 24.00, 25.33, 26.33, 28.67, 31.33, 33.67, 40.67, 46.67, 52.67, 60.00, 67.00]),
        (.title3, [20.33, 21.67, 23.00, 24.00, 26.33, 28.67, 31.33, 37.00, 44.33, 51.33, 58.67, 65.67]),
        (.headline, [17.00, 18.00, 19.33, 20.33, 23.00, 25.33, 27.67, 33.67, 39.67, 48.00, 56.33, 63.33]),
        (.body, [17.00, 18.00, 19.33, 20.33, 23.00, 25.33, 27.67, 33.67, 39.67, 48.00, 56.33, 63.33]),
        (.callout, [15.67, 17.00, 18.00, 19.33, 21.67, 24.00, 26.33, 31.33, 38.33, 45.67, 52.67, 61.00]),
        (.subheadline, [14.33, 15.67, 17.00, 18.00, 20.33, 23.00, 25.33, 30.00, 36.00, 43.00, 50.33, 58.67]),
        (.footnote, [14.33, 14.33, 14.33, 15.67, 18.00, 20.33, 23.00, 27.67, 32.33, 39.67, 45.67, 52.67]),
        (.caption, [13.33, 13.33, 13.33, 14.33, 17.00, 19.33, 21.67, 26.33, 31.33, 38.33, 44.33, 51.33]),
        (.caption2, [13.33, 13.33, 13.33, 13.33, 15.67, 18.00, 20.33, 24.00, 28.67, 34.67, 40.67, 48.00]),
    ]

    @Test func everyStyleAtEveryCategoryOnA3xPhone() {
        for (style, heights) in Self.threeX {
            for (size, expected) in zip(DynamicTypeSize.allCases, heights) {
                let metrics = TextStyleTable.iOS.metrics(style, size, displayScale: 3)
                #expect(abs(metrics.singleLineHeight - expected) < 0.005, "\(style) at \(size.shortName)")
                // On the pixel grid: a whole number of thirds.
                let pixels = metrics.singleLineHeight * 3
                #expect(abs(pixels - pixels.rounded()) < 1e-9)
            }
        }
    }

    @Test func largeIsTheHIGDefaultColumn() {
        // §1.1 bold column: largeTitle 34, title 28, title2 22, title3 20, headline/body 17, callout 16,
        // subheadline 15, footnote 13, caption 12, caption2 11.
        let sizes = TextStyle.allCases.map { TextStyleTable.iOS.metrics($0, .large, displayScale: 3).pointSize }
        #expect(sizes == [34, 28, 22, 20, 17, 15, 17, 16, 13, 12, 11])
        #expect(TextStyleTable.iOS.metrics(.headline, .large, displayScale: 3).weight == "semibold")
        // AX5 body 53 (§1.1).
        #expect(TextStyleTable.iOS.metrics(.body, .accessibility5, displayScale: 3).pointSize == 53)
    }

    @Test func twoXRoundsToHalfPoints() {
        // §1.2: "For a 2x device use × 2 … / 2 (body 17 pt → 20.5)": ceil(40.574)/2 = 41/2.
        #expect(TextStyleTable.iOS.metrics(.body, .large, displayScale: 2).singleLineHeight == 20.5)
        // 13 pt: 13 × 1.193359375 = 15.513671875 → ceil(31.03)/2 = 16 (the OUK segment label, §3.6).
        #expect(TextStyleTable.iOS.metrics(.footnote, .large, displayScale: 2).singleLineHeight == 16)
        // Scale 1: the SKIP renders of §1.2 (body 21, largeTitle 41, caption2 14).
        #expect(TextStyleTable.iOS.metrics(.body, .large, displayScale: 1).singleLineHeight == 21)
        #expect(TextStyleTable.iOS.metrics(.largeTitle, .large, displayScale: 1).singleLineHeight == 41)
        #expect(TextStyleTable.iOS.metrics(.caption2, .large, displayScale: 1).singleLineHeight == 14)
    }

    @Test func macOSUsesItsMeasuredHeights() {
        // §1.2 macOS row (skip-ui, scale 1): body 16, largeTitle 31, title3 19; at 2× they stay whole points.
        #expect(TextStyleTable.macOS.metrics(.body, .accessibility3, displayScale: 2).singleLineHeight == 16)
        #expect(TextStyleTable.macOS.metrics(.body, .xSmall, displayScale: 2).pointSize == 13)
        #expect(TextStyleTable.macOS.metrics(.largeTitle, .large, displayScale: 2).singleLineHeight == 31)
        #expect(TextStyleTable.macOS.metrics(.title3, .large, displayScale: 2).singleLineHeight == 19)
    }

    @Test func linesAndLineSpacingRoundTheTotalOnce() {
        let body = TextStyleTable.iOS.metrics(.body, .large, displayScale: 3)
        // The first line, then the HIG leading (22 for body at Large) per further line, rounded once
        // (docs/fidelity.md §3, measured: two body lines 42.333): 10 lines are 20.287 + 9 × 22 =
        // 218.287 → ceil(654.86)/3 = 655/3 = 218.333.
        #expect(abs(body.height(lines: 10) - 655.0 / 3) < 1e-9)
        #expect(abs(body.height(lines: 2) - 127.0 / 3) < 1e-9)
        // lineSpacing 4 between 2 lines: 20.287 + 22 + 4 = 46.287 → ceil(138.86)/3 = 139/3 = 46.333.
        #expect(abs(body.height(lines: 2, lineSpacing: 4) - 139.0 / 3) < 1e-9)
        // A style without a leading (a fixed .system(size:) font) stacks lines lineHeight apart.
        let system = SystemFont(size: 17).metrics(displayScale: 3)
        #expect(abs(system.height(lines: 2) - 122.0 / 3) < 1e-9)
        // One line has no spacing.
        #expect(body.height(lines: 1, lineSpacing: 4) == body.singleLineHeight)
    }

    @Test func scaledMetricFollowsTheStylesLeading() {
        // UIFontMetrics scales like the style's leading (measured on .title, docs/controls.md):
        // body 22 → 62 at AX5 (§1.1 leadings): 20 × 62/22.
        #expect(abs(TextStyleTable.iOS.scaledMetric(20, at: .accessibility5) - 20 * 62 / 22) < 1e-9)
        #expect(TextStyleTable.iOS.scaledMetric(20, at: .large) == 20)
        // relativeTo: .caption2 leads 13 at Large and 13 at xSmall, so it does not shrink there.
        #expect(TextStyleTable.iOS.scaledMetric(20, relativeTo: .caption2, at: .xSmall) == 20)
        // largeTitle leads 41 → 38 at xSmall: 20 × 38/41.
        #expect(abs(TextStyleTable.iOS.scaledMetric(20, relativeTo: .largeTitle, at: .xSmall) - 20 * 38 / 41) < 1e-9)
        // The measured case: 24 relative to .title at AX5 is 24 × 68/34 = 48 (compound-ios, 2×).
        #expect(TextStyleTable.iOS.scaledMetric(24, relativeTo: .title, at: .accessibility5) == 48)
        #expect(TextStyleTable.macOS.scaledMetric(20, at: .accessibility5) == 20)
    }
}
