import LayoutCore

/// A window to lay out in, instead of the full screen.
public enum WindowSelection: Sendable, Hashable {
    /// A named window of the device (`split-1/2`, `slide-over`, `default`).
    case named(String)
    /// A window of the device's platform: no safe area and no bars, but the device's idiom, OS,
    /// size classes, text styles, list styles and control metrics (a component snapshot or a
    /// `.previewLayout(.fixed…)` preview on that device; written `WIDTHxHEIGHT`).
    case size(width: Double, height: Double)
    /// A window of no platform at all (written `plain:WIDTHxHEIGHT`): no safe area, no bars, no
    /// device figures, regular size classes; what `--window` gave before windows kept their device.
    case plain(width: Double, height: Double)

    /// The prefix that asks for a platform-less window.
    public static let plainPrefix = "plain:"

    /// How the window is written on the command line and in `:window`.
    public var label: String {
        switch self {
        case .named(let name): name
        case .size(let width, let height): "\(formatLength(width))x\(formatLength(height))"
        case .plain(let width, let height): "\(Self.plainPrefix)\(formatLength(width))x\(formatLength(height))"
        }
    }
}
