/// What a `Text` answers to a proposal: its size and the lines it would draw.
public struct TextMeasurement: Sendable, Hashable {
    /// The size the text chooses.
    public var size: Size
    /// The lines as drawn, trailing spaces removed; a truncated last line ends in "…".
    public var lines: [String]
    /// Whether text was cut off (by the proposed height, a line limit or a zero width).
    public var isTruncated: Bool
}

/// Deterministic text measurement (layout semantics §2.2), without a font engine.
///
/// A character's width comes from the style's `TextFont` (the table `Views/Text/sf-pro.yaml`,
/// docs/text-model.md): its advance for the weight (Regular moved the weight's share of the way
/// to SemiBold), × pointSize / unitsPerEm, × SF Pro Display's advance scale from 20 pt, plus SF
/// Pro's tracking for the size, plus the table's kerning between adjacent characters of a word.
/// No ligatures.
///
/// - Characters are Swift grapheme clusters. A cluster starting with an East Asian wide or emoji
///   scalar (or carrying U+FE0F) is one em wide; otherwise its scalars' advances add up
///   (combining marks are 0). A scalar the table lacks gets its fallback advance; controls and
///   zero-width scalars get 0. Tracking is added once per character of non-zero advance.
/// - Explicit lines end at "\n", "\r\n", "\r", U+2028 or U+2029; a final line break does not
///   start another line.
/// - Lines break after spaces (U+0020, tab, the breaking U+2000–U+200B spaces, U+3000); spaces
///   at the end of a line hang and do not count. Spaces at the start of an explicit line stay
///   with its first word. A word wider than the line is broken between characters; each line
///   keeps at least one character, so one character wider than the proposal overflows it.
/// - Empty text measures 0×0 (SwiftUI's `Text("")` takes no space; the common
///   `Text(s.isEmpty ? " " : s)` idiom exists to keep a line's height).
/// - Proposed 0×0 (`UIHostingController.sizeThatFits(in: .zero)`, swift-snapshot-testing's
///   `.sizeThatFits`), a text collapses to 0×0 and draws nothing: `Text("Hello, World!").padding()`
///   is a 96×96-pixel image at 3× (swift-snapshot-testing issue 1070; docs/fidelity.md).
/// - Widths are the typographic sums, not rounded: the layout engine rounds a Text's width up to
///   the pixel grid (`TextAnswers`), as heights are rounded here.
/// - Negative proposed lengths are treated as 0 and NaN as unspecified; `lineLimit` below 1 as 1.
public enum TextMeasurer {
    /// The character appended to a truncated line.
    public static let ellipsis: Character = "…"

    /// Measures `text` in `style` for `proposal`, keeping at most `lineLimit` lines with
    /// `lineSpacing` between them. `n` lines are `style.height(lines: n, lineSpacing:)` tall.
    public static func measure(
        _ text: String, style: TextStyleMetrics, proposal: ProposedSize, lineLimit: Int? = nil, lineSpacing: Double = 0
    ) -> TextMeasurement {
        if text.isEmpty { return TextMeasurement(size: .zero, lines: [], isTruncated: false) }
        if isZeroArea(proposal) { return TextMeasurement(size: .zero, lines: [], isTruncated: true) }
        let font = Font(style)
        let lineHeight = style.singleLineHeight
        let proposedWidth = clamped(proposal.width)
        let proposedHeight = clamped(proposal.height)
        let paragraphs = explicitLines(text)

        if proposedWidth == 0 {
            // Offered no width (and some height) a Text is 0 wide and one line high, and draws
            // nothing: measured (docs/controls.md, vjr2005/Challenge aliveBadge); FrameLab used to
            // answer the ellipsis (§2.2).
            return TextMeasurement(size: Size(width: 0, height: lineHeight), lines: [], isTruncated: true)
        }

        let maxWidth = proposedWidth ?? .infinity
        var slices: [LineSlice] = []
        for paragraph in paragraphs { wrap(paragraph, maxWidth: maxWidth, font: font, into: &slices) }

        var keep = slices.count
        if let height = proposedHeight, height.isFinite, height < style.height(lines: slices.count, lineSpacing: lineSpacing) {
            keep = 1
            while keep < slices.count, style.height(lines: keep + 1, lineSpacing: lineSpacing) <= height + 1e-9 { keep += 1 }
        }
        if let limit = lineLimit { keep = min(keep, max(1, limit)) }

        var lines: [String] = []
        lines.reserveCapacity(keep)
        var width = 0.0
        for slice in slices.prefix(keep - 1) {
            lines.append(String(slice.text))
            width = max(width, font.width(slice.run))
        }
        let last = slices[keep - 1]
        let isTruncated = keep < slices.count
        if isTruncated {
            let (text, lastWidth) = truncate(last, maxWidth: maxWidth, font: font)
            lines.append(text)
            width = max(width, lastWidth)
        } else {
            lines.append(String(last.text))
            width = max(width, font.width(last.run))
        }
        return TextMeasurement(
            size: Size(width: width, height: style.height(lines: keep, lineSpacing: lineSpacing)), lines: lines, isTruncated: isTruncated)
    }

