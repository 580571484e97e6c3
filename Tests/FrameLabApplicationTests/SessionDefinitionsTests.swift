import Foundation
import Testing
@testable import ViewSyntax
@testable import FrameLabApplication

/// The session keeps what you define (issue 28): the declaration reader, the journal, `:edit`
/// with an editor that rewrites, fails or empties the file, completion of defined views and their
/// labels, and `:set state`. The scripted cases are golden sessions (`Golden/definitions*.framelab`).
struct SessionDefinitionsTests {
    /// `Badge` is 40 × 20 padded by 4: 48 × 28. Its redefinition is 60 × 30 padded by 5: 70 × 40.
    static let badge = "struct Badge: View { var body: some View { Color.red.frame(width: 40, height: 20).padding(4) } }"
    static let biggerBadge = "struct Badge: View { var body: some View { Color.red.frame(width: 60, height: 30).padding(5) } }"

    static func interpreter() -> CommandInterpreter {
        var interpreter = CommandInterpreter(profiles: EnvironmentTranslationTests.profiles)
        _ = interpreter.start()
        return interpreter
    }

    static func width(_ name: String, in interpreter: CommandInterpreter) -> Double? {
        guard let root = interpreter.session.state.root, let result = interpreter.session.result,
              let target = try? TargetResolver(root: root).resolve(name) else { return nil }
        return result.nodes[target.id].frame.width
    }

    @Test func readerSortsDeclarationsFromViews() throws {
        let source = """
            struct Row: View {
                let title: String
                static let sample = Row(title: "a")
                var body: some View { Badge().padding(.sample) }
            }
            extension View { func card() -> some View { padding(8) } }
            let items = [1, 2]
            Row(title: "x")
            """
        let reading = try #require(SourceDeclarations.read(source))
        #expect(reading.declarations.map(\.title) == ["view Row", "extension View", "let items"])
        #expect(reading.declarations.map(\.namePosition.line) == [1, 6, 7])
        // The body's use of Badge counts; `.sample` (a member after a dot) and the static
        // `Row(title:)` that builds the type itself do not.
        let uses = reading.declarations[0].uses
        #expect(uses["Badge"] == SourceDeclaration.Position(line: 4, column: 27))
        #expect(uses["Row"] == nil && uses["sample"] == nil)
        #expect(reading.declarations[0].initializerLabels == ["title"])
        #expect(reading.declarations[1].members == ["card"])
        #expect(reading.otherItems.count == 1)
        #expect(SourceDeclarations.read("struct A: View { var body: some View { Text( } }") == nil)
        // Declarations inside a top-level #if are read from every clause, and marked.
        let conditional = try #require(SourceDeclarations.read("#if os(iOS)\nlet side = 1\n#else\nlet side = 2\n#endif"))
        #expect(conditional.declarations.map(\.isConditional) == [true, true])
        #expect(conditional.declarations.map(\.start.line) == [2, 4])
    }

