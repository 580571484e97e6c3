/// A text shaped once in one font: its characters' advances and its words, so that answering a
/// proposal re-wraps only numbers. `size(for:…)` answers exactly what `TextMeasurer.measure`
/// answers (`.size`): the same greedy wrapping and truncation over the same integer font-unit
/// sums, without splitting, shaping or building strings again (a text row is probed with several
/// widths by every stack it sits in).
final class ShapedText: Sendable {
    /// One word of an explicit line with the breaking spaces before it, as character indices.
    struct Word {
        var spaceStart: Int32
        var wordStart: Int32
        var end: Int32
        var spaces: TextMeasurer.Run
        var word: TextMeasurer.Run
    }

    /// One explicit line: its characters and words.
    struct Paragraph {
        var start: Int32
        var end: Int32
        var words: Range<Int>
        /// The run of the line without its trailing spaces (its unwrapped width).
        var trimmed: TextMeasurer.Run
    }

    /// One wrapped line: where it starts, its run, and the end of its explicit line.
    struct Line {
        var start: Int32
        var run: TextMeasurer.Run
        var paragraphEnd: Int32
    }

    let font: TextMeasurer.Font
    let isEmpty: Bool
    /// Each character's run, in text order (line breaks included as empty runs; they are never read).
    let characters: [TextMeasurer.Run]
    let isSpace: [Bool]
    let words: [Word]
    let paragraphs: [Paragraph]
    let ellipsis: TextMeasurer.Run

    init(_ text: String, style: TextStyleMetrics) {
        let font = TextMeasurer.Font(style)
        self.font = font
        isEmpty = text.isEmpty
        ellipsis = font.run(of: TextMeasurer.ellipsis)
        var characters: [TextMeasurer.Run] = []
        var isSpace: [Bool] = []
        /// The index of each line break's placeholder.
        var breaks: [Int] = []
        characters.reserveCapacity(text.utf8.count)
        isSpace.reserveCapacity(text.utf8.count)
        if text.utf8.allSatisfy({ $0 < 0x80 }) {
            // ASCII: one character per byte except "\r\n"; no ASCII scalar is wide or an emoji.
            var previousWasCR = false
            for byte in text.utf8 {
                if byte == 0x0A && previousWasCR {
                    previousWasCR = false
                    continue
                }
                previousWasCR = byte == 0x0D
                if byte == 0x0A || byte == 0x0D {
                    breaks.append(characters.count)
                    characters.append(TextMeasurer.Run())
                    isSpace.append(false)
                } else if byte == 0x09 {
                    characters.append(TextMeasurer.Run(units: font.units(of: " "), glyphs: 1))
                    isSpace.append(true)
                } else {
                    let units = font.units(of: Unicode.Scalar(byte))
                    characters.append(TextMeasurer.Run(units: units, glyphs: units > 0 ? 1 : 0))
                    isSpace.append(byte == 0x20)
                }
            }
        } else {
            for character in text {
                if TextMeasurer.isLineBreak(character) {
                    breaks.append(characters.count)
                    characters.append(TextMeasurer.Run())
                    isSpace.append(false)
                } else {
                    characters.append(font.run(of: character))
                    isSpace.append(TextMeasurer.isBreakingSpace(character))
                }
            }
        }
        // Kerning between adjacent characters of a word goes with the second one.
        if font.table.hasKerning {
            let graphemes = Array(text)
            if graphemes.count == characters.count {
                for i in graphemes.indices.dropFirst() where !isSpace[i] && !isSpace[i - 1] {
                    characters[i] += font.kerning(graphemes[i - 1], graphemes[i])
                }
            }
        }
        // Explicit lines (`TextMeasurer.explicitLines`): a final line break does not start another.
        var lineRanges: [Range<Int>] = []
        var lineStart = 0
        for lineBreak in breaks {
            lineRanges.append(lineStart..<lineBreak)
            lineStart = lineBreak + 1
        }
        lineRanges.append(lineStart..<characters.count)
        if lineRanges.count > 1, lineRanges[lineRanges.count - 1].isEmpty { lineRanges.removeLast() }

        var words: [Word] = []
        var paragraphs: [Paragraph] = []
        for range in lineRanges {
            let start = range.lowerBound, end = range.upperBound
            let firstWord = words.count
            var index = start
            while index < end {
                let spaceStart = index
                var spaces = TextMeasurer.Run()
                while index < end, isSpace[index] {
                    spaces += characters[index]
                    index += 1
                }
                if index == end { break }
                let wordStart = index
                var word = TextMeasurer.Run()
                while index < end, !isSpace[index] {
                    word += characters[index]
                    index += 1
                }
                words.append(Word(spaceStart: Int32(spaceStart), wordStart: Int32(wordStart), end: Int32(index), spaces: spaces, word: word))
            }
            var trimmedEnd = end
            while trimmedEnd > start, isSpace[trimmedEnd - 1] { trimmedEnd -= 1 }
            if trimmedEnd == start { trimmedEnd = end }   // spaces alone (`Text(" ")`) keep their width
            var trimmed = TextMeasurer.Run()
            for i in start..<trimmedEnd { trimmed += characters[i] }
            paragraphs.append(Paragraph(start: Int32(start), end: Int32(end), words: firstWord..<words.count, trimmed: trimmed))
        }
        self.characters = characters
        self.isSpace = isSpace
        self.words = words
        self.paragraphs = paragraphs
    }