    /// Whether `proposal` is exactly 0×0, which a text answers with 0×0.
    static func isZeroArea(_ proposal: ProposedSize) -> Bool {
        clamped(proposal.width) == 0 && clamped(proposal.height) == 0
    }

    /// The unwrapped width of `text` in `style`: its widest explicit line, trailing spaces not counted.
    public static func width<S: StringProtocol>(of text: S, style: TextStyleMetrics) -> Double {
        let font = Font(style)
        var widest = 0.0
        for line in explicitLines(Substring(text)) {
            widest = max(widest, font.width(font.run(lineForWidth(line))))
        }
        return widest
    }

    /// The width of one character in `style`, tracking included.
    public static func width(of character: Character, style: TextStyleMetrics) -> Double {
        let font = Font(style)
        return font.width(font.run(of: character))
    }

    /// Whether `font` measures `scalar` (zero-width scalars count as measured); any other scalar's
    /// width comes from the fallback rule (`TextScript`).
    public static func hasAdvance(_ scalar: Unicode.Scalar, font: TextFont) -> Bool {
        font.advance(scalar) != nil || font.faceAdvances(scalar) != nil || Font.isZeroWidth(scalar.value)
    }

    /// SF Pro's tracking at `pointSize` in `font`, in points per character (negative: tighter).
    public static func tracking(forPointSize pointSize: Double, font: TextFont) -> Double {
        pointSize * font.trackingMilliEm(atPointSize: pointSize) / 1000
    }

    // MARK: - Lines

    /// A piece of a line: characters, their summed advances (font units) and how many carry tracking.
    struct Run: Hashable {
        var units = 0
        var glyphs = 0

        static func + (a: Run, b: Run) -> Run { Run(units: a.units + b.units, glyphs: a.glyphs + b.glyphs) }
        static func += (a: inout Run, b: Run) { a = a + b }
    }

    /// One wrapped line: its text (no trailing spaces), its run, and the rest of its explicit line.
    struct LineSlice {
        var text: Substring
        var run: Run
        /// From the line's start to the end of its explicit line, for truncation.
        var remainder: Substring
    }

