/// A `Section` as written: its children are the header (when `hasHeader`), the rows, then the
/// footer (when `hasFooter`). Inside a List or Form the parts are laid out with the style's section
/// metrics; anywhere else a Section is transparent, like a Group.
public struct ListSectionSpec: Sendable, Hashable {
    public var hasHeader: Bool
    public var hasFooter: Bool

    public init(hasHeader: Bool, hasFooter: Bool) {
        self.hasHeader = hasHeader
        self.hasFooter = hasFooter
    }
}

/// `.listSectionSpacing(…)`: the gap between sections.
public enum ListSectionSpacing: Sendable, Hashable {
    case standard
    case compact
    case custom(Double)

    var sourceText: String {
        switch self {
        case .standard: ".default"
        case .compact: ".compact"
        case .custom(let value): formatLength(value)
        }
    }
}

/// Modifiers that change how a List or Form lays out what is below them: the style, the section
/// spacing, the minimum row height, the row spacing and a row's own insets.
public enum ListEnvironmentModifier: Sendable, Hashable {
    /// `.listStyle(.plain)` or `.formStyle(.grouped)`: `modifier` is the SwiftUI modifier name, so a
    /// List reads `listStyle` and a Form `formStyle` (the kind's `styleModifier`).
    case style(modifier: String, name: String)
    case sectionSpacing(ListSectionSpacing)
    /// `.environment(\.defaultMinListRowHeight, …)`.
    case minimumRowHeight(Double)
    case rowSpacing(Double)
    /// `.listRowInsets(…)`; nil restores the style's insets.
    case rowInsets(EdgeInsets?)
    /// `.headerProminence(.increased)`.
    case headerProminence(increased: Bool)

    /// The SwiftUI modifier name.
    public var name: String {
        switch self {
        case .style(let modifier, _): modifier
        case .sectionSpacing: "listSectionSpacing"
        case .minimumRowHeight: "environment"
        case .rowSpacing: "listRowSpacing"
        case .rowInsets: "listRowInsets"
        case .headerProminence: "headerProminence"
        }
    }

    /// The argument as it would be written.
    public var argumentText: String {
        switch self {
        case .style(_, let name): "." + name
        case .sectionSpacing(let spacing): spacing.sourceText
        case .minimumRowHeight(let height): "\\.defaultMinListRowHeight, \(formatLength(height))"
        case .rowSpacing(let spacing): formatLength(spacing)
        case .rowInsets(let insets?): "EdgeInsets(top: \(formatLength(insets.top)), leading: \(formatLength(insets.leading)), bottom: \(formatLength(insets.bottom)), trailing: \(formatLength(insets.trailing)))"
        case .rowInsets(nil): "nil"
        case .headerProminence(let increased): increased ? ".increased" : ".standard"
        }
    }

    func applied(to list: ListEnvironment) -> ListEnvironment {
        var copy = list
        switch self {
        case .style(let modifier, let name): copy.styles[modifier] = name
        case .sectionSpacing(let spacing): copy.sectionSpacing = spacing
        case .minimumRowHeight(let height): copy.minimumRowHeight = height.isFinite && height >= 0 ? height : nil
        case .rowSpacing(let spacing): copy.rowSpacing = spacing.isFinite ? spacing : nil
        case .rowInsets: break  // a row trait: the list reads it from the row (ListSections)
        case .headerProminence: break  // a section trait, read like row insets
        }
        return copy
    }
}

/// The list settings in effect at a node (what the list modifiers above it chose).
struct ListEnvironment: Hashable {
    /// Style selections by modifier name (`listStyle` → `plain`).
    var styles: [String: String] = [:]
    var sectionSpacing: ListSectionSpacing?
    var minimumRowHeight: Double?
    var rowSpacing: Double?
}
