import Foundation
import Testing
@testable import FrameLabApplication

/// `framelab watch` on a pseudo-terminal: a save shows the new frames, a broken save keeps the
/// last good layout under the diagnostic, keys switch the device, a deleted file is reported and
/// followed, and q / Ctrl-C quit with status 0.
@Suite(.serialized, .enabled(if: TestSupport.framelabBinary() != nil, "build the framelab product first"))
struct WatchTests {
    let directory: URL
    let file: URL
    let environment: [String: String]

    init() throws {
        directory = try TestSupport.temporaryDirectory()
        file = directory.appendingPathComponent("Card.swift")
        environment = [
            "HOME": directory.path, "XDG_STATE_HOME": directory.appendingPathComponent("state").path,
            "TERM": "xterm", "NO_COLOR": "1", "COLUMNS": "60", "PATH": ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin",
        ]
    }

    func save(_ text: String) throws {
        // Saved as editors do: a temporary file renamed over the path.
        try text.write(to: file, atomically: true, encoding: .utf8)
    }

    @Test func savesRedrawBrokenSavesKeepTheLastLayoutAndKeysSwitchDevices() throws {
        try save("VStack { Rectangle().frame(width: 100, height: 40).id(\"box\") }\n")
        let terminal = try PseudoTerminal(arguments: ["watch", file.path, "--device", "iphone-15-pro"], environment: environment)
        #expect(terminal.waitFor("framelab watch Card.swift"), "\(terminal.transcript)")
        // The 100-wide box is centred on the 393-wide iPhone 15 Pro: x = (393 − 100) / 2 = 146.5.
        #expect(terminal.waitFor("iPhone 15 Pro, portrait, iOS 26: 393×852"), "\(terminal.transcript)")
        #expect(terminal.waitFor("146.5"), "\(terminal.transcript)")

        try save("VStack { Rectangle().frame(width: 120, height: 40).id(\"box\") }\n")
        #expect(terminal.waitFor("Card.swift changed"), "\(terminal.transcript)")
        // (393 − 120) / 2 = 136.5.
        #expect(terminal.waitFor("136.5"), "the new frames are drawn: \(terminal.sinceMark)")

        try save("VStack { Rectangle().frame(width: 80,, height: 40).id(\"box\") }\n")
        #expect(terminal.waitFor("Card.swift changed"))
        #expect(terminal.waitFor("Card.swift:1:38: error: expected value in function call"), "the diagnostic is shown: \(terminal.sinceMark)")
        #expect(terminal.waitFor("|                                      `- error"), "with its caret under column 38: \(terminal.sinceMark)")
        #expect(terminal.waitFor("last good layout"), "\(terminal.sinceMark)")
        #expect(terminal.waitFor("136.5"), "the last good frames stay on screen: \(terminal.sinceMark)")

        try save("VStack { Rectangle().frame(width: 120, height: 40).id(\"box\") }\n")
        #expect(terminal.waitFor("Card.swift changed"))
        // Devices sorted by id: iphone-15-pro, then iphone-15-pro-max (430 wide): (430 − 120) / 2 = 155.
        terminal.send("d")
        #expect(terminal.waitFor("device iphone-15-pro-max"), "\(terminal.sinceMark)")
        #expect(terminal.waitFor("iPhone 15 Pro Max, portrait, iOS 26: 430×932"), "\(terminal.sinceMark)")
        #expect(terminal.waitFor("155"), "\(terminal.sinceMark)")
        terminal.send("D")
        #expect(terminal.waitFor("device iphone-15-pro"), "\(terminal.sinceMark)")
        terminal.send("o")
        #expect(terminal.waitFor("orientation landscape"), "\(terminal.sinceMark)")
        // iPhone 15 Pro runs iOS 17, 18, 26 (the default) and 27 (Devices/platform-ios.yaml); after 26
        // comes 27, then (after the newest) the oldest.
        terminal.send("s")
        #expect(terminal.waitFor("OS ios27"), "\(terminal.sinceMark)")
        terminal.send("s")
        #expect(terminal.waitFor("OS ios17"), "\(terminal.sinceMark)")
        // From the default (large) one size up.
        terminal.send("+")
        #expect(terminal.waitFor("Dynamic Type xLarge"), "\(terminal.sinceMark)")

        terminal.send("q")
        #expect(terminal.waitForExit() == 0)
    }

