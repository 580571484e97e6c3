import LayoutCore
import Profiles

/// `:matrix`: one view laid out on every device and orientation of the registry, one row each,
/// with its frame, the container its `containerRelativeFrame` measured, and what to look at (the
/// view reaching past the window, layout warnings), so a layout that breaks somewhere shows.
struct DeviceMatrix {
    struct Row {
        var deviceID: String
        var orientation: Orientation
        var windowSize: Size?
        var frame: Rect?
        var container: String?
        var notes: [String]
        var isCurrent: Bool
    }

    var rows: [Row] = []

    /// Lays out `root` in every device and orientation and records node `target` in each.
    /// `environment` builds the environment for a selection (with the session's settings).
    init(root: ViewNode, target: Int, registry: ProfileRegistry, current: DeviceSelection, column: SplitColumn?,
         environment: (DeviceSelection) throws(CommandError) -> LayoutEnvironment, format: NumberFormat) {
        for deviceID in registry.deviceIDs {
            guard let device = registry.devices[deviceID] else { continue }
            for orientation in device.orientations {
                let selection = DeviceSelection(deviceID: deviceID, orientation: orientation, column: column)
                let isCurrent = current.window == nil && current.deviceID == deviceID
                    && (device.rotates ? current.orientation : .portrait) == orientation
                do {
                    let result = LayoutEngine.layout(root, in: try environment(selection))
                    rows.append(Self.row(for: target, in: result, deviceID: deviceID, orientation: orientation, isCurrent: isCurrent, format: format))
                } catch {
                    rows.append(Row(deviceID: deviceID, orientation: orientation, notes: [error.message], isCurrent: isCurrent))
                }
            }
        }
    }

    private static func row(for target: Int, in result: LayoutResult, deviceID: String, orientation: Orientation, isCurrent: Bool, format: NumberFormat) -> Row {
        let window = result.environment.windowSize
        guard result.nodes.indices.contains(target) else {
            return Row(deviceID: deviceID, orientation: orientation, windowSize: window, notes: ["not laid out"], isCurrent: isCurrent)
        }
        let frame = result.nodes[target].frame
        let holder = WhyReport.resolutionHolder(of: target, in: result)
        let container = holder.flatMap { FrameRow(result.nodes[$0], format: format).container }
        var notes: [String] = []
        if let grid = result.gridSummary(for: target) { notes.append(grid) }
        let overflow = [
            ("left", -frame.minX), ("right", frame.maxX - window.width),
            ("top", -frame.minY), ("bottom", frame.maxY - window.height),
        ].filter { $0.1 > 0.5 }
        if !overflow.isEmpty {
            notes.append("past the " + overflow.map { "\($0.0) edge by \(format.string($0.1))" }.joined(separator: ", "))
        }
        let watched = Set([target] + (holder.map { [$0] } ?? []))
        for diagnostic in result.diagnostics where diagnostic.nodeID.map(watched.contains) ?? false && diagnostic.severity != .note {
            notes.append("\(diagnostic.severity.rawValue): \(diagnostic.message)")
        }
        return Row(deviceID: deviceID, orientation: orientation, windowSize: window, frame: frame, container: container, notes: notes, isCurrent: isCurrent)
    }

    func render(title: String, format: NumberFormat, style: OutputStyle) -> String {
        var table = TextTable(columns: [
            ("  device", .left), ("orientation", .left), ("window", .right), ("x", .right), ("y", .right),
            ("width", .right), ("height", .right), ("container", .left), ("note", .left),
        ])
        for row in rows {
            table.append([
                (row.isCurrent ? "* " : "  ") + row.deviceID, row.orientation.rawValue,
                row.windowSize.map(format.size) ?? "",
                row.frame.map { format.string($0.minX) } ?? "", row.frame.map { format.string($0.minY) } ?? "",
                row.frame.map { format.string($0.width) } ?? "", row.frame.map { format.string($0.height) } ?? "",
                row.container ?? "", row.notes.joined(separator: "; "),
            ])
        }
        let sizes = Set(rows.compactMap { $0.frame.map { format.size($0.size) } })
        let summary = (sizes.count == 1 ? "the same size in all \(rows.count) layouts" : "\(sizes.count) different sizes in \(rows.count) layouts")
            + (rows.contains { $0.isCurrent } ? "; * marks the current device" : "")
        return style.dim(title) + "\n" + table.render(header: style.bold) + "\n" + style.dim(summary)
    }
}
