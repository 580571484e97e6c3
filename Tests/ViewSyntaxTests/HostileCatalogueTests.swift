import LayoutCore
import Testing
@testable import ViewSyntax

// Found by the hostile-input catalogue (scripts/hostile-catalogue, `make hostile`) run against the
// debug binary. Before the fixes: `a!!!…` and `Int???…` with 2,000,000 links crashed with SIGSEGV
// (the line table walks the syntax tree recursively); 200,000 `.b` links took 8.6 s to parse and
// 2,000 nested `#if`s 38 s; `-Int.min`, `Int.min / -1` and `Int(1e300)` in a custom Layout stopped
// FrameLab itself; finite lengths past any screen (`Grid(horizontalSpacing: 1e300)`, a
// containerRelativeFrame closure returning 1e300, `place(at:)` at `.greatestFiniteMagnitude`)
// reached the frames with no diagnostic.

@Suite("Hostile catalogue: parser budgets")
struct ParserBudgetTests {
    @Test func moreTokensThanTheBudgetAreRefusedWhereTheBudgetEnds() throws {
        // `Rectangle().frame(width: a` is 9 tokens; each `.b` is 2 more, so token 150,001 is the `b`
        // of link (150,001 − 9) / 2 = 74,996, at column 28 + 2 × 74,995 = 150,018.
        let source = "Rectangle().frame(width: a" + String(repeating: ".b", count: 100_000) + ")"
        let translation = SourceTranslator(containerKinds: []).translate(source)
        #expect(translation.root == nil)
        let error = try #require(translation.diagnostics.first)
        #expect(error.id == SourceMessages.tooLarge && error.message.contains("at most 150000"))
        #expect([error.line, error.column] == [1, 150_018])
        #expect(translation.diagnostics.count == 1)
    }

    @Test func stringsAndCommentsCountAsOneTokenOrNone() {
        // 200,000 words inside a string literal and a comment: two tokens, not 400,000.
        let words = String(repeating: "a ", count: 100_000)
        let outcome = survive("// \(words)\nText(\"\(words)\")")
        #expect(!outcome.errors.contains { $0.contains("tokens") }, "\(outcome.errors)")
    }

    @Test func conditionalCompilationNestedPastTheLimitIsRefused() throws {
        let nested = { (n: Int) in String(repeating: "#if DEBUG\n", count: n) + "let x = 1\n" + String(repeating: "#endif\n", count: n) + "Rectangle()" }
        let translation = SourceTranslator(containerKinds: []).translate(nested(65))
        let error = try #require(translation.diagnostics.first)
        #expect(error.id == SourceMessages.tooLarge && error.message.contains("at most 64 #if blocks"))
        // The 65th `#if` opens line 65.
        #expect([error.line, error.column] == [65, 1])
        #expect(!survive(nested(64)).errors.contains { $0.hasPrefix("#if nested") })
    }

    @Test(arguments: [
        ("force unwraps", "Rectangle().frame(width: a" + String(repeating: "!", count: 20_000) + ")"),
        ("optional types", "let a: Int" + String(repeating: "?", count: 20_000) + " = nil\nRectangle()"),
        ("optional chains", "Rectangle().frame(width: a" + String(repeating: "?.b", count: 10_000) + ")"),
        ("subscripts", "Rectangle().frame(width: a" + String(repeating: "[0]", count: 10_000) + ")"),
    ])
    func chainsWithoutBracketsAreMeasuredBeforeAnythingRecursive(_ construct: String, _ source: String) throws {
        let outcome = survive(source)
        #expect(outcome.translation.root == nil)
        let error = try #require(outcome.translation.diagnostics.first)
        #expect(error.id == SourceMessages.tooLarge && error.message.contains("at most 2000 levels"), "\(construct): \(error.message)")
        #expect(error.line >= 1 && error.column > 1, "\(construct)")
        #expect(outcome.translation.diagnostics.count == 1)
    }
}

@Suite("Hostile catalogue: integers and lengths")
struct HostileNumberTests {
    static func layout(sizeBody: String, placeBody: String = "") -> String {
        """
        import SwiftUI

        struct Flow: Layout {
            func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
                \(sizeBody)
            }
            func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
                \(placeBody)
            }
        }

        struct ContentView: View {
            var body: some View {
                Flow { Text("a") }
            }
        }
        """
    }

