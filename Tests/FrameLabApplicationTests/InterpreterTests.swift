import Foundation
import LayoutCore
import Profiles
import Testing
@testable import FrameLabApplication

/// The command interpreter on trees built in code (no translator or engine needed).
struct InterpreterTests {
    private func run(_ interpreter: inout CommandInterpreter, _ text: String) -> CommandOutput {
        interpreter.execute(InputEntry(text: text))
    }

    @Test func errorsLeaveTreeDeviceAndHistoryUnchanged() {
        var interpreter = TestSupport.interpreter(root: TestSupport.sampleTree)
        _ = run(&interpreter, ":window 200x100")
        let before = interpreter.session.state
        let undoDepth = interpreter.session.undoStack.count
        for command in [":remove nosuch", ":insert #0 9 Text(\"x\")", ":add #1 Text(\"x\")", ":device nosuch",
                        ":window 0xq", ":column middle", ":set precision 99", ":orientation sideways", ":bogus"] {
            let output = run(&interpreter, command)
            #expect(output.failed, "\(command) should fail")
            #expect(interpreter.session.state == before, "\(command) changed the session")
            #expect(interpreter.session.undoStack.count == undoDepth, "\(command) changed the undo history")
        }
    }

    @Test func removeUndoRedo() {
        var interpreter = TestSupport.interpreter(root: TestSupport.sampleTree)
        #expect(!run(&interpreter, ":remove #3").failed)
        #expect(interpreter.session.state.root?.children.count == 1)
        #expect(!run(&interpreter, ":undo").failed)
        #expect(interpreter.session.state.root == TestSupport.sampleTree)
        #expect(!run(&interpreter, ":redo").failed)
        #expect(interpreter.session.state.root?.children.count == 1)
        #expect(run(&interpreter, ":redo").failed)
    }

    @Test func removingAModifierUnwrapsIt() {
        let root = TestSupport.sampleTree
        let removed = CommandInterpreter.removing(TreePath(indices: [1]), from: root)
        #expect(removed?.children[1] == ViewNode(.shape(.rectangle)))
        let view = CommandInterpreter.removing(TreePath(indices: [1, 0]), from: root)
        #expect(view?.children.count == 1, "removing a modified view removes its modifiers too")
        #expect(CommandInterpreter.removing(.root, from: root) == nil)
    }

    @Test func targetsByNameAndID() throws {
        let resolver = TargetResolver(root: TestSupport.sampleTree)
        #expect(try resolver.resolve("b").id == 2)
        #expect(try resolver.resolve("#3").path == TreePath(indices: [1, 0]))
        #expect(throws: CommandError.self) { try resolver.resolve("#4") }
        do {
            _ = try resolver.resolve("bb")
        } catch {
            #expect(error.message.contains("did you mean 'b'"))
        }
    }

    @Test func unknownCommandSuggestsTheClosest() {
        var interpreter = TestSupport.interpreter()
        let output = run(&interpreter, ":devces")
        #expect(output.messages.first?.text.contains("did you mean ':devices'") == true)
    }

    @Test func windowAndUndoRestoreTheSelection() {
        var interpreter = TestSupport.interpreter()
        _ = run(&interpreter, ":window 320x480")
        #expect(interpreter.session.state.selection.window == .size(width: 320, height: 480))
        #expect(interpreter.environment?.windowSize == Size(width: 320, height: 480))
        _ = run(&interpreter, ":undo")
        #expect(interpreter.session.state.selection.window == .size(width: 300, height: 300))
    }

    @Test func settings() {
        var interpreter = TestSupport.interpreter()
        #expect(!run(&interpreter, ":set precision 1").failed)
        #expect(!run(&interpreter, ":set list passes-by").failed)
        #expect(!run(&interpreter, ":set foreach 3").failed)
        // The three settings changed and nothing else: the defaults with precision 1, foreach 3, list passes-by.
        var expected = SessionSettings()
        expected.precision = 1
        expected.forEachCount = 3
        expected.listBehaviour = .passesBy
        #expect(interpreter.session.state.settings == expected)
        #expect(run(&interpreter, ":set").messages.first?.text.contains("list passes-by") == true)
    }

