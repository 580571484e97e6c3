import Foundation
import LayoutCore
import Profiles
import Testing
@testable import FrameLabApplication

// Hostile REPL input: each command gets a clear error (or works), never a crash, and a failed
// command leaves the session as it was.

@Suite("Hostile scripts")
struct HostileScriptTests {
    private func run(_ interpreter: inout CommandInterpreter, _ text: String) -> CommandOutput {
        interpreter.execute(InputEntry(text: text))
    }

    /// Runs `command`, expects it to fail with an error message and leave the session unchanged.
    private func refused(_ command: String, on interpreter: inout CommandInterpreter, sourceLocation: Testing.SourceLocation = #_sourceLocation) -> String {
        let before = interpreter.session.state
        let output = run(&interpreter, command)
        #expect(output.failed, "\(command.prefix(80)) did not fail", sourceLocation: sourceLocation)
        #expect(interpreter.session.state == before, "\(command.prefix(80)) changed the session", sourceLocation: sourceLocation)
        let error = output.messages.first { $0.kind == .error }?.text ?? ""
        #expect(!error.isEmpty, "\(command.prefix(80)) gave no error message", sourceLocation: sourceLocation)
        return error
    }

    @Test(arguments: [1, 2, 7, 16])
    func loadCyclesOfAnyLength(length: Int) throws {
        let directory = try TestSupport.temporaryDirectory()
        for k in 0..<length {
            try ":load s\((k + 1) % length).framelab\n".write(to: directory.appendingPathComponent("s\(k).framelab"), atomically: true, encoding: .utf8)
        }
        var interpreter = TestSupport.interpreter(root: TestSupport.sampleTree)
        let error = refused(":load \(directory.appendingPathComponent("s0.framelab").path)", on: &interpreter)
        #expect(error.hasPrefix("load cycle: "), "\(error)")
        #expect(error.contains("s0.framelab"))
    }

    /// A chain of distinct scripts (no cycle) deeper than `maximumLoadDepth` (16) stops at the 17th
    /// `:load` with an error instead of overflowing the stack; a cycle longer than 16 is stopped the same way.
    @Test(arguments: [17, 60, 1_000])
    func loadChainsDeeperThanTheLimit(length: Int) throws {
        let directory = try TestSupport.temporaryDirectory()
        for k in 0..<length {
            let next = k + 1 < length ? ":load s\(k + 1).framelab\n" : ":set dynamic-type large\n"
            try next.write(to: directory.appendingPathComponent("s\(k).framelab"), atomically: true, encoding: .utf8)
        }
        var interpreter = TestSupport.interpreter(root: TestSupport.sampleTree)
        let error = refused(":load \(directory.appendingPathComponent("s0.framelab").path)", on: &interpreter)
        #expect(error.contains("scripts nest :load 17 deep"), "\(error)")
        #expect(error.contains("the limit is 16"))
    }

    @Test func missingFilesAndDirectoriesAsScripts() throws {
        let directory = try TestSupport.temporaryDirectory()
        var interpreter = TestSupport.interpreter(root: TestSupport.sampleTree)
        for path in [directory.appendingPathComponent("nope.framelab").path, directory.path, "/", "/dev/null/x", "", "/proc/self/mem"] {
            let output = run(&interpreter, ":load \(path)")
            #expect(output.failed || path == "/proc/self/mem", ":load \(path)")
            #expect(interpreter.session.state.root == TestSupport.sampleTree)
        }
        // An endless file (a character device) is not read for ever.
        let output = run(&interpreter, ":load /dev/zero")
        #expect(output.failed)
    }

