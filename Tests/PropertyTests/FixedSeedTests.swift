import PropertyBased
import Testing

// The layout properties on cases drawn from fixed seeds, so every run checks the same 160 trees
// in addition to the fresh random ones of LayoutInvariantTests (whose failures print their seed
// as a `.fixedSeed(…)` hint and the shrunk case). A failure here names the seed, the case and
// its SwiftUI source in the test case's argument.

/// A case from a fixed seed, described by where it came from and what it is.
struct SeededCase: Sendable, CustomStringConvertible {
    var seed: UInt64
    var index: Int
    var layoutCase: LayoutCase

    var description: String { "seed \(seed), case \(index): \(layoutCase)" }
}

@Suite("Layout invariants, fixed seeds")
struct FixedSeedTests {
    static let seeds: [UInt64] = [1, 2, 3, 5, 8, 13, 21, 34]
    static let casesPerSeed = 20

    static let cases: [SeededCase] = seeds.flatMap { seed in
        var rng = Xoshiro(seed: (seed, seed &* 31, seed &* 131, seed &* 1031))
        return (0..<casesPerSeed).map { SeededCase(seed: seed, index: $0, layoutCase: layoutCases.run(using: &rng)) }
    }

    @Test(arguments: cases)
    func everyPropertyHolds(_ seeded: SeededCase) {
        for property in LayoutInvariantTests.properties { property.check(seeded.layoutCase) }
    }
}
