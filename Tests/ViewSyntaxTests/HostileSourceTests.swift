import Foundation
import LayoutCore
import Testing
@testable import ViewSyntax

// Hostile SwiftUI source: each input gets a clear message (or lays out), never a crash, a hang
// or unbounded memory. Every input that yields a tree is also laid out, and its frames checked.

/// What happened to one hostile input.
struct Outcome {
    var translation: Translation
    var layout: LayoutResult?
    var seconds: Double
    var errors: [String] { translation.diagnostics.filter { $0.severity == .error }.map(\.message) }
    var messages: [String] { translation.diagnostics.map(\.message) + (layout?.diagnostics.map(\.message) ?? []) }
}

/// Translates `source`, lays out any tree on a 393×852 window and checks that every frame is
/// finite and not negative.
func survive(_ source: String, options: TranslationOptions = TranslationOptions(), sourceLocation: Testing.SourceLocation = #_sourceLocation) -> Outcome {
    let clock = ContinuousClock()
    let start = clock.now
    let translation = SourceTranslator(containerKinds: TestKinds.all, options: options).translate(source)
    var layout: LayoutResult?
    if let root = translation.root {
        let result = LayoutEngine.layout(root, in: .window(width: 393, height: 852))
        // Lengths near Double.greatestFiniteMagnitude overflow to ∞; the layout must then say so.
        let explained = result.diagnostics.contains { $0.message.contains("is not finite") }
        for node in result.nodes {
            let f = node.frame
            let finite = f.minX.isFinite && f.minY.isFinite && f.width.isFinite && f.height.isFinite
            if !finite && !explained {
                Issue.record("node #\(node.id) \(node.typeName) has frame \(f) for \(source.prefix(200))", sourceLocation: sourceLocation)
            }
            if finite && (f.width < 0 || f.height < 0) {
                withKnownIssue("negative spacing can make a stack's size negative (HostileLayoutTests.hugeNegativeSpacingGivesNegativeSizes)", isIntermittent: true) {
                    Issue.record("node #\(node.id) \(node.typeName) has a negative size \(f.size) for \(source.prefix(200))", sourceLocation: sourceLocation)
                }
            }
        }
        layout = result
    }
    for diagnostic in translation.diagnostics {
        // Every diagnostic points into the source and renders with its position.
        #expect(diagnostic.line >= 1 && diagnostic.column >= 1, sourceLocation: sourceLocation)
        #expect(diagnostic.rendered.hasPrefix("<input>:\(diagnostic.line):\(diagnostic.column): "), sourceLocation: sourceLocation)
    }
    let seconds = Double((clock.now - start).components.attoseconds) / 1e18 + Double((clock.now - start).components.seconds)
    return Outcome(translation: translation, layout: layout, seconds: seconds)
}

/// Number of hostile inputs these tests feed (reported in the robustness note).
@Suite("Hostile source")
struct HostileSourceTests {
    @Test(arguments: [
        "VStack {",
        "}",
        "VStack { Rectangle() }}",
        "VStack { Text(\"a\") ))",
        "Rectangle().frame(width: 10",
        ")))(((",
        "[[[",
        "]",
        "Text(\"unterminated",
        "Text(\"\"\"\nno end",
        "/* never closed",
        "VStack { #if os(iOS) Rectangle() }",
        "Rectangle().frame(width: 10,, height: 5)",
        "Rectangle()..padding()",
        "HStack(spacing: ) { }",
        ".padding()",
        "{ }",
        "VStack { Rectangle() } }.padding() {",
        "struct A: View { var body: some View { Rectangle() }",
        "struct : View { var body: some View { Rectangle() } }",
        "`",
        "\\",
        "@",
        "#",
    ])
    func unbalancedAndStrayDelimiters(source: String) {
        let outcome = survive(source)
        #expect(outcome.translation.root == nil, "\(source) gave a tree")
        #expect(!outcome.errors.isEmpty, "\(source) gave no error")
    }

