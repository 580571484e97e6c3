import Foundation
import LayoutCore
import Profiles

/// What the interactive page shows, embedded in it as JSON: the source, and one `--json` document
/// (detailed: source positions, `:why`, screen regions) per device, orientation and Dynamic Type
/// size — the `:matrix` cells — so switching needs no server.
public struct ReportPayload: Encodable, Sendable {
    public struct Cell: Encodable, Sendable {
        var device: String
        var orientation: String
        var dynamicType: String
        var layout: LayoutJSON
        /// Errors that stopped this layout, as the REPL prints them.
        public internal(set) var errors: [String]
        /// The layout drawn with its content (texts, colours, controls), light and dark; nil when
        /// it did not lay out.
        var scene: ReportScene?

        /// Compact JSON safe to put inside a `<script>` element.
        public func encoded() -> String { ReportPayload.scriptSafeJSON(self) }
    }

    /// The Dynamic Type sizes the report computes for every device: the default, the largest
    /// standard size and the largest accessibility size.
    public static let dynamicTypeSizes: [DynamicTypeSize] = [.large, .xxxLarge, .accessibility5]

    var file: String
    var source: String
    var version: String
    /// Whether the page is served by `framelab serve` (it then listens for new layouts).
    var live: Bool
    var cells: [Cell]
    /// The cell shown first.
    var initial: Int
    /// The view selected first (`.id` name, `#N` or type), when asked for.
    var view: String?
    /// A message shown above the picture (an unknown device or view asked for).
    var notice: String?

    /// Lays `request.source` out on every device and orientation of the service's registry in each
    /// of `dynamicTypeSizes`; the cell matching `request` is shown first.
    public init(service: LayoutService, request: LayoutRequest, live: Bool = false,
                dynamicTypeSizes: [DynamicTypeSize] = ReportPayload.dynamicTypeSizes) {
        let table = Picture.colorTable(searchPath: service.profiles.searchPath).0
        self.init(
            file: request.fileName, source: request.source, live: live, places: service.layoutCells,
            current: request.selection, currentSize: request.dynamicTypeSize, dynamicTypeSizes: dynamicTypeSizes
        ) { selection, size in
            var cellRequest = request
            cellRequest.selection = selection
            cellRequest.dynamicTypeSize = size
            let answer = service.layout(cellRequest)
            return (answer.document, answer.errors, Self.scene(answer, table: table))
        }
    }

    /// The cell for `request` alone (what `serve` pushes first after a save, before the rest).
    public static func cell(service: LayoutService, request: LayoutRequest) -> Cell {
        let answer = service.layout(request)
        let table = Picture.colorTable(searchPath: service.profiles.searchPath).0
        return Cell(
            device: label(request.selection), orientation: request.selection.orientation.rawValue,
            dynamicType: request.dynamicTypeSize.rawValue, layout: answer.document, errors: answer.errors,
            scene: scene(answer, table: table))
    }

    /// The picture of an answer that laid out.
    private static func scene(_ answer: LayoutAnswer, table: ColorTable) -> ReportScene? {
        guard answer.succeeded, let result = answer.result else { return nil }
        return ReportScene(result: result, root: answer.root, table: table)
    }

    /// One cell per place and size, each laid out by `layout`; the cell matching `current` and
    /// `currentSize` is shown first (when `current` is not among `places`, it gets its own cells).
    init(file: String, source: String, live: Bool, places: [(deviceID: String, orientation: Orientation)],
         current: DeviceSelection, currentSize: DynamicTypeSize, dynamicTypeSizes: [DynamicTypeSize],
         layout: (DeviceSelection, DynamicTypeSize) -> (LayoutJSON, [String], ReportScene?)) {
        self.file = file
        self.source = source
        version = FrameLabVersion.string
        self.live = live
        var sizes = dynamicTypeSizes
        if !sizes.contains(currentSize) { sizes.append(currentSize) }
        var selections = places.map { DeviceSelection(deviceID: $0.deviceID, orientation: $0.orientation, column: current.column, os: current.os) }
        if !selections.contains(where: { Self.same($0, current) }) { selections.insert(current, at: 0) }
        var cells: [Cell] = []
        var initial = 0
        for selection in selections {
            for size in sizes {
                if Self.same(selection, current) && size == currentSize { initial = cells.count }
                let (document, errors, scene) = layout(selection, size)
                let device = Self.label(selection)
                cells.append(Cell(device: device, orientation: selection.orientation.rawValue, dynamicType: size.rawValue, layout: document, errors: errors, scene: scene))
            }
        }
        self.cells = cells
        self.initial = initial
    }

