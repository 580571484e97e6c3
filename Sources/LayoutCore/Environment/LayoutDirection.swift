/// SwiftUI's `LayoutDirection`: which way leading and trailing run.
public enum LayoutDirection: String, Sendable, Hashable, Codable, CaseIterable {
    case leftToRight, rightToLeft

    /// `ltr`/`rtl` as well as the SwiftUI spellings.
    public init?(name: String) {
        switch name.lowercased() {
        case "ltr", "lefttoright": self = .leftToRight
        case "rtl", "righttoleft": self = .rightToLeft
        default: return nil
        }
    }
}