    @Test func entriesOfOneScriptShareOneModuleFile() {
        // Entries at lines 1 and 3 of s.fl keep their lines in one file; a second file with
        // text on line 1 (the prompt's entries all start there) stays apart, as does another name.
        let merged = SessionModule.merged([
            SourceFile(name: "s.fl", text: "let a = 1"), SourceFile(name: "s.fl", text: "\n\nlet b = 2"),
            SourceFile(name: "s.fl", text: "let c = 3"), SourceFile(name: "t.fl", text: "\nlet d = 4"),
        ])
        #expect(merged == [
            SourceFile(name: "s.fl", text: "let a = 1\n\nlet b = 2"), SourceFile(name: "s.fl", text: "let c = 3"),
            SourceFile(name: "t.fl", text: "\nlet d = 4"),
        ])
    }

    @Test func definitionsSurviveTheJournal() throws {
        let directory = try TestSupport.temporaryDirectory()
        let journal = Journal(path: directory.appendingPathComponent("journal").path)
        var first = Self.interpreter()
        first.journal = journal
        _ = first.execute(InputEntry(text: Self.badge))
        _ = first.execute(InputEntry(text: "HStack { Badge().id(\"b\") }"))
        let script = try #require(try journal.read())
        #expect(script.contains(Self.badge + "\n\nHStack { Badge().id(\"b\") }"), "definitions, then the tree's source:\n\(script)")

        var restored = Self.interpreter()
        restored.journal = journal
        let output = restored.restoreFromJournal()
        #expect(!output.failed, "\(output.rendered())")
        #expect(Self.width("b", in: restored) == 48)
        #expect(restored.session.state.module.definitions.map(\.declaration.title) == ["view Badge"])
        // The restored definition is live: redefining it changes the restored tree.
        let redefined = restored.execute(InputEntry(text: Self.biggerBadge)).rendered()
        #expect(redefined.contains("redefined view Badge"), "\(redefined)")
        #expect(Self.width("b", in: restored) == 70)
    }

    /// An editor script that writes `text` into the file it is given, or fails, or empties it.
    static func editor(_ body: String) throws -> ExternalEditor {
        let script = try TestSupport.temporaryDirectory().appendingPathComponent("editor.sh")
        try "#!/bin/sh\n\(body)\n".write(to: script, atomically: true, encoding: .utf8)
        try FileManager.default.setAttributes([.posixPermissions: 0o755], ofItemAtPath: script.path)
        return ExternalEditor(command: script.path)
    }

    @Test func editTakesTheSavedFileBackAsIfTyped() throws {
        var interpreter = Self.interpreter()
        _ = interpreter.execute(InputEntry(text: Self.badge))
        _ = interpreter.execute(InputEntry(text: "HStack { Badge().id(\"b\") }"))
        #expect(Self.width("b", in: interpreter) == 48)
        interpreter.editor = try Self.editor("grep -q 'width: 40' \"$1\" || exit 3\nprintf '%s\\n' '\(Self.biggerBadge)' > \"$1\"")
        let output = interpreter.execute(InputEntry(text: ":edit Badge"))
        #expect(!output.failed, "\(output.rendered())")
        #expect(output.rendered().contains("width 48 → 70"), "\(output.rendered())")
        #expect(Self.width("b", in: interpreter) == 70)
        #expect(interpreter.session.state.module.definitions.map(\.origin) == ["entry 3 (:edit)"])
    }

    @Test func editThatFailsChangesNothingAndKeepsTheFile() throws {
        var interpreter = Self.interpreter()
        _ = interpreter.execute(InputEntry(text: Self.badge))
        _ = interpreter.execute(InputEntry(text: "HStack { Badge().id(\"b\") }"))
        let before = interpreter.session.state

        interpreter.editor = try Self.editor("exit 2")
        let failed = interpreter.execute(InputEntry(text: ":edit"))
        #expect(failed.failed && failed.rendered().contains("exited with status 2, so nothing changed; the text is kept in "), "\(failed.rendered())")
        #expect(interpreter.session.state == before)

        interpreter.editor = try Self.editor(": > \"$1\"")
        let emptied = interpreter.execute(InputEntry(text: ":edit Badge"))
        #expect(emptied.failed && emptied.rendered().contains("the edited file is empty, so nothing changed"), "\(emptied.rendered())")
        #expect(interpreter.session.state == before)

        interpreter.editor = try Self.editor("printf 'struct Badge: View { var body: some View { Color.red.frame(width: ) } }\\n' > \"$1\"")
        let broken = interpreter.execute(InputEntry(text: ":edit Badge")).rendered()
        #expect(broken.contains(":1:") && broken.contains("error"), "\(broken)")
        let kept = try #require(broken.components(separatedBy: "the edit is kept in ").last?.components(separatedBy: " ").first)
        #expect(try String(contentsOfFile: kept, encoding: .utf8).contains("width: )"), "the broken edit is kept in \(kept)")
        #expect(interpreter.session.state == before)
        #expect(Self.width("b", in: interpreter) == 48)
    }

    @Test func matrixTranslatesWithTheDefinitions() {
        var interpreter = Self.interpreter()
        _ = interpreter.execute(InputEntry(text: Self.badge))
        _ = interpreter.execute(InputEntry(text: "HStack { Badge().id(\"b\") }"))
        // Each cell translates the tree's source again, with the session's Badge: 48 × 28 everywhere.
        let matrix = interpreter.execute(InputEntry(text: ":matrix b --devices iphone-15-pro,ipad-pro-13 --orientations portrait"))
        #expect(!matrix.failed, "\(matrix.rendered())")
        let rows = matrix.rendered().split(separator: "\n").filter { $0.contains("portrait") && $0.contains("ios26") }
        #expect(rows.count == 2 && rows.allSatisfy { $0.contains("     48      28") }, "\(matrix.rendered())")
        #expect(matrix.rendered().contains("the same size in all 2 layouts"))
    }

    @Test func stateValuesFlipABranch() throws {
        var interpreter = Self.interpreter()
        _ = interpreter.execute(InputEntry(text: """
            struct Disclosure: View {
                @State private var isExpanded = false
                var body: some View {
                    VStack(spacing: 0) {
                        Color.red.frame(width: 100, height: 20)
                        if isExpanded { Color.blue.frame(width: 100, height: 50) }
                    }
                }
            }
            """))
        _ = interpreter.execute(InputEntry(text: "Disclosure().id(\"d\")"))
        #expect(interpreter.session.result?.nodes.first?.frame.height == 20)
        let flipped = interpreter.execute(InputEntry(text: ":set state Disclosure.isExpanded=true")).rendered()
        // 20 + 50 with the branch taken.
        #expect(interpreter.session.result?.nodes.first?.frame.height == 70, "\(flipped)")
        let typo = interpreter.execute(InputEntry(text: ":set state isExpnded=true")).rendered()
        #expect(typo.contains("no view of the session declares 'isExpnded'"), "\(typo)")
    }

    @Test func completionOffersDefinedViewsAndTheirLabels() {
        var interpreter = Self.interpreter()
        _ = interpreter.execute(InputEntry(text: "struct Chip: View { let title: String; var count = 0; @State private var on = false; var body: some View { Text(title) } }"))
        let context = interpreter.completionContext
        #expect(Completer.complete("HStack { Chi", in: context).candidates == ["Chip"])
        #expect(Completer.complete("Chip(", in: context).candidates == ["count:", "title:"])
        #expect(Completer.complete("Chip(title: \"a\", co", in: context).candidates == ["count:"])
        #expect(Completer.complete(":forget C", in: context).candidates == ["Chip"])
    }

    @Test func aForEachRepeatNamesItsPlaceOnce() {
        var interpreter = Self.interpreter()
        let output = interpreter.execute(InputEntry(text: "VStack { ForEach(0..<5, id: \\.self) { i in Gizmo(\"a \\(i)\") } }")).rendered()
        // The unknown view is used 5 times, all from one place in the source: one warning, at 1:44,
        // with no list of the same position repeated.
        let warnings = output.components(separatedBy: "\n").filter { $0.hasPrefix("warning: ") && $0.contains("unknown view 'Gizmo'") }
        #expect(warnings.count == 1, "\(output)")
        #expect(warnings.first?.contains("1:44") == true, "\(output)")
        #expect(!output.contains("1:44, 1:44"), "\(output)")
    }
}

