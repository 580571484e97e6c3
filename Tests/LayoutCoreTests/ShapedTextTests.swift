import Testing
@testable import LayoutCore

/// `ShapedText` shapes a text once and wraps only numbers for each proposal: its answer must be
/// bit-identical (`==`, no tolerance) to `TextMeasurer.measure`'s for every text, style and
/// proposal. The widths probed are the exact widths of the text's prefixes (where greedy
/// wrapping changes its mind, at the fitting tolerance) and a millionth of a point below them,
/// plus 0, negative, NaN, infinite and unspecified; heights cut off lines, line limits and line
/// spacing change what is kept and truncated.
@Suite struct ShapedTextTests {
    static let texts: [String] = [
        "Hello World", "Hello ", "   ", "a", "", "  leading spaces stay", "trailing spaces hang   ",
        "one two  three   four", "Supercalifragilisticexpialidocious word", "a\tb\tc", "first\nsecond line\r\nthird\u{2028}fourth",
        "ends with a break\n", "\n\nempty lines\n\n", "non\u{00A0}breaking\u{00A0}spaces", "日本語のテキストを折り返す",
        "emoji 👍🏽 and 👨‍👩‍👧 family", "e\u{301}te\u{301} combining", "x", "…", "Settings General About Software Update",
        "ideographic\u{3000}space and\u{2009}thin", "𝔘𝔫𝔦𝔠𝔬𝔡𝔢 outside the font",
    ]

    static let styles: [TextStyleMetrics] = [
        TextStyleMetrics.iOSDefault[.body]!.withTestFont, TextStyleMetrics.iOSDefault[.headline]!.withTestFont, TextStyleMetrics.iOSDefault[.caption2]!.withTestFont,
        TextStyleTable.iOS.metrics(.body, .accessibility5, displayScale: 2).withTestFont,
    ]

    /// The widths of every prefix of `text` (at most 32 characters), and a millionth below each.
    static func probeWidths(_ text: String, _ style: TextStyleMetrics) -> [Double?] {
        var widths: [Double?] = [nil, 0, -3, .nan, .infinity, 0.5, 1, 5]
        var prefix = ""
        for character in text.prefix(32) {
            prefix.append(character)
            let width = TextMeasurer.width(of: prefix, style: style)
            widths.append(width)
            widths.append(width - 1e-6)
        }
        return widths
    }

    @Test(arguments: texts)
    func answersWhatMeasuringAnswers(_ text: String) {
        var count = 0
        for style in Self.styles {
            let shaped = ShapedText(text, style: style)
            let line = style.singleLineHeight
            let heights: [Double?] = [nil, .infinity, 0, -1, line, line * 2.5, style.height(lines: 3) - 0.001]
            for width in Self.probeWidths(text, style) {
                for height in heights {
                    for limit in [nil, 0, 2] as [Int?] {
                        for lineSpacing in [0, 6.5] {
                            let proposal = ProposedSize(width: width, height: height)
                            let measured = TextMeasurer.measure(text, style: style, proposal: proposal, lineLimit: limit, lineSpacing: lineSpacing).size
                            let answered = shaped.size(for: proposal, style: style, lineLimit: limit, lineSpacing: lineSpacing)
                            count += 1
                            #expect(
                                answered == measured,
                                "\(text.debugDescription) \(style.pointSize) pt proposed \(width.map { "\($0)" } ?? "nil")×\(height.map { "\($0)" } ?? "nil"), lineLimit \(limit.map(String.init) ?? "nil"), spacing \(lineSpacing)")
                        }
                    }
                }
            }
        }
        #expect(count >= 4 * 8 * 7 * 3 * 2)
    }

    /// "Hello World" in body (TextMeasurerTests: 87.792830 wide, "Hello" 38.478920, one line
    /// 61/3): offered 60 it wraps to two lines 127/3 high (20.287 + the 22-pt body leading), as wide as "World" (44.974659).
    @Test func wrapsHelloWorld() {
        let body = TextStyleMetrics.iOSDefault[.body]!.withTestFont
        let shaped = ShapedText("Hello World", style: body)
        #expect(abs(shaped.size(for: .unspecified, style: body, lineLimit: nil, lineSpacing: 0).width - 87.792830) < 1e-6)
        let wrapped = shaped.size(for: ProposedSize(width: 60, height: nil), style: body, lineLimit: nil, lineSpacing: 0)
        #expect(abs(wrapped.width - 44.974659) < 1e-6)
        #expect(abs(wrapped.height - 127.0 / 3) < 1e-9)
        #expect(shaped.idealLineCount == 1)
        #expect(ShapedText("a\nb\n", style: body).idealLineCount == 2)
        #expect(ShapedText("", style: body).idealLineCount == 0)
    }
}
