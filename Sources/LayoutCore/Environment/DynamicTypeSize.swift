/// SwiftUI's `DynamicTypeSize`: the twelve content size categories, smallest first. `large` is the
/// system default. Raw values are SwiftUI's spellings (`.xSmall` … `.accessibility5`).
public enum DynamicTypeSize: String, Sendable, Hashable, Codable, CaseIterable, Comparable {
    case xSmall, small, medium, large, xLarge, xxLarge, xxxLarge
    case accessibility1, accessibility2, accessibility3, accessibility4, accessibility5

    /// The short names people type (`xs`, `L`, `AX3`) and UIKit's category names, resolved to a size.
    public init?(name: String) {
        let key = name.lowercased().replacingOccurrences(of: "-", with: "").replacingOccurrences(of: "_", with: "")
        if let size = DynamicTypeSize.allCases.first(where: { $0.rawValue.lowercased() == key }) {
            self = size
            return
        }
        let aliases: [String: DynamicTypeSize] = [
            "xs": .xSmall, "s": .small, "m": .medium, "l": .large, "default": .large,
            "xl": .xLarge, "xxl": .xxLarge, "xxxl": .xxxLarge,
            "ax1": .accessibility1, "ax2": .accessibility2, "ax3": .accessibility3,
            "ax4": .accessibility4, "ax5": .accessibility5,
            "extrasmall": .xSmall, "extralarge": .xLarge, "extraextralarge": .xxLarge,
            "extraextraextralarge": .xxxLarge,
            "accessibilitymedium": .accessibility1, "accessibilitylarge": .accessibility2,
            "accessibilityextralarge": .accessibility3, "accessibilityextraextralarge": .accessibility4,
            "accessibilityextraextraextralarge": .accessibility5,
        ]
        guard let size = aliases[key] else { return nil }
        self = size
    }

    /// `AX1`…`AX5` for the accessibility sizes, the raw value otherwise.
    public var shortName: String {
        switch self {
        case .accessibility1: "AX1"
        case .accessibility2: "AX2"
        case .accessibility3: "AX3"
        case .accessibility4: "AX4"
        case .accessibility5: "AX5"
        default: rawValue
        }
    }

    public var isAccessibilitySize: Bool { self >= .accessibility1 }

    public static func < (a: DynamicTypeSize, b: DynamicTypeSize) -> Bool {
        allCases.firstIndex(of: a)! < allCases.firstIndex(of: b)!
    }
}