    @Test func deletedFileIsReportedAndFollowedAndCtrlCQuits() throws {
        try save("Rectangle().frame(width: 10, height: 10).id(\"r\")\n")
        let terminal = try PseudoTerminal(arguments: ["watch", file.path, "--why", "r"], environment: environment)
        #expect(terminal.waitFor("framelab watch Card.swift"), "\(terminal.transcript)")
        #expect(terminal.waitFor("r"), "\(terminal.transcript)")
        try FileManager.default.removeItem(at: file)
        #expect(terminal.waitFor("was removed or renamed; still watching the path"), "\(terminal.sinceMark)")
        try save("Rectangle().frame(width: 30, height: 10).id(\"r\")\n")
        #expect(terminal.waitFor("Card.swift is back"), "\(terminal.sinceMark)")
        #expect(terminal.waitFor("30"), "\(terminal.sinceMark)")
        terminal.send("\u{03}")
        #expect(terminal.waitForExit() == 0)
    }

    @Test func severalFilesAsOneModulePreviewsAndKeysTranslateAgain() throws {
        let screen = directory.appendingPathComponent("Screen.swift")
        let row = directory.appendingPathComponent("Row.swift")
        try """
            struct Screen: View {
                @Environment(\\.horizontalSizeClass) var sizeClass
                @Environment(\\.dynamicTypeSize) var size
                var body: some View { Row(width: sizeClass == .regular ? 300 : 100, height: size.isAccessibilitySize ? 61 : 40) }
            }
            #Preview("Small") { Screen() }
            #Preview("Fixed", traits: .fixedLayout(width: 200, height: 100)) { Row(width: 50, height: 20) }
            """.write(to: screen, atomically: true, encoding: .utf8)
        try "struct Row: View {\n    let width: CGFloat\n    let height: CGFloat\n    var body: some View { Color.red.frame(width: width, height: height).id(\"row\") }\n}\n"
            .write(to: row, atomically: true, encoding: .utf8)
        let terminal = try PseudoTerminal(arguments: ["watch", screen.path, row.path, "--preview", "Small"], environment: environment)
        #expect(terminal.waitFor("framelab watch Screen.swift (+1)"), "\(terminal.transcript)")
        #expect(terminal.waitFor("laid out: #Preview \"Small\""), "\(terminal.transcript)")
        // On the default device (iphone-15-pro; a --device would win over the Fixed preview's window).
        // Row from Row.swift, compact width: 100 × 40 centred in 393 × 759 below the 59 pt inset:
        // x = (393 − 100) / 2 = 146.5, y = 59 + (759 − 40) / 2 = 418.5.
        #expect(terminal.waitFor("146.5  418.5"), "\(terminal.transcript)")

        terminal.send("p")
        #expect(terminal.waitFor("preview 2 of 2: \"Fixed\""), "\(terminal.sinceMark)")
        #expect(terminal.waitFor("200x100 window"), "\(terminal.sinceMark)")
        terminal.send("p")
        #expect(terminal.waitFor("preview 1 of 2: \"Small\""), "\(terminal.sinceMark)")

        // Four sizes up from large is AX1, an accessibility size: the source is translated again and
        // takes the 61 pt branch: y = 59 + (759 − 61) / 2 = 408.
        terminal.send("++++")
        #expect(terminal.waitFor("Dynamic Type AX1"), "\(terminal.sinceMark)")
        #expect(terminal.waitFor("146.5  408    100      61"), "\(terminal.sinceMark)")

        // D steps back through the devices sorted by id to the nearest iPad: regular width, so the
        // source takes the 300 pt branch.
        let ids = ProfileState(searchPath: TestSupport.shippedProfiles).registry.devices.keys.sorted()
        let start = try #require(ids.firstIndex(of: "iphone-15-pro"))
        let steps = try #require((1..<ids.count).first { ids[(start - $0 + ids.count) % ids.count].hasPrefix("ipad") })
        terminal.send(String(repeating: "D", count: steps))
        #expect(terminal.waitFor("device \(ids[(start - steps + ids.count) % ids.count])"), "\(terminal.sinceMark)")
        #expect(terminal.waitFor("    300      61"), "\(terminal.sinceMark)")
        terminal.send("q")
        #expect(terminal.waitForExit() == 0)
    }
}
