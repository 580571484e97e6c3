/// The writing systems of characters that FrameLab's advance table lacks, so that a text using
/// them can say so: such characters get a width from a fallback rule (`TextMeasurer`): an East
/// Asian wide character (Han, kana, Hangul, fullwidth forms) or an emoji is one em, any other one
/// the mean a–z advance. Never zero, never a crash; an estimate.
public enum TextScript {
    /// The names of the scripts in `text` whose characters the table lacks, in order of first use
    /// (`Han`, `emoji`, `Arabic`); empty when every character has a measured advance.
    /// With no measured table (`TextFont.unmeasured`), Latin, Greek and Cyrillic count as measured
    /// (what the shipped table covers).
    public static func unmeasured(in text: String, font: TextFont) -> [String] {
        var names: [String] = []
        let measured = font.isMeasured
        for scalar in text.unicodeScalars
        where measured ? !TextMeasurer.hasAdvance(scalar, font: font) : !(scalar.value < 0x530 || TextMeasurer.Font.isZeroWidth(scalar.value)) {
            let name = self.name(of: scalar)
            if !names.contains(name) { names.append(name) }
        }
        return names
    }

    /// The script (or kind of symbol) of a scalar, by Unicode block.
    public static func name(of scalar: Unicode.Scalar) -> String {
        switch scalar.value {
        case 0x0370...0x03FF, 0x1F00...0x1FFF: "Greek"
        case 0x0400...0x052F, 0x2DE0...0x2DFF, 0xA640...0xA69F: "Cyrillic"
        case 0x0530...0x058F: "Armenian"
        case 0x0590...0x05FF, 0xFB1D...0xFB4F: "Hebrew"
        case 0x0600...0x06FF, 0x0750...0x077F, 0x08A0...0x08FF, 0xFB50...0xFDFF, 0xFE70...0xFEFF: "Arabic"
        case 0x0700...0x074F: "Syriac"
        case 0x0780...0x07BF: "Thaana"
        case 0x0900...0x097F, 0xA8E0...0xA8FF: "Devanagari"
        case 0x0980...0x09FF: "Bengali"
        case 0x0A00...0x0A7F: "Gurmukhi"
        case 0x0A80...0x0AFF: "Gujarati"
        case 0x0B00...0x0B7F: "Oriya"
        case 0x0B80...0x0BFF: "Tamil"
        case 0x0C00...0x0C7F: "Telugu"
        case 0x0C80...0x0CFF: "Kannada"
        case 0x0D00...0x0D7F: "Malayalam"
        case 0x0D80...0x0DFF: "Sinhala"
        case 0x0E00...0x0E7F: "Thai"
        case 0x0E80...0x0EFF: "Lao"
        case 0x0F00...0x0FFF: "Tibetan"
        case 0x1000...0x109F: "Myanmar"
        case 0x10A0...0x10FF, 0x2D00...0x2D2F: "Georgian"
        case 0x1100...0x11FF, 0x3130...0x318F, 0xA960...0xA97F, 0xAC00...0xD7FF: "Hangul"
        case 0x1200...0x139F: "Ethiopic"
        case 0x13A0...0x13FF: "Cherokee"
        case 0x1780...0x17FF: "Khmer"
        case 0x1800...0x18AF: "Mongolian"
        case 0x3040...0x309F: "Hiragana"
        case 0x30A0...0x30FF, 0x31F0...0x31FF: "Katakana"
        case 0x3100...0x312F, 0x31A0...0x31BF: "Bopomofo"
        case 0x2E80...0x2FDF, 0x3400...0x4DBF, 0x4E00...0x9FFF, 0xF900...0xFAFF, 0x20000...0x3FFFD: "Han"
        case 0x3000...0x303F: "CJK punctuation"
        case 0xFF00...0xFFEF: "fullwidth forms"
        case 0x1F000...0x1FAFF: "emoji"
        case 0x0000...0x024F, 0x1E00...0x1EFF: "Latin"
        default: scalar.properties.isEmojiPresentation || scalar.properties.isEmoji ? "emoji" : "symbols"
        }
    }
}
