import LayoutCore
import Testing
@testable import Profiles

/// The text model's table, Views/Text/sf-pro.yaml (docs/text-model.md): the shipped one loads clean
/// and reaches every environment; a malformed one is reported at its line and column.
@Suite struct TextFontTableTests {
    let shippedPath = repositoryRoot + "/" + TextFontLoader.relativePath

    @Test func shippedTableLoadsWithoutProblems() throws {
        let (font, diagnostics) = TextFontLoader.read(shippedPath)
        #expect(diagnostics.isEmpty, "\(diagnostics)")
        let table = try #require(font)
        #expect(table.isMeasured)
        #expect(table.unitsPerEm == 2816)
        // H has no fitted correction: Inter's 2084 / 2095 (glyphs: U+0048).
        #expect(table.advance("H") == TextFont.Advance(regular: 2084, semibold: 2095))
        // HIG tracking, not refitted: 17 pt −26/1000 em, 12 pt 0.
        #expect(table.trackingMilliEm(atPointSize: 17) == -26)
        #expect(table.trackingMilliEm(atPointSize: 12) == 0)
        // SF Pro Display from 20 pt: no scale below, a narrower one from it on.
        #expect(table.advanceScale(atPointSize: 19.9) == 1)
        #expect(table.advanceScale(atPointSize: 34) < 1)
        #expect(table.weightInterpolation("regular") == 0)
        #expect(table.weightInterpolation("semibold") > table.weightInterpolation("medium"))
        // Scripts the table lacks stay unmeasured (the warning names them).
        #expect(TextScript.unmeasured(in: "Hello 世界 👍", font: table) == ["Han", "emoji"])
        #expect(TextScript.unmeasured(in: "Привет, Ελλάδα", font: table).isEmpty)
    }

    @Test func everyEnvironmentOfTheRegistryMeasuresWithTheTable() throws {
        let registry = loadShipped().registry
        #expect(registry.textFont.isMeasured)
        let phone = try registry.environment(for: DeviceSelection(deviceID: "iphone-15-pro"))
        #expect(phone.textFont == registry.textFont)
        #expect(phone.textMetrics(.body, .large).font == registry.textFont)
        var window = DeviceSelection(deviceID: "iphone-15-pro")
        window.window = .size(width: 375, height: 240)
        #expect(try registry.environment(for: window).textFont == registry.textFont)
        window.window = .plain(width: 300, height: 300)
        #expect(try registry.environment(for: window).textFont == registry.textFont)
    }

    /// A table with one of every kind of mistake: each is reported at its line and column, the
    /// good entries are kept.
    @Test func malformedTableErrorsAtLineAndColumn() throws {
        let text = """
            font:
              source: test
              unitsPerEm: 2816
            tracking:
              source: test
              17: -26
              18: lots
            opticalSize:
              source: test
              displayFrom: 20
              displayAdvanceScale:
                20: 0.97
                34: 7
            weights:
              source: test
              semibold: 1.5
            monospacedDigits:
              source: test
              regular: 1808
              semibold: 1878
            kerning:
              source: test
              AVA: -10
            corrections:
              source: test
              "U+0042": 5
            fallback:
              advance: [1503, 1558]
            glyphs:
              source: test
              U+0041: [1904, 2038]
              U+0043: [12, x]
              A: [1, 2]
            colour: red
            """
        let (font, diagnostics) = TextFontLoader.parse(Array(text.utf8), file: "bad.yaml")
        func at(_ line: Int, _ column: Int) -> String? {
            diagnostics.first { $0.line == line && $0.column == column }?.message
        }
        #expect(at(7, 7)?.contains("tracking at 18 pt should be a number") == true)
        #expect(at(13, 9)?.contains("display advance scale at 34 pt should be a number from 0.5 to 1.5") == true)
        #expect(at(23, 3)?.contains("kerning pair 'AVA' should be two characters") == true)
        #expect(at(26, 3)?.contains("correction for U+0042, which the glyphs: block does not have") == true)
        #expect(at(27, 1)?.contains("fallback: needs a source:") == true)
        #expect(at(32, 11)?.contains("advance of U+0043 should be [regular, semibold]") == true)
        #expect(at(33, 3)?.contains("'A' is not a Unicode scalar") == true)
        #expect(at(34, 1)?.contains("unknown text font block 'colour'") == true)
        #expect(diagnostics.allSatisfy { $0.file == "bad.yaml" })
        // The good entries are kept.
        let table = try #require(font)
        #expect(table.advance("A") == TextFont.Advance(regular: 1904, semibold: 2038))
        #expect(table.advance("C") == nil)
        #expect(table.trackingMilliEm(atPointSize: 17) == -26)
        #expect(table.weightInterpolation("semibold") == 1.5)
    }

    @Test func notAMappingIsAnError() {
        let (font, diagnostics) = TextFontLoader.parse(Array("- 1\n- 2\n".utf8), file: "list.yaml")
        #expect(font == nil)
        #expect(diagnostics.first?.line == 1 && diagnostics.first?.column == 1)
    }
}

/// A user directory's table replaces the shipped one; one that cannot be read as a table leaves it.
@Suite struct TextFontSearchPathTests {
    @Test func aLaterReadableTableWinsAnUnreadableOneDoesNot() {
        let directory = TemporaryDirectory()
        directory.write("Views/Text/sf-pro.yaml", "- not\n- a table\n")
        let shipped = TextFontLoader.load(searchPath: ProfileSearchPath(directories: [repositoryRoot]))
        let withBroken = TextFontLoader.load(searchPath: ProfileSearchPath(directories: [repositoryRoot, directory.path]))
        #expect(withBroken.font == shipped.font)
        #expect(withBroken.diagnostics.count == 1)
        #expect(withBroken.diagnostics.first?.file.hasSuffix("Views/Text/sf-pro.yaml") == true)
        let own = TemporaryDirectory()
        let text = try! String(contentsOfFile: repositoryRoot + "/" + TextFontLoader.relativePath, encoding: .utf8)
        // The weights: block's semibold share (the monospaced digit's "  semibold: 1878" does not start with "1.").
        let edited = text.components(separatedBy: "\n").map { $0.hasPrefix("  semibold: 1.") ? "  semibold: 1.25" : $0 }
        own.write("Views/Text/sf-pro.yaml", edited.joined(separator: "\n"))
        let mine = TextFontLoader.load(searchPath: ProfileSearchPath(directories: [repositoryRoot, own.path]))
        #expect(mine.diagnostics.isEmpty)
        #expect(mine.font?.weightInterpolation("semibold") == 1.25)
        #expect(mine.font != shipped.font)
    }
}
