import Dispatch
import Foundation
import LayoutCore
import Profiles
import ViewSyntax

/// `:matrix`: one view laid out across the axes a layout varies on (devices, orientations, OS
/// generations, Dynamic Type sizes, directions, windows), one row per layout, with the view's
/// frame, the container its `containerRelativeFrame` measured and its line count; rows where these
/// change from the row above are marked `Δ`, and what breaks is noted (text wrapped into more
/// lines than its fewest or truncated, the view outside the window or clipped by its container).
/// The layouts run on every core.
struct DeviceMatrix {
    /// One layout to run: the selection and the settings that vary.
    struct Cell: Sendable {
        var selection: DeviceSelection
        var dynamicTypeSize: DynamicTypeSize
        var direction: LayoutDirection
        var isCurrent: Bool
    }

    struct Row: Sendable {
        var cell: Cell
        var os: String?
        var windowSize: Size?
        var frame: Rect?
        var container: String?
        /// The target's line count when it is (or wraps) a Text.
        var lines: Int?
        /// Line counts of every Text in the tree, by node id, to find the ones that wrap.
        var textLines: [Int: Int] = [:]
        var truncatedTexts: [Int] = []
        /// Where each Text was written: cells translated for different environments may hold
        /// different trees, so line counts are compared for the same id at the same place only.
        var textLocations: [Int: SourceLocation] = [:]
        var problems: [String] = []
        var notes: [String] = []
        var changed = false
        var breaks: [String] = []
    }

    var rows: [Row] = []
    var axes: MatrixAxes
    /// How many times the source was translated (one per distinct environment it reads); 0 when
    /// the tree was laid out as given.
    private(set) var translationCount = 0

    /// Lays out `root` in every cell the axes name and records node `target` in each.
    /// `environment` builds the environment for a selection with the session's settings. With
    /// `source`, each cell lays out the source translated for its own environment (so size-class
    /// branches follow the device) and finds the view `targetName` in that tree.
    init(root: ViewNode, target: Int, registry: ProfileRegistry, current: DeviceSelection, settings: SessionSettings,
         axes: MatrixAxes = MatrixAxes(), source: SourceTrees? = nil, targetName: String? = nil,
         environment: (DeviceSelection) throws(CommandError) -> LayoutEnvironment, format: NumberFormat) throws(CommandError) {
        self.axes = axes
        let cells = try Self.cells(registry: registry, current: current, settings: settings, axes: axes)
        var prepared: [(Cell, Result<LayoutEnvironment, CommandError>)] = []
        for cell in cells {
            do {
                var built = try environment(cell.selection)
                built.dynamicTypeSize = cell.dynamicTypeSize
                built.layoutDirection = cell.direction
                prepared.append((cell, .success(built)))
            } catch {
                prepared.append((cell, .failure(error)))
            }
        }
        var trees = Array(repeating: Result<(ViewNode, Int), CommandError>.success((root, target)), count: prepared.count)

        if let source {
            let built = prepared.indices.compactMap { index -> (Int, LayoutEnvironment)? in
                if case .success(let environment) = prepared[index].1 { return (index, environment) }
                return nil
            }
            let (translations, count) = source.translations(for: built.map(\.1))
            translationCount = count
            for ((index, _), translation) in zip(built, translations) {
                trees[index] = Self.tree(translation, target: targetName ?? "#\(target)")
            }
        }
        let store = ConcurrentSlots<Row>(count: prepared.count)
        let work = prepared
        let cellTrees = trees
        // Without source every cell lays out the same tree: compile it once for all of them.
        let firstEnvironment = prepared.lazy.compactMap { if case .success(let environment) = $0.1 { environment } else { nil } }.first
        let shared = source == nil ? firstEnvironment.map { LayoutPipeline.compile(root, for: $0) } : nil
        DispatchQueue.concurrentPerform(iterations: work.count) { index in
            let (cell, built) = work[index]
            switch (built, cellTrees[index]) {
            case (.failure(let error), _), (.success, .failure(let error)):
                store.set(index, Row(cell: cell, notes: [error.message]))
            case (.success(let environment), .success(let (cellRoot, cellTarget))):
                let result = shared.map { LayoutPipeline.layout($0, in: environment) } ?? LayoutPipeline.layout(cellRoot, in: environment)
                store.set(index, Self.row(for: cellTarget, in: result, cell: cell, format: format))
            }
        }
        rows = store.elements
        markChangesAndBreaks(target: target)
    }

