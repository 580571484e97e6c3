import LayoutCore
import Testing
@testable import ViewSyntax

/// `.sheet`, `.popover`, `.fullScreenCover`, `.inspector`, what their content asks of them, toolbar
/// items and `safeAreaBar`, from source to the tree.
@Suite struct PresentationTranslationTests {
    private func spec(_ source: String, sourceLocation: Testing.SourceLocation = #_sourceLocation) -> PresentationSpec? {
        guard case .presentation(let spec)? = translated(source, sourceLocation: sourceLocation)?.kind else { return nil }
        return spec
    }

    @Test func sheetKeepsItsReceiverAndHoldsTheContent() throws {
        let root = try #require(translated("Color.red.id(\"main\").sheet(isPresented: $show) { Color.blue.id(\"content\") }"))
        guard case .presentation(let spec) = root.kind else { Issue.record("not a presentation: \(root.kind)"); return }
        #expect(root.children.map(\.name) == ["main"])   // the main tree lays out as before
        #expect(spec.modifier == "sheet" && spec.arguments == "isPresented: $show")
        #expect(spec.content.name == "content" && spec.detents.isEmpty)
    }

    @Test func contentModifiersSizeThePresentation() {
        let sheet = spec("Color.red.sheet(item: $item, onDismiss: {}) { item in Color.blue.presentationDetents([.medium, .fraction(0.3), .height(200), .large]) }")
        #expect(sheet?.detents == [.medium, .fraction(0.3), .height(200), .large])
        #expect(sheet?.arguments == "item: $item, onDismiss: {}")
        #expect(spec("Text(\"i\").popover(isPresented: $p) { Text(\"x\").presentationCompactAdaptation(.popover) }")?.compactAdaptation == "popover")
        #expect(spec("Text(\"i\").popover(isPresented: $p) { Text(\"x\").presentationCompactAdaptation(horizontal: .sheet, vertical: .none) }")?.compactAdaptation == "sheet")
        #expect(spec("Text(\"i\").popover(isPresented: $p) { Text(\"x\").presentationCompactAdaptation(.automatic) }")?.compactAdaptation == nil)
        #expect(spec("Color.red.inspector(isPresented: $i) { Color.blue.inspectorColumnWidth(min: 200, ideal: 250, max: 400) }")?.preferredWidth == 250)
        #expect(spec("Color.red.inspector(isPresented: $i) { Color.blue.inspectorColumnWidth(225) }")?.preferredWidth == 225)
        #expect(spec("Color.red.fullScreenCover(isPresented: $f) { Color.blue }")?.modifier == "fullScreenCover")
    }

    /// Bad detents get a warning at their own column (the value's, counted in the source above) and a
    /// documented clamp: fractions to 0…1,
    /// negative or NaN heights to 0.
    @Test func badDetentsAreClampedWithAWarningAtTheirPosition() {
        let source = "Color.red.sheet(isPresented: $s) { Color.blue.presentationDetents([.fraction(1.5), .height(-10), .fraction(-0.5), .custom(Bar.self)]) }"
        let translation = translator.translate(source)
        guard case .presentation(let spec)? = translation.root?.kind else { Issue.record("no presentation"); return }
        #expect(spec.detents == [.fraction(1), .height(0), .fraction(0)])
        let warnings = translation.diagnostics.filter { $0.severity == .warning }.map { "\($0.column): \($0.message)" }
        #expect(warnings == [
            "78: .fraction(1.5) is outside 0…1; it is clamped to 1",
            "92: .height(-10) is not a height; it is clamped to 0",
            "108: .fraction(-0.5) is outside 0…1; it is clamped to 0",
            "115: FrameLab knows the detents .medium, .large, .fraction(_:) and .height(_:); '.custom(Bar.self)' is left out",
        ])
    }

    @Test func detentsOutsideAPresentationWarn() {
        let translation = translator.translate("Color.blue.presentationDetents([.medium])")
        #expect(translation.diagnostics.map(\.id) == [SourceMessages.modifierNoEffect])
        #expect(translation.root?.inertModifiers.map(\.name) == ["presentationDetents"])
    }

    /// A translator whose NavigationStack has the shipped bottom-toolbar rule.
    static let withRule: SourceTranslator = {
        var stack = TestKinds.navigationStack
        stack.contentSafeAreaBars = [BarRule(edge: .bottom, metric: DeviceMetric.toolbar, bar: .bottomBar, condition: BarCondition(toolbarItems: ["bottomBar", "status"]))]
        return SourceTranslator(containerKinds: [stack], viewKinds: shippedViewKinds)
    }()

    /// A toolbar becomes a node only when some kind's bar rule names one of its placements.
    @Test func toolbarItemsRecordTheirPlacements() {
        let withRule = Self.withRule
        #expect(translated("Color.red.toolbar { ToolbarItem(placement: .topBarTrailing) { Text(\"x\") } }", with: withRule)?.kind == .color("red"))
        let root = translated("""
            Color.red.toolbar {
                ToolbarItem(placement: .bottomBar) { Button("A") {} }
                ToolbarItemGroup(placement: ToolbarItemPlacement.status) { Text("B") }
                ToolbarItem { Button("C") {} }
                ToolbarItem(placement: .bottomBar) { Button("D") {} }
            }
            """, with: withRule)
        #expect(root?.kind == .toolbarItems(placements: ["bottomBar", "status", "automatic"]))
        #expect(translated("Color.red.toolbar(.hidden, for: .bottomBar)")?.kind == .toolbarVisibility(visible: false, bars: [.bottomBar]))
    }

    @Test func safeAreaBarIsASafeAreaInset() {
        let root = translated("Color.red.safeAreaBar(edge: .top, spacing: 4) { Color.blue }")
        #expect(root?.kind == .safeAreaInset(edge: .top, spacing: 4))
        #expect(root?.children.count == 2)
    }

    /// The printed tree translates back to the same presentation and toolbar.
    @Test func printingRoundTrips() throws {
        let source = """
            NavigationStack {
                Color.red
                    .toolbar {
                        ToolbarItem(placement: .bottomBar) { Button("A") {} }
                    }
                    .sheet(isPresented: $show) {
                        VStack {
                            Color.blue
                        }
                        .presentationDetents([.medium, .large])
                    }
            }
            """
        let printed = SourcePrinter.print(try #require(translated(source, with: Self.withRule)))
        let again = try #require(translated(printed, with: Self.withRule))
        #expect(SourcePrinter.print(again) == printed)
        #expect(printed.contains(".sheet(isPresented: $show) {") && printed.contains(".presentationDetents([.medium, .large])"))
        #expect(printed.contains("ToolbarItem(placement: .bottomBar) { EmptyView() }"))
    }
}
