import LayoutCore
import Profiles

/// The report's first layout drawn with its content (texts, colours, list cards, controls), light
/// and dark, as SVG elements the page puts under its interactive frames. Other cells, and a layout
/// pushed by `serve` for other source, are drawn as outlines: the page shows the content only for
/// the cell it was drawn for (`device`, `orientation`, `dynamicType`) and the same source (`sourceHash`).
struct ReportContent: Encodable, Sendable {
    var device: String
    var orientation: String
    var dynamicType: String
    /// FNV-1a (32 bits) over the source's UTF-16 code units, as the page computes it.
    var sourceHash: UInt32
    var light: String
    var dark: String

    init?(service: LayoutService, request: LayoutRequest, cell: ReportPayload.Cell) {
        let answer = service.layout(request)
        guard let result = answer.result, answer.succeeded else { return nil }
        self.init(result: result, root: answer.root, searchPath: service.profiles.searchPath, source: request.source, cell: cell)
    }

    init(result: LayoutResult, root: ViewNode?, searchPath: ProfileSearchPath, source: String, cell: ReportPayload.Cell) {
        func elements(_ appearance: Appearance) -> String {
            let scene = Picture.scene(result: result, root: root, searchPath: searchPath, appearance: appearance).0
            return ([#"<rect x="0" y="0" width="\#(formatLength(scene.size.width))" height="\#(formatLength(scene.size.height))" fill="\#(scene.background.hexRGB)"/>"#]
                + SceneSVG(scene: scene).elements()).joined()
        }
        device = cell.device
        orientation = cell.orientation
        dynamicType = cell.dynamicType
        sourceHash = Self.hash(source)
        light = elements(.light)
        dark = elements(.dark)
    }

    static func hash(_ text: String) -> UInt32 {
        var hash: UInt32 = 0x811C_9DC5
        for unit in text.utf16 {
            hash ^= UInt32(unit)
            hash = hash &* 0x0100_0193
        }
        return hash
    }
}