    /// A cell's tree and the view named `target` in it, or why there is none.
    private static func tree(_ translation: Translation, target: String) -> Result<(ViewNode, Int), CommandError> {
        guard let root = translation.root, !translation.hasErrors else {
            let first = translation.diagnostics.first { $0.severity == .error }?.message ?? "it has no view"
            return .failure(CommandError("the source does not translate in this environment: \(first)"))
        }
        do throws(CommandError) {
            return .success((root, try TargetResolver(root: root).resolve(target).id))
        } catch {
            return .failure(CommandError("\(target) is not in the tree translated for this environment"))
        }
    }

    /// Every combination of the axes, devices outermost, in the order the table prints them.
    static func cells(registry: ProfileRegistry, current: DeviceSelection, settings: SessionSettings, axes: MatrixAxes) throws(CommandError) -> [Cell] {
        var cells: [Cell] = []
        for deviceID in try axes.deviceIDs(in: registry) {
            guard let device = registry.devices[deviceID] else { continue }
            let orientations = (axes.orientations ?? device.orientations).filter { device.orientations.contains($0) }
            let windows: [WindowSelection?] = axes.windows.map { $0.map(Optional.some) } ?? [nil]
            for posture in axes.postures(for: device) {
            let device = (try? device.inPosture(posture)) ?? device
            for orientation in orientations {
                for os in axes.operatingSystems(for: device, session: current.os) {
                    for window in windows {
                        if case .named(let name)? = window, device.profile(for: orientation, os: os ?? device.defaultOS).windows[name] == nil { continue }
                        for size in axes.dynamicTypeSizes ?? [settings.dynamicTypeSize] {
                            for direction in axes.directions ?? [settings.layoutDirection] {
                                let selection = DeviceSelection(deviceID: deviceID, orientation: orientation, window: window, column: current.column, os: os, posture: posture)
                                let isCurrent = current.window == nil && window == nil && current.deviceID == deviceID
                                    && (current.posture ?? device.defaultPosture) == posture
                                    && (device.rotates ? current.orientation : .portrait) == orientation
                                    && size == settings.dynamicTypeSize && direction == settings.layoutDirection
                                    && (current.os == nil || current.os == os)
                                cells.append(Cell(selection: selection, dynamicTypeSize: size, direction: direction, isCurrent: isCurrent))
                            }
                        }
                    }
                }
            }
            }
        }
        if let wanted = axes.postures {
            // A posture no device of the matrix has (or a matrix with no foldable) is an error, not
            // a table without the rows asked for.
            let foldables = try axes.deviceIDs(in: registry).compactMap { registry.devices[$0] }.filter { !$0.postureNames.isEmpty }
            let known = Set(foldables.flatMap(\.postureNames))
            if let missing = wanted.first(where: { !known.contains($0) }) {
                let all = registry.devices.values.filter { !$0.postureNames.isEmpty }.map { "\($0.id): \($0.postureNames.joined(separator: ", "))" }
                throw CommandError("none of the matrix's devices has the posture '\(missing)' (only foldable devices have postures: \(all.joined(separator: "; ")))")
            }
        }
        if cells.isEmpty, case .list(let wanted) = axes.os {
            let ids = try axes.deviceIDs(in: registry)
            let runs = ids.prefix(3).compactMap { id in registry.devices[id].map { "\(id) runs \($0.osVersions.map(\.id).joined(separator: ", "))" } }
            throw CommandError("none of the matrix's devices runs \(wanted.map(\.id).joined(separator: " or ")) (\(runs.joined(separator: "; "))\(ids.count > 3 ? "; …" : ""))")
        }
        if cells.isEmpty, let names = axes.windows?.compactMap({ if case .named(let name) = $0 { name } else { nil } }), !names.isEmpty {
            throw CommandError("no device and orientation of the matrix has a window named \(names.map { "'\($0)'" }.joined(separator: " or ")) (an unknown :window name lists a device's names)")
        }
        return cells
    }

