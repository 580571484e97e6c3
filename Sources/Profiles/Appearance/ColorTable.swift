import Foundation

/// A colour in sRGB with straight (not premultiplied) alpha, each component 0...1.
public struct RGBA: Sendable, Hashable {
    public var red: Double
    public var green: Double
    public var blue: Double
    public var alpha: Double

    public init(red: Double, green: Double, blue: Double, alpha: Double = 1) {
        func unit(_ value: Double) -> Double { value.isFinite ? min(1, max(0, value)) : 0 }
        self.red = unit(red)
        self.green = unit(green)
        self.blue = unit(blue)
        self.alpha = unit(alpha)
    }

    /// `#RRGGBB` or `#RRGGBBAA` (the `#` optional); nil for anything else.
    public init?(hex text: String) {
        let digits = text.hasPrefix("#") ? text.dropFirst() : Substring(text)
        guard digits.count == 6 || digits.count == 8, let value = UInt32(digits, radix: 16) else { return nil }
        let full = digits.count == 6 ? value << 8 | 0xFF : value
        self.init(
            red: Double(full >> 24 & 0xFF) / 255, green: Double(full >> 16 & 0xFF) / 255,
            blue: Double(full >> 8 & 0xFF) / 255, alpha: Double(full & 0xFF) / 255)
    }

    /// `#rrggbb`, for SVG and HTML (the alpha goes in a separate opacity).
    public var hexRGB: String {
        func byte(_ value: Double) -> String {
            let text = String(Int((value * 255).rounded()), radix: 16)
            return text.count == 1 ? "0" + text : text
        }
        return "#" + byte(red) + byte(green) + byte(blue)
    }

    /// The same colour with its alpha multiplied by `factor`.
    public func withOpacity(_ factor: Double) -> RGBA {
        RGBA(red: red, green: green, blue: blue, alpha: alpha * (factor.isFinite ? factor : 1))
    }

    /// Relative luminance (WCAG), to pick a readable text colour on a fill.
    public var luminance: Double {
        func linear(_ c: Double) -> Double { c <= 0.04045 ? c / 12.92 : pow((c + 0.055) / 1.055, 2.4) }
        return 0.2126 * linear(red) + 0.7152 * linear(green) + 0.0722 * linear(blue)
    }
}

/// Light or dark: which value of each colour a picture uses.
public enum Appearance: String, Sendable, Hashable, CaseIterable {
    case light, dark
}

/// The colour table of `Views/Appearance/colors.yaml`: named colours with a light and a dark
/// value, aliases (SwiftUI's other spellings of them), the roles a picture paints where the source
/// names no colour, and how each view kind is drawn.
public struct ColorTable: Sendable, Hashable {
    public struct Entry: Sendable, Hashable {
        public var light: RGBA
        public var dark: RGBA
        /// `Views/Appearance/colors.yaml:21`.
        public var origin: String

        public init(light: RGBA, dark: RGBA, origin: String) {
            self.light = light
            self.dark = dark
            self.origin = origin
        }

        public func value(_ appearance: Appearance) -> RGBA { appearance == .light ? light : dark }
    }

    public var colors: [String: Entry] = [:]
    public var aliases: [String: String] = [:]
    public var roles: [String: String] = [:]
    /// View kind id → likeness (`Toggle` → `switch`).
    public var likenesses: [String: String] = [:]
    /// The files the table was read from, in order.
    public var files: [String] = []
    /// Where each alias, role and likeness was written (`aliases.primary`), for diagnostics.
    public var positions: [String: Position] = [:]

    /// A line and column in a colour table file.
    public struct Position: Sendable, Hashable {
        public var file: String
        public var line: Int
        public var column: Int
    }

    public init() {}

    /// The entry `name` names, directly or through aliases (at most 8 steps); nil when unknown.
    public func entry(named name: String) -> Entry? {
        var current = name
        for _ in 0..<8 {
            if let entry = colors[current] { return entry }
            guard let next = aliases[current] else { return nil }
            current = next
        }
        return nil
    }

    /// The colour of role `role` (`text`, `card`, …); mid grey when the table lacks it.
    public func role(_ role: String, _ appearance: Appearance) -> RGBA {
        let name = roles[role] ?? role
        return entry(named: name)?.value(appearance) ?? RGBA(red: 0.56, green: 0.56, blue: 0.58)
    }

    /// Every name a colour expression may use (entries and aliases), for suggestions.
    public var knownNames: [String] { Array(colors.keys) + Array(aliases.keys) }
}
