import LayoutCore
import Profiles
import ViewSyntax

/// `:matrix` for one view as data: the table the REPL prints, and one row per device and
/// orientation with the view's frame, the container its `containerRelativeFrame` measured, and notes.
public struct MatrixJSON: Encodable, Sendable {
    struct Row: Encodable, Sendable {
        var device: String
        var orientation: String
        var os: String?
        /// A foldable's posture (`open`); absent for other devices.
        var posture: String?
        var window: JSONSize?
        var frame: JSONRect?
        var container: String?
        var notes: [String]
    }

    var view: String
    public internal(set) var text: String
    var rows: [Row]
}

extension LayoutService {
    /// View `name` of `request`'s source laid out on every device and orientation, with the
    /// request's Dynamic Type size and direction.
    public func matrix(_ name: String, request: LayoutRequest) throws(CommandError) -> MatrixJSON {
        let answer = layout(request)
        let id = try target(name, in: answer)
        guard let root = answer.root else { throw CommandError(answer.errors.first ?? "the source has no view") }
        guard !registry.devices.isEmpty else { throw CommandError("there are no device profiles to lay out on") }
        let format = NumberFormat(precision: settings.precision)
        var axes = MatrixAxes()
        axes.dynamicTypeSizes = [request.dynamicTypeSize]
        axes.directions = [request.layoutDirection]
        let matrix = try DeviceMatrix(
            root: root, target: id, registry: registry, current: request.selection, settings: settings, axes: axes,
            source: pipeline.sourceTrees([SourceFile(name: request.fileName, text: request.source)], choice: .automatic),
            targetName: name,
            environment: { selection throws(CommandError) in
                var cellRequest = request
                cellRequest.selection = selection
                return try environment(for: cellRequest)
            },
            format: format)
        let node = answer.result?.nodes[id]
        let label = "#\(id) " + (node?.typeName ?? "") + (node?.name.map { " \"\($0)\"" } ?? "")
        let text = matrix.render(title: "\(label) across the axes", format: format, style: OutputStyle(colored: false))
        return MatrixJSON(view: label, text: text, rows: matrix.rows.map {
            MatrixJSON.Row(
                device: $0.cell.selection.deviceID, orientation: $0.cell.selection.orientation.rawValue, os: $0.os,
                posture: $0.cell.selection.posture, window: $0.windowSize.map(JSONSize.init), frame: $0.frame.map(JSONRect.init), container: $0.container,
                notes: $0.problems + $0.notes)
        })
    }
}