    private static func row(for target: Int, in result: LayoutResult, cell: Cell, format: NumberFormat) -> Row {
        let window = result.environment.windowSize
        var row = Row(cell: cell, os: result.environment.description.os, windowSize: window)
        for node in result.nodes {
            guard case .text(let string, _) = node.kind else { continue }
            let resolution = result.textResolution(for: node.id)
            row.textLines[node.id] = resolution.lineCount(forHeight: node.frame.height)
            row.textLocations[node.id] = node.location
            let measured = TextMeasurer.measure(string, style: resolution.metrics, proposal: node.proposal, lineLimit: resolution.lineLimit, lineSpacing: resolution.lineSpacing)
            if measured.isTruncated { row.truncatedTexts.append(node.id) }
        }
        guard result.nodes.indices.contains(target) else {
            row.notes = ["not laid out"]
            return row
        }
        let frame = result.nodes[target].frame
        row.frame = frame
        row.lines = textNode(under: target, in: result).flatMap { row.textLines[$0] }
        let holder = WhyReport.resolutionHolder(of: target, in: result)
        row.container = holder.flatMap { FrameRow(result.nodes[$0], format: format).container }
        if let grid = result.gridSummary(for: target) { row.notes.append(grid) }
        let overflow = [
            ("left", -frame.minX), ("right", frame.maxX - window.width),
            ("top", -frame.minY), ("bottom", frame.maxY - window.height),
        ].filter { $0.1 > 0.5 }
        if !overflow.isEmpty {
            row.problems.append("#\(target) past the " + overflow.map { "\($0.0) edge by \(format.string($0.1))" }.joined(separator: ", "))
        }
        if let holder, let resolution = result.nodes[holder].containerResolution, let container = resolution.container.nodeID {
            let bounds = result.nodes[container].frame
            if frame.minX < bounds.minX - 0.5 || frame.maxX > bounds.maxX + 0.5 || frame.minY < bounds.minY - 0.5 || frame.maxY > bounds.maxY + 0.5 {
                row.problems.append("#\(target) clipped by its container #\(container) \(result.nodes[container].typeName)")
            }
        }
        let watched = Set([target] + (holder.map { [$0] } ?? []))
        for diagnostic in result.diagnostics where diagnostic.nodeID.map(watched.contains) ?? false && diagnostic.severity != .note {
            row.notes.append("\(diagnostic.severity.rawValue): \(diagnostic.message)")
        }
        return row
    }

    /// The Text at or directly under `id` (through modifiers), if any.
    private static func textNode(under id: Int, in result: LayoutResult) -> Int? {
        var current = id
        while result.nodes.indices.contains(current) {
            if case .text = result.nodes[current].kind { return current }
            guard result.nodes[current].kind.isModifier, current + 1 < result.nodes.count, result.nodes[current + 1].parent == current else { return nil }
            current += 1
        }
        return nil
    }

    /// Marks rows that differ from the row above and lists what breaks in each: a Text with more
    /// lines than its fewest in any layout, a truncated Text, the target outside the window or
    /// clipped by its container.
    private mutating func markChangesAndBreaks(target: Int) {
        struct TextKey: Hashable { var id: Int, location: SourceLocation? }
        var fewest: [TextKey: Int] = [:]
        for row in rows {
            for (id, lines) in row.textLines {
                let key = TextKey(id: id, location: row.textLocations[id])
                fewest[key] = min(fewest[key] ?? lines, lines)
            }
        }
        for index in rows.indices {
            var row = rows[index]
            if index > 0 {
                let above = rows[index - 1]
                row.changed = row.frame.map { Self.rounded($0) } != above.frame.map { Self.rounded($0) }
                    || row.container != above.container || row.lines != above.lines
            }
            for (id, lines) in row.textLines.sorted(by: { $0.key < $1.key }) where lines > (fewest[TextKey(id: id, location: row.textLocations[id])] ?? lines) {
                row.breaks.append("Text #\(id) wraps to \(lines) lines")
            }
            row.breaks += row.truncatedTexts.map { "Text #\($0) is truncated" }
            row.breaks += row.problems
            rows[index] = row
        }
    }

    private static func rounded(_ rect: Rect) -> [Double] {
        [rect.minX, rect.minY, rect.width, rect.height].map { ($0 * 1000).rounded() / 1000 }
    }

