import Testing
@testable import LayoutCore

/// A table of faces (SF Pro's own metrics per optical size and weight, docs/text-model.md): the
/// style's weight picks the columns, the point size blends Text into Display, kerning blends the
/// same way, `.rounded` takes SF Pro Rounded in place of Display. The figures are SF Pro's (A, V and
/// "AV" of Views/Text/sf-pro.yaml); no tracking, so the arithmetic is advances × size / 2048.
@Suite struct TextFacesTests {
    static let table: TextFont = {
        var table = TextFontTable(name: "faces", identity: "faces-test", unitsPerEm: 2048, fallback: TextFont.Advance(regular: 1087, semibold: 1143))
        table.faces = ["text-regular", "text-semibold", "display-regular", "display-semibold", "rounded-semibold"]
        table.faceAdvances[0x41] = [1380, 1456, 1301, 1375, 1369]  // A
        table.faceAdvances[0x56] = [1380, 1442, 1292, 1354, 1354]  // V
        table.faceAdvances[0x31] = [950, 1012, 908, 960, 950]  // 1 (proportional)
        table.faceKerning["AV"] = [-130, -130, -160, -173, -152]
        table.faceMonospacedDigit = [1290, 1361, 1238, 1293, 1293]
        table.textToDisplay = [18: 0, 26: 1]
        return TextFont(table)
    }()

    func style(_ size: Double, weight: String = "regular", design: FontDesign? = nil) -> TextStyleMetrics {
        var style = TextStyleMetrics(pointSize: size, lineHeight: size * 1.2, weight: weight, displayScale: 3)
        style.font = Self.table
        style.design = design
        return style
    }

    func close(_ x: Double, _ y: Double) -> Bool { abs(x - y) < 1e-9 }

    @Test func textSizesTakeTheTextFaceWithItsKerning() {
        // 17 pt Regular: (1380 + 1380 − 130) × 17/2048 = 21.831…
        #expect(close(TextMeasurer.width(of: "AV", style: style(17)), 2630.0 * 17 / 2048))
        // Semibold: (1456 + 1442 − 130) × 17/2048.
        #expect(close(TextMeasurer.width(of: "AV", style: style(17, weight: "semibold")), 2768.0 * 17 / 2048))
        // A weight the table has no face for takes Regular's.
        #expect(close(TextMeasurer.width(of: "AV", style: style(17, weight: "heavy")), 2630.0 * 17 / 2048))
    }

    @Test func largeSizesBlendIntoTheDisplayFace() {
        // 22 pt: half way from 18 to 26. A 1380 − 0.5 × 79 = 1340.5, V 1380 − 0.5 × 88 = 1336,
        // kerning −130 − 0.5 × 30 = −145: 2531.5 × 22/2048.
        #expect(close(TextMeasurer.width(of: "AV", style: style(22)), 2531.5 * 22 / 2048))
        // 34 pt: all Display, (1301 + 1292 − 160) × 34/2048.
        #expect(close(TextMeasurer.width(of: "AV", style: style(34)), 2433.0 * 34 / 2048))
        // Wrapping and truncation measure with the same figures (the engine rounds to pixels later).
        let shaped = ShapedText("AV", style: style(22)).size(for: .unspecified, style: style(22), lineLimit: nil, lineSpacing: 0)
        #expect(close(shaped.width, 2531.5 * 22 / 2048))
    }

    @Test func roundedTakesSFProRoundedInPlaceOfDisplay() {
        // 30 pt semibold rounded: (1369 + 1354 − 152) × 30/2048; at 17 pt the Text face's widths.
        #expect(close(TextMeasurer.width(of: "AV", style: style(30, weight: "semibold", design: .rounded)), 2571.0 * 30 / 2048))
        #expect(close(TextMeasurer.width(of: "AV", style: style(17, weight: "semibold", design: .rounded)), 2768.0 * 17 / 2048))
    }