/// The real REPL on a pseudo-terminal (CI has none, so the test opens its own): `:edit` with
/// `EDITOR` set to a script that rewrites the file changes the layout, and a session's
/// definitions come back with `--restore`.
@Suite(.serialized, .enabled(if: TestSupport.framelabBinary() != nil, "build the framelab product first"))
struct SessionDefinitionsTerminalTests {
    @Test func editWithAnEditorScriptChangesTheLayout() throws {
        let home = try TestSupport.temporaryDirectory()
        let editor = home.appendingPathComponent("rewrite.sh")
        // The editor rewrites Badge from 40 × 20 padded by 4 (48 × 28) to 60 × 30 padded by 5 (70 × 40).
        try "#!/bin/sh\nprintf '%s\\n' '\(SessionDefinitionsTests.biggerBadge)' > \"$1\"\n".write(to: editor, atomically: true, encoding: .utf8)
        try FileManager.default.setAttributes([.posixPermissions: 0o755], ofItemAtPath: editor.path)
        let environment = [
            "HOME": home.path, "XDG_STATE_HOME": home.appendingPathComponent("state").path, "EDITOR": editor.path,
            "TERM": "xterm", "NO_COLOR": "1", "PATH": ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin",
        ]
        let terminal = try PseudoTerminal(environment: environment)
        #expect(terminal.waitFor("framelab> "), "no prompt: \(terminal.transcript)")
        terminal.send(SessionDefinitionsTests.badge + "\r")
        #expect(terminal.waitFor("defined view Badge"), "\(terminal.transcript)")
        #expect(terminal.waitFor("framelab> "))
        terminal.send("HStack { Badge().id(\"b\") }\r")
        #expect(terminal.waitFor("framelab> "))
        terminal.send(":expect b.width == 48\r")
        #expect(terminal.waitFor("ok: b.width == 48"), "\(terminal.transcript)")
        terminal.send(":edit Badge\r")
        #expect(terminal.waitFor("redefined view Badge (was entry 1)"), "\(terminal.transcript)")
        #expect(terminal.waitFor("width 48 → 70"), "the tree is translated again: \(terminal.transcript)")
        #expect(terminal.waitFor("framelab> "))
        terminal.send(":expect b.width == 70\r")
        #expect(terminal.waitFor("ok: b.width == 70"), "\(terminal.transcript)")
        terminal.send(":quit\r")
        #expect(terminal.waitForExit() == 0)

        // --restore (standard input not a terminal) brings back the edited definition.
        let restored = try ProcessRunner.run(["--restore"], input: "VStack { Badge().id(\"c\") }\n:expect c.width == 70\n:defs\n", environment: environment)
        #expect(restored.status == 0, "\(restored.standardError)")
        #expect(restored.standardOutput.contains("ok: c.width == 70") || restored.standardError.contains("ok: c.width == 70"), "\(restored.standardOutput)\n\(restored.standardError)")
        #expect(!restored.standardError.contains("unknown view"), "\(restored.standardError)")
    }

