import LayoutCore

/// What the iPadOS 26 window controls mean for one view in `:why`: the corner insets a
/// `GeometryReader` reads (`GeometryProxy.containerCornerInsets`), and where a container's top bar
/// puts its leading items. Empty when the window fills the screen (no controls).
enum WindowControlsText {
    static func lines(for node: LaidOutNode, in environment: LayoutEnvironment, format: NumberFormat) -> [String] {
        guard let controls = environment.windowControls else { return [] }
        let area = "the window controls' \(format.size(controls)) in the window's top-leading corner (\(provenance(environment)))"
        switch node.kind {
        case .geometryReader:
            let frame = node.frame
            let width = max(0, min(frame.maxX, controls.width) - max(frame.minX, 0))
            let height = max(0, min(frame.maxY, controls.height) - max(frame.minY, 0))
            let inset = width > 0 && height > 0 ? Size(width: width, height: height) : .zero
            return [
                "GeometryProxy.containerCornerInsets.topLeading = \(format.size(inset)): the part of \(area) this reader overlaps",
                "  (Apple: \"When that window does display window controls, and the view overlaps the window control area, the corner inset size for the top leading corner will be the size of the overlapping area\"); its safe area is unchanged",
            ]
        case .container(let container) where (container.kind.barSubtractions + container.kind.contentSafeAreaBars).contains(where: { $0.edge == .top }):
            return [
                "leading items of its top bar start at x = \(format.string(controls.width)), clear of \(area); the safe area and the bar's height are unchanged (ToolbarItem placements avoid the controls by themselves: ZENN)",
            ]
        default:
            return []
        }
    }

    /// Where the figures came from, estimates included.
    static func provenance(_ environment: LayoutEnvironment) -> String {
        ["windowControls.width", "windowControls.height"].map { name in
            var text = name
            if let origin = environment.metricOrigins[name] { text += ", \(origin.displayText)" }
            if let note = environment.approximateFigures[name] { text += "; estimate: \(note)" }
            return text
        }.joined(separator: "; ")
    }
}
