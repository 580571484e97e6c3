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
        #expect(result.diagnostics.map(\.description) == ["t.yaml:2:5: error: document expands to more than 10 nodes through aliases (an alias bomb?); refused"])
    }

    @Test func invalidUTF8IsFoundWithItsPosition() {
        #expect(UTF8Validation.firstInvalidByte(in: Array("ok\né".utf8)) == nil)
        #expect(UTF8Validation.firstInvalidByte(in: [0x61, 0x0A, 0x62, 0xFF]) == InvalidUTF8(byte: 0xFF, line: 2, column: 2))
        #expect(UTF8Validation.firstInvalidByte(in: [0xED, 0xA0, 0x80]) != nil)   // a UTF-16 surrogate
        #expect(UTF8Validation.firstInvalidByte(in: [0xC0, 0x80]) != nil)          // overlong
    }

    @Test func suggestions() {
        #expect(NameSuggestion.closest(to: "viewName", in: ["viewNames", "summary"]) == "viewNames")
        #expect(NameSuggestion.closest(to: "zzzz", in: ["viewNames", "summary"]) == nil)
    }
}
