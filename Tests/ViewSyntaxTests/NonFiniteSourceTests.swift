import Testing
import LayoutCore
@testable import ViewSyntax

// Non-finite and absurd numbers in source: a warning at the number's view or modifier, the
// documented clamp (LengthClamp), and a layout with finite frames (checked by `survive`).
@Suite("Non-finite lengths in source")
struct NonFiniteSourceTests {
    /// Source, the warning it must give, its column, and the clamped frame of the laid-out root
    /// on a 393×852 window (width, height).
    static let cases: [(source: String, warning: String, column: Int, size: (Double, Double))] = [
        // The default spacing (8) is used: (852 − 8) / 2 = 422 each.
        ("VStack(spacing: .infinity) { Color.red; Color.blue }", "spacing ∞ is not finite; the default is used", 1, (393, 852)),
        ("HStack(spacing: -.infinity) { Color.red; Color.blue }", "spacing -∞ is not finite; the default is used", 1, (393, 852)),
        ("Rectangle().padding(.horizontal, .nan)", "padding nan is not finite; FrameLab uses 0", 12, (393, 852)),
        ("Rectangle().offset(x: .nan)", "offset x nan is not finite; FrameLab uses 0", 12, (393, 852)),
        ("Rectangle().offset(y: .infinity)", "offset y ∞ is not finite; FrameLab uses 0", 12, (393, 852)),
        ("Rectangle().frame(width: -.infinity)", "frame width -∞ is not finite; it is ignored", 12, (393, 852)),
        ("Rectangle().frame(height: .nan)", "frame height nan is not finite; it is ignored", 12, (393, 852)),
        ("Rectangle().frame(width: CGFloat.greatestFiniteMagnitude)", "is larger than any screen; FrameLab clamps it to 1000000", 12, (1_000_000, 852)),
        ("Rectangle().frame(width: 1e308 * 10)", "frame width ∞ is not finite", 12, (393, 852)),
        ("Rectangle().frame(minWidth: .infinity)", "minWidth ∞ is not finite; it is ignored", 12, (393, 852)),
        ("Rectangle().frame(maxWidth: .nan)", "maxWidth nan is not a valid maximum; it is ignored", 12, (393, 852)),
        ("Rectangle().safeAreaPadding(.infinity)", "safeAreaPadding ∞ is not finite; FrameLab uses 0", 12, (393, 852)),
        ("VStack { Spacer(minLength: .nan); Color.red }", "Spacer(minLength:) nan is not finite; the default is used", 10, (393, 852)),
    ]

    @Test(arguments: cases)
    func isClampedWithAWarningAtItsPosition(_ source: String, warning: String, column: Int, size: (Double, Double)) {
        let outcome = survive(source)
        let diagnostic = outcome.translation.diagnostics.first { $0.id == SourceMessages.lengthClamped && $0.message.contains(warning) }
        #expect(diagnostic?.severity == .warning, "\(outcome.messages)")
        #expect(diagnostic?.line == 1 && diagnostic?.column == column, "\(diagnostic.map { "\($0.line):\($0.column)" } ?? "none")")
        let root = outcome.layout?.nodes.first?.frame
        #expect(root?.width == size.0 && root?.height == size.1, "\(root.map { "\($0)" } ?? "no layout")")
    }

    /// `.greatestFiniteMagnitude` as a maximum is how much SwiftUI code writes `.infinity`: no warning.
    @Test func greatestFiniteMagnitudeAsAMaximumIsInfinity() {
        let outcome = survive("Rectangle().frame(maxWidth: .greatestFiniteMagnitude, maxHeight: CGFloat.greatestFiniteMagnitude)")
        #expect(outcome.translation.diagnostics.isEmpty, "\(outcome.messages)")
        #expect(outcome.layout?.nodes.first?.frame.width == 393)
    }
}

// Errors inside containerRelativeFrame closures are reported at the closure's line and column.
@Suite("Closure errors")
struct ClosureErrorPositionTests {
    @Test(arguments: [
        // (source, the closure's line and column, the message)
        ("VStack {\n  Rectangle()\n    .containerRelativeFrame(.horizontal) { w, _ in\n      w / 0\n    }\n}", 3, 42, "returned ∞"),
        ("Rectangle()\n  .containerRelativeFrame(.vertical) { h, _ in\n    var x = h\n    while x > 0 { x = x + 1 }\n    return x\n  }", 2, 38, "took more than"),
        ("Rectangle().containerRelativeFrame(.vertical) { h, _ in h * .nan }", 1, 47, "returned nan"),
    ])
    func isReportedAtTheClosure(_ source: String, line: Int, column: Int, message: String) {
        let outcome = survive(source)
        let diagnostic = outcome.layout?.diagnostics.first { $0.id == LayoutMessages.containerRelativeClosure && $0.message.contains(message) }
        #expect(diagnostic?.severity == .error, "\(outcome.messages)")
        #expect(diagnostic?.location?.line == line && diagnostic?.location?.column == column, "\(String(describing: diagnostic?.location))")
    }
}
