import Testing
@testable import LayoutCore

@Suite struct LazyGridTracksTests {
    @Test func adaptiveColumnsOnAnIPhone15() {
        // 393 − 2 × 16 padding = 361 (objc.io, "SwiftUI's Grid Views": floor((w + s) / (min + s)) tracks).
        let tracks = LazyGridTracks(items: [GridItemSpec(.adaptive(minimum: 80, maximum: .infinity))], length: 361)
        #expect(tracks.tracks.map(\.length) == [84.25, 84.25, 84.25, 84.25])
        #expect(tracks.tracks.map(\.offset) == [0, 92.25, 184.5, 276.75])
        #expect(tracks.total == 361)
        #expect(tracks.steps == ["item 1 GridItem(.adaptive(minimum: 80)): (361 + 8) / (80 + 8) = 4.19 → 4 columns of (361 − 3 × 8) / 4 = 84.25"])
        #expect(tracks.summary() == "4 columns of 84.25")
    }

    @Test func flexibleItemsAreSizedInOrder() {
        // Fatbobman, "Predict LazyVGrid layout": (300 − 8) / 2 = 146 for the first, 146 < 180 for the second.
        let items = [GridItemSpec(.flexible(minimum: 100, maximum: .infinity)), GridItemSpec(.flexible(minimum: 180, maximum: .infinity))]
        #expect(LazyGridTracks(items: items, length: 300).tracks.map(\.length) == [146, 180])
        #expect(LazyGridTracks(items: items, length: 300).total == 334)
        #expect(LazyGridTracks(items: items, length: 334).tracks.map(\.length) == [163, 180])
    }

    @Test func adaptiveMaximumCapsEachTrack() {
        // (300 + 8) / (50 + 8) = 5.31 → 5 tracks of (300 − 32) / 5 = 53.6, capped at 52.
        let tracks = LazyGridTracks(items: [GridItemSpec(.adaptive(minimum: 50, maximum: 52))], length: 300)
        #expect(tracks.tracks.count == 5)
        #expect(tracks.tracks.allSatisfy { $0.length == 52 })
        #expect(tracks.total == 5 * 52 + 4 * 8)
    }

    @Test func hostileItemsAreClampedAndBounded() {
        let zero = LazyGridTracks(items: [GridItemSpec(.adaptive(minimum: 0, maximum: .infinity), spacing: 0)], length: 1e9)
        #expect(zero.tracks.count == LazyGridTracks.maximumAdaptiveTracks)
        #expect(zero.warnings.count == 1)
        let nan = LazyGridTracks(items: [GridItemSpec(.fixed(.nan)), GridItemSpec(.flexible(minimum: 50, maximum: 20), spacing: -3)], length: 100)
        #expect(nan.tracks.map(\.length) == [0, 50])
        #expect(nan.warnings.count == 3)
        #expect(LazyGridTracks(items: [], length: 100).tracks.isEmpty)
    }

    /// Found by fuzz-structured (crash-e1e2e5de…): a huge offer made an adaptive item's track
    /// ratio past Int.max ((1e30 / 2 + 8) / (80 + 8) ≈ 5.7e27), and turning it into a count
    /// stopped the process. The count is clamped to [1, 1000] before it becomes an Int.
    @Test(arguments: [(80.0, 8.0, 1e30), (0.0, 0.0, 300.0), (1e-300, 0.0, 1e6), (.nan, 8.0, 300.0), (4.0, -8.0, 300.0)])
    func adaptiveTrackCountsStayBetweenOneAndTheCap(minimum: Double, spacing: Double, length: Double) {
        let tracks = LazyGridTracks(items: [GridItemSpec(.adaptive(minimum: minimum, maximum: .infinity), spacing: spacing), GridItemSpec()], length: length)
        // The adaptive item's tracks and the flexible item's one.
        #expect((2...LazyGridTracks.maximumAdaptiveTracks + 1).contains(tracks.tracks.count))
        if length == 1e30 { #expect(tracks.tracks.count == LazyGridTracks.maximumAdaptiveTracks + 1) }
    }
}
