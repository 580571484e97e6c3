import LayoutCore
import Testing
@testable import Profiles

@Suite struct YAMLTests {
    private func parse(_ text: String) -> YAMLParseResult {
        YAMLParser(file: "t.yaml").parse(Array(text.utf8))
    }

    @Test func scalarsResolveByTheCoreSchema() throws {
        let root = try #require(parse("a: 12\nb: -1.5e2\nc: .inf\nd: ~\ne: true\nf: '12'\ng: 0x1F\nh: yes\ni: -.Inf\nj: !!str 3\nk:\n").root)
        #expect(root["a"]?.scalar?.resolved == .int(12))
        #expect(root["b"]?.number == -150)
        #expect(root["c"]?.number == .infinity)
        #expect(root["d"]?.isNull == true)
        #expect(root["e"]?.bool == true)
        #expect(root["f"]?.string == "12")
        #expect(root["g"]?.scalar?.resolved == .int(31))
        #expect(root["h"]?.string == "yes")
        #expect(root["i"]?.number == -.infinity)
        #expect(root["j"]?.string == "3")
        #expect(root["k"]?.isNull == true)
    }

    /// Signed decimals take a fast path up to 18 digits; 19 digits and more go the general way
    /// (Int.max has 19 digits, so 9999999999999999999 is not an integer: it is a float).
    @Test func decimalIntegersOfEveryLength() throws {
        let root = try #require(parse("a: -007\nb: +42\nc: 999999999999999999\nd: 9223372036854775807\ne: 9999999999999999999\nf: 12ab\ng: 1_000\nh: +-1\n").root)
        #expect(root["a"]?.scalar?.resolved == .int(-7))
        #expect(root["b"]?.scalar?.resolved == .int(42))
        #expect(root["c"]?.scalar?.resolved == .int(999_999_999_999_999_999))
        #expect(root["d"]?.scalar?.resolved == .int(Int.max))
        #expect(root["e"]?.scalar?.resolved == .float(1e19))   // 9999999999999999999 rounds to 1e19 as a Double
        #expect(root["f"]?.string == "12ab")
        #expect(root["g"]?.string == "1_000")
        #expect(root["h"]?.string == "+-1")
    }

