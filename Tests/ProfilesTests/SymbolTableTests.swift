import Testing
@testable import LayoutCore
@testable import Profiles

/// The SF Symbols size table (Views/Symbols/sf-symbols.yaml, docs/sf-symbols.md): it loads with the
/// shipped profiles, gives the SFSymbol view kind its sizes, and a malformed entry is an error at
/// its file, line and column.
@Suite struct SymbolTableTests {
    @Test func shippedTableLoadsWithTheSymbolKind() throws {
        let result = loadShipped()
        #expect(result.diagnostics.filter { $0.file.hasSuffix("sf-symbols.yaml") }.isEmpty)
        let kind = try #require(result.registry.viewKind(forViewName: "Image(systemName:)"))
        let table = try #require(kind.sizeTable)
        // At least 200 names real code uses (scripts/count-symbol-names.py), plus the measured ones.
        #expect(table.entries.count >= 200)
        // circle.fill: measured 18.667 × 18 at callout 16 pt (Iron-Ham/IronUI iconColors, iOS 26, 3×).
        let circle = try #require(table.entries["circle.fill"])
        #expect(abs(circle.width * 16 - 18.667) < 0.01)
        #expect(abs(circle.height * 16 - 18) < 0.01)
        #expect(table.sources[circle.sourceKey]?.hasPrefix("measured") == true)
        // A family estimate says so: chevron.left is narrow, ellipsis wide and short.
        let chevron = try #require(table.match("chevron.left", variant: nil, imageScale: nil, weight: "regular"))
        #expect(chevron.isEstimate)
        #expect(chevron.entry.width < chevron.entry.height)
        // chevron.right's width is measured: 6.333 at footnote .small (IronUI trayMultiStepContent), 6.333 / 13 / 0.84.
        let right = try #require(table.match("chevron.right", variant: nil, imageScale: nil, weight: "regular"))
        #expect(!right.isEstimate)
        #expect(abs(right.entry.width * 13 * 0.84 - 6.333) < 0.01)
        let ellipsis = try #require(table.entries["ellipsis"])
        #expect(ellipsis.width > 2 * ellipsis.height)
        // Factors: large 1.277 (127.2 / 99.61), semibold 1.0341 (control-metrics.md §2).
        #expect(table.scales["large"] == 1.277)
        #expect(table.weights["semibold"] == 1.0341)
    }

    @Test func sizeIsTheEntryTimesPointSizeScaleAndWeightOnThePixelGrid() throws {
        let entry = SymbolSizeTable.Entry(width: 1.1667, height: 1.125, baseline: 0.2102, sourceKey: "m")
        let table = SymbolSizeTable(file: "t.yaml", entries: ["circle.fill": entry, "heart": entry], sources: ["m": "measured: x"], scales: ["small": 0.7917, "large": 1.277], weights: ["semibold": 1.0341])
        // 1.1667 × 16 = 18.667 → 56 px; 1.125 × 16 = 18 → 54 px at 3×.
        let medium = try #require(table.match("circle.fill", variant: nil, imageScale: nil, weight: "regular"))
        #expect(medium.size(pointSize: 16, displayScale: 3) == Size(width: 56.0 / 3, height: 18))
        // Large semibold at 17 pt: 1.1667 × 17 × 1.277 × 1.0341 = 26.19 → 79 px = 26.333.
        let large = try #require(table.match("circle.fill", variant: nil, imageScale: "large", weight: "semibold"))
        #expect(large.size(pointSize: 17, displayScale: 3).width == 79.0 / 3)
        // .symbolVariant(.fill) finds heart.fill when listed, else heart itself.
        #expect(SymbolSizeTable.variantName("heart", variant: "fill") == "heart.fill")
        #expect(SymbolSizeTable.variantName("heart", variant: ".circle.fill") == "heart.circle.fill")
        #expect(SymbolSizeTable.variantName("heart.fill", variant: "fill") == "heart.fill")
        #expect(table.match("heart", variant: "fill", imageScale: nil, weight: "regular")?.name == "heart")
        #expect(table.match("nosuch", variant: nil, imageScale: nil, weight: "regular") == nil)
        #expect(table.closestName(to: "circle.fil") == "circle.fill")
    }

