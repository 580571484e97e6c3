import LayoutCore
import Testing
@testable import FrameLabApplication

/// Multi-line input, script splitting, `:expect` parsing and suggestions.
struct InputTests {
    @Test(arguments: [
        ("VStack {", false), ("VStack { }", true), ("Text(\"{\")", true), ("Text(\"\\\"(\")", true),
        ("HStack { // {\n", false), ("HStack { /* } */", false), ("/* open", false), ("a(\n[1,\n2])", true),
        ("Text(\"\"\"\n)\n\"\"\")", true), ("Text(\"\"\"\n", false), (":help", true), ("}", true),
    ])
    func balance(_ text: String, _ complete: Bool) {
        #expect(InputBalance.isComplete(text) == complete, "\(text)")
    }

    @Test func scriptsSplitIntoEntries() {
        let script = """
            # comment
            :window 300x300
            VStack {
              Rectangle()
            }
            // a comment between source and its modifiers
              .frame(width: 10)

            Text("a")
            :frames
            """
        let entries = InputEntry.split(script: script, file: "s.framelab")
        #expect(entries.map(\.text) == [
            ":window 300x300",
            "VStack {\n  Rectangle()\n}\n  .frame(width: 10)",
            "Text(\"a\")",
            ":frames",
        ])
        #expect(entries.map { $0.location?.line } == [2, 3, 9, 10])
    }

    /// `:save` writes a custom style's struct right after the view source: one entry. After a
    /// blank line a declaration starts an entry of its own, as before.
    @Test func declarationRightAfterSourceContinuesIt() {
        let script = """
            Button("Go") {}
              .buttonStyle(Pill())
            @MainActor private struct Pill: ButtonStyle {
              func makeBody(configuration: Configuration) -> some View { configuration.label }
            }

            struct ContentView: View { var body: some View { Text("b") } }
            """
        let entries = InputEntry.split(script: script, file: "s.framelab")
        #expect(entries.count == 2)
        #expect(entries.first?.text.hasSuffix("configuration.label }\n}") == true)
        #expect(entries.map { $0.location?.line } == [1, 7])
    }

    @Test func expectations() throws {
        let plain = try Expectation(parsing: "hero.image.width >= 124.33")
        #expect(plain.target == "hero.image")
        #expect(plain.property == .width)
        #expect(plain.op == .greaterOrEqual)
        #expect(plain.tolerance == 0.01)
        #expect(try Expectation(parsing: "r.maxY == 10 ± 0.5").tolerance == 0.5)
        #expect(try Expectation(parsing: "r.x == 10 +- 2").tolerance == 2)
        #expect(try Expectation(parsing: "r.x == 10±2").tolerance == 2)
        #expect(throws: CommandError.self) { try Expectation(parsing: "r.depth == 1") }
        #expect(throws: CommandError.self) { try Expectation(parsing: "r.x ~ 1") }
        #expect(throws: CommandError.self) { try Expectation(parsing: "width == 1") }
        #expect(Expectation.Operator.equal.holds(124.333, 124.33, tolerance: 0.01))
        #expect(!Expectation.Operator.equal.holds(124.35, 124.33, tolerance: 0.01))
        #expect(Expectation.Operator.less.holds(1, 2, tolerance: 0.01))
    }

    @Test func suggestions() {
        #expect(NameSuggestion.closest(to: "iphone-15", in: ["iphone-15-pro", "ipad-pro-13"]) == "iphone-15-pro")
        #expect(NameSuggestion.closest(to: "devces", in: CommandCatalog.names) == "devices")
        #expect(NameSuggestion.closest(to: "zzzzzz", in: CommandCatalog.names) == nil)
    }

    @Test func windowSizes() {
        #expect(WindowSize(parsing: "390x844") == WindowSize(parsing: "390×844"))
        #expect(WindowSize(parsing: "390x844")?.height == 844)
        #expect(WindowSize(parsing: "390") == nil)
        #expect(WindowSize(parsing: "split-1/2") == nil)
    }

    @Test func everyCommandHasHelp() {
        for command in CommandCatalog.all {
            #expect(!command.summary.isEmpty && command.help.count > 40, "\(command.name)")
            #expect(command.usage.hasPrefix(":" + command.name))
        }
    }
}
