import Foundation
import Testing
@testable import FrameLabApplication
import LayoutCore
import ViewSyntax

/// Real files in from the command line and the REPL: `eval --file` (files and directories as one
/// module), `--preview`, `--view`, `framelab previews`, `:load FILE.swift`, `:preview`, `:set arg`,
/// and diagnostics grouped by kind.
@Suite struct SourceFilesTests {
    static let contentView = """
        struct ContentView: View {
          var body: some View { VStack(spacing: 0) { Row(); Row() } }
        }
        #Preview("Landscape", traits: .landscapeLeft) { ContentView() }
        #Preview("Fixed", traits: .fixedLayout(width: 200, height: 100)) { Row() }
        """
    static let row = "struct Row: View {\n  var body: some View { Color.red.frame(width: 100, height: 40).id(\"row\") }\n}\n"

    /// A directory with ContentView.swift, Views/Row.swift and a file that does not parse.
    static func project() throws -> URL {
        let directory = try TestSupport.temporaryDirectory()
        try FileManager.default.createDirectory(at: directory.appendingPathComponent("Views"), withIntermediateDirectories: true)
        try contentView.write(to: directory.appendingPathComponent("ContentView.swift"), atomically: true, encoding: .utf8)
        try row.write(to: directory.appendingPathComponent("Views/Row.swift"), atomically: true, encoding: .utf8)
        try "struct Broken: View {\n  var body: some View {\n".write(to: directory.appendingPathComponent("Views/Broken.swift"), atomically: true, encoding: .utf8)
        return directory
    }

    @Test(.enabled(if: TestSupport.framelabBinary() != nil, "build the framelab product first"))
    func evalLaysOutTheFirstPreviewInItsTraits() throws {
        let directory = try Self.project()
        let result = try ProcessRunner.run(["eval", "--color", "never", "--file", directory.appendingPathComponent("ContentView.swift").path, "--file", directory.appendingPathComponent("Views").path])
        #expect(result.status == 0, "\(result.standardError)")
        let lines = result.standardOutput.split(separator: "\n").map(String.init)
        #expect(lines.first == "laid out: #Preview \"Landscape\" (ContentView.swift:4); also: preview 2 \"Fixed\", view ContentView, view Row (--preview, --view)")
        #expect(lines.contains("orientation landscape from the preview's traits"))
        #expect(result.standardOutput.contains("iPhone 15 Pro, landscape"))
        // Two rows of 100×40 from Views/Row.swift stacked with no spacing: 100×80, centred in
        // 852×393: x = (852 − 100) / 2 = 376.
        #expect(lines.contains { $0.hasPrefix("#0  VStack") && $0.hasSuffix("100      80") })
        #expect(result.standardError.contains("Broken.swift:2:24: warning: left out, it does not parse"))

        let portrait = try ProcessRunner.run(["eval", "--color", "never", "--orientation", "portrait", "--file", directory.path])
        #expect(portrait.standardOutput.contains("the preview asks for landscape; the orientation you chose (portrait) wins"))
        #expect(portrait.standardOutput.contains("iPhone 15 Pro, portrait"))

        let fixed = try ProcessRunner.run(["eval", "--color", "never", "--preview", "Fixed", "--file", directory.path])
        #expect(fixed.standardOutput.contains("a 200×100 window from the preview's fixed layout, on iphone-15-pro's platform"))
        #expect(fixed.standardOutput.contains("200x100 window"))

        let view = try ProcessRunner.run(["eval", "--color", "never", "--view", "Row", "--file", directory.path])
        #expect(view.standardOutput.hasPrefix("laid out: view Row"))
    }

    @Test(.enabled(if: TestSupport.framelabBinary() != nil, "build the framelab product first"))
    func previewsListsPreviewsAndViews() throws {
        let directory = try Self.project()
        let result = try ProcessRunner.run(["previews", "--color", "never", directory.path])
        #expect(result.status == 0)
        #expect(result.standardOutput.contains("1 \"Landscape\"  ContentView.swift:4  .landscapeLeft"))
        #expect(result.standardOutput.contains("2 \"Fixed\"      ContentView.swift:5  .fixedLayout(width: 200, height: 100)"))
        #expect(result.standardOutput.contains("views: ContentView, Row"))
        #expect(try ProcessRunner.run(["previews", "/nonexistent/dir"]).status == 1)
    }