    /// A design whose faces, blend and tracking the table has (SF Pro Rounded, New York:
    /// `opticalSize.<design>`, `designTracking.<design>`) takes them in place of SF Pro's. The
    /// figures are Views/Text/sf-pro.yaml's: A in Text/Rounded Semibold, H in New York at opsz 12
    /// and 60, the Rounded trak at 17 pt (45/2048 em = 21.97/1000 em), the HIG's −25.29 at 17 pt.
    @Test func designsWithFacesOfTheirOwnTakeTheirBlendAndTracking() {
        var table = TextFontTable(name: "designs", identity: "designs-test", unitsPerEm: 2048, fallback: TextFont.Advance(regular: 1087, semibold: 1143))
        table.faces = ["text-regular", "text-semibold", "display-regular", "rounded-semibold", "serif-text-regular", "serif-display-regular"]
        table.faceAdvances[0x41] = [1380, 1456, 1301, 1369, 1443, 1371]  // A
        table.faceAdvances[0x48] = [1520, 1573, 1432, 1471, 1662, 1584]  // H
        table.textToDisplay = [17: 0, 27: 1]
        table.tracking = [17: -25.29]
        table.designShares = ["rounded": [6: 1], "serif": [12: 0, 60: 1]]
        table.designTracking = ["rounded": [17: 21.97], "serif": [12: 5.86, 20: -9.77]]
        let font = TextFont(table)
        func style(_ size: Double, weight: String, design: FontDesign?) -> TextStyleMetrics {
            var style = TextStyleMetrics(pointSize: size, lineHeight: size * 1.2, weight: weight, displayScale: 3)
            style.font = font
            style.design = design
            return style
        }
        // Rounded at 17 pt: the Rounded face alone (not SF Pro Text's) and its own tracking,
        // (1369 + 1471) × 17/2048 + 2 × 21.97/1000 × 17.
        #expect(close(TextMeasurer.width(of: "AH", style: style(17, weight: "semibold", design: .rounded)), 2840.0 * 17 / 2048 + 2 * 0.02197 * 17))
        // The default design at 17 pt: SF Pro Text Semibold and the HIG tracking.
        #expect(close(TextMeasurer.width(of: "AH", style: style(17, weight: "semibold", design: nil)), 3029.0 * 17 / 2048 - 2 * 0.02529 * 17))
        // New York at 36 pt: half way from opsz 12 to 60, A 1443 − 0.5 × 72 = 1407, H 1662 − 0.5 × 78
        // = 1623; its tracking beyond its last size is the end value, −9.77/1000 em.
        #expect(close(TextMeasurer.width(of: "AH", style: style(36, weight: "regular", design: .serif)), 3030.0 * 36 / 2048 - 2 * 0.00977 * 36))
        // A weight New York has no face for (light) takes its Regular.
        #expect(close(TextMeasurer.width(of: "AH", style: style(36, weight: "light", design: .serif)), 3030.0 * 36 / 2048 - 2 * 0.00977 * 36))
        // A design the table has no faces of (monospaced) keeps SF Pro's faces and tracking.
        #expect(close(TextMeasurer.width(of: "AH", style: style(17, weight: "regular", design: .monospaced)), 2900.0 * 17 / 2048 - 2 * 0.02529 * 17))
    }

    @Test func monospacedDigitsTakeTheTabularFigure() {
        var digits = style(17)
        #expect(close(TextMeasurer.width(of: "11", style: digits), 1900.0 * 17 / 2048))
        digits.monospacedDigits = true
        #expect(close(TextMeasurer.width(of: "11", style: digits), 2580.0 * 17 / 2048))
    }

    @Test func charactersTheTableLacksKeepAWidth() {
        // East Asian wide: one em (17 pt); another script: the fallback advance 1087 × 17/2048.
        #expect(close(TextMeasurer.width(of: "世", style: style(17)), 17))
        #expect(close(TextMeasurer.width(of: "ש", style: style(17)), 1087.0 * 17 / 2048))
        #expect(TextScript.unmeasured(in: "Aש世", font: Self.table) == ["Hebrew", "Han"])
    }
}