    @Test func filesOnTheCommandLineStartTheSessionWithTheirDeclarations() throws {
        let file = TestSupport.goldenDirectory.appendingPathComponent("definitions-load.inc.swift").path
        // `framelab FILE.swift`, like `python -i`: the file's Tile (side 30 by default) is usable at once.
        let result = try ProcessRunner.run([file], input: "HStack { Tile().id(\"t\") }\n:expect t.width == 30\n:defs\n")
        #expect(result.status == 0, "\(result.standardError)")
        #expect(result.standardOutput.contains("laid out: #Preview"), "the file's preview is laid out first: \(result.standardOutput)")
        #expect(result.standardOutput.contains("view  Tile"), "\(result.standardOutput)")
        #expect(!result.standardError.contains("unknown view"), "\(result.standardError)")
    }

    @Test func aPipedScriptGetsTheDefinedLayouts() throws {
        // definitions.framelab piped in (no terminal): define Badge, use it, redefine it, use it
        // again; every :expect in it holds (48 × 28, then 70 × 40), so the exit status is 0.
        let script = try String(contentsOf: TestSupport.goldenDirectory.appendingPathComponent("definitions.framelab"), encoding: .utf8)
        let result = try ProcessRunner.run([], input: script)
        #expect(result.status == 0, "\(result.standardError)")
        #expect(result.standardOutput.contains("<stdin>:27: ok: #0.width == 140"), "\(result.standardOutput)")
        #expect(!result.standardError.contains("unknown view"), "\(result.standardError)")
    }
}
