import Foundation
import LayoutCore
import Profiles
import Testing
@testable import FrameLabApplication

/// Pictures with content (`:svg`, `:png`, `eval --png`): the colour table, colour expressions, the
/// scene of the settings screen of issue 29 (Tests/Pictures/settings-screen.swift), and the PNG's
/// bad input. The frames are the engine's; these tests check what is drawn in them.
struct ContentPictureTests {
    static let settingsPath = TestSupport.packageRoot.appendingPathComponent("Tests/Pictures/settings-screen.swift").path

    static var shippedTable: ColorTable { ColorTableLoader.load(searchPath: TestSupport.shippedProfiles).table }

    /// The settings screen laid out on iPhone 16 Pro (402×874), iOS 18, with the shipped profiles.
    static func settingsInterpreter(_ commands: String = "") -> CommandInterpreter {
        var interpreter = CommandInterpreter(profiles: ProfileState(searchPath: TestSupport.shippedProfiles))
        _ = interpreter.start()
        _ = interpreter.run(script: ":device iphone-16-pro\n:os ios18\n:load \(settingsPath)\n" + commands, file: "<test>")
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
        #expect(lines.contains { $0.hasPrefix("colors.yaml:3:17: error: '#00GG00' is not a colour") }, "\(lines)")
        #expect(lines.contains { $0.hasPrefix("colors.yaml:7:11: error: unknown likeness 'swich'; did you mean 'switch'?") }, "\(lines)")
        #expect(lines.contains { $0.hasPrefix("colors.yaml:5:9: error: roles: 'text' names unknown colour 'rd'; did you mean 'red'?") }, "\(lines)")
        #expect(table.colors["red"] != nil && table.colors["blue"] == nil, "the bad entry is skipped, the rest kept")
    }

    @Test func aLaterProfileDirectoryAddsAndOverridesColours() throws {
        let directory = try TestSupport.temporaryDirectory()
        let folder = directory.appendingPathComponent("Views/Appearance")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        try """
            colors:
              brand: {light: "#5B2EFF", dark: "#7C5CFF"}
              red: {light: "#CC0000", dark: "#EE0000"}
            """.write(to: folder.appendingPathComponent("colors.yaml"), atomically: true, encoding: .utf8)
        let searchPath = TestSupport.shippedProfiles(adding: directory)
        let (table, diagnostics) = ColorTableLoader.load(searchPath: searchPath)
        #expect(diagnostics.isEmpty, "\(diagnostics)")
        #expect(table.files.count == 2)
        let expression = ColorExpression(table: table, appearance: .dark)
        #expect(expression.evaluate("Color.brand") == .colour(RGBA(hex: "#7C5CFF")!), "the app's colour, added")
        #expect(expression.evaluate(".red") == .colour(RGBA(hex: "#EE0000")!), "red, overridden by name")
        #expect(expression.evaluate(".blue") == .colour(RGBA(hex: "#0A84FF")!), "the rest from the shipped table")
    }

    @Test func withoutAColourTableThePictureSaysSo() {
        let (table, messages) = Picture.colorTable(searchPath: ProfileSearchPath(directories: []))
        #expect(table.files.isEmpty)
        #expect(messages == ["warning: no colour table (Views/Appearance/colors.yaml) on the profile search path; the picture is drawn grey"])
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
        ("isOn ? .green : .clear", .light, "#34c759", 1.0),
        ("row.isActive ? AnyShapeStyle(.primary) : AnyShapeStyle(.secondary)", .dark, "#ffffff", 1.0),
        ("Color.secondary", .light, "#3c3c43", 0x99 / 255.0),
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
        #expect(expression.evaluate("Color.catalogSelected") == .unknown("unknown colour 'Color.catalogSelected' (an app's own colour can be added to Views/Appearance/colors.yaml in a profile directory)"))
    }

    // MARK: - The settings screen

    @Test(.enabled(if: PictureTests.hasTranslatorAndProfiles))
    func settingsScreenShowsItsWordsInTheirColours() throws {
        let (scene, _) = try Self.scene(.light)
        let texts = Dictionary(Self.texts(scene).map { ($0.0, $0.2) }, uniquingKeysWith: { first, _ in first })
        for title in ["Settings", "Taylor Appleseed", "Apple Account, iCloud and more", "GENERAL", "Notifications", "Version", "2.4.1", "Sign Out", "FEATURED", "Card"] {
            #expect(texts[title] != nil, "'\(title)' is drawn; drawn: \(texts.keys.sorted())")
        }
        #expect(texts["Notifications"]?.colour.hexRGB == "#000000", "a row title in the text role, label")
        #expect(texts["2.4.1"]?.colour == RGBA(hex: "#3C3C4399"), "LabeledContent's value in secondaryLabel")
        #expect(texts["Sign Out"]?.colour.hexRGB == "#007aff", "a button's label in the tint")
        #expect(texts["Card"]?.colour.hexRGB == "#ffffff", ".foregroundStyle(.white)")
        #expect(texts["Taylor Appleseed"]?.weight == "semibold" && texts["Taylor Appleseed"]?.pointSize == 17, ".headline: 17 pt semibold")
        #expect(texts["Settings"]?.pointSize == 34 && texts["Settings"]?.weight == "bold", "the large title: 34 pt bold")
        #expect(scene.background.hexRGB == "#ffffff")
    }