    /// Greedy wrapping of one explicit line into lines no wider than `maxWidth`.
    static func wrap(_ paragraph: Substring, maxWidth: Double, font: Font, into slices: inout [LineSlice]) {
        let end = paragraph.endIndex
        var current: (start: String.Index, end: String.Index, run: Run)?
        var index = paragraph.startIndex

        func emit(_ line: (start: String.Index, end: String.Index, run: Run)) {
            slices.append(LineSlice(text: paragraph[line.start..<line.end], run: line.run, remainder: paragraph[line.start..<end]))
        }
        /// Starts new lines with `range`, breaking it between characters when it is too wide.
        func place(_ range: Range<String.Index>, _ run: Run) {
            if font.fits(run, maxWidth) {
                current = (range.lowerBound, range.upperBound, run)
                return
            }
            var line: (start: String.Index, end: String.Index, run: Run) = (range.lowerBound, range.lowerBound, Run())
            var i = range.lowerBound
            while i < range.upperBound {
                let next = paragraph.index(after: i)
                let characterRun = font.run(of: paragraph[i])
                if line.start < line.end && !font.fits(line.run + characterRun, maxWidth) {
                    emit(line)
                    line = (i, i, Run())
                }
                line.end = next
                line.run += characterRun
                i = next
            }
            current = line
        }

        while index < end {
            let spaceStart = index
            var spaces = Run()
            while index < end, isBreakingSpace(paragraph[index]) {
                spaces += font.run(of: paragraph[index])
                index = paragraph.index(after: index)
            }
            if index == end { break }  // trailing spaces hang
            let wordStart = index
            var word = Run()
            var previous: Character?
            while index < end, !isBreakingSpace(paragraph[index]) {
                word += font.kerning(previous, paragraph[index]) + font.run(of: paragraph[index])
                previous = paragraph[index]
                index = paragraph.index(after: index)
            }
            if let line = current {
                let candidate = line.run + spaces + word
                if font.fits(candidate, maxWidth) {
                    current = (line.start, index, candidate)
                } else {
                    emit(line)
                    place(wordStart..<index, word)
                }
            } else {
                // The explicit line's first word keeps the spaces before it.
                place(spaceStart..<index, spaces + word)
            }
        }
        if let line = current {
            emit(line)
        } else if !paragraph.isEmpty, font.fits(font.run(paragraph), maxWidth) {
            // A line of spaces only (`Text(" ")`) is as wide as its spaces: nothing follows them to hang.
            slices.append(LineSlice(text: paragraph, run: font.run(paragraph), remainder: paragraph))
        } else {
            slices.append(LineSlice(text: paragraph[paragraph.startIndex..<paragraph.startIndex], run: Run(), remainder: paragraph))
        }
    }

    /// The last kept line with "…": as much of the rest of its explicit line as fits before the ellipsis.
    static func truncate(_ slice: LineSlice, maxWidth: Double, font: Font) -> (String, Double) {
        let ellipsisRun = font.run(of: ellipsis)
        let remainder = slice.remainder
        var prefixEnd = remainder.startIndex
        var prefixRun = Run()
        var i = remainder.startIndex
        while i < remainder.endIndex {
            let candidate = prefixRun + font.run(of: remainder[i])
            if !font.fits(candidate + ellipsisRun, maxWidth) { break }
            prefixRun = candidate
            i = remainder.index(after: i)
            prefixEnd = i
        }
        let prefix = trimmingTrailingSpaces(remainder[remainder.startIndex..<prefixEnd])
        let run = font.run(prefix) + ellipsisRun
        return (String(prefix) + String(ellipsis), font.width(run))
    }

    /// The text's explicit lines; a final line break does not start another line.
    static func explicitLines(_ text: Substring) -> [Substring] {
        var lines = text.split(omittingEmptySubsequences: false, whereSeparator: isLineBreak)
        if lines.count > 1, lines[lines.count - 1].isEmpty { lines.removeLast() }
        return lines
    }

    static func explicitLines(_ text: String) -> [Substring] { explicitLines(text[...]) }

    static func trimmingTrailingSpaces(_ text: Substring) -> Substring {
        var end = text.endIndex
        while end > text.startIndex {
            let before = text.index(before: end)
            if !isBreakingSpace(text[before]) { break }
            end = before
        }
        return text[text.startIndex..<end]
    }

    /// An explicit line as it counts for the text's width: its trailing spaces hang, except that a
    /// line of spaces only (`Text(" ")`) trails nothing and keeps their width.
    static func lineForWidth(_ text: Substring) -> Substring {
        let trimmed = trimmingTrailingSpaces(text)
        return trimmed.isEmpty ? text : trimmed
    }

    static func isLineBreak(_ character: Character) -> Bool {
        switch character {
        case "\n", "\r\n", "\r", "\u{2028}", "\u{2029}": true
        default: false
        }
    }

    /// Spaces after which a line may break (no-break spaces U+00A0, U+2007, U+202F are not).
    static func isBreakingSpace(_ character: Character) -> Bool {
        guard let scalar = character.unicodeScalars.first, character.unicodeScalars.count == 1 else { return false }
        switch scalar.value {
        case 0x20, 0x09, 0x1680, 0x2000...0x2006, 0x2008...0x200B, 0x205F, 0x3000: return true
        default: return false
        }
    }

    /// A negative length is 0; NaN is unspecified.
    static func clamped(_ length: Double?) -> Double? {
        guard let length, !length.isNaN else { return nil }
        return max(0, length)
    }