    /// An unknown symbol's warning always names a listed symbol (issue 25, bad input): a typo of a
    /// name with the same first word, else the name sharing the most leading words, else the nearest
    /// by edit distance.
    @Test func closestNameOfAnUnknownSymbol() {
        let entry = SymbolSizeTable.Entry(width: 1, height: 1, baseline: 0, sourceKey: "m")
        let names = ["chevron.right", "car.circle.fill", "car", "wifi", "wifi.slash", "exclamationmark", "sun.max.fill", "star.fill"]
        let table = SymbolSizeTable(file: "t.yaml", entries: Dictionary(uniqueKeysWithValues: names.map { ($0, entry) }), sources: ["m": "measured: x"], scales: [:], weights: [:])
        // One swap from chevron.right, same first word: the typo.
        #expect(table.closestName(to: "chevron.rigth") == "chevron.right")
        // car.side.fill: 'car' shared (score 2) and 'fill' in common (1) beat 'car' alone (2).
        #expect(table.closestName(to: "car.side.fill") == "car.circle.fill")
        // wifi.exclamationmark: edit distance 5 (within 20 / 4) finds 'exclamationmark', whose first
        // word differs; 'wifi' shares the first word with no extra words (wifi.slash has one).
        #expect(table.closestName(to: "wifi.exclamationmark") == "wifi")
        // No listed name starts with 'cloud' and none is a plausible typo: the nearest by edit
        // distance (sun.max.fill, 9 edits) is still named.
        #expect(table.closestName(to: "cloud.sun.rain.fill") == "sun.max.fill")
    }

    @Test func malformedEntryIsAnErrorAtItsLineAndColumn() {
        let text = """
        sources:
          m: "measured: somewhere"
        scales: {small: 0.8, medium: 1, large: 1.3}
        weights: {regular: 1}
        symbols:
          good: {width: 1, height: 1, baseline: 0.1, source: m}
          bad: {width: -1, height: 1, baseline: 0.1, source: m}
          typo: {width: 1, hieght: 1, baseline: 0.1, source: m}
          nosource: {width: 1, height: 1, baseline: 0.1, source: mm}
        """
        let (table, diagnostics) = SymbolTableLoader.parse(Array(text.utf8), file: "sf-symbols.yaml")
        #expect(table?.entries.keys.sorted() == ["good"])
        let described = diagnostics.map(\.description)
        // `width: -1` is on line 7; its value starts at column 18.
        #expect(described.contains { $0.hasPrefix("sf-symbols.yaml:7:16:") && $0.contains("width of symbol 'bad' must be a positive number") })
        #expect(described.contains { $0.hasPrefix("sf-symbols.yaml:8:20:") && $0.contains("unknown key 'hieght'; did you mean 'height'?") })
        #expect(described.contains { $0.hasPrefix("sf-symbols.yaml:9:58:") && $0.contains("unknown source 'mm'; did you mean 'm'?") })
    }

    @Test func viewKindWithAMissingTableIsAnError() {
        let directory = TemporaryDirectory()
        directory.write("Views/Sym.yaml", """
        id: Sym
        viewNames: ["Image(systemName:)"]
        layout: fixed
        width: 10
        height: 10
        sizeTable: Symbols/none.yaml
        """)
        let diagnostics = ProfileRegistry.validate(directories: [directory.path])
        #expect(diagnostics.contains { $0.line == 6 && $0.column == 12 && $0.id == ProfileMessages.sizeTableMissing && $0.message.contains("'Symbols/none.yaml'") })
    }

    @Test func editingTheTableChangesTheSearchPathFingerprint() {
        let directory = TemporaryDirectory()
        directory.write("Views/Symbols/sf-symbols.yaml", "symbols: {}\n")
        let path = ProfileSearchPath(directories: [directory.path])
        let before = path.fingerprint()
        directory.write("Views/Symbols/sf-symbols.yaml", "symbols:\n  a: {width: 1, height: 1, baseline: 0, source: m}\n")
        #expect(path.fingerprint() != before)
    }
}