    @Test func invalidUTF8DecodedIntoAString() {
        let bytes: [UInt8] = Array("VStack { Text(\"caf".utf8) + [0xE9, 0xFF, 0xC0, 0x80] + Array("\") }".utf8)
        let source = String(decoding: bytes, as: UTF8.self)
        let outcome = survive(source)
        // Replacement characters inside a string literal are just text.
        #expect(outcome.translation.root != nil)
        let outside = String(decoding: Array("VStack { ".utf8) + [0xFE, 0xFF] + Array(" Rectangle() }".utf8), as: UTF8.self)
        let bad = survive(outside)
        #expect(bad.translation.root == nil)
        #expect(!bad.errors.isEmpty)
        let nul = survive("VStack { Rectangle()\0 }")
        #expect(nul.translation.root == nil || nul.layout != nil)
    }

    @Test func aMegabyteStringOnOneLine() {
        let long = "Text(\"" + String(repeating: "a", count: 1 << 20) + "\")"
        let text = survive(long)
        #expect(text.translation.root != nil)
        let comment = "Rectangle() // " + String(repeating: "x", count: 1 << 20)
        #expect(survive(comment).translation.root != nil)
    }

    /// Found here: 30,000 chained modifiers overflowed the translator's 512 MiB stack (a
    /// segmentation fault), since the parser's nesting limit counts brackets, not modifier chains.
    /// A megabyte of them (95,325 links, 6 tokens each) is now refused by the token budget before
    /// parsing; 10,000 (60,000 tokens) by the syntax-tree depth.
    @Test func aMegabyteOfChainedModifiersOnOneLine() {
        let padding = "Rectangle()" + String(repeating: ".padding(1)", count: (1 << 20) / 11)
        let refused = survive(padding)
        #expect(refused.translation.root == nil)
        #expect(refused.errors.contains { $0.contains("TranslationOptions.maxTokens") }, "\(refused.errors)")
        let deep = survive("Rectangle()" + String(repeating: ".padding(1)", count: 10_000))
        #expect(deep.errors.contains { $0.hasPrefix("nested too deeply") && $0.contains("TranslationOptions.maxNestingDepth") }, "\(deep.errors)")
        let fine = survive("Rectangle()" + String(repeating: ".padding(1)", count: 1_000))
        #expect(fine.layout?.nodes.count == 1_001)
    }

    /// Found here: refusing 2,100 levels took 30 s and 5,000 levels 38 s in a debug build, as
    /// swift-syntax parsed and diagnosed the whole recovered tree. A scan of the brackets before
    /// parsing now refuses it at once.
    @Test func thousandsOfNestingLevels() {
        let depth = 5_000
        let source = String(repeating: "VStack { ", count: depth) + "Rectangle()" + String(repeating: " }", count: depth)
        let outcome = survive(source)
        #expect(outcome.translation.root == nil)
        #expect(outcome.translation.diagnostics.first?.rendered.hasPrefix("<input>:1:18008: error: nested too deeply") == true, "\(outcome.translation.diagnostics.first?.rendered.prefix(300) ?? "")")
        // Brackets inside strings and comments do not count.
        let quoted = "Text(\"" + String(repeating: "(", count: 3_000) + "\") // " + String(repeating: "{", count: 3_000) + "\n/* " + String(repeating: "[", count: 3_000) + " */"
        #expect(survive(quoted).translation.root != nil)
        #expect(outcome.errors.contains { $0.hasPrefix("nested too deeply") && $0.contains("TranslationOptions.maxNestingDepth") }, "\(outcome.errors)")
        let parens = String(repeating: "(", count: depth) + "Rectangle()" + String(repeating: ")", count: depth)
        #expect(survive(parens).errors.contains { $0.hasPrefix("nested too deeply") })
        // The limit is a setting: a tree refused under it lays out once it is raised.
        let deep = 150
        let nested = String(repeating: "VStack {\n", count: deep) + "Rectangle()" + String(repeating: "\n}", count: deep)
        #expect(survive(nested, options: TranslationOptions(maxNestingDepth: 100)).errors.contains { $0.hasPrefix("nested too deeply") })
        let laid = survive(nested, options: TranslationOptions(maxNestingDepth: 200))
        #expect(laid.layout?.nodes.count == deep + 1)
    }

