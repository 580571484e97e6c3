import LayoutCore
import Testing
@testable import ViewSyntax

@Suite struct ApplyModifiersTests {
    @Test func appliesAChainToANode() throws {
        let target = ViewNode(.shape(.rectangle), name: "rect")
        let translation = translator.applyModifiers(".padding(10).frame(width: 50)", to: target)
        let root = try #require(translation.root)
        #expect(root.withoutLocations == ViewNode(.frame(FixedFrame(width: 50)), children: [
            ViewNode(.padding(edges: .all, length: 10), children: [target]),
        ]))
        #expect(root.location == LayoutCore.SourceLocation(file: "<input>", line: 1, column: 13))
    }

    @Test func inertAndUnknownModifiers() throws {
        let translation = translator.applyModifiers(".fill(.red).sparkle()", to: ViewNode(.shape(.circle)))
        #expect(translation.root?.inertModifiers.map(\.name) == ["fill", "sparkle"])
        #expect(translation.diagnostics.map(\.severity) == [.warning])
    }

    @Test func errorsGiveNoTree() {
        let translation = translator.applyModifiers(".frame(width: )", to: ViewNode(.shape(.circle)))
        #expect(translation.root == nil)
        #expect(translation.diagnostics.map(\.rendered) == ["""
            <input>:1:8: error: missing value for 'width:' in 'frame(…)'
            1 | .frame(width: )
              |        `- error: missing value for 'width:' in 'frame(…)'
            """])
        #expect(translator.applyModifiers(".padding(", to: ViewNode(.shape(.circle))).root == nil)
    }
}
