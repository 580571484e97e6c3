import LayoutCore
import Testing

/// `PresentationLayout` with kinds built in code: which rule applies, the frame and its safe area,
/// and the clamps for bad values reaching it from code (source clamps them earlier, with positions).
@Suite struct PresentationLayoutTests {
    static let sheet = ContainerKind(id: "sheet", strategy: .singleContent).presenting([
        PresentationRule(condition: BarCondition(horizontalSizeClass: .regular), width: .metric("sheet.regular.width"), height: .metric("sheet.regular.height")),
        PresentationRule(width: .window, height: .detents, placement: .bottom, topGap: "sheet.topGap"),
    ])
    static let popover = ContainerKind(id: "popover", strategy: .singleContent).presenting([
        PresentationRule(condition: BarCondition(horizontalSizeClass: .compact), adaptsTo: "sheet"),
        PresentationRule(width: .ideal, height: .ideal),
    ])
    static let kinds = [sheet, popover]

    /// iPhone 15 Pro portrait (393×852, 59/0/34/0) with an estimated 10-pt gap above a large sheet.
    static var phone: LayoutEnvironment {
        var environment = Environments.iPhone15Pro
        environment.metrics["sheet.topGap"] = 10
        return environment
    }

    private func resolve(_ spec: PresentationSpec, _ environment: LayoutEnvironment = phone, kinds: [ContainerKind] = kinds) throws -> PresentedLayout {
        try PresentationLayout.resolve(spec, in: environment) { name in kinds.first { $0.viewNames.contains(name) || $0.id == name } }
    }

    private func sheet(_ detents: [PresentationDetent]) -> PresentationSpec {
        PresentationSpec(modifier: "sheet", content: ViewNode(.color("blue")), detents: detents)
    }

    /// UIKit: with no selected detent "the sheet displays at the smallest detent you specify".
    @Test func smallestDetentDecidesTheHeight() throws {
        // large = 852 − 59 − 10 = 783; medium = 852 / 2 = 426; fraction 0.5 × 783 = 391.5.
        #expect(try resolve(sheet([])).frame == Rect(x: 0, y: 69, width: 393, height: 783))
        #expect(try resolve(sheet([.medium])).frame == Rect(x: 0, y: 426, width: 393, height: 426))
        #expect(try resolve(sheet([.medium, .large])).frame.height == 426)
        #expect(try resolve(sheet([.fraction(0.5), .height(100)])).frame.height == 100)
        #expect(try resolve(sheet([.medium, .height(500)])).frame.height == 426)
        // The sheet overlaps the home indicator only: its own safe area is 0/0/34/0.
        let medium = try resolve(sheet([.medium]))
        #expect(medium.safeArea == EdgeInsets(top: 0, leading: 0, bottom: 34, trailing: 0))
        #expect(medium.environment.windowSize == Size(width: 393, height: 426))
        #expect(medium.steps.contains { $0.contains(".medium 852 / 2 = 426") })
    }

    @Test func mediumIsInactiveInCompactHeight() throws {
        var landscape = Environments.iPhone15ProLandscape
        landscape.metrics["sheet.topGap"] = 10
        // 393 − 0 − 10 = 383; the side insets 59 and bottom 21 stay in the sheet's safe area.
        let layout = try resolve(sheet([.medium]), landscape)
        #expect(layout.frame == Rect(x: 0, y: 10, width: 852, height: 383))
        #expect(layout.safeArea == EdgeInsets(top: 0, leading: 59, bottom: 21, trailing: 59))
    }

    @Test func badDetentValuesFromCodeAreClamped() throws {
        let layout = try resolve(sheet([.fraction(1.5), .height(-10), .height(.nan), .height(5000)]))
        // The clamped values are 783, 0, 0 and 783; the smallest, 0, is where the sheet opens.
        #expect(layout.frame.height == 0)
        #expect(layout.diagnostics.map(\.id) == Array(repeating: LayoutMessages.detentClamped, count: 4))
        // Each names the value it used: 1, 0, 0 and 783 (the large detent).
        #expect(layout.diagnostics.map { $0.message.split(separator: " ").last } == ["1", "0", "0", "783"])
    }

    @Test func popoverAdaptsToASheetUnlessTheContentSaysOtherwise() throws {
        let content = ViewNode(.frame(FixedFrame(width: 300, height: 200)), children: [ViewNode(.color("blue"))])
        let compact = try resolve(PresentationSpec(modifier: "popover", content: content))
        #expect(compact.kind.id == "sheet" && compact.frame.height == 783)
        let kept = try resolve(PresentationSpec(modifier: "popover", content: content, compactAdaptation: "popover"))
        #expect(kept.kind.id == "popover")
        #expect(kept.frame == Rect(x: 46.5, y: 326, width: 300, height: 200))   // ideal 300×200, centred
    }

    @Test func missingKindsRulesAndCyclesAreErrors() {
        #expect(throws: PresentationLayout.PresentationError.self) { try resolve(PresentationSpec(modifier: "fullScreenCover", content: ViewNode(.emptyView))) }
        let loop = ContainerKind(id: "a", strategy: .singleContent).presenting([PresentationRule(adaptsTo: "b")])
        let back = ContainerKind(id: "b", strategy: .singleContent).presenting([PresentationRule(adaptsTo: "a")])
        do {
            _ = try resolve(PresentationSpec(modifier: "a", content: ViewNode(.emptyView)), kinds: [loop, back])
            Issue.record("a cycle of adaptations was accepted")
        } catch {
            #expect((error as? PresentationLayout.PresentationError)?.message.contains("cycle (b → a)") == true)
        }
        let none = ContainerKind(id: "c", strategy: .singleContent).presenting([PresentationRule(condition: BarCondition(idioms: [.pad]))])
        #expect(throws: PresentationLayout.PresentationError.self) { try resolve(PresentationSpec(modifier: "c", content: ViewNode(.emptyView)), kinds: [none]) }
    }
}

extension ContainerKind {
    func presenting(_ rules: [PresentationRule]) -> ContainerKind {
        var kind = self
        kind.presentation = rules
        return kind
    }
}