    /// A short mapping's keys are scanned, a long one's indexed from its 16th key on: a duplicate
    /// is found either way, and the first definition's line is the one named.
    @Test func duplicateKeysInShortAndLongMappings() {
        let short = YAMLParser(file: "t.yaml").parse(Array("a: 1\nb: 2\na: 3\n".utf8))
        #expect(short.diagnostics.map(\.description) == ["t.yaml:3:1: error: duplicate key 'a' (first defined at line 1)"])
        // k0…k15 on lines 1–16 (the index is built with k15), then k3 again on line 17 and k16 on 18, then k16 again on 19.
        let keys = (0..<16).map { "k\($0): 1\n" }.joined() + "k3: 2\nk16: 1\nk16: 2\n"
        let long = YAMLParser(file: "t.yaml").parse(Array(keys.utf8))
        #expect(long.diagnostics.map(\.description) == [
            "t.yaml:17:1: error: duplicate key 'k3' (first defined at line 4)",
            "t.yaml:19:1: error: duplicate key 'k16' (first defined at line 18)",
        ])
        #expect(long.root?.mapping?.count == 17)
    }

    @Test func nodesKeepTheirPositions() throws {
        let root = try #require(parse("outer:\n  inner: [1, 2]\n").root)
        let inner = try #require(root["outer"]?["inner"])
        #expect(inner.mark == YAMLMark(file: "t.yaml", line: 2, column: 10))
        #expect(inner.sequence?[1].mark.column == 14)
    }

    @Test func aliasesShareTheAnchoredNode() throws {
        let root = try #require(parse("base: &b {top: 1}\ncopy: *b\n").root)
        #expect(root["copy"]?["top"]?.number == 1)
        #expect(root["copy"]?.mark.line == 2)
    }

    @Test func aliasBudgetIsConfigurable() {
        let result = YAMLParser(file: "t.yaml", maximumNodes: 10).parse(Array("a: &a [1, 2, 3, 4]\nb: [*a, *a]\n".utf8))
        #expect(result.root == nil)
        #expect(result.diagnostics.map(\.description) == ["t.yaml:2:5: error: document has more than 10 nodes, counting every expansion of an alias (an alias bomb?); refused (raise the limit with FRAMELAB_PROFILE_MAX_NODES)"])
    }

    @Test func invalidUTF8IsFoundWithItsPosition() {
        #expect(UTF8Validation.firstInvalidByte(in: Array("ok\né".utf8)) == nil)
        #expect(UTF8Validation.firstInvalidByte(in: [0x61, 0x0A, 0x62, 0xFF]) == InvalidUTF8(byte: 0xFF, line: 2, column: 2))
        #expect(UTF8Validation.firstInvalidByte(in: [0xED, 0xA0, 0x80]) != nil)   // a UTF-16 surrogate
        #expect(UTF8Validation.firstInvalidByte(in: [0xC0, 0x80]) != nil)          // overlong
    }

    /// ASCII is skipped eight bytes at a time; a bad byte in the last, partial word, or after
    /// valid multi-byte text, is still found at its line and column (counted in characters).
    @Test func invalidUTF8AfterLongASCIIRuns() {
        let ascii = Array("metrics:\n  tabBar: 49\n".utf8)   // 23 bytes, 2 lines
        #expect(UTF8Validation.firstInvalidByte(in: ascii + ascii + Array("# é\n".utf8)) == nil)
        // 46 bytes of 4 lines, then "ab" and 0xFF: line 5, column 3.
        #expect(UTF8Validation.firstInvalidByte(in: ascii + ascii + [0x61, 0x62, 0xFF]) == InvalidUTF8(byte: 0xFF, line: 5, column: 3))
        // "é" is one column: "xé" then a lone continuation byte is column 3.
        #expect(UTF8Validation.firstInvalidByte(in: ascii + Array("xé".utf8) + [0x80]) == InvalidUTF8(byte: 0x80, line: 3, column: 3))
    }

    @Test func suggestions() {
        #expect(NameSuggestion.closest(to: "viewName", in: ["viewNames", "summary"]) == "viewNames")
        #expect(NameSuggestion.closest(to: "zzzz", in: ["viewNames", "summary"]) == nil)
    }
}

/// Mutated copies of a shipped file never crash the reader; each yields a document or diagnostics.
@Suite struct MutationTests {
    @Test func mutatedProfilesAreReportedNotFatal() throws {
        let original = Array(try String(contentsOfFile: repositoryRoot + "/Devices/iphone-15-pro.yaml", encoding: .utf8).utf8)
        var generator = SplitMix64(seed: 42)
        let alphabet = Array("{}[]:,-&*!|>'\"#%@` \n\t0.9eE+".utf8) + [0xFF, 0xC3]
        for _ in 0..<300 {
            var bytes = original
            for _ in 0..<Int(generator.next() % 6 + 1) {
                let index = Int(generator.next() % UInt64(bytes.count))
                switch generator.next() % 3 {
                case 0: bytes[index] = alphabet[Int(generator.next() % UInt64(alphabet.count))]
                case 1: bytes.remove(at: index)
                default: bytes.insert(alphabet[Int(generator.next() % UInt64(alphabet.count))], at: index)
                }
            }
            let parsed = YAMLParser(file: "m.yaml").parse(bytes)
            if let root = parsed.root {
                var validator = SchemaValidator(checkTopLevelRequired: true)
                validator.validateDocument(root, ProfileSchemas.device)
            } else {
                #expect(!parsed.diagnostics.isEmpty)
            }
        }
    }
}

/// A small deterministic generator for the mutation test.
struct SplitMix64: RandomNumberGenerator {
    var state: UInt64
    init(seed: UInt64) { state = seed }
    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }
}
