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
}