    /// How many lines the text draws offered no width: one per explicit line (none when empty).
    var idealLineCount: Int { isEmpty ? 0 : paragraphs.count }

    /// `TextMeasurer.measure(text, style:, proposal:, lineLimit:, lineSpacing:).size`.
    func size(for proposal: ProposedSize, style: TextStyleMetrics, lineLimit: Int?, lineSpacing: Double) -> Size {
        if isEmpty || TextMeasurer.isZeroArea(proposal) { return .zero }
        let proposedWidth = TextMeasurer.clamped(proposal.width)
        let proposedHeight = TextMeasurer.clamped(proposal.height)

        if proposedWidth == 0 { return Size(width: 0, height: style.singleLineHeight) }   // as TextMeasurer: 0 wide, one line

        let maxWidth = proposedWidth ?? .infinity
        var lines: [Line] = []
        lines.reserveCapacity(paragraphs.count)
        for paragraph in paragraphs { wrap(paragraph, maxWidth: maxWidth, into: &lines) }

        var keep = lines.count
        if let height = proposedHeight, height.isFinite, height < style.height(lines: lines.count, lineSpacing: lineSpacing) {
            keep = 1
            while keep < lines.count, style.height(lines: keep + 1, lineSpacing: lineSpacing) <= height + 1e-9 { keep += 1 }
        }
        if let limit = lineLimit { keep = min(keep, max(1, limit)) }

        var width = 0.0
        for line in lines.prefix(keep - 1) { width = max(width, font.width(line.run)) }
        let last = lines[keep - 1]
        if keep < lines.count {
            width = max(width, truncatedWidth(last, maxWidth: maxWidth))
        } else {
            width = max(width, font.width(last.run))
        }
        return Size(width: width, height: style.height(lines: keep, lineSpacing: lineSpacing))
    }

    /// `TextMeasurer.wrap`, over the shaped words.
    private func wrap(_ paragraph: Paragraph, maxWidth: Double, into lines: inout [Line]) {
        var current: (start: Int32, run: TextMeasurer.Run)?

        func place(_ start: Int32, _ end: Int32, _ run: TextMeasurer.Run) {
            if font.fits(run, maxWidth) {
                current = (start, run)
                return
            }
            var line: (start: Int32, run: TextMeasurer.Run) = (start, TextMeasurer.Run())
            var i = start
            while i < end {
                let characterRun = characters[Int(i)]
                if line.start < i && !font.fits(line.run + characterRun, maxWidth) {
                    lines.append(Line(start: line.start, run: line.run, paragraphEnd: paragraph.end))
                    line = (i, TextMeasurer.Run())
                }
                line.run += characterRun
                i += 1
            }
            current = line
        }

        for w in paragraph.words {
            let word = words[w]
            if let line = current {
                let candidate = line.run + word.spaces + word.word
                if font.fits(candidate, maxWidth) {
                    current = (line.start, candidate)
                } else {
                    lines.append(Line(start: line.start, run: line.run, paragraphEnd: paragraph.end))
                    place(word.wordStart, word.end, word.word)
                }
            } else {
                place(word.spaceStart, word.end, word.spaces + word.word)
            }
        }
        if current == nil, paragraph.words.isEmpty, font.fits(paragraph.trimmed, maxWidth) {
            // A line of spaces only is as wide as its spaces (`TextMeasurer.wrap`).
            current = (paragraph.start, paragraph.trimmed)
        }
        lines.append(Line(start: current?.start ?? paragraph.start, run: current?.run ?? TextMeasurer.Run(), paragraphEnd: paragraph.end))
    }

    /// The width of `TextMeasurer.truncate`'s line: as much of the explicit line as fits before "…".
    private func truncatedWidth(_ line: Line, maxWidth: Double) -> Double {
        var prefixRun = TextMeasurer.Run()
        var prefixEnd = line.start
        while prefixEnd < line.paragraphEnd {
            let candidate = prefixRun + characters[Int(prefixEnd)]
            if !font.fits(candidate + ellipsis, maxWidth) { break }
            prefixRun = candidate
            prefixEnd += 1
        }
        while prefixEnd > line.start, isSpace[Int(prefixEnd - 1)] {
            prefixEnd -= 1
            prefixRun.units -= characters[Int(prefixEnd)].units
            prefixRun.glyphs -= characters[Int(prefixEnd)].glyphs
        }
        return font.width(prefixRun + ellipsis)
    }
}
