import Testing
@testable import ViewSyntax

// Every construct that nests the syntax tree, at 10×, 100× and 1,000× its limit: each gets a
// clean error with its position, never a signal. Found here before the checks existed: 200,000
// `+` terms and 200,000 chained ternaries crashed with SIGSEGV after operator folding; 2,000
// chained trailing closures and 20,000 nested generic arguments parsed for minutes.
@Suite("Parser depth")
struct ParserDepthTests {
    /// A construct, the limit that applies to it and the source that nests it `n` times.
    struct Construct: CustomStringConvertible, Sendable {
        var description: String
        var limit: Int
        var expected: String
        var source: @Sendable (Int) -> String
    }

    static let nesting = TranslationOptions().maxNestingDepth
    static let tooLarge = "the source is"

    static let constructs: [Construct] = [
        Construct(description: "binary operators", limit: nesting, expected: "expression too long") {
            "Rectangle().frame(width: " + String(repeating: "0 + ", count: $0) + "10)"
        },
        Construct(description: "ternaries", limit: nesting, expected: "expression too long") {
            "Rectangle().frame(width: " + String(repeating: "true ? 1 : ", count: $0) + "2)"
        },
        Construct(description: "string concatenation", limit: nesting, expected: "expression too long") {
            "Text(" + String(repeating: "\"a\" + ", count: $0) + "\"b\")"
        },
        Construct(description: "member access", limit: nesting, expected: "nested too deeply") {
            "Rectangle().frame(width: a" + String(repeating: ".b", count: $0) + ")"
        },
        Construct(description: "calls", limit: nesting, expected: "nested too deeply") {
            "Rectangle().frame(width: f" + String(repeating: "()", count: $0) + ")"
        },
        Construct(description: "nested closures", limit: nesting, expected: "nested too deeply") {
            "Rectangle().frame(width: " + String(repeating: "{ ", count: $0) + "1" + String(repeating: " }()", count: $0) + ")"
        },
        Construct(description: "parenthesised ternaries", limit: nesting, expected: "nested too deeply") {
            "Rectangle().frame(width: " + String(repeating: "(true ? 1 : ", count: $0) + "2" + String(repeating: ")", count: $0) + ")"
        },
        Construct(description: "string interpolation", limit: nesting, expected: "nested too deeply") {
            "Text(" + String(repeating: "\"\\(", count: $0) + "\"a\"" + String(repeating: ")\"", count: $0) + ")"
        },
        Construct(description: "arrays", limit: TranslationOptions().maxSquareBracketDepth, expected: "nested too deeply") {
            "let a = " + String(repeating: "[", count: $0) + "1" + String(repeating: "]", count: $0) + "\nRectangle()"
        },
        Construct(description: "chained trailing closures", limit: TranslationOptions().maxClosureChain, expected: "too many closures in a row") {
            "Rectangle().frame(width: f" + String(repeating: "{ 1 }", count: $0) + ")"
        },
        Construct(description: "generic arguments", limit: TranslationOptions().maxGenericDepth, expected: "nested too deeply") {
            "let a: " + String(repeating: "Array<", count: $0) + "Int" + String(repeating: ">", count: $0) + " = []\nRectangle()"
        },
        Construct(description: "parentheses", limit: nesting, expected: "nested too deeply") {
            "Rectangle().frame(width: " + String(repeating: "(", count: $0) + "1" + String(repeating: ")", count: $0) + ")"
        },
        Construct(description: "ifs in a ViewBuilder", limit: nesting, expected: "nested too deeply") {
            "VStack {" + String(repeating: " if true {", count: $0) + " Rectangle() " + String(repeating: "}", count: $0) + " }"
        },
        // A modifier takes two levels of the syntax tree (a call of a member), which may be
        // `syntaxDepthPerLevel` × the nesting limit deep.
        Construct(description: "modifier chains", limit: nesting * TranslationSession.syntaxDepthPerLevel / 2, expected: "nested too deeply") {
            "Rectangle()" + String(repeating: ".padding(1)", count: $0)
        },
    ]

    /// Cases whose source stays under `maxSourceBytes` and `maxTokens` are parsed (up to the
    /// check); larger ones are refused for their size before parsing. 100× the operator limit
    /// (200,000 terms) took 25 s to parse in a debug build before the token budget.
    static let cases: [(Construct, Int)] = constructs.flatMap { construct in [10, 100, 1_000].map { (construct, $0) } }
    static let tooManyTokens = "the source has more than"

    @Test(arguments: cases)
    func isRefusedWithItsPosition(_ construct: Construct, factor: Int) {
        let source = construct.source(construct.limit * factor)
        let outcome = survive(source)
        #expect(outcome.translation.root == nil)
        let options = TranslationOptions()
        let tokens = BracketScan.firstTooDeep(
            source, limit: options.maxNestingDepth, squareLimit: options.maxSquareBracketDepth, closureChainLimit: options.maxClosureChain,
            angleLimit: options.maxGenericDepth, poundIfLimit: options.maxConditionalCompilationDepth, tokenLimit: options.maxTokens)?.reason == .tokens
        let expected = source.utf8.count > TranslationOptions().maxSourceBytes ? Self.tooLarge : tokens ? Self.tooManyTokens : construct.expected
        #expect(outcome.errors.count == 1, "\(outcome.errors)")
        #expect(outcome.errors.first?.hasPrefix(expected) == true, "\(outcome.errors.first ?? "no error")")
    }

    @Test(arguments: constructs)
    func underItsLimitIsRead(_ construct: Construct) {
        let outcome = survive(construct.source(construct.limit / 2))
        #expect(!outcome.errors.contains { $0.hasPrefix(construct.expected) }, "\(outcome.errors)")
    }
}
