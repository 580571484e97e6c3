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
        #expect(table.unitsPerEm == 2048)
        // SF Pro's own advances (glyphs: U+0048, read from the font files): H in SF Pro Text Regular
        // 1520, Semibold 1573; in SF Pro Display Regular 1432.
        #expect(table.advance("H") == TextFont.Advance(regular: 1520, semibold: 1573))
        #expect(table.hasFaces)
        let displayRegular = try #require(table.faceColumn("display-regular"))
        #expect(table.faceAdvances("H")?[displayRegular] == 1432)
        // GPOS kerning per face: "Ta" −210 in Text Regular, −270 in Display Regular.
        let textRegular = try #require(table.faceColumn("text-regular"))
        #expect(table.faceKerning("T", "a")?[textRegular] == -210)
        #expect(table.faceKerning("T", "a")?[displayRegular] == -270)
        // Tabular digits (tnum): 1290 in Text Regular.
        #expect(table.faceMonospacedDigit?[textRegular] == 1290)
        // HIG tracking from its points column, not refitted: 17 pt −0.43 pt = −25.29/1000 em, 12 pt 0,
        // 55 pt between 54 (+0.32 pt, 5.93) and 56 (+0.30 pt, 5.36): 5.645.
        #expect(table.trackingMilliEm(atPointSize: 17) == -25.29)
        #expect(table.trackingMilliEm(atPointSize: 12) == 0)
        #expect(abs(table.trackingMilliEm(atPointSize: 55) - 5.645) < 1e-9)
        // The optical size: all Text at body size, all Display at largeTitle, a blend between.
        #expect(table.displayShare(atPointSize: 17) == 0)
        #expect(table.displayShare(atPointSize: 34) == 1)
        #expect(table.displayShare(atPointSize: 22) > 0 && table.displayShare(atPointSize: 22) < 1)
        #expect(table.advanceScale(atPointSize: 34) == 1)
        // New York's own faces (Apple's NewYork.ttf at opsz 12 and 60): H 1662 and 1584; its blend
        // follows the point size from 12 to 60 pt; SF Pro Rounded's share is 1 at every size.
        let serifText = try #require(table.faceColumn("serif-text-regular"))
        let serifDisplay = try #require(table.faceColumn("serif-display-regular"))
        #expect(table.faceAdvances("H")?[serifText] == 1662)
        #expect(table.faceAdvances("H")?[serifDisplay] == 1584)
        #expect(table.displayShare(atPointSize: 36, design: .serif) == 0.5)
        #expect(table.displayShare(atPointSize: 17, design: .rounded) == 1)
        #expect(table.displayShare(atPointSize: 17, design: nil) == 0)
        // Each design's own trak: Rounded 45/2048 em at 17 pt = 21.97/1000 em; New York 0 at 15 pt
        // (between +12 units at 12 pt and −20 at 20 pt); a design without one takes the HIG's.
        #expect(table.trackingMilliEm(atPointSize: 17, design: .rounded) == 21.97)
        #expect(abs(table.trackingMilliEm(atPointSize: 15, design: .serif)) < 0.01)
        #expect(table.trackingMilliEm(atPointSize: 17, design: .monospaced) == -25.29)
        // SF Mono's faces: every ASCII character 1266 units ("i" and "M" alike), at every size.
        let mono = try #require(table.faceColumn("monospaced-regular"))
        #expect(table.faceAdvances("i")?[mono] == 1266 && table.faceAdvances("M")?[mono] == 1266)
        #expect(table.displayShare(atPointSize: 40, design: .monospaced) == 1)
        // Scripts the table lacks stay unmeasured (the warning names them).
        #expect(TextScript.unmeasured(in: "Hello 世界 👍", font: table) == ["Han", "emoji"])
        #expect(TextScript.unmeasured(in: "Привет, Ελλάδα", font: table).isEmpty)
        // Symbols SF Pro draws itself are measured (★ ✓ ① →), polytonic Greek it lacks is not.
        #expect(TextScript.unmeasured(in: "★ ✓ ① →", font: table).isEmpty)
        #expect(TextScript.unmeasured(in: "ἀρχή", font: table) == ["Greek"])
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
    /// The fast reading of a face row (the shipped table's ~50,000 rows) accepts exactly what the
    /// field-by-field reading accepts, and leaves every mistake to it (which reports the column).
    @Test func faceRowsReadFastOrFallBackToTheReport() {
        #expect(TextFontLoader.wholeNumbers("1380 -12  1301", count: 3, in: -4096...4096) == [1380, -12, 1301])
        #expect(TextFontLoader.wholeNumbers(" 7 ", count: 1, in: 0...16384) == [7])
        for wrong in ["1380 1301", "1 2 3 4", "1 - 3", "1 2x 3", "1\t2 3", "1 2 99999", "1 2 1e3", "1 2 3-"] {
            #expect(TextFontLoader.wholeNumbers(wrong, count: 3, in: -4096...4096) == nil, "\(wrong)")
        }
    }

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

    /// A table of faces with a face FrameLab does not know, a row of the wrong length, a kerning
    /// row in a table without faces: each at its line and column.
    @Test func malformedFacesErrorAtLineAndColumn() throws {
        let text = """
            font:
              source: test
              unitsPerEm: 2048
            tracking:
              source: test
              17: -26
            opticalSize:
              source: test
              textToDisplay:
                18: 0
                26: 2
              rounde:
                6: 1
            designTracking:
              serif:
                12: 900
            weights:
              source: test
            monospacedDigits:
              source: test
              faces: [1290, 1238]
            kerning:
              source: test
              AV: [-130, -160]
              VA: [-130]
            corrections:
              source: test
            fallback:
              source: test
              advance: [1087, 1143]
            glyphs:
              source: test
              faces: [text-regular, display-reguler]
              U+0041: [1380, 1301]
              U+0056: [1380]
              U+0042: 1290 12x4
            """
        let (font, diagnostics) = TextFontLoader.parse(Array(text.utf8), file: "faces.yaml")
        func at(_ line: Int, _ column: Int) -> String? {
            diagnostics.first { $0.line == line && $0.column == column }?.message
        }
        #expect(at(11, 9)?.contains("share of the Display face at 26 pt should be a number from 0 to 1") == true, "\(diagnostics)")
        #expect(at(12, 3)?.contains("rounded") == true, "\(diagnostics)")
        #expect(at(14, 1)?.contains("designTracking: needs a source:") == true, "\(diagnostics)")
        #expect(at(16, 9)?.contains("serif tracking at 12 pt should be a number from -500 to 500") == true, "\(diagnostics)")
        #expect(at(25, 7)?.contains("kerning of 'VA' should be 2 whole font units") == true, "\(diagnostics)")
        #expect(at(33, 25)?.contains("display-regular") == true, "\(diagnostics)")
        #expect(at(35, 11)?.contains("advances of U+0056 should be 2 whole font units") == true, "\(diagnostics)")
        #expect(at(36, 16)?.contains("advances of U+0042: '12x4' should be whole font units") == true, "\(diagnostics)")
        let table = try #require(font)
        #expect(table.faceAdvances("A") == [1380, 1301])
        #expect(table.faceAdvances("V") == nil)
        #expect(table.faceKerning("A", "V") == [-130, -160])
        #expect(table.faceMonospacedDigit == [1290, 1238])
        #expect(table.displayShare(atPointSize: 26) == 0)
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
