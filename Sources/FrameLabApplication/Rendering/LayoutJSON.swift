import Foundation
import LayoutCore
import ViewSyntax

/// The document `--json` and `:json` print (documented in docs/source.md, "JSON"; keep it stable):
/// `{"device": {...}, "nodes": [...], "diagnostics": [...]}`. `detailed(...)` adds, for the HTML
/// report and the MCP server, each node's source position and `:why`, the device's Dynamic Type
/// size and direction, and the screen regions (safe area and bars); plain `--json` leaves them out.
public struct LayoutJSON: Encodable, Sendable {
    public struct Device: Encodable, Sendable {
        var id: String
        var orientation: String
        /// The OS generation (`ios26`); absent for a plain window.
        var os: String?
        var window: JSONSize
        var safeArea: JSONInsets
        var dynamicType: String?
        var direction: String?
    }

    /// A band of the window a picture shades: `safeArea` or `bar`, on an edge.
    public struct Region: Encodable, Sendable {
        var kind: String
        var edge: String
        var frame: JSONRect
        var label: String
    }

    public struct Node: Encodable, Sendable {
        var id: Int
        var parent: Int?
        var type: String
        var name: String?
        /// Nil for a label part its control's style hides (`hidden` says why).
        var frame: JSONRect?
        var hidden: String?
        /// On a stand-in for source FrameLab could not see: why its frame is a guess.
        var guess: String?
        var container: Container?
        /// The source condition that chose the node (`if`, `switch`), with the values that decided it.
        var chosenBy: String?
        /// On a `GeometryReader` in a window that shows iPadOS 26 window controls: what
        /// `GeometryProxy.containerCornerInsets` reads (the controls' overlap, at the top leading corner).
        var containerCornerInsets: CornerInsets?
        /// On a scroll view with scroll modifiers: its paging record (`PagingJSON`).
        var paging: PagingJSON?
        var line: Int?
        var column: Int?
        var why: WhyJSON?

        enum CodingKeys: String, CodingKey { case id, parent, type, name, frame, hidden, guess, container, chosenBy, containerCornerInsets, paging, line, column, why }

        public func encode(to encoder: any Encoder) throws {
            var values = encoder.container(keyedBy: CodingKeys.self)
            try values.encode(id, forKey: .id)
            try values.encode(parent, forKey: .parent)
            try values.encode(type, forKey: .type)
            try values.encode(name, forKey: .name)
            try values.encode(frame, forKey: .frame)
            try values.encodeIfPresent(hidden, forKey: .hidden)
            try values.encodeIfPresent(guess, forKey: .guess)
            try values.encodeIfPresent(container, forKey: .container)
            try values.encodeIfPresent(chosenBy, forKey: .chosenBy)
            try values.encodeIfPresent(containerCornerInsets, forKey: .containerCornerInsets)
            try values.encodeIfPresent(paging, forKey: .paging)
            try values.encodeIfPresent(line, forKey: .line)
            try values.encodeIfPresent(column, forKey: .column)
            try values.encodeIfPresent(why, forKey: .why)
        }
    }

    /// SwiftUI's `RectangleCornerInsets`: a size per corner.
    public struct CornerInsets: Encodable, Sendable {
        var topLeading: JSONSize
        var topTrailing = JSONSize(Size.zero)
        var bottomLeading = JSONSize(Size.zero)
        var bottomTrailing = JSONSize(Size.zero)
    }

    public struct Container: Encodable, Sendable {
        var id: Int?
        var type: String
        var size: JSONSize

        enum CodingKeys: String, CodingKey { case id, type, size }

        public func encode(to encoder: any Encoder) throws {
            var values = encoder.container(keyedBy: CodingKeys.self)
            try values.encode(id, forKey: .id)
            try values.encode(type, forKey: .type)
            try values.encode(size, forKey: .size)
        }
    }

    /// What of a file was laid out (`eval --file`): the preview or view, and the others.
    public struct Selection: Encodable, Sendable {
        var laidOut: String
        var previews: [String]
        var views: [String]
        var traits: [String]
    }

    var device: Device
    var nodes: [Node]
    /// Each with its id (`layout.frame-invalid-length`); `framelab explain ID` explains it.
    var diagnostics: [LayoutCore.Diagnostic]
    var regions: [Region]?
    var source: Selection?
    /// The presentation shown (`--present`, `:present`), when one is.
    public var presentation: PresentationRecord?

