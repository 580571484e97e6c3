/// Horizontal alignment guides that FrameLab models.
public enum HorizontalAlignment: String, Sendable, Hashable, Codable, CaseIterable {
    case leading, center, trailing

    /// Fraction of the width at which the guide sits.
    public var fraction: Double {
        switch self {
        case .leading: 0
        case .center: 0.5
        case .trailing: 1
        }
    }
}

/// Vertical alignment guides. A Text's baselines come from its font (`textBaseline` in the engine);
/// every other view's, and the default, is its bottom (OpenSwiftUI `FirstTextBaseline.defaultValue`
/// is `context.height`, and so is the last).
public enum VerticalAlignment: String, Sendable, Hashable, Codable, CaseIterable {
    case top, center, bottom, firstTextBaseline, lastTextBaseline

    /// `firstTextBaseline` or `lastTextBaseline`.
    public var isTextBaseline: Bool { self == .firstTextBaseline || self == .lastTextBaseline }

    public var fraction: Double {
        switch self {
        case .top: 0
        case .center: 0.5
        case .bottom, .firstTextBaseline, .lastTextBaseline: 1
        }
    }
}

/// A two-dimensional alignment such as `.topLeading`.
public struct Alignment: Sendable, Hashable, Codable {
    public var horizontal: HorizontalAlignment
    public var vertical: VerticalAlignment

    public init(horizontal: HorizontalAlignment, vertical: VerticalAlignment) {
        self.horizontal = horizontal
        self.vertical = vertical
    }

    public static let center = Alignment(horizontal: .center, vertical: .center)
    public static let leading = Alignment(horizontal: .leading, vertical: .center)
    public static let trailing = Alignment(horizontal: .trailing, vertical: .center)
    public static let top = Alignment(horizontal: .center, vertical: .top)
    public static let bottom = Alignment(horizontal: .center, vertical: .bottom)
    public static let topLeading = Alignment(horizontal: .leading, vertical: .top)
    public static let topTrailing = Alignment(horizontal: .trailing, vertical: .top)
    public static let bottomLeading = Alignment(horizontal: .leading, vertical: .bottom)
    public static let bottomTrailing = Alignment(horizontal: .trailing, vertical: .bottom)

    /// The nine named alignments with their Swift names.
    public static let named: [(name: String, alignment: Alignment)] = [
        ("center", .center), ("leading", .leading), ("trailing", .trailing),
        ("top", .top), ("bottom", .bottom), ("topLeading", .topLeading),
        ("topTrailing", .topTrailing), ("bottomLeading", .bottomLeading),
        ("bottomTrailing", .bottomTrailing),
    ]

    public var name: String {
        Alignment.named.first { $0.alignment == self }?.name ?? "\(horizontal.rawValue)/\(vertical.rawValue)"
    }

    /// Origin of a child of size `child` aligned inside a box of size `container`.
    public func origin(of child: Size, in container: Size) -> Point {
        Point(
            x: horizontal.fraction * (container.width - child.width),
            y: vertical.fraction * (container.height - child.height))
    }
}