    /// Two rectangles equal to a millionth of a point (frames are sums of pixel-rounded lengths).
    static func same(_ a: Rect, _ b: Rect) -> Bool {
        abs(a.minX - b.minX) < 1e-6 && abs(a.minY - b.minY) < 1e-6 && abs(a.width - b.width) < 1e-6 && abs(a.height - b.height) < 1e-6
    }

    @Test(.enabled(if: PictureTests.hasTranslatorAndProfiles))
    func settingsScreenCardsSwitchAndClipping() throws {
        let (scene, result) = try Self.scene(.light)
        let fills = scene.items.compactMap { item -> (PictureScene.Item, PictureScene.Shape, RGBA)? in
            if case .fill(let shape, let colour) = item.mark { return (item, shape, colour) }
            return nil
        }
        // The List's grouped background runs under the status bar and the home indicator: the whole screen.
        #expect(fills.contains { $0.0.nodeID == 1 && $0.0.rect == Rect(x: 0, y: 0, width: 402, height: 874) && $0.2.hexRGB == "#f2f2f7" })
        // Section cards: margin 20 on a 402-wide phone (list.insetGrouped.margin.wide, from 390 wide),
        // 402 − 2 × 20 = 362 wide. General: the Toggle's row max(31 + 11 + 11, 44) = 53, then two
        // 44-point rows (20.333 + 22 < 44): 141 tall, from the Toggle's y 305.333 − 11 = 294.333 (the
        // profile header's two Texts are 2 apart, spacing.vertical.text-text in Devices/platform-ios.yaml).
        let cards = fills.filter { $0.0.nodeID == 1 && $0.1 == .rectangle(cornerRadius: 10) }.map(\.0.rect)
        #expect(cards.count == 3)
        #expect(cards.allSatisfy { $0.minX == 20 && $0.width == 362 })
        #expect(cards.contains { abs($0.minY - 294.333) < 0.001 && abs($0.height - 141) < 0.001 }, "\(cards)")
        // The switch: 49 × 31 in layout (iOS 18, Views/Toggle.yaml; measured, docs/controls.md) at the
        // row's trailing edge, 36 + 330 − 49 = 317.
        let toggle = try #require(result.nodes.first { $0.typeName == "Toggle" })
        #expect(toggle.frame.minX == 36 && toggle.frame.width == 330)
        #expect(fills.contains { $0.0.nodeID == toggle.id && $0.1 == .capsule && $0.0.rect.minX == 317 && $0.0.rect.width == 49 && $0.0.rect.height == 31 && $0.2.hexRGB == "#34c759" })
        // The cards in the horizontal ScrollView are clipped to it: the third (x 378) is past its edge at 366.
        let scroll = try #require(result.nodes.first { $0.typeName == "ScrollView" })
        let shapes = fills.filter { $0.2.hexRGB == "#ff9500" }
        #expect(shapes.allSatisfy { Self.same($0.0.clip, scroll.frame) }, "every card is clipped to #\(scroll.id) \(scroll.frame)")
        #expect(shapes.map(\.0.rect.minX) == [36, 207], "two cards show; those at x 378 and 549 have scrolled out of view and are left out")
    }

    @Test(.enabled(if: PictureTests.hasTranslatorAndProfiles))
    func darkAppearanceUsesTheDarkValues() throws {
        let (scene, _) = try Self.scene(.dark)
        let texts = Dictionary(Self.texts(scene).map { ($0.0, $0.2) }, uniquingKeysWith: { first, _ in first })
        #expect(texts["Notifications"]?.colour.hexRGB == "#ffffff")
        #expect(texts["Sign Out"]?.colour.hexRGB == "#0a84ff")
        let cards = scene.items.filter { if case .fill(.rectangle(cornerRadius: 10), let c) = $0.mark { c.hexRGB == "#1c1c1e" } else { false } }
        #expect(cards.count == 3, "secondarySystemGroupedBackground, dark")
        #expect(scene.background.hexRGB == "#000000")
    }

    // MARK: - Files