    /// The document for a layout (nil when the source had errors) and the source's diagnostics.
    /// `root` is the translated tree, for the conditions that chose nodes (`chosenBy`).
    public init(
        environment: LayoutEnvironment, result: LayoutResult?, root: ViewNode? = nil, sourceDiagnostics: [SourceDiagnostic],
        selection: RootSelection? = nil, traits: [String] = []
    ) {
        let choices = root.map(BranchChoices.byNodeID) ?? []
        if let selection, selection.kind != .expressions {
            source = Selection(
                laidOut: selection.summary, previews: selection.previews.map { "\($0.index) \($0.title)" },
                views: selection.views, traits: traits)
        }
        let description = environment.description
        device = Device(
            id: description.deviceID, orientation: description.orientation.rawValue, os: description.os,
            window: JSONSize(environment.windowSize), safeArea: JSONInsets(environment.safeAreaInsets))
        let hidden = result?.hiddenParts() ?? [:]
        nodes = (result.map { Array($0.nodes) } ?? []).map { node in
            Node(
                id: node.id, parent: node.parent, type: node.typeName, name: node.name,
                frame: hidden[node.id] == nil ? JSONRect(node.frame) : nil, hidden: hidden[node.id]?.explanation,
                guess: node.kind.guess,
                container: node.containerResolution.map {
                    Container(id: $0.container.nodeID, type: $0.container.typeName, size: JSONSize($0.usableSize))
                },
                chosenBy: choices.indices.contains(node.id) ? choices[node.id] : nil,
                containerCornerInsets: Self.cornerInsets(of: node, in: environment),
                paging: result.flatMap { PagingJSON(nodeID: node.id, in: $0) })
        }
        diagnostics = sourceDiagnostics + (result?.diagnostics ?? [])
    }

    private static func cornerInsets(of node: LaidOutNode, in environment: LayoutEnvironment) -> CornerInsets? {
        guard case .geometryReader = node.kind else { return nil }
        return WindowControlsText.topLeadingInset(of: node.frame, in: environment).map { CornerInsets(topLeading: JSONSize($0)) }
    }

    /// The document with the details the report and the MCP server need (see the type's comment).
    /// `sourcePositions: false` leaves out line and column (when the source shown is not the one parsed).
    public func detailed(result: LayoutResult?, precision: Int = 3, sourcePositions: Bool = true) -> LayoutJSON {
        let format = NumberFormat(precision: precision)
        var document = self
        guard let result else { return document }
        document.device.dynamicType = result.environment.dynamicTypeSize.rawValue
        document.device.direction = result.environment.layoutDirection.rawValue
        let hidden = result.hiddenParts()
        for index in document.nodes.indices where result.nodes.indices.contains(document.nodes[index].id) {
            let node = result.nodes[document.nodes[index].id]
            if sourcePositions {
                document.nodes[index].line = node.location?.line
                document.nodes[index].column = node.location?.column
            }
            document.nodes[index].why = WhyJSON(nodeID: node.id, in: result, format: format, hidden: hidden)
        }
        document.regions = ScreenRegions(result, format: format).bands.map {
            Region(kind: $0.kind == .safeArea ? "safeArea" : "bar", edge: $0.edge.rawValue, frame: JSONRect($0.rect), label: $0.label)
        }
        return document
    }

    /// JSON with sorted keys, so the output is stable: pretty-printed, or on one line
    /// (`eval --json --each` prints one document a line).
    public func encoded(pretty: Bool = true) -> String {
        let encoder = JSONEncoder()
        encoder.outputFormatting = pretty ? [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes] : [.sortedKeys, .withoutEscapingSlashes]
        guard let data = try? encoder.encode(self) else { return "{}" }
        return String(decoding: data, as: UTF8.self)
    }
}

/// A number that encodes as `null` when it is not finite (JSON has no infinity).
struct JSONNumber: Encodable, Sendable {
    var value: Double
    init(_ value: Double) { self.value = value }
    func encode(to encoder: any Encoder) throws {
        var single = encoder.singleValueContainer()
        if value.isFinite { try single.encode(value) } else { try single.encodeNil() }
    }
}

/// Named numbers as one JSON object, each `null` when not finite: a size (`width`, `height`), a
/// rect (`x`, `y`, `width`, `height`) or insets (`top`, `leading`, `bottom`, `trailing`). One
/// encoder serves the three; the names below say which a field holds.
struct JSONNumbers: Encodable, Sendable {
    var fields: [(key: String, value: Double)]

    init(_ size: Size) {
        fields = [("width", size.width), ("height", size.height)]
    }

    init(_ rect: Rect) {
        fields = [("x", rect.minX), ("y", rect.minY), ("width", rect.width), ("height", rect.height)]
    }

    init(_ insets: EdgeInsets) {
        fields = [("top", insets.top), ("leading", insets.leading), ("bottom", insets.bottom), ("trailing", insets.trailing)]
    }

    func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: Key.self)
        for field in fields { try container.encode(JSONNumber(field.value), forKey: Key(stringValue: field.key)) }
    }

    private struct Key: CodingKey {
        var stringValue: String
        var intValue: Int? { nil }
        init(stringValue: String) { self.stringValue = stringValue }
        init?(intValue: Int) { nil }
    }
}

typealias JSONSize = JSONNumbers
typealias JSONRect = JSONNumbers
typealias JSONInsets = JSONNumbers