    @Test func tensOfThousandsOfChildren() {
        // 40,000 children are 120,000 tokens, under the budget of 150,000; 100,000 are refused
        // before parsing, at the first token past the budget (7 tokens before the children, so token 150,001 is the `red` of child (150,001 − 7) / 3 = 49,998, on line 49,999).
        let count = 40_000
        let source = "VStack(spacing: 0) {\n" + String(repeating: "Color.red\n", count: count) + "}"
        let tooMany = survive("VStack(spacing: 0) {\n" + String(repeating: "Color.red\n", count: 100_000) + "}")
        #expect(tooMany.errors.first?.contains("TranslationOptions.maxTokens") == true, "\(tooMany.errors)")
        #expect(tooMany.translation.diagnostics.first.map { [$0.line, $0.column] } == [49_999, 7])
        let outcome = survive(source)
        #expect(outcome.layout?.nodes.count == 1 + count)
        if let last = outcome.layout?.nodes.last {
            #expect(abs(last.frame.height - 852.0 / Double(count)) < 1e-9)
        }
        // The node limit applies to written children too.
        let limited = survive(source, options: TranslationOptions(maxNodes: 1_000))
        #expect(limited.translation.root == nil)
        #expect(limited.errors.contains { $0.contains("TranslationOptions.maxNodes") }, "\(limited.errors)")
    }

    @Test(arguments: [
        "ForEach(0..<10_000_000) { _ in Rectangle() }",
        "ForEach(0...999_999_999_999_999) { _ in Rectangle() }",
        "ForEach(-999_999_999_999_999..<999_999_999_999_999) { _ in Rectangle() }",
        "VStack { ForEach(0..<1000) { _ in ForEach(0..<1000) { _ in ForEach(0..<1000) { _ in Rectangle() } } } }",
        "ForEach(0..<600_000) { _ in Rectangle().padding() }",
    ])
    func forEachOverMillionsIsRefused(source: String) {
        let outcome = survive(source)
        #expect(outcome.translation.root == nil)
        #expect(outcome.errors.contains { $0.contains("TranslationOptions.maxNodes") }, "\(outcome.errors)")
    }

    @Test(arguments: [
        "ForEach(10..<0) { _ in Rectangle() }",
        "ForEach(5...3) { _ in Rectangle() }",
        "ForEach(0..<Int.max) { _ in Rectangle() }",
        "ForEach(0...Int.max) { _ in Rectangle() }",
        "ForEach(Int.min..<0) { _ in Rectangle() }",
        "ForEach(0..<1e300) { _ in Rectangle() }",
        "ForEach(0..<.infinity) { _ in Rectangle() }",
        "ForEach(0..<(0/0)) { _ in Rectangle() }",
        "ForEach(0.5..<3) { _ in Rectangle() }",
    ])
    func forEachOverOddRanges(source: String) {
        let outcome = survive(source)
        #expect(outcome.translation.root != nil || !outcome.errors.isEmpty)
    }