    @Test(arguments: [
        ":expect", ":expect a", ":expect a.width", ":expect a.width ==", ":expect a.width == x", ":expect a.depth == 3",
        ":expect a.width =~ 3", ":expect a.width == 3 ± -1", ":expect a.width == 3 ± x", ":expect a.width == nan",
        ":expect nosuch.width == 3", ":expect #999.width == 3", ":expect #-1.width == 3", ":expect .width == 3",
        ":expect a..width == 3", ":expect a.width == 1e400", ":expect a.width == 3 extra words",
    ])
    func malformedExpect(command: String) {
        var interpreter = TestSupport.interpreter(root: TestSupport.sampleTree)
        let before = interpreter.session.state
        let output = run(&interpreter, command)
        #expect(output.failed, "\(command)")
        #expect(output.messages.contains { $0.kind == .error }, "\(command): \(output.rendered())")
        #expect(interpreter.session.state == before)
    }

    @Test(arguments: [":why nosuch", ":modify nosuch .padding()", ":remove #99999", ":replace #-3 Text(\"x\")",
                      ":add # Text(\"x\")", ":insert a -1 Text(\"x\")", ":insert #0 99999999999999999999 Text(\"x\")",
                      ":why #9223372036854775807", ":remove \u{0}", ":modify a .frame(width: .nan)x"])
    func unknownTargets(command: String) {
        var interpreter = TestSupport.interpreter(root: TestSupport.sampleTree)
        _ = refused(command, on: &interpreter)
    }

    @Test(arguments: ["0x0", "-1x5", "5x-1", "-0x-0", "1e308x1e308", "1e400x5", "nanxnan", "infxinf", "abcxdef", "x", "",
                      "300", "300x", "x300", "300x300x300", "9999999999999999999999x1", "0x1p1023x2", "３００x３００"])
    func windowSizes(size: String) {
        var interpreter = TestSupport.interpreter(root: TestSupport.sampleTree)
        let before = interpreter.session.state
        let output = run(&interpreter, ":window \(size)")
        if output.failed {
            #expect(output.messages.contains { $0.kind == .error })
            #expect(interpreter.session.state == before)
        } else {
            // Accepted sizes lay out with finite frames.
            if let nodes = interpreter.session.result?.nodes {
                for node in nodes {
                    #expect(node.frame.width.isFinite && node.frame.height.isFinite, ":window \(size): \(node.frame)")
                }
            }
        }
    }

    @Test func saveToUnwritablePlaces() throws {
        let directory = try TestSupport.temporaryDirectory()
        var interpreter = TestSupport.interpreter(root: TestSupport.sampleTree)
        var paths = ["/nonexistent-dir/x.framelab", directory.path, "/proc/version"]
        if getuid() != 0 {
            let locked = directory.appendingPathComponent("locked")
            try FileManager.default.createDirectory(at: locked, withIntermediateDirectories: true)
            chmod(locked.path, 0o500)
            paths.append(locked.appendingPathComponent("x.framelab").path)
        }
        for path in paths {
            let error = refused(":save \(path)", on: &interpreter)
            #expect(!error.isEmpty, ":save \(path)")
        }
    }

    @Test func aLineOfAMegabyte() {
        var interpreter = TestSupport.interpreter(root: TestSupport.sampleTree)
        _ = refused(":" + String(repeating: "x", count: 1 << 20), on: &interpreter)
        _ = refused(":why " + String(repeating: "a", count: 1 << 20), on: &interpreter)
        _ = refused(":window " + String(repeating: "9", count: 1 << 20) + "x1", on: &interpreter)
        let text = run(&interpreter, "Text(\"" + String(repeating: "w ", count: 1 << 19) + "\")")
        #expect(!text.failed)
    }

    @Test func thousandsOfUndoWithNothingToUndo() {
        var interpreter = TestSupport.interpreter(root: TestSupport.sampleTree)
        let before = interpreter.session.state
        for _ in 0..<5_000 {
            let output = run(&interpreter, ":undo")
            #expect(output.failed)
        }
        for _ in 0..<5_000 { _ = run(&interpreter, ":redo") }
        #expect(interpreter.session.state == before)
        #expect(interpreter.session.undoStack.isEmpty)
    }

