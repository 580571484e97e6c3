import LayoutCore
import Profiles

/// `:matrix` for one view as data: the table the REPL prints, and one row per device and
/// orientation with the view's frame, the container its `containerRelativeFrame` measured, and notes.
public struct MatrixJSON: Encodable, Sendable {
    struct Row: Encodable, Sendable {
        var device: String
        var orientation: String
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
        let matrix = DeviceMatrix(
            root: root, target: id, registry: registry, current: request.selection, column: request.selection.column,
            environment: { selection throws(CommandError) in
                var cellRequest = request
                cellRequest.selection = selection
                return try environment(for: cellRequest)
            },
            format: format)
        let node = answer.result?.nodes[id]
        let label = "#\(id) " + (node?.typeName ?? "") + (node?.name.map { " \"\($0)\"" } ?? "")
        let text = matrix.render(title: "\(label) on every device and orientation", format: format, style: OutputStyle(colored: false))
        return MatrixJSON(view: label, text: text, rows: matrix.rows.map {
            MatrixJSON.Row(
                device: $0.deviceID, orientation: $0.orientation.rawValue, window: $0.windowSize.map(JSONSize.init),
                frame: $0.frame.map(JSONRect.init), container: $0.container, notes: $0.notes)
        })
    }
}