    @Test func saveWritesAScriptThatRestoresTheSelection() throws {
        let directory = try TestSupport.temporaryDirectory()
        var interpreter = TestSupport.interpreter()
        _ = run(&interpreter, ":window 320x480")
        _ = run(&interpreter, ":set precision 2")
        let path = directory.appendingPathComponent("saved.framelab").path
        #expect(!run(&interpreter, ":save \(path)").failed)
        let script = try String(contentsOfFile: path, encoding: .utf8)
        #expect(script.contains(":window 320x480"))
        #expect(script.contains(":set precision 2"))
        #expect(try FileManager.default.contentsOfDirectory(atPath: directory.path) == ["saved.framelab"], "no temporary file left")

        var other = TestSupport.interpreter()
        #expect(!run(&other, ":load \(path)").failed || other.profiles.registry.devices.isEmpty)
        #expect(other.session.state.selection.window == .size(width: 320, height: 480))
        #expect(other.session.state.settings.precision == 2)
    }

    @Test func loadCycleNamesTheChain() throws {
        let directory = try TestSupport.temporaryDirectory()
        try ":load b.framelab\n".write(to: directory.appendingPathComponent("a.framelab"), atomically: true, encoding: .utf8)
        try ":load sub/../a.framelab\n".write(to: directory.appendingPathComponent("b.framelab"), atomically: true, encoding: .utf8)
        try FileManager.default.createDirectory(at: directory.appendingPathComponent("sub"), withIntermediateDirectories: true)
        var interpreter = TestSupport.interpreter()
        let output = run(&interpreter, ":load \(directory.appendingPathComponent("a.framelab").path)")
        #expect(output.failed)
        let error = try #require(output.messages.first { $0.kind == .error })
        #expect(error.text.hasPrefix("load cycle: "))
        #expect(error.text.contains("a.framelab → "))
        #expect(error.text.contains("b.framelab → "))
        #expect(error.location?.file.hasSuffix("b.framelab") == true)
        #expect(error.location?.line == 1)
    }

    @Test func journalIsWrittenAndRestored() throws {
        let directory = try TestSupport.temporaryDirectory()
        let journal = Journal(path: directory.appendingPathComponent("session.framelab").path)
        var interpreter = CommandInterpreter(
            profiles: ProfileState(registry: ProfileRegistry()),
            state: Session.State(selection: DeviceSelection(window: .size(width: 300, height: 300))), journal: journal)
        _ = interpreter.start()
        // A plain window needs no device, so it restores without profiles (a WxH window is written
        // after its :device line, which an empty registry cannot restore).
        _ = run(&interpreter, ":window plain:250x120")
        #expect(try String(contentsOfFile: journal.path, encoding: .utf8).contains(":window plain:250x120"))

        var restored = CommandInterpreter(profiles: ProfileState(registry: ProfileRegistry()), journal: journal)
        let output = restored.restoreFromJournal()
        #expect(restored.session.state.selection.window == .plain(width: 250, height: 120), "\(output.rendered())")
    }

    @Test func corruptJournalIsSetAside() throws {
        let directory = try TestSupport.temporaryDirectory()
        let journal = Journal(path: directory.appendingPathComponent("session.framelab").path)
        try Data([0xFF, 0x00, 0xFE]).write(to: URL(fileURLWithPath: journal.path))
        var interpreter = CommandInterpreter(profiles: ProfileState(registry: ProfileRegistry()), journal: journal)
        let output = interpreter.restoreFromJournal()
        #expect(output.messages.contains { $0.kind == .warning && $0.text.contains("set aside") })
        #expect(!FileManager.default.fileExists(atPath: journal.path))
        #expect(try FileManager.default.contentsOfDirectory(atPath: directory.path).contains { $0.hasPrefix("session.framelab.corrupt-") })
    }
}
