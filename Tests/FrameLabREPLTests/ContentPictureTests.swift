import Foundation
import LayoutCore
import Profiles
import Testing
@testable import FrameLabREPL

/// Pictures with content (`:svg`, `:png`, `eval --png`): the colour table, colour expressions, the
/// scene of the settings screen of issue 29 (Tests/Pictures/settings-screen.swift), and the PNG's
/// bad input. The frames are the engine's; these tests check what is drawn in them.
struct ContentPictureTests {
    static let settingsPath = TestSupport.packageRoot.appendingPathComponent("Tests/Pictures/settings-screen.swift").path

    static var shippedTable: ColorTable { ColorTableLoader.load(searchPath: TestSupport.shippedProfiles).table }

    /// The settings screen laid out on iPhone 16 Pro (402×874) with the shipped profiles.
    static func settingsInterpreter(_ commands: String = "") -> CommandInterpreter {
        var interpreter = CommandInterpreter(profiles: ProfileState(searchPath: TestSupport.shippedProfiles))
        _ = interpreter.start()
        _ = interpreter.run(script: ":device iphone-16-pro\n:load \(settingsPath)\n" + commands, file: "<test>")
        return interpreter
    }

    static func scene(_ appearance: Appearance, _ commands: String = "") throws -> (PictureScene, LayoutResult) {
        let interpreter = settingsInterpreter(commands)
        let result = try #require(interpreter.session.result)
        let root = try #require(interpreter.session.state.root)
        var builder = PictureSceneBuilder(result: result, root: root, table: shippedTable, appearance: appearance)
        return (builder.build(), result)
    }

    static func texts(_ scene: PictureScene) -> [(String, PictureScene.Item, PictureScene.TextMark)] {
        scene.items.compactMap { item in
            if case .text(let text) = item.mark { return (text.lines.joined(separator: " "), item, text) }
            return nil
        }
    }

    // MARK: - The colour table

    @Test func shippedColourTableLoadsWithoutProblems() throws {
        let (table, diagnostics) = ColorTableLoader.load(searchPath: TestSupport.shippedProfiles)
        #expect(diagnostics.isEmpty, "\(diagnostics)")
        #expect(table.files.count == 1)
        // secondary → secondaryLabel: #3C3C43 at 0x99/255 = 60 % (light), #EBEBF5 at 60 % (dark).
        let secondary = try #require(table.entry(named: "secondary"))
        #expect(secondary.light == RGBA(red: 0x3C / 255.0, green: 0x3C / 255.0, blue: 0x43 / 255.0, alpha: 0x99 / 255.0))
        #expect(secondary.dark.hexRGB == "#ebebf5")
        #expect(table.role("card", .dark).hexRGB == "#1c1c1e", "secondarySystemGroupedBackground, dark")
        #expect(table.likenesses["Toggle"] == "switch")
    }

    @Test func colourTableProblemsPointAtTheirLine() {
        let text = """
            colors:
              red: {light: "#FF3B30", dark: "#FF453A"}
              blue: {light: "#00GG00", dark: "#0A84FF"}
            roles:
              text: rd
            likenesses:
              Toggle: swich
            """
        var table = ColorTable()
        var diagnostics = ColorTableLoader.parse(Array(text.utf8), file: "colors.yaml", into: &table)
        diagnostics += ColorTableLoader.check(table)
        let lines = diagnostics.map(\.description)
        #expect(lines.contains { $0.hasPrefix("colors.yaml:3:16: error: '#00GG00' is not a colour") }, "\(lines)")
        #expect(lines.contains { $0.hasPrefix("colors.yaml:7:11: error: unknown likeness 'swich'; did you mean 'switch'?") }, "\(lines)")
        #expect(lines.contains { $0.hasPrefix("colors.yaml:5:9: error: roles: 'text' names unknown colour 'rd'; did you mean 'red'?") }, "\(lines)")
        #expect(table.colors["red"] != nil && table.colors["blue"] == nil, "the bad entry is skipped, the rest kept")
    }

    @Test(arguments: [
        (".red", Appearance.light, "#ff3b30", 1.0),
        ("red", .dark, "#ff453a", 1.0),
        ("Color(red: 1, green: 0.5, blue: 0)", .light, "#ff8000", 1.0),
        ("Color(red: 51 / 255, green: 102 / 255, blue: 1, opacity: 0.5)", .light, "#3366ff", 0.5),
        (".blue.opacity(0.25)", .light, "#007aff", 0.25),
        ("Color(.systemGray6)", .dark, "#1c1c1e", 1.0),
        ("Color(uiColor: .secondarySystemBackground)", .light, "#f2f2f7", 1.0),
        ("Color.accentColor", .light, "#007aff", 1.0),
        ("Color(white: 0.2)", .light, "#333333", 1.0),
        ("LinearGradient(colors: [.purple, .blue], startPoint: .top, endPoint: .bottom)", .light, "#af52de", 1.0),
        (".ultraThinMaterial", .dark, "#1c1c1e", 0x80 / 255.0),
        ("Color(hue: 0, saturation: 1, brightness: 1)", .light, "#ff0000", 1.0),
    ])
    func colourExpressions(written: String, appearance: Appearance, hex: String, alpha: Double) throws {
        let outcome = ColorExpression(table: Self.shippedTable, appearance: appearance).evaluate(written)
        guard case .colour(let colour) = outcome else {
            Issue.record("\(written): \(outcome)")
            return
        }
        #expect(colour.hexRGB == hex, "\(written)")
        #expect(abs(colour.alpha - alpha) < 1e-9, "\(written)")
    }

    @Test func unevaluableColoursSayWhy() {
        let expression = ColorExpression(table: Self.shippedTable, appearance: .light)
        #expect(expression.evaluate("Color(\"Brand\")") == .unknown("'Color(\"Brand\")' is an asset catalogue colour, which FrameLab cannot read"))
        #expect(expression.evaluate("Color.bleu") == .unknown("unknown colour 'Color.bleu'; did you mean 'blue'?"))
        #expect(expression.evaluate(".red.opacity(x)") == .unknown("unknown colour '.red.opacity(x)'"))
    }
}
