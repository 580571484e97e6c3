import LayoutCore
import Testing
@testable import ViewSyntax

@Suite struct DiagnosticTests {
    private func rendered(_ source: String, fileName: String = "<input>") -> String {
        translator.translate(source, fileName: fileName).diagnostics.map(\.rendered).joined(separator: "\n")
    }

    @Test func unknownViewSuggestsTheClosestName() {
        let translation = translator.translate("VSatck {\n  Text(\"a\")\n}")
        #expect(translation.root == nil)
        #expect(translation.diagnostics.map(\.rendered) == ["""
            <input>:1:1: error: unknown view 'VSatck'; did you mean 'VStack'?
            1 | VSatck {
              | `- error: unknown view 'VSatck'; did you mean 'VStack'?
            """])
    }

    @Test func fileNameLineAndColumn() {
        let translation = translator.translate("VStack {\n  Circl()\n}", fileName: "Card.swift")
        let diagnostic = translation.diagnostics[0]
        #expect(diagnostic.file == "Card.swift")
        #expect(diagnostic.line == 2)
        #expect(diagnostic.column == 3)
        #expect(diagnostic.severity == .error)
        #expect(diagnostic.rendered == """
            Card.swift:2:3: error: unknown view 'Circl'; did you mean 'Circle'?
            2 |   Circl()
              |   `- error: unknown view 'Circl'; did you mean 'Circle'?
            """)
    }

    @Test func missingBraceIsASyntaxErrorAndNoTree() {
        let translation = translator.translate("VStack {\n  Text(\"a\")\n.padding()")
        #expect(translation.root == nil)
        #expect(translation.diagnostics.map(\.rendered) == ["""
            <input>:3:11: error: expected '}' to end closure
            3 | .padding()
              |           `- error: expected '}' to end closure
            """])
    }

    @Test func extraBraceIsASyntaxError() {
        #expect(rendered("HStack {\n  Text(\"a\")\n}}\n.frame(width: 10)") == """
            <input>:3:2: error: unexpected brace in source file
            3 | }}
              |  `- error: unexpected brace in source file
            """)
    }

    @Test func emptyArgumentValueIsAnError() {
        let translation = translator.translate("VStack(spacing: ) {\n  Text(\"a\")\n}")
        #expect(translation.root == nil)
        #expect(translation.diagnostics.map(\.rendered) == ["""
            <input>:1:8: error: missing value for 'spacing:' in 'VStack(…)'
            1 | VStack(spacing: ) {
              |        `- error: missing value for 'spacing:' in 'VStack(…)'
            """])
    }

    @Test func emptyModifierArgumentIsAnError() {
        #expect(rendered("Rectangle()\n  .frame(width: )") == """
            <input>:2:10: error: missing value for 'width:' in 'frame(…)'
            2 |   .frame(width: )
              |          `- error: missing value for 'width:' in 'frame(…)'
            """)
    }

    @Test func unknownModifierIsAWarningAndTheTreeIsKept() {
        let translation = translator.translate("Text(\"a\")\n  .glow(radius: 3)")
        #expect(translation.root?.kind == .text("a"))
        #expect(translation.root?.inertModifiers == [InertModifier(name: "glow", arguments: "radius: 3")])
        #expect(translation.diagnostics.map(\.rendered) == ["""
            <input>:2:3: warning: FrameLab does not know the modifier 'glow'; it is kept in the tree and ignored for layout
            2 |   .glow(radius: 3)
              |   `- warning: FrameLab does not know the modifier 'glow'; it is kept in the tree and ignored for layout
            """])
    }

    @Test func unsupportedClosureConstructPointsAtIt() {
        #expect(rendered("Rectangle()\n  .containerRelativeFrame(.horizontal) { l, _ in l.foo }") == """
            <input>:2:50: error: FrameLab cannot evaluate 'l.foo' in a containerRelativeFrame closure; FrameLab evaluates numbers, arithmetic, comparisons, let/var, if/else, guard, switch, ternaries and min, max, abs, floor, ceil, round, sqrt, pow, cos, sin, tan, atan2, hypot
            2 |   .containerRelativeFrame(.horizontal) { l, _ in l.foo }
              |                                                  `- error: FrameLab cannot evaluate 'l.foo' in a containerRelativeFrame closure; FrameLab evaluates numbers, arithmetic, comparisons, let/var, if/else, guard, switch, ternaries and min, max, abs, floor, ceil, round, sqrt, pow, cos, sin, tan, atan2, hypot
            """)
    }

    @Test func severalProblemsAtOnce() {
        let translation = translator.translate("VStack {\n  VSatck { }\n  Text(\"a\").glow()\n  Circl()\n}")
        #expect(translation.root == nil)
        #expect(translation.diagnostics.map(\.rendered) == [
            """
            <input>:2:3: error: unknown view 'VSatck'; did you mean 'VStack'?
            2 |   VSatck { }
              |   `- error: unknown view 'VSatck'; did you mean 'VStack'?
            """,
            """
            <input>:3:12: warning: FrameLab does not know the modifier 'glow'; it is kept in the tree and ignored for layout
            3 |   Text("a").glow()
              |            `- warning: FrameLab does not know the modifier 'glow'; it is kept in the tree and ignored for layout
            """,
            """
            <input>:4:3: error: unknown view 'Circl'; did you mean 'Circle'?
            4 |   Circl()
              |   `- error: unknown view 'Circl'; did you mean 'Circle'?
            """,
        ])
    }

    @Test func badAlignmentSuggestsOne() {
        #expect(rendered("ZStack(alignment: .centre) {}") == """
            <input>:1:19: error: '.centre' is not an Alignment; did you mean '.center'?
            1 | ZStack(alignment: .centre) {}
              |                   `- error: '.centre' is not an Alignment; did you mean '.center'?
            """)
    }

    @Test func recursiveViewsAreAnError() {
        #expect(rendered("struct A: View {\n  var body: some View { B() }\n}\nstruct B: View {\n  var body: some View { A() }\n}") == """
            <input>:2:25: error: 'B' contains itself (B → A → B); a recursive view cannot be laid out
            2 |   var body: some View { B() }
              |                         `- error: 'B' contains itself (B → A → B); a recursive view cannot be laid out
            """)
    }

    @Test func directRecursionIsAnError() {
        let translation = translator.translate("struct Loop: View {\n  var body: some View { VStack { Loop() } }\n}")
        #expect(translation.root == nil)
        #expect(translation.diagnostics.first?.id == SourceMessages.recursiveView)
        #expect(translation.diagnostics.first?.message.contains("(Loop → Loop)") == true)
    }

    @Test func imagesAreViewKinds() throws {
        let translation = translator.translate("Image(systemName: \"star\")")
        guard case .control(let symbol)? = translation.root?.kind else { Issue.record("not a control"); return }
        #expect(symbol.kind.id == "SFSymbol")
        #expect(symbol.caption == "star")
        #expect(translation.diagnostics.isEmpty)
        guard case .control(let asset)? = translator.translate("Image(\"photo\")").root?.kind else { Issue.record("not a control"); return }
        #expect(asset.kind.id == "Image")
        // `.resizable()` is modelled (the image takes its 30×30 frame: Tests/Fixtures/image-resizable.swift),
        // and a frame with both lengths replaces the note about the symbol's size: nothing to say.
        let framed = translator.translate("Image(systemName: \"star\").resizable().frame(width: 30, height: 30)")
        #expect(framed.diagnostics.isEmpty)
        #expect(framed.root?.children.first?.inertModifiers.map(\.effect) == [.resizable])
    }

    @Test func unknownCollectionGetsANote() {
        let translation = SourceTranslator(containerKinds: [], options: TranslationOptions(forEachDefaultCount: 3))
            .translate("VStack { ForEach(items, id: \\.self) { item in Text(\"x\") } }")
        #expect(translation.root?.children.first?.children.count == 3)
        #expect(translation.diagnostics.map(\.rendered) == ["""
            <input>:1:18: note: FrameLab cannot see the elements of 'items'; it repeats the content 3 times (set forEachDefaultCount to change this)
            1 | VStack { ForEach(items, id: \\.self) { item in Text("x") } }
              |                  `- note: FrameLab cannot see the elements of 'items'; it repeats the content 3 times (set forEachDefaultCount to change this)
            """])
    }

    @Test func containersAreUnknownWithoutKinds() {
        let translation = SourceTranslator(containerKinds: []).translate("NavigationStack { Text(\"a\") }")
        #expect(translation.root == nil)
        #expect(translation.diagnostics.map(\.id) == [SourceMessages.unknownView])
        #expect(translation.diagnostics.first?.message.contains("'NavigationStack'") == true)
    }
}