    /// Laying out after `:undo` of an edit gives the frames from before the edit.
    @Test(arguments: [":modify a .padding(10)", ":modify b .frame(height: 30)", ":remove a", ":add #0 Text(\"x\")",
                      ":insert #0 0 Color.red", ":replace b Circle()", ":window 120x90", ":set foreach 3"])
    func undoRestoresTheFrames(edit: String) {
        var interpreter = TestSupport.interpreter(root: TestSupport.sampleTree)
        let before = interpreter.session.result?.nodes.map(\.frame)
        let output = run(&interpreter, edit)
        #expect(!output.failed, "\(edit): \(output.rendered())")
        #expect(!run(&interpreter, ":undo").failed || edit.hasPrefix(":set"))
        #expect(interpreter.session.result?.nodes.map(\.frame) == before, "\(edit)")
    }

    /// Found here, as root: `:save /dev/full` renamed its temporary file over the device node,
    /// replacing /dev/full with a regular file and reporting success (`AtomicFile.write`).
    /// A link to /dev/full inside a temporary directory shows the same without touching /dev.
    @Test func saveToAFullDeviceIsAnError() throws {
        let directory = try TestSupport.temporaryDirectory()
        let link = directory.appendingPathComponent("full.framelab").path
        try FileManager.default.createSymbolicLink(atPath: link, withDestinationPath: "/dev/full")
        var interpreter = TestSupport.interpreter(root: TestSupport.sampleTree)
        let error = refused(":save \(link)", on: &interpreter)
        #expect(error.contains("No space left on device"), "\(error)")
        #expect((try? FileManager.default.destinationOfSymbolicLink(atPath: link)) == "/dev/full", "the link was replaced")
        #expect(try FileManager.default.contentsOfDirectory(atPath: directory.path) == ["full.framelab"], "a temporary file was left")
    }

    /// A journal on a full disk (a link to /dev/full): each command still works and says that the
    /// session could not be journaled; the link is left as it was.
    @Test func journalOnAFullDiskIsAWarning() throws {
        let directory = try TestSupport.temporaryDirectory()
        let link = directory.appendingPathComponent("session.framelab").path
        try FileManager.default.createSymbolicLink(atPath: link, withDestinationPath: "/dev/full")
        var interpreter = CommandInterpreter(
            profiles: ProfileState(registry: ProfileRegistry()),
            state: Session.State(root: TestSupport.sampleTree, selection: DeviceSelection(window: .size(width: 300, height: 300))),
            journal: Journal(path: link))
        _ = interpreter.start()
        let output = run(&interpreter, ":window 250x120")
        #expect(!output.failed, "\(output.rendered())")
        #expect(interpreter.session.state.selection.window == .size(width: 250, height: 120))
        #expect(output.messages.contains { $0.kind == .warning && $0.text.contains("No space left on device") }, "\(output.rendered())")
        #expect((try? FileManager.default.destinationOfSymbolicLink(atPath: link)) == "/dev/full")
    }
}

/// Window sizes past any display (sums of them lose their fractions, 1e308 overflows), negative or
/// not finite are refused with the range, in `:window` and `:matrix --windows`; a name stays a name.
@Suite("Hostile window sizes")
struct HostileWindowSizeTests {
    @Test(arguments: ["1e9x1e9", "1e308x1e308", "100001x10", "-5x-5", "infxnan", "nanx10", "10x-0.5"])
    func outOfRangeSizesAreRefused(_ size: String) {
        var interpreter = TestSupport.interpreter(root: TestSupport.sampleTree)
        let before = interpreter.session.state
        let output = interpreter.run(script: ":frames\n:window \(size)\n", file: "w.framelab")
        let errors = output.messages.filter { $0.kind == .error }
        #expect(errors.map(\.text) == ["a window size is WIDTHxHEIGHT (or plain:WIDTHxHEIGHT for no platform) in points, each from 0 to 100000, not '\(size)'"])
        #expect(errors.first?.location?.line == 2)
        #expect(interpreter.session.state == before)
        let matrix = interpreter.execute(InputEntry(text: ":matrix #0 --windows 300x300,\(size)"))
        #expect(matrix.failed)
        #expect(matrix.messages.contains { $0.text.contains("--windows: a window size is WIDTHxHEIGHT") })
    }

