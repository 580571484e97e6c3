import Foundation
import Testing

/// The real REPL on a pseudo-terminal: tab completion, Ctrl-C, multi-line input, Ctrl-D, and
/// history recalled after a restart.
@Suite(.serialized, .enabled(if: TestSupport.framelabBinary() != nil, "build the framelab product first"))
struct PseudoTerminalTests {
    let home: URL
    let environment: [String: String]

    init() throws {
        home = try TestSupport.temporaryDirectory()
        environment = [
            "HOME": home.path, "XDG_STATE_HOME": home.appendingPathComponent("state").path,
            "TERM": "xterm", "NO_COLOR": "1", "PATH": ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin",
        ]
    }

    @Test func completionCancelMultiLineAndEndOfInput() throws {
        let terminal = try PseudoTerminal(environment: environment)
        #expect(terminal.waitFor("framelab> "), "no prompt: \(terminal.transcript)")

        terminal.send(":dev\t")
        #expect(terminal.waitFor(":device"), "Tab completes the common prefix: \(terminal.transcript)")
        terminal.send("\t")
        #expect(terminal.waitFor(":devices"), "a second Tab lists the candidates: \(terminal.transcript)")

        terminal.send(":bogus-command\u{03}")
        #expect(terminal.waitFor("framelab> "), "Ctrl-C gives a new prompt: \(terminal.transcript)")
        terminal.send(":help wh\t\r")
        #expect(terminal.waitFor(":why TARGET"), "completion inside :help: \(terminal.transcript)")
        #expect(terminal.process.isRunning, "Ctrl-C does not exit")
        #expect(!terminal.transcript.contains("unknown command ':bogus-command"), "the cancelled line did not run")

        terminal.send("VStack {\r")
        #expect(terminal.waitFor("...> "), "unbalanced input continues: \(terminal.transcript)")
        terminal.send("Rectangle()\r")
        #expect(terminal.waitFor("...> "))
        terminal.send("}\r")
        #expect(terminal.waitFor("framelab> "))

        terminal.send("Rectan\t")
        #expect(terminal.waitFor("Rectangle"), "view names complete in source: \(terminal.transcript)")
        terminal.send("().fixedS\t")
        #expect(terminal.waitFor("fixedSize("), "modifier names complete after a dot: \(terminal.transcript)")
        terminal.send(").id(\"hero\")\r")
        #expect(terminal.waitFor("framelab> "))
        terminal.send(":why he\t")
        #expect(terminal.waitFor("hero"), "view names complete after :why: \(terminal.transcript)")
        terminal.send("\r")
        #expect(terminal.waitFor("answered"), "\(terminal.transcript)")
        #expect(terminal.waitFor("framelab> "))

        terminal.send("\u{04}")
        #expect(terminal.waitForExit() == 0, "Ctrl-D exits cleanly: \(terminal.transcript)")

        let history = try String(contentsOf: home.appendingPathComponent("state/framelab/history"), encoding: .utf8)
        #expect(history.contains(":help why\nVStack {\nRectangle()\n}\nRectangle().fixedSize().id(\"hero\")\n:why hero \n"), "history: \(history)")
        #expect(!history.contains("bogus"), "a cancelled line is not saved")
    }

    @Test func historyIsRecalledAfterARestart() throws {
        let first = try PseudoTerminal(environment: environment)
        #expect(first.waitFor("framelab> "))
        first.send(":help quit\r")
        #expect(first.waitFor("Ends the session"))
        first.send(":quit\r")
        #expect(first.waitForExit() == 0)

        let second = try PseudoTerminal(environment: environment)
        #expect(second.waitFor("framelab> "))
        second.send("\u{1B}[A")
        #expect(second.waitFor(":quit"), "Up recalls the last line: \(second.transcript)")
        second.send("\u{1B}[A")
        #expect(second.waitFor("help quit"), "Up again recalls the line before: \(second.transcript)")
        second.send("\r")
        #expect(second.waitFor("Ends the session"), "\(second.transcript)")
        second.send("\u{04}")
        #expect(second.waitForExit() == 0)
    }

    @Test func unwritableHistoryIsAWarning() throws {
        let state = home.appendingPathComponent("readonly-state")
        try FileManager.default.createDirectory(at: state.appendingPathComponent("framelab/history"), withIntermediateDirectories: true)
        var environment = environment
        environment["XDG_STATE_HOME"] = state.path
        let terminal = try PseudoTerminal(environment: environment)
        #expect(terminal.waitFor("framelab> "))
        terminal.send(":help why\r")
        #expect(terminal.waitFor("history will not be saved"), "\(terminal.transcript)")
        #expect(terminal.waitFor(":why TARGET"))
        terminal.send(":quit\r")
        #expect(terminal.waitForExit() == 0)
    }

    @Test func restoreBringsBackASessionAfterACrash() throws {
        let first = try PseudoTerminal(environment: environment)
        #expect(first.waitFor("framelab> "))
        first.send(":window 250x120\r")
        #expect(first.waitFor("250×120"))
        kill(first.process.processIdentifier, SIGKILL)  // as a crash would end it
        #expect(first.waitForExit() != nil)

        let restored = try ProcessRunner.run(["--restore"], input: ":json\n", environment: environment)
        #expect(restored.status == 0, "\(restored.standardError)")
        #expect(restored.standardOutput.contains("restored the session"))
        let json = restored.standardOutput.drop { $0 != "{" }
        let document = try #require(try JSONSerialization.jsonObject(with: Data(json.utf8)) as? [String: Any])
        let device = try #require(document["device"] as? [String: Any])
        #expect((device["window"] as? [String: Double]) == ["width": 250, "height": 120])
    }
}