    @Test(.enabled(if: TestSupport.framelabBinary() != nil, "build the framelab product first"))
    func repeatedNotesAreGroupedAndQuietKeepsErrors() throws {
        let list = "List { ForEach(0..<100) { i in HStack { Image(systemName: \"star\"); Text(\"Row\") } } }\n  .bogus()"
        let grouped = try ProcessRunner.run(["eval", "--color", "never", list])
        // Notes (the spacing next to Text, said once per layout) are not printed by default; the
        // one warning is. --verbose prints them.
        #expect(!grouped.standardError.contains("note:"))
        #expect(grouped.standardError.components(separatedBy: "warning:").count - 1 <= 2)
        let verbose = try ProcessRunner.run(["eval", "--color", "never", "--verbose", list])
        #expect(verbose.standardError.contains("note:"), "\(verbose.standardError)")
        let quiet = try ProcessRunner.run(["eval", "--color", "never", "--quiet", list])
        #expect(quiet.standardError.isEmpty)
    }

    @Test func groupsCountTheRepeatsAndNameTheFirstPositions() {
        let layout = (0..<5).map { LayoutDiagnostic(LayoutMessages.textSpacingUnmeasured, severity: .warning, message: "#\($0 * 3): spacing \($0) is approximated", nodeID: $0 * 3) }
            + [LayoutDiagnostic(LayoutMessages.textSpacingUnmeasured, severity: .note, message: "a note")]
        let grouped = DiagnosticReport(source: [], layout: layout, detail: .grouped).lines
        #expect(grouped.count == 1)
        #expect(grouped[0].text == "#0: #0: spacing 0 is approximated\n  … and 4 more like it at #3, #6, #9, … (--verbose or :set verbose on lists each)")
        #expect(DiagnosticReport(source: [], layout: layout, detail: .verbose).lines.count == 6)
        #expect(DiagnosticReport(source: [], layout: layout, detail: .quiet).lines.isEmpty)
    }

    @Test func loadAndPreviewInTheREPL() throws {
        let directory = try Self.project()
        var interpreter = TestSupport.interpreter()
        let loaded = interpreter.execute(InputEntry(text: ":load \(directory.appendingPathComponent("ContentView.swift").path)"))
        // One file: Row is not defined in it, so the preview does not lay out and the error says why.
        #expect(loaded.failed)
        let module = interpreter.execute(InputEntry(text: ":load \(directory.path)"))
        #expect(!module.failed, "\(module.rendered())")
        #expect(module.rendered().contains("laid out: #Preview \"Landscape\""))
        let list = interpreter.execute(InputEntry(text: ":preview"))
        #expect(list.rendered().contains("2 \"Fixed\""))
        let fixed = interpreter.execute(InputEntry(text: ":preview 2"))
        #expect(!fixed.failed, "\(fixed.rendered())")
        #expect(interpreter.session.result?.nodes.first?.frame.size == Size(width: 100, height: 40))
        let missing = interpreter.execute(InputEntry(text: ":preview Nope"))
        #expect(missing.failed)
    }

    @Test func settingsReachTheTranslatorAndTranslateAgain() throws {
        var interpreter = TestSupport.interpreter()
        _ = interpreter.execute(InputEntry(text: "ForEach(0..<3) { _ in Color.red.frame(width: 10, height: 10) }"))
        _ = interpreter.execute(InputEntry(text: ":set foreach 5"))
        #expect(interpreter.session.state.settings.forEachCount == 5)
        let arg = interpreter.execute(InputEntry(text: ":set arg title=\"Inbox\""))
        #expect(interpreter.session.state.settings.arguments == ["title": "\"Inbox\""])
        #expect(arg.rendered().contains("arg title=\"Inbox\""))
        _ = interpreter.execute(InputEntry(text: ":set strict on"))
        _ = interpreter.execute(InputEntry(text: ":set optionals some"))
        _ = interpreter.execute(InputEntry(text: ":set placeholder Hello"))
        let translator = interpreter.pipeline(interpreter.session.state.settings).translator(in: interpreter.environment)
        #expect(translator.options.strict)
        #expect(translator.options.optionalsPresent)
        #expect(translator.options.placeholderString == "Hello")
        #expect(translator.options.argumentOverrides == ["title": "\"Inbox\""])
        #expect(interpreter.execute(InputEntry(text: ":set verbose sometimes")).failed)
    }
}