    @Test func theLargestSizeIsLaidOut() {
        #expect(WindowSize(parsing: "100000x100000").map { [$0.width, $0.height] } == [100_000, 100_000])
        #expect(WindowSize(parsing: "0×0").map { [$0.width, $0.height] } == [0, 0])
        #expect(!WindowSize.isWrittenAsSize("split-1/2"))
        #expect(!WindowSize.isWrittenAsSize("xx"))
    }
}

// Found by the hostile-input catalogue (scripts/hostile-catalogue): nested `:load`s and `:each-…`
// blocks multiply (a file loading ten files that each load ten, five deep, runs 10,000 layouts;
// 100 nested `:each-orientation`s run 2^100), which ran past any time limit; `:add #0 (((…` with
// 50,000 parentheses took 10 s to locate the code in its line (a backwards search).
@Suite("Hostile script expansion")
struct HostileScriptExpansionTests {
    @Test func loadFanOutStopsAtTheCommandBudget() throws {
        let directory = try TestSupport.temporaryDirectory()
        let names = ["a", "b", "c", "d", "e"]
        for (k, name) in names.enumerated() {
            let body = k + 1 < names.count ? String(repeating: ":load \(names[k + 1]).framelab\n", count: 10) : ":tree\n"
            try body.write(to: directory.appendingPathComponent("\(name).framelab"), atomically: true, encoding: .utf8)
        }
        var interpreter = TestSupport.interpreter(root: TestSupport.sampleTree)
        let output = interpreter.execute(InputEntry(text: ":load \(directory.appendingPathComponent("a.framelab").path)"))
        let errors = output.messages.filter { $0.kind == .error }
        // 10 + 100 + 1,000 + 10,000 nested commands would run; the 3,001st is refused, once.
        #expect(errors.map(\.text) == ["more than 3000 commands run through nested :load and :each-… blocks (each repeats everything it holds); FrameLab stops here"])
        #expect(errors.first?.location?.file.hasSuffix(".framelab") == true)
        // The next top-level command starts a new count.
        #expect(!interpreter.execute(InputEntry(text: ":frames")).failed)
    }

    @Test func eachBlocksNestAtMostFourDeep() {
        var interpreter = TestSupport.interpreter(root: TestSupport.sampleTree)
        let script = String(repeating: ":each-orientation\n", count: 5) + ":frames\n" + String(repeating: ":end\n", count: 5)
        let output = interpreter.run(script: script, file: "deep.framelab")
        let errors = output.messages.filter { $0.kind == .error }
        // The fifth block (line 5) is refused in each of the 2 × 2 × 2 × 2 = 16 variations around it.
        #expect(errors.count == 16)
        #expect(errors.allSatisfy { $0.location?.line == 5 && $0.text.hasSuffix(":each-… blocks nest at most 4 deep (device × orientation × Dynamic Type × direction); each level repeats everything inside it") })
        #expect(interpreter.session.state.root == TestSupport.sampleTree)
    }

    @Test func addWithFiftyThousandParenthesesIsRefusedAtItsColumn() {
        var interpreter = TestSupport.interpreter(root: TestSupport.sampleTree)
        let before = interpreter.session.state
        let output = interpreter.execute(InputEntry(text: ":add #0 " + String(repeating: "(", count: 50_000)))
        let error = output.messages.first { $0.kind == .error }?.text ?? ""
        // The code starts at column 9; its 2,001st parenthesis is at column 9 + 2,000 = 2,009.
        #expect(error.contains(":1:2009: error: nested too deeply"), "\(error.prefix(200))")
        #expect(interpreter.session.state == before)
    }
}
