import Foundation
import LayoutCore
import Profiles
import Testing
@testable import FrameLabApplication

/// `:why` beyond the golden sessions: colour, and a user's container kind that provides no size.
struct WhyReportTests {
    let format = NumberFormat(precision: 3)

    @Test func sameTextWithoutColour() {
        let result = TestSupport.sampleResult()
        let plain = WhyReport.render(nodeID: 2, in: result, format: format, style: .plain)
        let colored = WhyReport.render(nodeID: 2, in: result, format: format, style: OutputStyle(colored: true))
        #expect(colored != plain)
        #expect(colored.contains("\u{1B}[32mchosen\u{1B}[0m"))
        #expect(Self.stripColour(colored) == plain)
    }

    @Test(.enabled(if: PictureTests.hasTranslatorAndProfiles))
    func kindThatProvidesNoSizeIsCited() throws {
        let directory = try TestSupport.temporaryDirectory()
        let card = directory.appendingPathComponent("Card.yaml")
        try "id: Card\nviewNames: [Card]\nstrategy: single-content\nprovidesContainerSize: false\n".write(to: card, atomically: true, encoding: .utf8)
        var interpreter = TestSupport.interpreter(addingProfiles: directory)
        let source = "Card {\n  Rectangle()\n    .containerRelativeFrame(.horizontal) { w, _ in w / 2 }\n    .id(\"crf\")\n}\n.frame(width: 200, height: 100)"
        #expect(!interpreter.run(script: source, file: "<test>").failed)
        let crf = interpreter.execute(InputEntry(text: ":why crf")).rendered()
        #expect(crf.contains("#1 Card   passed by: its kind 'Card' does not provide a size to containerRelativeFrame"), "\(crf)")
        #expect(crf.contains("(\(card.path):4)") || crf.contains("Card.yaml:4)"), "the line that says so is cited")
        #expect(crf.contains("window    chosen"))
        #expect(crf.contains("{ w, _ in w / 2 }(393, .horizontal) = 196.5"))
        let container = interpreter.execute(InputEntry(text: ":why #1")).rendered()
        #expect(container.contains("its kind 'Card' provides no size to containerRelativeFrame"))
    }

    static func stripColour(_ text: String) -> String {
        text.replacingOccurrences(of: "\u{1B}\\[[0-9;]*m", with: "", options: .regularExpression)
    }
}
