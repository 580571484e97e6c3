import LayoutCore
import Testing
@testable import ViewSyntax

@Suite struct RobustnessTests {
    /// Every prefix of some sources, and each with one character removed: no crash, and a
    /// tree only when there is no error.
    @Test func damagedSourceNeverCrashes() {
        let sources = [
            ReferenceSources.all.first { $0.id == "CRF-12" }!.source,
            SeedSources.views.first { $0.id == "article-ratio-split" }!.source,
        ]
        for source in sources {
            let characters = Array(source)
            for end in stride(from: 0, to: characters.count, by: 5) {
                let translation = translator.translate(String(characters[..<end]))
                #expect(translation.root == nil || !translation.hasErrors)
                var damaged = characters
                damaged.remove(at: end)
                let other = translator.translate(String(damaged))
                #expect(other.root == nil || !other.hasErrors)
            }
        }
    }

    @Test func nestingErrorIsRenderedAtTheOverflow() throws {
        let strict = SourceTranslator(containerKinds: [], options: TranslationOptions(maxNestingDepth: 6))
        let source = String(repeating: "VStack {\n", count: 12) + "Text(\"deep\")\n" + String(repeating: "}\n", count: 12)
        let translation = strict.translate(source)
        #expect(translation.root == nil)
        try #require(translation.diagnostics.count == 1)
        #expect(translation.diagnostics[0].rendered == """
            <input>:7:8: error: nested too deeply: FrameLab reads at most 6 levels of brackets, braces and parentheses (TranslationOptions.maxNestingDepth)
            7 | VStack {
              |        `- error: nested too deeply: FrameLab reads at most 6 levels of brackets, braces and parentheses (TranslationOptions.maxNestingDepth)
            """)
        #expect(translation.diagnostics[0].id == SourceMessages.tooLarge)
    }

    @Test func emptySourceHasNoView() {
        let translation = translator.translate("")
        #expect(translation.root == nil)
        #expect(translation.diagnostics.map(\.id) == [SourceMessages.noView])
    }
}