    /// Each expression stops a Swift app (an overflow trap); FrameLab says so at the expression.
    @Test(arguments: [
        ("-Int.min", "-(-9223372036854775808) overflows Int, which crashes the app"),
        ("Int.min / -1", "-9223372036854775808 / -1 overflows Int, which crashes the app"),
        ("Int.max + 1", "9223372036854775807 + 1 overflows Int, which crashes the app"),
        ("Int.max * 2", "9223372036854775807 * 2 overflows Int, which crashes the app"),
        ("Int(1e300)", "Int(1e+300) is not an Int (past Int.max or not finite), which crashes the app"),
        ("abs(Int.min)", "abs(Int.min) overflows Int, which crashes the app"),
    ])
    func integerOverflowInACustomLayoutIsAnErrorAtTheExpression(_ expression: String, _ message: String) throws {
        let outcome = survive(Self.layout(sizeBody: "let x = \(expression)\n        return CGSize(width: CGFloat(x), height: 10)"))
        let layout = try #require(outcome.layout)
        let error = try #require(layout.diagnostics.first { $0.severity == .error })
        #expect(error.id == LayoutMessages.customLayoutFailed && error.message.contains(message), "\(error.message)")
        // `let x = …` is line 5; the expression starts at column 17.
        #expect(error.location?.line == 5)
    }

    @Test func lengthsPastAnyScreenAreClampedWithAWarning() throws {
        let outcome = survive("Grid(horizontalSpacing: 1e300, verticalSpacing: CGFloat.greatestFiniteMagnitude) { GridRow { Text(\"a\"); Text(\"b\") }; GridRow { Text(\"c\") } }")
        #expect(outcome.translation.diagnostics.map(\.id) == [SourceMessages.lengthClamped, SourceMessages.lengthClamped])
        // Each names the argument, the value written and the clamp.
        #expect(outcome.translation.diagnostics.map { $0.message.split(separator: " ").first } == ["horizontalSpacing", "verticalSpacing"])
        #expect(outcome.translation.diagnostics.allSatisfy { $0.message.hasSuffix("to 1000000") })
        let layout = try #require(outcome.layout)
        #expect(layout.nodes.allSatisfy { abs($0.frame.minX) <= 1e7 && $0.frame.width <= 1e7 })
    }

    @Test(arguments: [
        "LazyVGrid(columns: [GridItem(.fixed(1e300), spacing: 1e300)]) { Text(\"a\") }",
        "Rectangle().aspectRatio(CGSize(width: 1e300, height: 1), contentMode: .fill)",
        "Text(\"a\").font(.system(size: 1e300))",
        "Text(\"a\").tracking(1e300)",
        "Text(\"a\").kerning(-1e300)",
        "ScrollView { Text(\"a\") }.contentMargins(.horizontal, 1e300)",
        "ScrollView(.horizontal) { Color.red.containerRelativeFrame(.horizontal, count: 3, span: 1, spacing: -1e300) }",
    ])
    func everyLengthArgumentIsClamped(_ source: String) {
        let outcome = survive(source)
        #expect(outcome.translation.diagnostics.contains { $0.severity == .warning && $0.id == SourceMessages.lengthClamped }, "\(outcome.messages)")
    }

    @Test func aContainerRelativeFrameClosureReturningMoreThanAnyScreenFails() throws {
        let outcome = survive("Color.red.containerRelativeFrame(.horizontal) { length, _ in length * 1e300 }")
        let layout = try #require(outcome.layout)
        let error = try #require(layout.diagnostics.first { $0.severity == .error })
        #expect(error.id == LayoutMessages.containerRelativeClosure && error.message.contains("3.93e+302"), "\(error.message)")
        // The closure's own position: line 1, column 47.
        #expect(error.location?.line == 1 && error.location?.column == 47)
    }

    @Test func aCustomLayoutPlacingPastAnyScreenFailsAtThePlaceCall() throws {
        let outcome = survive(Self.layout(
            sizeBody: "return CGSize(width: 100, height: 100)",
            placeBody: "for s in subviews { s.place(at: CGPoint(x: CGFloat.greatestFiniteMagnitude, y: 0), proposal: .unspecified) }"))
        let layout = try #require(outcome.layout)
        let error = try #require(layout.diagnostics.first { $0.severity == .error })
        #expect(error.id == LayoutMessages.customLayoutFailed && error.message.contains("1.7976931348623157e+308"), "\(error.message)")
        #expect(error.location?.line == 8)
    }
}
