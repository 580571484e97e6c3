/// An origin and a size, in points.
public struct Rect: Sendable, Hashable, Codable {
    public var origin: Point
    public var size: Size

    public init(origin: Point, size: Size) {
        self.origin = origin
        self.size = size
    }

    public init(x: Double, y: Double, width: Double, height: Double) {
        self.init(origin: Point(x: x, y: y), size: Size(width: width, height: height))
    }

    public static let zero = Rect(origin: .zero, size: .zero)

    public var minX: Double { origin.x }
    public var minY: Double { origin.y }
    public var maxX: Double { origin.x + size.width }
    public var maxY: Double { origin.y + size.height }
    public var midX: Double { origin.x + size.width / 2 }
    public var midY: Double { origin.y + size.height / 2 }
    public var width: Double { size.width }
    public var height: Double { size.height }

    /// The rectangle shrunk by `insets` (sizes clamp at zero).
    public func inset(by insets: EdgeInsets) -> Rect {
        Rect(
            x: minX + insets.leading, y: minY + insets.top,
            width: max(0, width - insets.leading - insets.trailing),
            height: max(0, height - insets.top - insets.bottom))
    }

    /// The rectangle grown outward by `insets`.
    public func outset(by insets: EdgeInsets) -> Rect {
        Rect(
            x: minX - insets.leading, y: minY - insets.top,
            width: width + insets.leading + insets.trailing,
            height: height + insets.top + insets.bottom)
    }

    public func offsetBy(dx: Double, dy: Double) -> Rect {
        Rect(x: minX + dx, y: minY + dy, width: width, height: height)
    }
}