    @Test(.enabled(if: PictureTests.hasTranslatorAndProfiles))
    func pngIsTheWindowTimesTheScale() throws {
        let directory = try TestSupport.temporaryDirectory()
        let path = directory.appendingPathComponent("settings.png").path
        var interpreter = Self.settingsInterpreter()
        let output = interpreter.execute(InputEntry(text: ":png \(path) --scale 2 --dark"))
        #expect(!output.failed, "\(output.rendered())")
        #expect(output.rendered().contains("wrote \(path) (804×1748 px, dark)"), "402 × 2 by 874 × 2: \(output.rendered())")
        let bytes = [UInt8](try Data(contentsOf: URL(fileURLWithPath: path)))
        #expect(bytes.prefix(8) == [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A], "a PNG signature")
        // IHDR: width and height, big-endian, at bytes 16 and 20.
        let width = bytes[16..<20].reduce(0) { $0 << 8 | Int($1) }, height = bytes[20..<24].reduce(0) { $0 << 8 | Int($1) }
        #expect(width == 804 && height == 1748)
        #expect(try FileManager.default.contentsOfDirectory(atPath: directory.path) == ["settings.png"], "no temporary file left")
    }

    @Test(.enabled(if: PictureTests.hasTranslatorAndProfiles))
    func pngBadInputLeavesNoFile() throws {
        let directory = try TestSupport.temporaryDirectory()
        var interpreter = Self.settingsInterpreter()
        let cases: [(String, String)] = [
            (":png /nonexistent-directory/x.png", "cannot write /nonexistent-directory/x.png"),
            (":png \(directory.path)/a.png --scale 0", "the scale is a number from 0.1 to 16 pixels a point, not 0"),
            (":png \(directory.path)/b.png --scale 1000", "the scale is a number from 0.1 to 16 pixels a point, not 1000"),
            (":png \(directory.path)/c.png --scale two", "--scale needs a number of pixels a point"),
            (":png \(directory.path)/d.png --sepia", "unknown option '--sepia'"),
            (":png", "usage: :png FILE"),
        ]
        for (command, message) in cases {
            let output = interpreter.execute(InputEntry(text: command))
            #expect(output.failed, "\(command)")
            #expect(output.rendered().contains(message), "\(command): \(output.rendered())")
        }
        // 2000 × 16 = 32,000 px a side, over the 16,384 limit: refused before drawing.
        _ = interpreter.execute(InputEntry(text: ":window 2000x2000"))
        let large = interpreter.execute(InputEntry(text: ":png \(directory.path)/e.png --scale 16"))
        #expect(large.rendered().contains("a 32000×32000 px picture is over the 16384 px limit on a side"), "\(large.rendered())")
        #expect(try FileManager.default.contentsOfDirectory(atPath: directory.path).isEmpty, "no file, whole or partial")
    }

    @Test(.enabled(if: PictureTests.hasTranslatorAndProfiles))
    func unevaluableColourIsAWarningWithTheFallback() throws {
        let path = try TestSupport.temporaryDirectory().appendingPathComponent("brand.png").path
        var interpreter = PictureTests.interpreter("Color(\"Brand\").frame(width: 100, height: 100)")
        let output = interpreter.execute(InputEntry(text: ":png \(path) --scale 1"))
        #expect(!output.failed, "\(output.rendered())")
        #expect(output.rendered().contains("warning: 'Color(\"Brand\")' is an asset catalogue colour, which FrameLab cannot read at #1"), "\(output.rendered())")
        #expect(output.rendered().contains("drawn gray"))
        #expect(FileManager.default.fileExists(atPath: path))
    }

    @Test(.enabled(if: PictureTests.hasTranslatorAndProfiles))
    func svgDrawsTheContentOverTheFramesAndOutlineDrawsTheFrames() throws {
        let directory = try TestSupport.temporaryDirectory()
        var interpreter = Self.settingsInterpreter()
        let content = directory.appendingPathComponent("content.svg").path
        let outline = directory.appendingPathComponent("outline.svg").path
        #expect(interpreter.execute(InputEntry(text: ":svg \(content) --dark")).rendered().contains("dark)"))
        #expect(interpreter.execute(InputEntry(text: ":svg \(outline) --outline")).rendered().contains("outlines)"))
        let drawn = try String(contentsOfFile: content, encoding: .utf8)
        #expect(drawn.contains(#"<g class="content" data-appearance="dark""#))
        #expect(drawn.contains(">Notifications</tspan>"))
        let result = try #require(interpreter.session.result)
        let document = try SVGDocument(contentsOf: content)
        #expect(document.rects.filter { $0.attributes["class"] == "view" }.count == result.nodes.count, "every frame is still there, for its hover title")
        let frames = try String(contentsOfFile: outline, encoding: .utf8)
        #expect(!frames.contains(#"class="content""#) && !frames.contains(">Notifications</tspan>"))
    }

