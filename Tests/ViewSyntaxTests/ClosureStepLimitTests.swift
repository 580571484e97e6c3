import LayoutCore
import Testing
import ViewSyntax

/// The closure step budget is a setting, and hitting it says which setting to raise.
@Suite struct ClosureStepLimitTests {
    func closure(_ source: String, maxClosureSteps: Int) throws -> LengthClosure {
        let translator = SourceTranslator(containerKinds: [], options: TranslationOptions(maxClosureSteps: maxClosureSteps))
        let translation = translator.translate(source)
        let root = try #require(translation.root, "\(translation.diagnostics.map(\.rendered))")
        guard case .containerRelativeFrame(let frame) = root.kind, case .closure(let closure) = frame.rule else {
            Issue.record("expected a containerRelativeFrame closure, got \(root.kind)")
            throw CancellationError()
        }
        return closure
    }

    @Test func aLoopPastTheBudgetNamesTheSetting() throws {
        let source = """
            Rectangle().containerRelativeFrame(.horizontal) { length, _ in
              var total = 0.0
              for _ in 0..<1000 { total = total + 1 }
              return length + total
            }
            """
        // 1,000 iterations fit in the default budget of 100,000 steps: 393 + 1,000.
        #expect(try closure(source, maxClosureSteps: 100_000).evaluate(393, .horizontal) == 1_393)
        let limited = try closure(source, maxClosureSteps: 50)
        #expect(throws: (any Error).self) { try limited.evaluate(393, .horizontal) }
        do {
            _ = try limited.evaluate(393, .horizontal)
        } catch {
            #expect("\(error)".contains("TranslationOptions.maxClosureSteps"))
        }
    }
}

/// Found by fuzzing: swift-syntax takes exponential time on unclosed square brackets (2 s at 24,
/// 40 s at 28 in a release build); more than 16 levels are refused before parsing.
@Suite struct SquareBracketLimitTests {
    @Test func manyOpenSquareBracketsAreRefused() {
        let translation = SourceTranslator(containerKinds: []).translate("Rectangle(" + String(repeating: "[", count: 100) + ")")
        #expect(translation.root == nil)
        #expect(translation.diagnostics.map(\.id) == [SourceMessages.tooLarge])
        #expect(translation.diagnostics.first?.message.contains("at most 16 levels of square brackets") == true)
        #expect(translation.diagnostics.first?.column == 27)
    }
}
