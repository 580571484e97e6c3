import LayoutCore
import Testing
@testable import ViewSyntax

@Suite struct GridTranslationTests {
    private func grid(_ source: String) -> LazyGridSpec? {
        guard let root = translated(source) else { return nil }
        var stack = [root]
        while let node = stack.popLast() {
            if case .lazyGrid(let spec) = node.kind { return spec }
            stack += node.children
        }
        return nil
    }

    @Test func columnsFromAStoredProperty() throws {
        let spec = try #require(grid("""
            struct Gallery: View {
                private let columns = [GridItem(.adaptive(minimum: 80, maximum: 120), spacing: 4)]
                var body: some View {
                    LazyVGrid(columns: columns, alignment: .leading, spacing: 12) { Color.red }
                }
            }
            """))
        #expect(spec.axis == .vertical)
        #expect(spec.items == [GridItemSpec(.adaptive(minimum: 80, maximum: 120), spacing: 4)])
        #expect(spec.alignment.horizontal == .leading)
        #expect(spec.spacing == 12)
    }

    @Test func repeatedItemsAndDefaults() throws {
        let spec = try #require(grid("LazyVGrid(columns: Array(repeating: GridItem(), count: 3)) { Color.red }"))
        // GridItem() is .flexible(minimum: 10, maximum: .infinity) (SwiftUI's declaration).
        #expect(spec.items == Array(repeating: GridItemSpec(.flexible(minimum: 10, maximum: .infinity)), count: 3))
        let rows = try #require(grid("LazyHGrid(rows: [.init(.fixed(50)), GridItem(.flexible(maximum: 90), alignment: .top)], pinnedViews: [.sectionHeaders]) { Color.red }"))
        #expect(rows.axis == .horizontal)
        #expect(rows.items == [GridItemSpec(.fixed(50)), GridItemSpec(.flexible(minimum: 10, maximum: 90), alignment: .top)])
        #expect(rows.pinnedViews == ["sectionHeaders"])
    }

    @Test func misspelledSizeSuggestsTheClosest() {
        let translation = translator.translate("LazyVGrid(columns: [GridItem(.adaptiv(minimum: 80))]) { Color.red }")
        #expect(translation.diagnostics.contains { $0.id == SourceMessages.invalidArgument && $0.message.hasSuffix("did you mean '.adaptive(…)'?") })
    }

    @Test func printsBackAsSource() throws {
        let root = try #require(translated("LazyVGrid(columns: [GridItem(.fixed(70)), GridItem(.adaptive(minimum: 40))], spacing: 4) { Color.red }"))
        let printed = SourcePrinter.print(root)
        #expect(printed.contains("LazyVGrid(columns: [GridItem(.fixed(70)), GridItem(.adaptive(minimum: 40))], spacing: 4) {"))
        #expect(translated(printed)?.withoutLocations == root.withoutLocations)
    }

    @Test func gridCellModifiersMergeAndPrintBack() throws {
        let root = try #require(translated("""
            Grid(alignment: .topLeading, horizontalSpacing: 4) {
                GridRow(alignment: .bottom) {
                    Color.red.gridCellColumns(2).gridCellAnchor(.topLeading).gridCellUnsizedAxes([.horizontal, .vertical])
                }
            }
            """))
        let cell = try #require(root.children.first?.children.first)
        #expect(cell.kind == .gridCell(GridCellSpec(columns: 2, anchor: Point(x: 0, y: 0), unsizedAxes: .both)))
        #expect(root.kind == .grid(GridSpec(alignment: .topLeading, horizontalSpacing: 4)))
        #expect(translated(SourcePrinter.print(root))?.withoutLocations == root.withoutLocations)
    }
}

@Suite struct AlignmentGuideTranslationTests {
    @Test func closureIsReadAsALinearFunctionOfTheDimensions() throws {
        let root = try #require(translated("Color.red.alignmentGuide(.leading) { d in d.width / 2 + d[.trailing] - 4 }"))
        // d.width / 2 + d.width − 4 = 1.5 × width − 4.
        #expect(root.kind == .alignmentGuide(AlignmentGuideSpec(axis: .horizontal, guide: "leading", widthFactor: 1.5, constant: -4, source: "{ d in d.width / 2 + d[.trailing] - 4 }")))
    }

    @Test func ambiguousCenterAndCustomGuides() {
        let ambiguous = translator.translate("Color.red.alignmentGuide(.center) { _ in 0 }")
        #expect(ambiguous.diagnostics.contains { $0.id == SourceMessages.invalidArgument && $0.message.hasPrefix("'.center' is ambiguous") })
        let custom = translator.translate("Color.red.alignmentGuide(.myAlignment) { _ in 0 }")
        #expect(custom.root?.kind == .color("red"))
        #expect(custom.diagnostics.contains { $0.id == SourceMessages.unknownAlignmentGuide && $0.message.contains("'myAlignment'") })
        let nonlinear = translator.translate("Color.red.alignmentGuide(.top) { d in d.height * d.height }")
        #expect(nonlinear.diagnostics.contains { $0.id == SourceMessages.alignmentGuideNotLinear && $0.message.contains("3600 for 100×60") })
    }
}