    /// `iphone-16-pro`, `ipad-pro-13 split-1/2`, `window 400x300`.
    private static func label(_ selection: DeviceSelection) -> String {
        switch selection.window {
        case nil: selection.deviceID
        case .named(let name): "\(selection.deviceID) \(name)"
        case .size(let width, let height): "\(selection.deviceID) window \(NumberFormat(precision: 3).string(width))x\(NumberFormat(precision: 3).string(height))"
        case .plain(let width, let height): "window plain:\(NumberFormat(precision: 3).string(width))x\(NumberFormat(precision: 3).string(height))"
        }
    }

    private static func same(_ a: DeviceSelection, _ b: DeviceSelection) -> Bool {
        a.window == b.window && a.deviceID == b.deviceID && a.orientation == b.orientation
    }

    /// Sets the view selected first (an `.id` name, `#N` or a type name, as the page matches
    /// them), or a notice naming the closest view when the first layout has none by that name.
    public mutating func select(view name: String) {
        let nodes = cells[initial].layout.nodes
        let wanted = name.hasPrefix("#") ? String(name.dropFirst()) : name
        if nodes.contains(where: { $0.name == wanted || String($0.id) == wanted || $0.type == wanted }) {
            view = name
            return
        }
        var message = "There is no view '\(name)' in \(file)"
        message += NameSuggestion.hint(for: wanted, in: nodes.compactMap(\.name))
        notice = message
    }

    public mutating func setNotice(_ message: String) { notice = message }

    public var cellCount: Int { cells.count }

    /// The errors of the cell shown first (a source that does not parse fails in every cell).
    public var initialErrors: [String] { cells[initial].errors }

    /// Shows the cell for this device, orientation and Dynamic Type size first (nil keeps the
    /// current one's); false when no cell has that device.
    public mutating func choose(device: String?, orientation: String?, dynamicType: String?) -> Bool {
        let current = cells[initial]
        let device = device ?? current.device
        guard cells.contains(where: { $0.device == device }) else { return false }
        let orientation = orientation ?? current.orientation
        let size = dynamicType.flatMap { DynamicTypeSize(name: $0)?.rawValue } ?? current.dynamicType
        func score(_ cell: Cell) -> Int {
            (cell.device == device ? 4 : 0) + (cell.orientation == orientation ? 2 : 0) + (cell.dynamicType == size ? 1 : 0)
        }
        initial = cells.indices.max { score(cells[$0]) < score(cells[$1]) || (score(cells[$0]) == score(cells[$1]) && $0 > $1) } ?? initial
        return true
    }

    /// The device of the cell shown first.
    public var initialDevice: String { cells[initial].device }

    /// The devices the cells lay out on.
    public var devices: [String] {
        var seen = Set<String>()
        return cells.map(\.device).filter { seen.insert($0).inserted }
    }

    /// Whether some cell laid out.
    public var hasLayout: Bool { cells.contains { $0.errors.isEmpty } }

    /// Compact JSON safe to put inside a `<script>` element (`<` is escaped).
    public func encoded() -> String { Self.scriptSafeJSON(self) }

    static func scriptSafeJSON(_ value: some Encodable) -> String {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys]
        guard let data = try? encoder.encode(value) else { return "{}" }
        return String(decoding: data, as: UTF8.self).replacingOccurrences(of: "<", with: "\\u003c")
    }
}
