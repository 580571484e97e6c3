import Foundation
import Profiles
import Testing
@testable import FrameLabApplication

/// The posture axis and the sweep from the command line and the REPL (docs/devices-2026.md,
/// docs/sweep.md): `--posture`, `:posture`, `--matrix --posture`, `eval --sweep` with `--json`,
/// and their errors.
struct PostureAndSweepCommandTests {
    static let split = """
        NavigationSplitView {
          Color.red.id("sidebar")
        } detail: {
          Color.blue.id("detail")
        }
        """

    /// GSD: open, landscape 951×669 with the 84-pt side column: a 867-wide safe area, the 320
    /// sidebar beside the detail (regular width: IOU); folded: 382 wide, one column (compact).
    @Test func postureOptionLaysOutOnEachDisplay() throws {
        let open = try ProcessRunner.run(["eval", "--device", "iphone-duo", "--posture", "open", "--orientation", "landscape", Self.split])
        #expect(open.status == 0, "\(open.standardError)")
        #expect(open.standardOutput.hasPrefix("iPhone Duo, open, landscape, iOS 27: 951×669"), "\(open.standardOutput)")
        #expect(open.standardOutput.contains("detail   320  44    547"), "\(open.standardOutput)")
        let folded = try ProcessRunner.run(["eval", "--device", "iphone-duo", "--posture", "folded", #"Color.red.id("fill")"#])
        #expect(folded.standardOutput.contains("iPhone Duo, folded, portrait, iOS 27: 466×678"), "\(folded.standardOutput)")
        #expect(folded.standardOutput.contains("fill  0  0    382     644"), "466 − 84 = 382, 678 − 34 = 644: \(folded.standardOutput)")
    }

    @Test func postureErrorsSayWhatIsAllowed() throws {
        let flat = try ProcessRunner.run(["eval", "--device", "iphone-17", "--posture", "open", "Color.red"])
        #expect(flat.status != 0)
        #expect(flat.standardError.contains("iphone-17 has no postures (it does not fold)"), "\(flat.standardError)")
        let typo = try ProcessRunner.run(["eval", "--device", "iphone-duo", "--posture", "flat", "Color.red"])
        #expect(typo.standardError.contains("unknown posture 'flat'") && typo.standardError.contains("folded, open"), "\(typo.standardError)")
        let oldOS = try ProcessRunner.run(["eval", "--device", "iphone-duo", "--os", "ios26", "Color.red"])
        #expect(oldOS.standardError.contains("iphone-duo does not run ios26; it runs ios27"), "\(oldOS.standardError)")
        let list = try ProcessRunner.run(["eval", "--device", "iphone-duo", "--posture", "folded,open", "Color.red"])
        #expect(list.status != 0 && list.standardError.contains("--posture takes a list or all only with eval --matrix"), "\(list.standardError)")
    }

    @Test func matrixTakesThePostureAxis() throws {
        let both = try ProcessRunner.run(["eval", "--devices", "iphone-duo", "--matrix", "detail", Self.split])
        #expect(both.status == 0, "\(both.standardError)")
        let rows = both.standardOutput.split(separator: "\n").filter { $0.contains("iphone-duo (") }
        #expect(rows.count == 4, "2 postures × 2 orientations: \(rows)")
        let open = try ProcessRunner.run(["eval", "--devices", "iphone-duo", "--posture", "open", "--matrix", "detail", Self.split])
        #expect(open.standardOutput.split(separator: "\n").filter { $0.contains("iphone-duo (open)") }.count == 2, "\(open.standardOutput)")
        #expect(!open.standardOutput.contains("(folded)"))
        let none = try ProcessRunner.run(["eval", "--devices", "iphone-17", "--posture", "open", "--matrix", "detail", Self.split])
        #expect(none.status != 0 && none.standardError.contains("only foldable devices have postures: iphone-duo: folded, open"), "\(none.standardError)")
    }

    @Test func replPostureCommand() throws {
        var interpreter = CommandInterpreter(profiles: ProfileState(searchPath: TestSupport.shippedProfiles))
        _ = interpreter.start()
        _ = interpreter.run(script: ":device iphone-duo\nColor.red.id(\"fill\")", file: "<test>")
        let listed = interpreter.execute(InputEntry(text: ":posture")).rendered()
        #expect(listed.contains("iphone-duo folded") && listed.contains("postures: folded (default), open"), "\(listed)")
        let opened = interpreter.execute(InputEntry(text: ":posture open"))
        #expect(!opened.failed, "\(opened.rendered())")
        #expect(opened.rendered().contains("iPhone Duo, open, portrait, iOS 27: 669×951"), "\(opened.rendered())")
        #expect(interpreter.execute(InputEntry(text: ":expect fill.width == 585")).failed == false, "669 − 84")
        let typo = interpreter.execute(InputEntry(text: ":posture shut"))
        #expect(typo.failed && typo.rendered().contains("unknown posture 'shut'"), "\(typo.rendered())")
        _ = interpreter.execute(InputEntry(text: ":device iphone-17"))
        let flat = interpreter.execute(InputEntry(text: ":posture open"))
        #expect(flat.failed && flat.rendered().contains("iphone-17 has no postures"), "\(flat.rendered())")
        #expect(interpreter.execute(InputEntry(text: ":posture")).rendered().contains("iphone-17 has no postures (it does not fold)"))
    }

    /// The ViewThatFits of Tests/SweepFixtures: the HStack (200 + 8 + 200 = 408) fits from 408.
    @Test func evalSweepPrintsATableAndJSON() throws {
        let file = TestSupport.packageRoot.appendingPathComponent("Tests/SweepFixtures/view-that-fits-switches-at-408.swift").path
        let table = try ProcessRunner.run(["eval", "--device", "iphone-17-pro", "--os", "ios27", "--file", file, "--sweep", "width=400...410"])
        #expect(table.status == 0, "\(table.standardError)")
        #expect(table.standardOutput.contains("400…407"), "\(table.standardOutput)")
        #expect(table.standardOutput.contains("408…410") && table.standardOutput.contains("child 2 (VStack) → child 1 (HStack)"), "\(table.standardOutput)")
        let json = try ProcessRunner.run(["eval", "--device", "iphone-17-pro", "--os", "ios27", "--file", file, "--sweep", "width=400...410", "--json"])
        #expect(json.status == 0, "\(json.standardError)")
        let object = try #require(try JSONSerialization.jsonObject(with: Data(json.standardOutput.utf8)) as? [String: Any])
        #expect(object["layouts"] as? Int == 11)
        let segments = try #require(object["segments"] as? [[String: Any]])
        #expect(segments.map { $0["from"] as? String } == ["400", "408"])
        #expect(segments.map { $0["to"] as? String } == ["407", "410"])
        let change = try #require((segments[1]["changes"] as? [[String: Any]])?.first)
        #expect(change["before"] as? String == "child 2 (VStack)" && change["after"] as? String == "child 1 (HStack)")
        let bad = try ProcessRunner.run(["eval", "--sweep", "width=1400...320", "Color.red"])
        #expect(bad.status != 0 && bad.standardError.contains("is reversed: write the lower bound first, width=320...1400"), "\(bad.standardError)")
        let huge = try ProcessRunner.run(["eval", "--sweep", "height=0...1e9", "Color.red"])
        #expect(huge.status != 0 && huge.standardError.contains("at most 10000 are allowed"), "\(huge.standardError)")
    }

    /// `:sweep posture=all` on the Duo: folded compact, open regular; a Text's line count changes.
    @Test func replSweepsPostures() throws {
        var interpreter = CommandInterpreter(profiles: ProfileState(searchPath: TestSupport.shippedProfiles))
        _ = interpreter.start()
        _ = interpreter.run(script: ":device iphone-duo\nColor.red.id(\"fill\")", file: "<test>")
        let output = interpreter.execute(InputEntry(text: ":sweep posture=all"))
        #expect(!output.failed, "\(output.rendered())")
        #expect(output.rendered().contains("window horizontalSizeClass compact → regular"), "\(output.rendered())")
        let usage = interpreter.execute(InputEntry(text: ":sweep"))
        #expect(usage.failed)
    }

    /// `:save` and the journal replay a posture, and an iOS 27 iPhone window with its device and OS
    /// (a plain WIDTHxHEIGHT line alone would come back as a plain window on the default device).
    @Test func sessionScriptKeepsPostureAndTheDeviceOfAnIOS27Window() throws {
        var interpreter = CommandInterpreter(profiles: ProfileState(searchPath: TestSupport.shippedProfiles))
        _ = interpreter.start()
        _ = interpreter.run(script: ":device iphone-duo landscape\n:posture open\nColor.red.id(\"fill\")", file: "<test>")
        let script = SessionScript.render(interpreter.session.state)
        #expect(script.contains(":device iphone-duo landscape\n:posture open\n"), "\(script)")
        var replay = CommandInterpreter(profiles: ProfileState(searchPath: TestSupport.shippedProfiles))
        _ = replay.start()
        _ = replay.run(script: script, file: "<saved>")
        #expect(replay.session.state.selection.posture == "open")
        #expect(!replay.execute(InputEntry(text: ":expect fill.width == 867")).failed, "951 − 84")

        _ = interpreter.run(script: ":device iphone-17-pro\n:os ios27\n:window 900x600", file: "<test>")
        let windowed = SessionScript.render(interpreter.session.state)
        #expect(windowed.contains(":device iphone-17-pro landscape\n:os ios27\n:window 900x600\n"), "the orientation carried from the Duo: \(windowed)")
    }
}
