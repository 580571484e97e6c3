import Foundation
import LayoutCore
import Profiles

/// A colour or style as the source wrote it (`.red`, `Color(red: 0.2, green: 0.4, blue: 1)`,
/// `Color(.systemGray6)`, `.blue.opacity(0.3)`, `.ultraThinMaterial`, a gradient), evaluated against
/// the colour table for one appearance. What it cannot evaluate (an asset name, a custom extension)
/// is nil with the reason, and the picture uses the table's `fallback` role with a warning.
struct ColorExpression {
    var table: ColorTable
    var appearance: Appearance

    enum Outcome: Equatable {
        case colour(RGBA)
        case unknown(String)
    }

    func evaluate(_ written: String) -> Outcome {
        var text = written.trimmingCharacters(in: .whitespacesAndNewlines)
        // `condition ? a : b`: the condition is not known before run time; drawn as `a`.
        if let branch = Self.firstBranch(text) { return evaluate(branch) }
        var opacity = 1.0
        // Trailing modifiers: `.opacity(x)` multiplies alpha; `.gradient`, `.secondary` on a colour
        // (a hierarchical level: drawn at 60 % like secondaryLabel), `.shadow(…)` are drawn as the colour.
        while true {
            if let range = text.range(of: #"\.opacity\(\s*([0-9.]+)\s*\)$"#, options: .regularExpression) {
                let inner = text[range].dropFirst(".opacity(".count).dropLast().trimmingCharacters(in: .whitespaces)
                guard let value = Double(inner) else { return .unknown("'\(written)': the opacity is not a number") }
                opacity *= value
                text = String(text[..<range.lowerBound])
            } else if text.hasSuffix(".gradient") {
                text.removeLast(".gradient".count)
            } else if let range = text.range(of: #"\.(secondary|tertiary|quaternary)$"#, options: .regularExpression),
                      !["", "Color", "ShapeStyle", "HierarchicalShapeStyle"].contains(String(text[..<range.lowerBound])) {
                opacity *= text[range] == ".secondary" ? 0.6 : text[range] == ".tertiary" ? 0.3 : 0.18
                text = String(text[..<range.lowerBound])
            } else {
                break
            }
        }
        switch base(text, written: written) {
        case .colour(let colour): return .colour(colour.withOpacity(opacity))
        case .unknown(let why): return .unknown(why)
        }
    }

    private func base(_ text: String, written: String) -> Outcome {
        var name = text
        for prefix in ["Color.", "UIColor.", "NSColor.", "Material.", "HierarchicalShapeStyle.", "ShapeStyle.", "."] where name.hasPrefix(prefix) {
            name.removeFirst(prefix.count)
            break
        }
        if let entry = table.entry(named: name) { return .colour(entry.value(appearance)) }
        if let call = Self.call(text) {
            switch call.name {
            case "Color", "UIColor", "NSColor":
                return colourInitializer(call.arguments, written: written)
            case "AnyShapeStyle", "AnyGradient":
                return call.arguments.first.map { evaluate($0.value) }.map(unwrap) ?? .unknown("'\(written)' has no style")
            case "LinearGradient", "RadialGradient", "AngularGradient", "EllipticalGradient", "Gradient":
                // Drawn as its first colour.
                let first = Self.firstListElement(call.arguments.first { $0.label == "colors" || $0.label == "gradient" || $0.label == nil }?.value ?? "")
                return first.map { evaluate($0) }.map(unwrap) ?? .unknown("'\(written)': the gradient's colours are not written out")
            default:
                break
            }
        }
        if name.hasPrefix("Color(\"") || name.hasPrefix("Color(named") {
            return .unknown("'\(written)' is an asset catalogue colour, which FrameLab cannot read")
        }
        let suggestion = name.allSatisfy { $0.isLetter || $0.isNumber } ? NameSuggestion.hint(for: name, in: table.knownNames) : ""
        let advice = suggestion.isEmpty && name.allSatisfy({ $0.isLetter || $0.isNumber }) ? " (an app's own colour can be added to \(ColorTableLoader.relativePath) in a profile directory)" : ""
        return .unknown("unknown colour '\(written)'\(suggestion)\(advice)")
    }

    /// `a` of `condition ? a : b` (the `?` and `:` outside brackets and strings), else nil.
    static func firstBranch(_ text: String) -> String? {
        var depth = 0
        var inString = false
        var question: String.Index?
        for index in text.indices {
            let character = text[index]
            if character == "\"" { inString.toggle() }
            guard !inString else { continue }
            if "([{".contains(character) { depth += 1 }
            if ")]}".contains(character) { depth -= 1 }
            guard depth == 0 else { continue }
            if character == "?", question == nil, index > text.startIndex, text[text.index(before: index)] == " " {
                question = index
            } else if character == ":", let start = question {
                let branch = text[text.index(after: start)..<index].trimmingCharacters(in: .whitespaces)
                return branch.isEmpty ? nil : branch
            }
        }
        return nil
    }

    private func unwrap(_ outcome: Outcome) -> Outcome { outcome }

    /// `Color(red:green:blue:opacity:)`, `Color(white:opacity:)`, `Color(hue:saturation:brightness:)`,
    /// `Color(.systemGray6)`, `Color(uiColor: .label)`, `Color(UIColor.systemBlue)`.
    private func colourInitializer(_ arguments: [(label: String?, value: String)], written: String) -> Outcome {
        func number(_ label: String) -> Double? {
            arguments.first { $0.label == label }.flatMap { Self.number($0.value) }
        }
        let alpha = number("opacity") ?? number("alpha") ?? 1
        if let r = number("red"), let g = number("green"), let b = number("blue") {
            return .colour(RGBA(red: r, green: g, blue: b, alpha: alpha))
        }
        if let w = number("white") { return .colour(RGBA(red: w, green: w, blue: w, alpha: alpha)) }
        if let h = number("hue"), let s = number("saturation"), let v = number("brightness") {
            return .colour(Self.hsb(h, s, v).withOpacity(alpha))
        }
        if let first = arguments.first, ["uiColor", "nsColor", "cgColor", nil].contains(first.label) {
            if first.value.hasPrefix("\"") { return .unknown("'\(written)' is an asset catalogue colour, which FrameLab cannot read") }
            return evaluate(first.value)
        }
        return .unknown("'\(written)': FrameLab evaluates Color(red:green:blue:), Color(white:), Color(hue:saturation:brightness:) and Color(.name)")
    }

    static func hsb(_ h: Double, _ s: Double, _ v: Double) -> RGBA {
        let hue = (h - h.rounded(.down)) * 6
        let sector = Int(hue) % 6
        let f = hue - Double(Int(hue))
        let p = v * (1 - s), q = v * (1 - s * f), t = v * (1 - s * (1 - f))
        let (r, g, b): (Double, Double, Double) = switch sector {
        case 0: (v, t, p)
        case 1: (q, v, p)
        case 2: (p, v, t)
        case 3: (p, q, v)
        case 4: (t, p, v)
        default: (v, p, q)
        }
        return RGBA(red: r, green: g, blue: b)
    }

    /// A number literal, or a simple division (`200 / 255`, `0x33 / 255.0`).
    static func number(_ text: String) -> Double? {
        let parts = text.split(separator: "/").map { $0.trimmingCharacters(in: .whitespaces) }
        func literal(_ s: String) -> Double? {
            if s.hasPrefix("0x"), let value = Int(s.dropFirst(2), radix: 16) { return Double(value) }
            return Double(s)
        }
        if parts.count == 1 { return literal(parts[0]) }
        if parts.count == 2, let a = literal(parts[0]), let b = literal(parts[1]), b != 0 { return a / b }
        return nil
    }

    /// `Name(label: value, …)`: the name and the top-level arguments; nil when the text is not one call.
    static func call(_ text: String) -> (name: String, arguments: [(label: String?, value: String)])? {
        guard let open = text.firstIndex(of: "("), text.hasSuffix(")") else { return nil }
        let name = String(text[..<open])
        guard !name.isEmpty, name.allSatisfy({ $0.isLetter || $0.isNumber || $0 == "_" }) else { return nil }
        let inner = text[text.index(after: open)..<text.index(before: text.endIndex)]
        var arguments: [(label: String?, value: String)] = []
        for piece in splitTopLevel(inner) {
            let trimmed = piece.trimmingCharacters(in: .whitespaces)
            if let colon = trimmed.firstIndex(of: ":"), trimmed[..<colon].allSatisfy({ $0.isLetter || $0.isNumber || $0 == "_" }), !trimmed[..<colon].isEmpty {
                arguments.append((String(trimmed[..<colon]), trimmed[trimmed.index(after: colon)...].trimmingCharacters(in: .whitespaces)))
            } else if !trimmed.isEmpty {
                arguments.append((nil, trimmed))
            }
        }
        return (name, arguments)
    }

    /// The first element of `[a, b]`, or of `Gradient(colors: [a, b])`.
    static func firstListElement(_ text: String) -> String? {
        var value = text.trimmingCharacters(in: .whitespaces)
        if let inner = call(value), let colors = inner.arguments.first(where: { $0.label == "colors" }) { value = colors.value }
        guard value.hasPrefix("["), value.hasSuffix("]") else { return value.isEmpty ? nil : value }
        return splitTopLevel(value.dropFirst().dropLast()).first.map { $0.trimmingCharacters(in: .whitespaces) }
    }

    /// Splits at commas outside brackets and strings.
    static func splitTopLevel(_ text: Substring) -> [String] {
        var pieces: [String] = []
        var depth = 0
        var inString = false
        var current = ""
        for character in text {
            if character == "\"" { inString.toggle() }
            if !inString {
                if "([{".contains(character) { depth += 1 }
                if ")]}".contains(character) { depth -= 1 }
                if character == ",", depth == 0 {
                    pieces.append(current)
                    current = ""
                    continue
                }
            }
            current.append(character)
        }
        if !current.trimmingCharacters(in: .whitespaces).isEmpty { pieces.append(current) }
        return pieces
    }
}