    @Test(.enabled(if: PictureTests.hasTranslatorAndProfiles))
    func drawWritesTheWordsAndLeavesOutWhatScrolledAway() throws {
        var interpreter = Self.settingsInterpreter()
        let drawn = interpreter.execute(InputEntry(text: ":draw 80")).rendered()
        for words in ["Settings", "Taylor Appleseed", "GENERAL", "Notifications", "Version", "2.4.1", "Sign Out", "Card"] {
            #expect(drawn.contains(words), "'\(words)' is written\n\(drawn)")
        }
        // The cards at x 378 and 549 lie past the ScrollView's edge (36 + 330 = 366): not boxed.
        #expect(!drawn.contains("#38") && !drawn.contains("#43"), "\(drawn)")
        let outline = interpreter.execute(InputEntry(text: ":draw 80 --outline")).rendered()
        #expect(!outline.contains("Notifications") && outline.contains("#14 Text"), "\(outline)")
    }

    /// Stand-ins are marked in pictures (issue 26): a Text whose string FrameLab cannot compute is
    /// outlined in the colour table's `guess` role (orange, #FF9500 light), and an unknown view,
    /// which draws nothing of its own, is a tinted box captioned "? RatingStars". The frames are the
    /// layout's: the stand-in 120×44 (Views/unknown.yaml: at most 44 tall, here in a fixed width).
    @Test(.enabled(if: PictureTests.hasTranslatorAndProfiles))
    func standInsAreMarkedInThePicture() throws {
        let source = """
            VStack {
              Text(elapsed.formatted()).id("elapsed")
              RatingStars(value: 3).frame(width: 120).id("stars")
            }
            """
        var interpreter = PictureTests.interpreter(source)
        let result = try #require(interpreter.session.result)
        let root = try #require(interpreter.session.state.root)
        var builder = PictureSceneBuilder(result: result, root: root, table: Self.shippedTable, appearance: .light)
        let scene = builder.build()
        let guess = Self.shippedTable.role("guess", .light)
        #expect(guess.hexRGB == "#ff9500", "the guess role is orange (Views/Appearance/colors.yaml)")
        let text = try #require(result.nodes.first { $0.typeName == "Text" && $0.kind.guess != nil })
        #expect(scene.items.contains { $0.nodeID == text.id && $0.mark == .stroke(.rectangle(cornerRadius: 0), guess, width: 1.5) && $0.rect == text.frame })
        let stars = try #require(result.nodes.first { $0.typeName == "RatingStars" })
        #expect(stars.frame.size == Size(width: 120, height: 44))
        #expect(scene.items.contains { $0.nodeID == stars.id && $0.mark == .symbol(name: "? RatingStars", colour: guess) })
        let path = try TestSupport.temporaryDirectory().appendingPathComponent("guesses.svg").path
        #expect(!interpreter.execute(InputEntry(text: ":svg \(path)")).failed)
        let svg = try String(contentsOfFile: path, encoding: .utf8)
        #expect(svg.contains(">? RatingStars</text>") && svg.contains(##"stroke="#ff9500""##), "the SVG draws both marks")
    }

    /// Every cell of the report carries its picture (ReportScene), not only the first: the
    /// settings screen's row titles are written in each, black on light and white on dark.
    @Test(.enabled(if: PictureTests.hasTranslatorAndProfiles))
    func htmlReportDrawsEveryLayoutWithContent() throws {
        let path = try TestSupport.temporaryDirectory().appendingPathComponent("report.html").path
        var interpreter = Self.settingsInterpreter()
        #expect(!interpreter.execute(InputEntry(text: ":html \(path)")).failed)
        let page = try String(contentsOfFile: path, encoding: .utf8)
        let cells = try #require(try HTMLReportTests.embedded(page)["cells"] as? [[String: Any]])
        #expect(cells.count > 100)
        for cell in cells where (cell["errors"] as? [String])?.isEmpty != false {
            let scene = try #require(cell["scene"] as? [String: Any], "\(cell["device"] ?? "") has its picture")
            let items = try #require(scene["items"] as? [[Any]]).compactMap(ReportSceneItem.init)
            #expect(items.contains { $0.kind == "text" }, "\(cell["device"] ?? "") draws texts")
            // At larger type sizes the row may wrap, or scroll past a landscape phone's screen.
            guard cell["dynamicType"] as? String == "large" else { continue }
            let notifications = items.first { $0.kind == "text" && ($0.values[0] as? [String]) == ["Notifications"] }
            #expect(notifications != nil, "\(cell["device"] ?? "") \(cell["orientation"] ?? "") \(cell["dynamicType"] ?? ""): 'Notifications' written")
            // The text's colour pair (lines, size, weight, italic, line height, spacing, colour): the
            // label colour, black in light and white in dark (Views/Appearance/colors.yaml).
            #expect(notifications.map { $0.values[6] as? String } == "#000000 #ffffff")
        }
    }
}
