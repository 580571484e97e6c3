import Testing
@testable import ViewSyntax

// Found with hostile input: swift-syntax's diagnostics generator measures the indentation of the
// line for every error's Fix-It, walking back token by token, so a long line with many errors
// took minutes (1,000 `Text("a").tabItem { … }` on one line without ';': 53 s in a debug build;
// 9 errors at the end of a 780 KB line: 16 s). Past a limit only the first error is diagnosed
// and one more error says so; long lines are shown around the column only.
@Suite("Syntax error limits")
struct SyntaxErrorLimitTests {
    static let tab = #"Text("a").tabItem { Text("t") } "#

    @Test func manyErrorsOnOneLineAreSummedUp() {
        let source = "TabView { " + String(repeating: Self.tab, count: 1_000) + "}"
        let outcome = survive(source)
        #expect(outcome.translation.root == nil)
        // The line is 10 + 1,000 × 32 + 1 = 32,011 bytes: 2,000,000 / 32,011 = 62 errors may be diagnosed; there are 999.
        #expect(BoundedParseDiagnostics.limit(for: source, atMost: 100) == 62)
        #expect(outcome.errors == [
            "consecutive statements on a line must be separated by newline or ';'",
            "more than 62 syntax errors on long lines; FrameLab shows those of the first. Is this Swift source? (Statements on one line need ';' between them)",
        ])
        #expect(outcome.translation.diagnostics.first.map { [$0.line, $0.column] } == [1, 42])
    }

    @Test func upToTheLimitEachErrorIsShownAndTheRestCounted() {
        // 30 errors on 30 short lines: 20 shown, then a note for the other 10.
        let source = "VStack {\n" + String(repeating: "Text(\"a\") Text(\"b\")\n", count: 30) + "}"
        let translation = SourceTranslator(containerKinds: []).translate(source)
        let errors = translation.diagnostics.filter { $0.severity == .error }
        #expect(errors.count == 20)
        #expect(errors.first.map { [$0.line, $0.column] } == [2, 10])
        let notes = translation.diagnostics.filter { $0.severity == .note }
        #expect(notes.map(\.message) == ["10 more syntax errors from here on are not shown; fix the ones above first"])
        #expect(notes.first?.line == 22)
    }

    @Test func aLongLineIsShownAroundTheColumn() throws {
        let source = "VStack { " + String(repeating: "Rectangle(); ", count: 5_000) + #"Text("a") Text("b") }"#
        let translation = SourceTranslator(containerKinds: []).translate(source)
        let first = try #require(translation.diagnostics.first)
        #expect(first.message == "consecutive statements on a line must be separated by newline or ';'")
        #expect(first.column == 9 + 13 * 5_000 + 10)
        let lines = first.rendered.split(separator: "\n")
        #expect(lines.count == 3)
        // 60 bytes before the column (the space after `Text("a")`) and the 12 after it, to the line's end.
        #expect(lines[1] == #"1 | …ectangle(); Rectangle(); Rectangle(); Rectangle(); Text("a") Text("b") }"#)
        #expect(lines.allSatisfy { $0.utf8.count < 200 }, "\(lines.map(\.count))")
    }
}
