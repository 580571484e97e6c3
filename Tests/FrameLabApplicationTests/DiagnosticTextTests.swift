import Foundation
import Testing
@testable import FrameLabApplication
import LayoutCore

/// Diagnostics keep their message's typed arguments (`DiagnosticText`): `--json` carries them,
/// and repeats are grouped by id and template, not by a pattern over the printed text.
@Suite struct DiagnosticTextTests {
    @Test func aLiteralKeepsItsInterpolationsAsTypedArguments() {
        let width = -10.0
        let name = "frame"
        let count = 3
        let text: DiagnosticText = "\(name)(width: \(width)) is used \(count) times"
        #expect(text.text == "frame(width: -10.0) is used 3 times")
        #expect(text.template == "{}(width: {}) is used {} times")
        #expect(text.arguments == [.text("frame"), .number(-10), .integer(3)])
    }

    @Test func aFinishedStringIsItsOwnTemplateWithBracesEscaped() {
        let text = DiagnosticText(verbatim: "a set {1, 2}")
        #expect(text.text == "a set {1, 2}")
        #expect(text.template == "a set {{1, 2}}")
        #expect(text.arguments.isEmpty)
    }

    @Test func textsJoinAndSpliceWithTheirArguments() {
        let inner: DiagnosticText = "unknown view '\("Foo")'"
        var joined: DiagnosticText = "\(inner); did you mean '\("Food")'?"
        joined += " (\(2) uses)"
        #expect(joined.text == "unknown view 'Foo'; did you mean 'Food'? (2 uses)")
        #expect(joined.template == "unknown view '{}'; did you mean '{}'? ({} uses)")
        #expect(joined.arguments == [.text("Foo"), .text("Food"), .integer(2)])
        #expect((inner + "!").template == "unknown view '{}'!")
    }

    @Test func theJSONOfADiagnosticCarriesItsIdAndArguments() throws {
        let diagnostic = LayoutDiagnostic(LayoutMessages.frameInvalidLength, severity: .warning, message: "frame(width: \(-10.0), height: \(Double.infinity)) has a negative or non-finite length; it is ignored", nodeID: 2)
        let object = try #require(JSONSerialization.jsonObject(with: JSONEncoder().encode(diagnostic)) as? [String: Any])
        #expect(object["id"] as? String == "layout.frame-invalid-length")
        let arguments = try #require(object["arguments"] as? [Any])
        #expect(arguments.count == 2)
        #expect(arguments.first as? Double == -10)
        #expect(arguments.last as? String == "inf")  // a non-finite number is not a JSON number
    }

    @Test func repeatsAreTheSameIdAndTemplateWhateverTheArguments() {
        // Same id, same template, other names and numbers: one entry with a count.
        let repeats = ["a", "b", "c"].enumerated().map { index, name in
            LayoutDiagnostic(LayoutMessages.gridItemClamped, severity: .warning, message: "GridItem '\(name)': spacing \(Double(index)) is not usable", nodeID: index)
        }
        // Same id, another template (another case of the id): its own entry.
        let other = LayoutDiagnostic(LayoutMessages.gridItemClamped, severity: .warning, message: "GridItem '\("d")': maximum \(1.0) is below minimum \(2.0)", nodeID: 9)
        // Another id, the same template: its own entry.
        let otherID = LayoutDiagnostic(LayoutMessages.textSpacingUnmeasured, severity: .warning, message: "GridItem '\("e")': spacing \(4.0) is not usable", nodeID: 10)
        let lines = DiagnosticReport(source: [], layout: repeats + [other, otherID], detail: .grouped).lines
        #expect(lines.count == 3)
        // The repeats' own names stand beside their positions: a group hides no name.
        #expect(lines[0].text == "#0: GridItem 'a': spacing 0.0 is not usable\n  … and 2 more like it at 'b' #1, 'c' #2 (--verbose or :set verbose on lists each)")
        #expect(lines[1].text == "#9: GridItem 'd': maximum 1.0 is below minimum 2.0")
        #expect(lines[2].text == "#10: GridItem 'e': spacing 4.0 is not usable")
    }
}
