import Testing
@testable import LayoutCore

/// `TextAnswers` keeps each Text's ideal and zero-width answers instead of measuring again: it must
/// answer exactly what `TextMeasurer.measure` answers, for offers at, just above and just below the
/// ideal width, zero, negative, NaN and infinite lengths, heights that cut lines off and line limits.
@Suite struct TextAnswersTests {
    /// A 3× phone: its body text is `TextStyleMetrics.iOSDefault[.body]` (17 pt, 3×).
    let env = Environments.iPhone15Pro
    var body: TextStyleMetrics { env.textMetrics(.body, .large) }

    func context(lineLimit: Int?) -> LayoutContext {
        LayoutContext(scope: 0, layer: 0, stackAxis: nil, textStyle: .body, lineLimit: lineLimit, dynamicTypeSize: .large, pendingInsets: .zero)
    }

    @Test(arguments: ["Hello World", "Hello\nWorld wide", "Hello ", "   ", "a", ""])
    func answersWhatMeasuringAnswers(_ text: String) {
        let ideal = TextMeasurer.measure(text, style: body, proposal: .unspecified).size
        let widths: [Double?] = [nil, 0, -5, .nan, .infinity, ideal.width, ideal.width + 0.001, ideal.width - 0.001, ideal.width / 2, 1]
        let heights: [Double?] = [nil, .infinity, ideal.height, ideal.height - 1, 0, -1]
        for limit in [nil, 0, 1, 5] as [Int?] {
            var answers = TextAnswers()
            for width in widths {
                for height in heights {
                    let proposal = ProposedSize(width: width, height: height)
                    let typographic = TextMeasurer.measure(text, style: body, proposal: proposal, lineLimit: limit).size
                    // The engine reports the width rounded up to the pixel grid (docs/fidelity.md §3).
                    let measured = Size(width: body.roundedWidth(typographic.width), height: typographic.height)
                    let answered = answers.answer(0, text, proposal, context(lineLimit: limit), systemFont: nil, env)
                    #expect(answered == measured, "\(text.debugDescription) proposed \(width.map { "\($0)" } ?? "nil")×\(height.map { "\($0)" } ?? "nil"), lineLimit \(limit.map(String.init) ?? "nil")")
                }
            }
        }
    }

    /// "Hello World" in body is one line 20.333 high (61 pixels at 3×, TextMeasurerTests); offered
    /// a point less than its width it wraps after the space to "Hello" and "World", 42.333 (127/3:
    /// 20.287 + the 22-pt body leading, docs/fidelity.md §3) high, and the memo must not answer the
    /// ideal. Widths are rounded up to the pixel grid: 87.793 → 88.
    @Test func narrowOfferIsMeasured() {
        var answers = TextAnswers()
        let ideal = answers.answer(0, "Hello World", .unspecified, context(lineLimit: nil), systemFont: nil, env)
        #expect(abs(ideal.height - 61.0 / 3) < 1e-9)
        let wrapped = answers.answer(0, "Hello World", ProposedSize(width: ideal.width - 1, height: nil), context(lineLimit: nil), systemFont: nil, env)
        #expect(abs(wrapped.height - 127.0 / 3) < 1e-9)
        #expect(ideal.width == 88)
    }

    /// Offered 0×0 (swift-snapshot-testing's `.sizeThatFits`) a Text is 0×0 (issue 1070: `Text("Hello,
    /// World!").padding()` is 32×32); offered a zero width with room in height it is 0 wide and one
    /// line high (a status badge re-laid out in its sizeThatFits window: 28 × 22.333 = 0 + 8 + 4 + 16
    /// by 14.333 + 8, vjr2005/Challenge aliveBadge.1.png; docs/controls.md).
    @Test func zeroAreaCollapses() {
        var answers = TextAnswers()
        #expect(answers.answer(0, "Hello World", .zero, context(lineLimit: nil), systemFont: nil, env) == .zero)
        let zeroWidth = answers.answer(0, "Hello World", ProposedSize(width: 0, height: nil), context(lineLimit: nil), systemFont: nil, env)
        #expect(abs(zeroWidth.height - 61.0 / 3) < 1e-9)
        #expect(zeroWidth.width == 0)
    }
}