    // MARK: - Font

    /// Advances of one weight at one size, from the style's `TextFont` table.
    struct Font {
        let table: TextFont
        /// Hundredths of the way from the table's Regular advances to its SemiBold ones: the style's
        /// `weightInterpolation` (a platform profile's `text.weight.*` override), else the table's
        /// `weights:` block.
        let mix: Int
        /// Points per hundredth of a font unit (runs sum `parts` × an interpolated advance, in
        /// integers), SF Pro Display's advance scale included.
        let scale: Double
        /// Points added per character.
        let tracking: Double
        /// Digits take `table.monospacedDigit` (`.monospacedDigit()`).
        let monospacedDigits: Bool

        /// Advances are summed in hundredths of a font unit so that interpolated weights stay
        /// integers and wrapping compares exact sums.
        static let parts = 100

        /// With a table of faces (SF Pro's own metrics): the columns of the style's weight in the
        /// Text and Display optical sizes (one SF Pro Rounded column for `.rounded`) and hundredths
        /// of the way from the first to the second at this point size; nil for a table without faces.
        let faces: (text: Int, display: Int, share: Int)?

        init(_ style: TextStyleMetrics) {
            table = style.font
            let interpolation = style.weightInterpolation ?? style.font.weightInterpolation(style.weight)
            mix = interpolation.isFinite ? Int((min(3, max(0, interpolation)) * Double(Self.parts)).rounded()) : 0
            let size = style.pointSize.isFinite ? max(0, style.pointSize) : 0
            let resolved = Self.faceColumns(table, weight: style.weight, design: style.design, pointSize: size)
            faces = resolved.map { ($0.text, $0.display, $0.share) }
            let opticalScale = faces == nil ? table.advanceScale(atPointSize: size) : 1
            // A design with faces of its own (SF Pro Rounded, New York) needs no factor on SF Pro's.
            let designScale = resolved?.ownDesign == true ? 1 : table.designScale(style.design)
            scale = size * opticalScale * designScale / (table.unitsPerEm * Double(Self.parts))
            // `.tracking(x)` / `.kerning(x)` add x points after every character, as iOS lays them out.
            let ownTracking = resolved?.ownDesign == true ? style.design : nil
            tracking = size * table.trackingMilliEm(atPointSize: size, design: ownTracking) / 1000 + (style.extraTracking.isFinite ? style.extraTracking : 0)
            monospacedDigits = style.monospacedDigits
        }

        /// Width in points of a run.
        func width(_ run: Run) -> Double {
            let width = Double(run.units) * scale + Double(run.glyphs) * tracking
            return max(0, width)
        }

        /// Whether a run fits in `maxWidth` (with a tolerance for rounding).
        func fits(_ run: Run, _ maxWidth: Double) -> Bool {
            width(run) <= maxWidth + 1e-9 * max(1, maxWidth)
        }

        func run<S: StringProtocol>(_ text: S) -> Run {
            var total = Run()
            var previous: Character?
            for character in text {
                total += kerning(previous, character) + run(of: character)
                previous = character
            }
            return total
        }

        func run(of character: Character) -> Run {
            let scalars = character.unicodeScalars
            guard let first = scalars.first else { return Run() }
            if character == "\t" { return Run(units: units(of: " "), glyphs: 1) }
            if isWide(first) || (scalars.count > 1 && scalars.contains("\u{FE0F}")) {
                return Run(units: Int(table.unitsPerEm.rounded()) * Self.parts, glyphs: 1)
            }
            var units = 0
            for scalar in scalars { units += self.units(of: scalar) }
            return Run(units: units, glyphs: units > 0 ? 1 : 0)
        }

