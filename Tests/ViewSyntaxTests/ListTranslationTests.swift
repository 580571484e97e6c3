import LayoutCore
import Testing
import ViewSyntax

/// `Section` in its three spellings and the list modifiers (issue 13).
@Suite struct ListTranslationTests {
    private func section(_ source: String) throws -> ViewNode {
        let root = try #require(translated(source))
        return root
    }

    @Test func aTitledSectionHasItsTitleAsTextHeader() throws {
        let node = try section(#"Section("Network") { Text("Wi-Fi"); Text("Bluetooth") }"#)
        #expect(node.kind == .listSection(ListSectionSpec(hasHeader: true, hasFooter: false)))
        #expect(node.children.map(\.kind) == [.text("Network"), .text("Wi-Fi"), .text("Bluetooth")])
    }

    @Test func trailingHeaderAndFooterClosures() throws {
        let node = try section(#"Section { Text("row") } header: { Text("H") } footer: { Text("F") }"#)
        #expect(node.kind == .listSection(ListSectionSpec(hasHeader: true, hasFooter: true)))
        #expect(node.children.map(\.kind) == [.text("H"), .text("row"), .text("F")])
    }

    @Test func headerAndFooterArguments() throws {
        let node = try section(#"Section(header: Text("H"), footer: Text("F")) { Text("row") }"#)
        #expect(node.children.map(\.kind) == [.text("H"), .text("row"), .text("F")])
        let footerOnly = try section(#"Section { Text("row") } footer: { Text("F") }"#)
        #expect(footerOnly.kind == .listSection(ListSectionSpec(hasHeader: false, hasFooter: true)))
    }

    @Test func listModifiersBecomeListEnvironmentNodes() throws {
        let cases: [(String, ListEnvironmentModifier)] = [
            (".listStyle(.plain)", .style(modifier: "listStyle", name: "plain")),
            (".listStyle(InsetGroupedListStyle())", .style(modifier: "listStyle", name: "insetGrouped")),
            (".formStyle(.grouped)", .style(modifier: "formStyle", name: "grouped")),
            (".listSectionSpacing(.compact)", .sectionSpacing(.compact)),
            (".listSectionSpacing(12)", .sectionSpacing(.custom(12))),
            (".listSectionSpacing(.custom(6))", .sectionSpacing(.custom(6))),
            (".listRowSpacing(4)", .rowSpacing(4)),
            (".listRowInsets(EdgeInsets(top: 1, leading: 2, bottom: 3, trailing: 4))", .rowInsets(EdgeInsets(top: 1, leading: 2, bottom: 3, trailing: 4))),
            (".listRowInsets(nil)", .rowInsets(nil)),
            (".headerProminence(.increased)", .headerProminence(increased: true)),
            (#".environment(\.defaultMinListRowHeight, 60)"#, .minimumRowHeight(60)),
        ]
        for (modifier, expected) in cases {
            let node = try #require(translated("Text(\"x\")" + modifier))
            #expect(node.kind == .listEnvironment(expected), "\(modifier)")
        }
    }
}