    static let numberPlaces: [String] = [
        "Rectangle().frame(width: X, height: X)",
        "Rectangle().frame(width: X)",
        "Rectangle().frame(minWidth: X, idealWidth: X, maxWidth: X, minHeight: X, idealHeight: X, maxHeight: X)",
        "Rectangle().frame(maxWidth: X)",
        "Rectangle().padding(X)",
        "Rectangle().padding(.horizontal, X)",
        "Rectangle().safeAreaPadding(X)",
        "HStack(spacing: X) { Rectangle(); Rectangle() }",
        "VStack(spacing: X) { Rectangle(); Spacer(); Rectangle() }",
        "LazyVStack(spacing: X) { Rectangle(); Rectangle() }",
        "Spacer(minLength: X)",
        "HStack { Spacer(minLength: X); Rectangle() }",
        "Rectangle().aspectRatio(X, contentMode: .fit)",
        "Rectangle().aspectRatio(X, contentMode: .fill)",
        "Rectangle().offset(x: X, y: X)",
        "Rectangle().layoutPriority(X)",
        "HStack { Rectangle().layoutPriority(X); Rectangle() }",
        "RoundedRectangle(cornerRadius: X)",
        "Rectangle().containerRelativeFrame(.horizontal, count: 3, span: 1, spacing: X)",
        "Rectangle().containerRelativeFrame(.horizontal) { length, _ in length * X }",
        "Rectangle().containerRelativeFrame([.horizontal, .vertical]) { _, _ in X }",
        "Text(\"hi\").lineLimit(X)",
        "Image(systemName: \"star\").frame(width: X, height: X)",
        "ScrollView { Rectangle().frame(height: X) }",
        "Rectangle().safeAreaInset(edge: .top, spacing: X) { Rectangle() }",
        "ZStack { Rectangle().frame(width: X) ; Circle() }.frame(width: X)",
    ]
    static let hostileNumbers: [String] = [
        ".infinity", "-.infinity", "CGFloat.infinity", "-CGFloat.infinity", ".nan", "CGFloat.nan", "0/0", "1/0", "-1/0",
        "-1", "-1e308", "1e308", "1e400", "-0.0", "0", "0x1p1023", "Double.greatestFiniteMagnitude", "CGFloat.leastNonzeroMagnitude",
        "9_223_372_036_854_775_807", "-9_223_372_036_854_775_808",
    ]

    @Test func nonFiniteAndNegativeNumbersEverywhere() {
        var tried = 0
        for place in Self.numberPlaces {
            for number in Self.hostileNumbers {
                let source = place.replacingOccurrences(of: "X", with: number)
                let outcome = survive(source)
                tried += 1
                // Either a clear error or a tree that lays out with finite frames (checked by survive).
                #expect(outcome.translation.root != nil || !outcome.errors.isEmpty, "\(source)")
            }
        }
        #expect(tried == Self.numberPlaces.count * Self.hostileNumbers.count)
    }

    @Test(arguments: [
        "Rectangle().containerRelativeFrame(.horizontal, count: 0, spacing: 8)",
        "Rectangle().containerRelativeFrame(.horizontal, count: -3, span: -2, spacing: 8)",
        "Rectangle().containerRelativeFrame(.horizontal, count: 0, span: 0, spacing: -8)",
        "Rectangle().containerRelativeFrame(.vertical, count: 1, span: 5, spacing: 10)",
    ])
    func countZeroAndFriends(source: String) throws {
        let outcome = survive(source)
        let layout = try #require(outcome.layout)
        #expect(!outcome.messages.isEmpty || source.contains("span: 5"), "\(source)")
        #expect(layout.nodes.allSatisfy { $0.frame.width.isFinite && $0.frame.height.isFinite })
    }

    @Test(arguments: [
        ("{ l, _ in l / 0 }", "returned ∞"),
        ("{ l, _ in -l / 0 }", "returned -∞"),
        ("{ _, _ in 0 / 0 }", "returned nan"),
        ("{ l, _ in l.truncatingRemainder(dividingBy: 0) }", ""),
        ("{ l, _ in sqrt(-l) }", "returned nan"),
        ("{ l, _ in\n var x = l\n while true { x += 1 }\n return x\n}", "steps"),
        ("{ l, _ in\n var x = l\n for _ in 0..<1_000_000_000 { for _ in 0..<1_000_000_000 { x += 1 } }\n return x\n}", "steps"),
        ("{ l, _ in\n var x = l\n repeat { x *= 2 } while x > 0\n return x\n}", ""),
        ("{ l, _ in\n var x = l\n while x > 0 { x = x * 2 }\n return x\n}", ""),
    ])
    func closuresThatDivideByZeroOrLoop(closure: String, expected: String) {
        let source = "Rectangle().containerRelativeFrame(.horizontal) \(closure)"
        let outcome = survive(source)
        #expect(outcome.translation.root != nil || !outcome.errors.isEmpty)
        if !expected.isEmpty {
            #expect(outcome.messages.contains { $0.contains(expected) }, "\(closure): \(outcome.messages)")
        }
    }

