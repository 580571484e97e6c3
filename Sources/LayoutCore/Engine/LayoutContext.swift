/// What flows down the tree besides the proposal. A plain value, copied without retaining
/// anything: scopes, safe-area layers and the rarely set settings (`ContextSettings`) live in
/// tables of the run and are referred to by index.
struct LayoutContext: Equatable {
    /// Index of the nearest `ContainerScope` (the window's is 0).
    var scope: Int32
    /// Index of the current `SafeAreaLayer` (placement only).
    var layer: Int32
    /// The axis of the stack this node is a direct child of (for Spacer and Divider).
    var stackAxis: Axis?
    var textStyle: TextStyle
    var lineLimit: Int?
    /// The content size category text is sized for (the environment's, clamped by `.dynamicTypeSize`).
    var dynamicTypeSize: DynamicTypeSize
    /// Extra space between lines of text (`.lineSpacing`).
    var lineSpacing: Double = 0
    /// The case text is shown in (`.textCase`, or a list style's uppercased headers).
    var textCase: TextCase?
    /// The weight text is set in (`.fontWeight`, `.bold()`), in place of its style's; nil: the style's.
    var fontWeight: FontWeight?
    /// Digits take one width (`.monospacedDigit()`).
    var monospacedDigits = false
    /// The font's design (`.fontDesign`), nil: the default (SF Pro).
    var fontDesign: FontDesign?
    /// Points after every character (`.tracking`, `.kerning`), on top of the font's tracking.
    var extraTracking: Double = 0
    /// Set on the rows of a column-style Form: a labelled control puts its label in a column this
    /// wide (trailing-aligned) and its control `spacing` after it.
    var formColumns: FormColumns?
    /// Insets a parent hands to a direct child container that extends under them (bars,
    /// safeAreaPadding): the container subtracts them from the size it provides.
    var pendingInsets: EdgeInsets
    /// Index of the context's `ContextSettings` in the run's table (0: none set).
    var settings: Int32 = 0
    /// The size of the nearest enclosing `GeometryReader` (what its proxy's `size` reads), nil
    /// outside one: the lengths a frame computes from `proxy.size` (`ReaderRelativeFrame.swift`).
    var readerSize: Size?

    func descending() -> LayoutContext {
        var copy = self
        copy.stackAxis = nil
        copy.pendingInsets = .zero
        return copy
    }
}

/// The two columns of a column-style Form row: the label column's width and the gap after it.
struct FormColumns: Hashable {
    var labelWidth: Double
    var spacing: Double
}

/// The nearest container that provides a size to `containerRelativeFrame`.
struct ContainerScope: Hashable {
    var nodeID: Int32?
    var part: String?
    /// Usable length per axis; nil when the container could not know it (nil proposal).
    var usableWidth: Double?
    var usableHeight: Double?
    /// Axes on which the length came from a scroll view's non-scroll axis (unstable in SwiftUI).
    var unstableAxes: AxisSet
    var parent: Int32

    func usable(_ axis: Axis) -> Double? { axis == .horizontal ? usableWidth : usableHeight }
}

/// A safe-area region in window coordinates: views may extend to `outer`, content stays in `inner`.
struct SafeAreaLayer: Hashable {
    var outer: Rect
    var inner: Rect
    var parent: Int32
    /// What made the band on each edge grow at this layer.
    var source: SafeAreaSource

    /// Width of the band on `edge`.
    func band(_ edge: Edge) -> Double {
        switch edge {
        case .top: inner.minY - outer.minY
        case .bottom: outer.maxY - inner.maxY
        case .leading: inner.minX - outer.minX
        case .trailing: outer.maxX - inner.maxX
        }
    }

    /// How far a container part at `rect` (a split-view column, a list) may extend: on each edge
    /// where `rect` reaches this layer's safe area, to this layer's outer edge; elsewhere (a
    /// column's edge inside the screen) no further than `rect` itself.
    func reach(of rect: Rect) -> Rect {
        let minX = rect.minX <= inner.minX ? min(rect.minX, outer.minX) : rect.minX
        let minY = rect.minY <= inner.minY ? min(rect.minY, outer.minY) : rect.minY
        let maxX = rect.maxX >= inner.maxX ? max(rect.maxX, outer.maxX) : rect.maxX
        let maxY = rect.maxY >= inner.maxY ? max(rect.maxY, outer.maxY) : rect.maxY
        return Rect(x: minX, y: minY, width: maxX - minX, height: maxY - minY)
    }

    /// How far `frame` reaches into the band on `edge`.
    func overlap(of frame: Rect, on edge: Edge) -> Double {
        let amount: Double
        switch edge {
        case .top: amount = min(frame.maxY, inner.minY) - max(frame.minY, outer.minY)
        case .bottom: amount = min(frame.maxY, outer.maxY) - max(frame.minY, inner.maxY)
        case .leading: amount = min(frame.maxX, inner.minX) - max(frame.minX, outer.minX)
        case .trailing: amount = min(frame.maxX, outer.maxX) - max(frame.minX, inner.maxX)
        }
        return max(0, amount)
    }
}

/// A bar that made a safe-area band, for explanations.
struct BarSource: Hashable {
    var metric: String
    var bar: BarPlacement
    var origin: ProfileOrigin?
}

enum SafeAreaSource: Hashable {
    case window
    case bars([Edge: BarSource])
    case safeAreaPadding(nodeID: Int32)
    case ignored
}
