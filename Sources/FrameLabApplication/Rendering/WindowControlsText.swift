import LayoutCore

/// What the iPadOS 26 window controls mean for one view in `:why`: the corner insets a
/// `GeometryReader` reads (`GeometryProxy.containerCornerInsets`), and where a container's top bar
/// puts its leading items. Empty when the window fills the screen (no controls).
///
/// The controls sit in the window's top-leading corner: the top left, or the top right in a
/// right-to-left layout (Apple names the corner by direction, "top leading"; that they move with
/// the direction is inferred from that naming and macOS's mirrored window buttons).
enum WindowControlsText {
    static func lines(for node: LaidOutNode, in environment: LayoutEnvironment, format: NumberFormat) -> [String] {
        guard let controls = environment.windowControls else { return [] }
        let rightToLeft = environment.layoutDirection == .rightToLeft
        let corner = rightToLeft ? "top-leading corner (the top right in right-to-left)" : "top-leading corner"
        let area = "the window controls' \(format.size(controls)) in the window's \(corner) (\(provenance(environment)))"
        switch node.kind {
        case .geometryReader:
            let inset = topLeadingInset(of: node.frame, in: environment) ?? .zero
            return [
                "GeometryProxy.containerCornerInsets.topLeading = \(format.size(inset)): the part of \(area) this reader overlaps",
                "  (Apple: \"When that window does display window controls, and the view overlaps the window control area, the corner inset size for the top leading corner will be the size of the overlapping area\"); its safe area is unchanged",
            ]
        case .container(let container) where (container.kind.barSubtractions + container.kind.contentSafeAreaBars).contains(where: { $0.edge == .top }):
            let start = rightToLeft
                ? "x = \(format.string(environment.windowSize.width - controls.width)) (\(format.string(environment.windowSize.width)) − \(format.string(controls.width)), leading is the right edge)"
                : "x = \(format.string(controls.width))"
            return [
                "leading items of its top bar start at \(start), clear of \(area); the safe area and the bar's height are unchanged (ToolbarItem placements avoid the controls by themselves: ZENN)",
            ]
        default:
            return []
        }
    }

    /// `GeometryProxy.containerCornerInsets.topLeading` for a view with `frame` (window points):
    /// the part of the window-controls area it overlaps, zero when it overlaps none; nil when the
    /// window shows no controls.
    static func topLeadingInset(of frame: Rect, in environment: LayoutEnvironment) -> Size? {
        guard let controls = environment.windowControls else { return nil }
        let minX = environment.layoutDirection == .rightToLeft ? environment.windowSize.width - controls.width : 0
        let width = max(0, min(frame.maxX, minX + controls.width) - max(frame.minX, minX))
        let height = max(0, min(frame.maxY, controls.height) - max(frame.minY, 0))
        return width > 0 && height > 0 ? Size(width: width, height: height) : .zero
    }

    /// Where the figures came from, estimates included.
    static func provenance(_ environment: LayoutEnvironment) -> String {
        ["windowControls.width", "windowControls.height"].map { name in
            var text = name
            if let origin = environment.metricOrigins[.metric(name)] { text += ", \(origin.displayText)" }
            if let note = environment.approximateFigures[.metric(name)] { text += "; estimate: \(note)" }
            return text
        }.joined(separator: "; ")
    }
}
