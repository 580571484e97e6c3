import Testing
import SwiftParser
import SwiftSyntax
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
        #expect(notes.map(\.id) == [SourceMessages.syntaxError])
        #expect(notes.first?.message.hasPrefix("10 more syntax errors") == true)
        #expect(notes.first?.line == 22)
    }

    @Test func aLongLineIsShownAroundTheColumn() throws {
        let source = "VStack { " + String(repeating: "Rectangle(); ", count: 5_000) + #"Text("a") Text("b") }"#
        let translation = SourceTranslator(containerKinds: []).translate(source)
        let first = try #require(translation.diagnostics.first)
        #expect(first.id == SourceMessages.syntaxError)
        #expect(first.column == 9 + 13 * 5_000 + 10)
        let lines = first.rendered.split(separator: "\n")
        #expect(lines.count == 3)
        // 60 bytes before the column (the space after `Text("a")`) and the 12 after it, to the line's end.
        #expect(lines[1] == #"1 | …ectangle(); Rectangle(); Rectangle(); Rectangle(); Text("a") Text("b") }"#)
        #expect(lines.allSatisfy { $0.utf8.count < 200 }, "\(lines.map(\.count))")
    }
}

// Found with hostile input: a container's layout reads its subtree (navigation titles, list
// styles), so containers nested inside one another took time quadratic in their depth (600
// nested Lists: 13 s, 1,500 ScrollViews: 16 s in a debug build). More than
// `maxContainerDepth` (100) nested containers are refused at the innermost one's position.
@Suite("Container depth")
struct ContainerDepthTests {
    static func nested(_ container: String, _ count: Int) -> String {
        String(repeating: "\(container) {\n", count: count) + "Text(\"a\")" + String(repeating: "}", count: count)
    }

    @Test(arguments: ["List", "ScrollView", "NavigationStack"])
    func moreThanTheLimitIsRefusedAtTheInnermost(_ container: String) throws {
        let translation = SourceTranslator(containerKinds: TestKinds.all).translate(Self.nested(container, 150))
        #expect(translation.root == nil)
        let error = try #require(translation.diagnostics.first { $0.severity == .error })
        #expect(error.id == SourceMessages.tooLarge && error.message.contains("this \(container) is inside 100 others"))
        // The 101st container starts line 101.
        #expect([error.line, error.column] == [101, 1])
    }

    @Test func theLimitItselfIsLaidOut() {
        let outcome = survive(Self.nested("ScrollView", 100))
        #expect(outcome.errors.isEmpty, "\(outcome.errors)")
        #expect(outcome.translation.root != nil)
    }
}

// Found with hostile input: whether a closure takes `$0` was found by reading every token of
// its body, nested closures too, so 800 nested `Group { … }` took 15 s (debug). A nested
// closure's `$0` is its own, so only the closure's own tokens are read now.
@Suite("Shorthand arguments")
struct ShorthandArgumentTests {
    func closure(_ source: String) throws -> ClosureExprSyntax {
        let braces = Parser.parse(source: source).tokens(viewMode: .sourceAccurate).filter { $0.tokenKind == .leftBrace }
        return try #require(braces.first?.parent?.as(ClosureExprSyntax.self))
    }

    @Test func aNestedClosuresArgumentIsItsOwn() throws {
        #expect(ViewTranslator.parameterNames(try closure(#"VStack { ForEach(0..<3) { Text("\($0)") } }"#)) == [])
        #expect(ViewTranslator.parameterNames(try closure(#"ForEach(0..<3) { Text("\($0)").overlay { Color.red } }"#)) == ["$0"])
        #expect(ViewTranslator.parameterNames(try closure(#"ForEach(0..<3) { i in Text("\(i)") }"#)) == ["i"])
    }
}

// Found with hostile input: `ForEach(Array(repeating: 1, count: Int.max), id: \.self)` laid out
// no rows and said nothing; `Array(repeating:count:)` was not read at all.
@Suite("Repeated elements")
struct RepeatedElementTests {
    @Test func arrayRepeatingLaysOutCountRows() throws {
        let outcome = survive(#"VStack(spacing: 0) { ForEach(Array(repeating: 1, count: 3), id: \.self) { _ in Rectangle().frame(height: 10) } }"#)
        let layout = try #require(outcome.layout)
        // Three 10-point rows without spacing: 30 points.
        #expect(layout.nodes.first?.frame.height == 30)
        #expect(outcome.messages.isEmpty, "\(outcome.messages)")
    }

    @Test(arguments: [
        ("Array(repeating: 1, count: -5)", "Array(…, count: -5): a negative count stops a Swift app; use 0 or more"),
        ("repeatElement(1, count: 2000000)", "ForEach over repeatElement(…, count: 2000000) would repeat its content 2000000 times, more than the limit of 1000000 nodes; use a smaller count or raise the limit (TranslationOptions.maxNodes)"),
    ])
    func badCountsAreRefused(_ data: String, _ message: String) {
        let outcome = survive("VStack { ForEach(\(data), id: \\.self) { _ in Rectangle() } }")
        #expect(outcome.errors == [message])
    }
}