    /// One summary line per axis with more than one value: where the view breaks first.
    func summaries() -> [String] {
        var lines: [String] = []
        func summarize<Value: Equatable>(_ axis: String, _ values: [Value], _ key: (Row) -> Value, _ label: (Value) -> String) {
            guard values.count > 1 else { return }
            for value in values {
                if let row = rows.first(where: { key($0) == value && !$0.breaks.isEmpty }) {
                    let place = axis == "devices" ? "on \(label(value))" : "at \(label(value)) on \(row.cell.selection.deviceID)"
                    lines.append("\(axis): breaks first \(place) (\(row.breaks[0]))")
                    return
                }
            }
            lines.append("\(axis): nothing breaks")
        }
        var devices: [String] = []
        for row in rows where !devices.contains(row.cell.selection.deviceID) { devices.append(row.cell.selection.deviceID) }
        summarize("devices", devices, { $0.cell.selection.deviceID }, { $0 })
        summarize("orientations", Orientation.allCases.filter { o in rows.contains { $0.cell.selection.orientation == o } }, { $0.cell.selection.orientation }, { $0.rawValue })
        let systems = Set(rows.compactMap(\.os)).compactMap(OperatingSystem.init(id:)).sorted().map(\.id)
        summarize("os", systems, { $0.os ?? "" }, { $0 })
        summarize("dynamic type", DynamicTypeSize.allCases.filter { size in rows.contains { $0.cell.dynamicTypeSize == size } }, { $0.cell.dynamicTypeSize }, { $0.shortName })
        summarize("direction", LayoutDirection.allCases.filter { d in rows.contains { $0.cell.direction == d } }, { $0.cell.direction }, { $0 == .rightToLeft ? "rtl" : "ltr" })
        return lines
    }

    /// `#3 containerRelativeFrame "half" across the axes`.
    static func title(target: TargetResolver.Target) -> String {
        "#\(target.id) \(target.node.kind.typeName)" + (target.node.name.map { " \"\($0)\"" } ?? "") + " across the axes"
    }

    func render(title: String, format: NumberFormat, style: OutputStyle) -> String {
        let showType = (axes.dynamicTypeSizes?.count ?? 1) > 1
        let showDirection = (axes.directions?.count ?? 1) > 1
        let showWindow = axes.windows != nil
        var columns: [(String, TextTable.Alignment)] = [("  device", .left), ("orientation", .left), ("os", .left)]
        if showType { columns.append(("type", .left)) }
        if showDirection { columns.append(("dir", .left)) }
        if showWindow { columns.append(("window name", .left)) }
        columns += [("window", .right), ("x", .right), ("y", .right), ("width", .right), ("height", .right), ("lines", .right), ("Δ", .left), ("container", .left), ("note", .left)]
        var table = TextTable(columns: columns)
        for row in rows {
            var cells = [(row.cell.isCurrent ? "* " : "  ") + row.cell.selection.deviceID + (row.cell.selection.posture.map { " (\($0))" } ?? ""), row.cell.selection.orientation.rawValue, row.os ?? ""]
            if showType { cells.append(row.cell.dynamicTypeSize.shortName) }
            if showDirection { cells.append(row.cell.direction == .rightToLeft ? "rtl" : "ltr") }
            if showWindow { cells.append(row.cell.selection.window.map(Self.windowLabel) ?? "full screen") }
            cells += [
                row.windowSize.map(format.size) ?? "",
                row.frame.map { format.string($0.minX) } ?? "", row.frame.map { format.string($0.minY) } ?? "",
                row.frame.map { format.string($0.width) } ?? "", row.frame.map { format.string($0.height) } ?? "",
                row.lines.map(String.init) ?? "", row.changed ? "Δ" : "", row.container ?? "", (row.breaks + row.notes).joined(separator: "; "),
            ]
            table.append(cells)
        }
        let sizes = Set(rows.compactMap { $0.frame.map { format.size($0.size) } })
        var summary = (sizes.count == 1 ? "the same size in all \(rows.count) layouts" : "\(sizes.count) different sizes in \(rows.count) layouts")
            + "; Δ marks a frame, container or line count that changed from the row above"
            + (rows.contains { $0.cell.isCurrent } ? "; * marks the current selection" : "")
        let breaking = rows.filter { !$0.breaks.isEmpty }.count
        summary += breaking == 0 ? "; nothing breaks" : "; something breaks in \(breaking) of them"
        let axisLines = summaries()
        return style.dim(title) + "\n" + table.render(header: style.bold) + "\n" + style.dim(([summary] + axisLines).joined(separator: "\n"))
    }

    private static func windowLabel(_ window: WindowSelection) -> String {
        window.label
    }
}