    @Test func closuresCannotRecurse() {
        let sources = [
            "Rectangle().containerRelativeFrame(.horizontal) { l, _ in\n func f(_ x: CGFloat) -> CGFloat { f(x) }\n return f(l)\n}",
            "Rectangle().containerRelativeFrame(.horizontal) { l, _ in\n let f: (CGFloat) -> CGFloat = { f($0) }\n return f(l)\n}",
        ]
        for source in sources {
            let outcome = survive(source)
            #expect(outcome.translation.root == nil)
            #expect(!outcome.errors.isEmpty, "\(source)")
        }
    }

    @Test func selfContainingViews() {
        let cases: [(String, String)] = [
            ("struct A: View {\n  var body: some View { A() }\n}", "'A' contains itself (A → A)"),
            ("struct A: View {\n  var body: some View { VStack { Text(\"x\"); A().padding() } }\n}", "'A' contains itself"),
            ("struct A: View {\n  var body: some View { B() }\n}\nstruct B: View {\n  var body: some View { C() }\n}\nstruct C: View {\n  var body: some View { A() }\n}", "contains itself"),
            ("struct A: View {\n  let n: Int\n  var body: some View { if n > 0 { A(n: n - 1) } else { Rectangle() } }\n}\nstruct Root: View {\n  var body: some View { A(n: 3) }\n}", ""),
            ("struct A: View {\n  var body: some View { ForEach(0..<2) { _ in A() } }\n}", "contains itself"),
            ("struct Wrap<Content: View>: View {\n  @ViewBuilder let content: Content\n  var body: some View { content }\n}\nstruct A: View {\n  var body: some View { Wrap { A() } }\n}", "contains itself"),
        ]
        for (source, message) in cases {
            let outcome = survive(source)
            #expect(outcome.translation.root != nil || !outcome.errors.isEmpty, "\(source)")
            if !message.isEmpty {
                #expect(outcome.errors.contains { $0.contains(message) }, "\(source): \(outcome.errors)")
            }
        }
    }
}

/// Found by fuzz-repl: an invisible character between a space and `=` made swift-syntax 603's
/// diagnostics generator stop the process (a Fix-It with no change). The character is named instead.
@Suite("Invisible characters beside =")
struct InvisibleCharacterTests {
    @Test(arguments: [
        ("let a \u{01}= 3", "U+0001", 7),
        ("Rectangle()\nlet b \u{7F}= 393", "U+007F", 7),
        ("Gradienth \u{FFFD}= 393", "U+FFFD", 11),
        ("VStack { Rectangle() }\nlet w \u{3000}= 1", "U+3000", 7),
    ])
    func namedAtTheEqualSign(source: String, character: String, column: Int) {
        let outcome = survive(source)
        #expect(outcome.translation.root == nil)
        let error = outcome.translation.diagnostics.first { $0.severity == .error }
        #expect(error?.id == SourceMessages.syntaxError && error?.message.contains("beside '='") == true, "\(outcome.errors)")
        #expect(error?.column == column)
    }

    @Test func invalidBytesAreNamedAsSuch() {
        let outcome = survive(String(decoding: Array("let a ".utf8) + [0xF3] + Array("= 3".utf8), as: UTF8.self))
        #expect(outcome.errors.first?.contains("U+FFFD") == true || outcome.errors.first?.contains("not UTF-8") == true)
    }
}
