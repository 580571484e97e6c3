import Foundation
import Testing
@testable import FrameLabApplication
import LayoutCore
import ViewSyntax

/// `:view NAME` in the REPL (like `eval --view`), its completion, and the `.sizeThatFitsLayout`
/// canvas, which proposes nil × nil to the root.
struct ViewAndCanvasTests {
    static let file = """
        struct RowView: View {
            let title: String
            var body: some View { Color.red.frame(width: 200, height: 44).id("row") }
        }
        struct Header: View {
            var body: some View { Color.gray.frame(height: 60).id("header") }
        }
        #Preview { RowView(title: "Inbox") }
        """

    static func loaded() throws -> CommandInterpreter {
        let directory = try TestSupport.temporaryDirectory()
        try file.write(to: directory.appendingPathComponent("Screens.swift"), atomically: true, encoding: .utf8)
        var interpreter = CommandInterpreter(profiles: EnvironmentTranslationTests.profiles)
        _ = interpreter.start()
        let output = interpreter.execute(InputEntry(text: ":load \(directory.appendingPathComponent("Screens.swift").path)"))
        #expect(!output.failed, "\(output.rendered())")
        return interpreter
    }

    @Test func viewLaysOutANamedStructAndSuggestsTheClosest() throws {
        var interpreter = try Self.loaded()
        let header = interpreter.execute(InputEntry(text: ":view Header"))
        #expect(!header.failed, "\(header.rendered())")
        #expect(header.rendered().hasPrefix("laid out: view Header"))
        // Header fills the 393 pt width at its 60 pt height, centred in the 759 pt safe area: 59 + (759 − 60) / 2 = 408.5.
        let frame = try #require(interpreter.session.result?.nodes.first { $0.name == "header" }?.frame)
        #expect(frame == Rect(x: 0, y: 408.5, width: 393, height: 60))

        let typo = interpreter.execute(InputEntry(text: ":view Heder"))
        #expect(typo.failed)
        #expect(typo.rendered().contains("no view 'Heder'; did you mean 'Header'?"))
        // The session keeps the last good tree.
        #expect(interpreter.session.result?.nodes.first?.name == "header")

        let list = interpreter.execute(InputEntry(text: ":view")).rendered()
        #expect(list.contains("views: RowView, Header"))

        #expect(Completer.complete(":view He", in: interpreter.completionContext).candidates == ["Header"])
        #expect(Completer.complete(":view ", in: interpreter.completionContext).candidates == ["Header", "RowView"])
    }

    @Test func viewNeedsSource() {
        var interpreter = CommandInterpreter(profiles: EnvironmentTranslationTests.profiles)
        _ = interpreter.start()
        let output = interpreter.execute(InputEntry(text: ":view Header"))
        #expect(output.failed)
        #expect(output.rendered().contains(":load FILE.swift"))
    }

    @Test func sizeThatFitsProposesNoSize() throws {
        // A 24 pt dot and a bar whose ideal width is 120 (min 40, max infinity) and ideal height 20:
        // proposed nil × nil the HStack is 24 + 8 + 120 = 152 wide and max(24, 20) = 24 tall.
        // Proposed the device's 393 × 759 it would be 393 × 300 (the bar's maxWidth and maxHeight).
        let source = """
            struct Badge: View {
                var body: some View {
                    HStack(spacing: 8) {
                        Color.red.frame(width: 24, height: 24)
                        Color.blue.frame(minWidth: 40, idealWidth: 120, maxWidth: .infinity, minHeight: 10, idealHeight: 20, maxHeight: 300).id("bar")
                    }
                }
            }
            #Preview(traits: .sizeThatFitsLayout) { Badge() }
            """
        let directory = try TestSupport.temporaryDirectory()
        let path = directory.appendingPathComponent("Badge.swift").path
        try source.write(toFile: path, atomically: true, encoding: .utf8)
        var interpreter = CommandInterpreter(profiles: EnvironmentTranslationTests.profiles)
        _ = interpreter.start()
        let output = interpreter.execute(InputEntry(text: ":load \(path)"))
        #expect(output.rendered().contains("a window of the view's ideal size, proposed nil × nil"))
        #expect(interpreter.session.state.selection.window == .size(width: 152, height: 24))
        #expect(interpreter.session.result?.nodes.first?.frame == Rect(x: 0, y: 0, width: 152, height: 24))

        guard TestSupport.framelabBinary() != nil else { return }
        let eval = try ProcessRunner.run(["eval", "--color", "never", "--file", path])
        #expect(eval.standardOutput.contains("152x24 window"), "\(eval.standardOutput)")
    }
}