        /// Advance of one scalar in hundredths of a font unit: Regular's, moved `mix` hundredths
        /// towards SemiBold's; the table's fallback for a scalar it lacks, 0 for a zero-width one.
        func units(of scalar: Unicode.Scalar) -> Int {
            if let faces {
                let isDigit = (0x30...0x39).contains(scalar.value)
                if let row = monospacedDigits && isDigit ? table.faceMonospacedDigit ?? table.faceAdvances(scalar) : table.faceAdvances(scalar) {
                    return max(0, Self.parts * row[faces.text] + faces.share * (row[faces.display] - row[faces.text]))
                }
            }
            let advance: TextFont.Advance
            if monospacedDigits, (0x30...0x39).contains(scalar.value) {
                advance = table.monospacedDigit
            } else if let known = table.advance(scalar) {
                advance = known
            } else {
                if Self.isZeroWidth(scalar.value) { return 0 }
                advance = table.fallback
            }
            return max(0, Self.parts * advance.regular + mix * (advance.semibold - advance.regular))
        }

        /// The kerning between two adjacent characters, in hundredths of a font unit.
        func kerning(_ previous: Character?, _ next: Character) -> Run {
            guard table.hasKerning, let previous, let a = previous.unicodeScalars.last, let b = next.unicodeScalars.first else { return Run() }
            if let faces {
                guard let row = table.faceKerning(a, b) else { return Run() }
                return Run(units: Self.parts * row[faces.text] + faces.share * (row[faces.display] - row[faces.text]), glyphs: 0)
            }
            return Run(units: Self.parts * table.kerning(a, b), glyphs: 0)
        }

        /// The face columns for a weight and design at a point size (see `faces`): `text-<weight>`
        /// and `display-<weight>` blended by the table's `textToDisplay` share. A design with faces
        /// of its own takes them in their place, with its own blend (`opticalSize.<design>`): SF Pro
        /// Rounded `rounded-<weight>` (the static Rounded faces, at every size), New York
        /// `serif-text-<weight>` → `serif-display-<weight>` (docs/text-model.md); `ownDesign` says
        /// so (the design's own tracking then applies). An unknown weight is regular's. Nil for a
        /// table without faces.
        static func faceColumns(_ table: TextFont, weight: String, design: FontDesign?, pointSize: Double) -> (text: Int, display: Int, share: Int, ownDesign: Bool)? {
            guard table.hasFaces else { return nil }
            let name = weight.lowercased()
            func column(_ optical: String) -> Int? { table.faceColumn("\(optical)-\(name)") ?? table.faceColumn("\(optical)-regular") }
            guard let text = column("text") else { return nil }
            if let design, design != .default {
                let own = design.rawValue
                if let designDisplay = column("\(own)-display") ?? column(own) {
                    let designText = column("\(own)-text") ?? text
                    let share = min(1, max(0, table.displayShare(atPointSize: pointSize, design: design)))
                    return (designText, designDisplay, Int((share * Double(parts)).rounded()), true)
                }
            }
            let display = column("display") ?? text
            let share = min(1, max(0, table.displayShare(atPointSize: pointSize)))
            return (text, display, Int((share * Double(parts)).rounded()), false)
        }

        /// Controls, format characters, combining marks, variation selectors and tags.
        static func isZeroWidth(_ value: UInt32) -> Bool {
            switch value {
            case 0...0x1F, 0x7F...0x9F, 0xAD, 0x300...0x36F, 0x200B...0x200F, 0x2028...0x202E, 0x2060...0x206F,
                0xFE00...0xFE0F, 0xFEFF, 0x1F3FB...0x1F3FF, 0xE0000...0xE007F, 0xE0100...0xE01EF:
                return true
            default:
                return false
            }
        }

        /// East Asian wide and fullwidth characters and emoji: one em.
        func isWide(_ scalar: Unicode.Scalar) -> Bool {
            switch scalar.value {
            case 0x1100...0x115F, 0x2E80...0x303E, 0x3041...0x33FF, 0x3400...0x4DBF, 0x4E00...0x9FFF,
                0xA000...0xA4CF, 0xA960...0xA97F, 0xAC00...0xD7A3, 0xF900...0xFAFF, 0xFE30...0xFE4F,
                0xFF00...0xFF60, 0xFFE0...0xFFE6, 0x1F000...0x1FAFF, 0x20000...0x3FFFD:
                // Inter draws some symbols in 0x1F100… (enclosed letters, arrows): not emoji.
                if (0x1F100...0x1F1FF).contains(scalar.value) || (0x1F800...0x1F8FF).contains(scalar.value) {
                    return table.advance(scalar) == nil
                }
                return true
            default:
                return scalar.properties.isEmojiPresentation
            }
        }
    }
}
