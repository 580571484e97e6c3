import Foundation
import Testing
@testable import FrameLabApplication

// Every command checks how many words it was given, from its usage line, and fails at its own
// line: a script does not fail later, at the next command that trips over what the first ignored.
@Suite("Command arguments")
struct CommandArityTests {
    /// Each command with a word too many, and the count its usage allows.
    static let overfull: [(command: String, maximum: Int)] = [
        (":undo now", 0), (":redo twice", 0), (":reset all", 0), (":tree full", 0), (":devices all", 0),
        (":containers x", 0), (":reload now", 0), (":frames all", 0), (":json pretty", 0), (":quit now", 0),
        (":device iphone-15-pro landscape extra", 2), (":orientation landscape now", 1),
        (":window 300x300 extra", 1), (":column detail extra", 1), (":profile List extra", 1),
        (":why a b", 1), (":draw 80 --outline 40", 2), (":svg a.svg a --outline --dark extra", 4), (":png a.png --scale 2 --dark extra", 4), (":html a.html a extra", 2), (":help why extra", 1),
    ]

    @Test(arguments: overfull)
    func extraWordsAreRefusedAtTheCommandsLine(_ command: String, maximum: Int) {
        var interpreter = TestSupport.interpreter(root: TestSupport.sampleTree)
        let before = interpreter.session.state
        let output = interpreter.run(script: ":frames\n\(command)\n:frames\n", file: "s.framelab")
        let errors = output.messages.filter { $0.kind == .error }
        #expect(errors.count == 1, "\(errors.map(\.text))")
        let name = command.dropFirst().prefix { $0 != " " }
        let expected = maximum == 0 ? ":\(name) takes no arguments" : ":\(name) takes at most \(maximum) argument"
        #expect(errors.first?.text.contains(expected) == true, "\(errors.first?.text ?? "")")
        #expect(errors.first?.location?.line == 2, "the error is at the command's own line")
        #expect(interpreter.session.state == before)
    }

    @Test func usageLinesGiveTheLimits() {
        #expect(CommandCatalog.info("undo")?.maximumWords == 0)
        #expect(CommandCatalog.info("device")?.maximumWords == 2)
        #expect(CommandCatalog.info("expect")?.maximumWords == 5, ":expect a.width == 3 ± 0.1")
        #expect(CommandCatalog.info("add")?.maximumWords == nil, "CODE takes the rest of the line")
        #expect(CommandCatalog.info("modify")?.maximumWords == nil)
        #expect(CommandCatalog.info("set")?.maximumWords == nil, "VALUE takes the rest of the line")
    }
}
