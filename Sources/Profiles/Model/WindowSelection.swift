/// A window to lay out in, instead of the full screen.
public enum WindowSelection: Sendable, Hashable {
    /// A named window of the device (`split-1/2`, `slide-over`, `default`).
    case named(String)
    /// A plain window: no safe area, no bars.
    case size(width: Double, height: Double)
}
