import LayoutCore
import Profiles

/// One report cell's picture as data: the `PictureScene` of its layout (the marks `--svg` and
/// `--png` draw), light and dark in one list. The page draws it under the interactive frames with
/// one drawing function for every cell (`sceneMarkup` in `ReportScript`, the JavaScript twin of
/// `SceneSVG`), so every device, orientation and Dynamic Type size shows its texts, colours,
/// symbols and controls, not only the cell the page opens on.
///
/// Light and dark scenes are built from the same layout by the same builder, so they hold the
/// same marks in the same order and differ only in colour: each colour is stored as a pair,
/// `"#rrggbb #rrggbb"` (light, then dark; `/alpha` after a colour that is not opaque).
///
/// Each item is an array, `[node, clip, x, y, width, height, kind, …]` (node -1 for a mark of no
/// node, `clip` an index into `clips`), or `[node, clip, kind, …]` when the mark fills its node's
/// frame (most do: the page reads the frame from the cell's layout, so it is not stored twice),
/// followed by the kind's values:
/// - `fill`: shape (`rectangle`, `ellipse`, `capsule`), corner radius, colour
/// - `stroke`: shape, corner radius, colour, line width
/// - `line`: colour, line width (from the rectangle's min corner to its max corner)
/// - `text`: lines, point size, weight, italic (0 or 1), line height, line spacing, colour, alignment
/// - `symbol`: name, colour
/// - `image`: name, fill colour, caption colour
struct ReportScene: Encodable, Sendable {
    var width: Double
    var height: Double
    var background: String
    var clips: [[Double]]
    var items: [Item]

    struct Item: Encodable, Sendable {
        var values: [Value]

        func encode(to encoder: any Encoder) throws {
            var array = encoder.unkeyedContainer()
            for value in values {
                switch value {
                // To a thousandth of a point: the picture cannot show less, and the digits cost space.
                case .number(let number): try array.encode(number.isFinite ? (number * 1000).rounded() / 1000 : 0)
                case .string(let string): try array.encode(string)
                case .strings(let strings): try array.encode(strings)
                }
            }
        }
    }

    enum Value: Sendable {
        case number(Double)
        case string(String)
        case strings([String])
    }

    /// The scene of `result` in both appearances, coloured from `table`.
    init(result: LayoutResult, root: ViewNode?, table: ColorTable) {
        var lightBuilder = PictureSceneBuilder(result: result, root: root, table: table, appearance: .light)
        var darkBuilder = PictureSceneBuilder(result: result, root: root, table: table, appearance: .dark)
        let light = lightBuilder.build()
        let dark = darkBuilder.build()
        let paired = light.items.count == dark.items.count
        width = light.size.width
        height = light.size.height
        background = Self.pair(light.background, dark.background)
        let (clips, clipOfItem) = light.clipIndices()
        var items: [Item] = []
        items.reserveCapacity(light.items.count)
        for (index, item) in light.items.enumerated() {
            guard let clip = clipOfItem[index] else { continue }
            let darkMark = paired ? dark.items[index].mark : item.mark
            var head: [Value] = [.number(Double(item.nodeID ?? -1)), .number(Double(clip))]
            if item.nodeID.map({ !result.nodes.indices.contains($0) || result.nodes.frame($0) != item.rect }) ?? true {
                head += [.number(item.rect.minX), .number(item.rect.minY), .number(item.rect.width), .number(item.rect.height)]
            }
            items.append(Item(values: head + Self.values(item.mark, dark: darkMark)))
        }
        self.clips = clips.map { [$0.minX, $0.minY, $0.width, $0.height] }
        self.items = items
    }

    /// The kind and its values; colours paired with the dark scene's mark of the same place.
    private static func values(_ mark: PictureScene.Mark, dark: PictureScene.Mark) -> [Value] {
        switch (mark, dark) {
        case (.fill(let shape, let colour), let other):
            let darkColour: RGBA = if case .fill(_, let c) = other { c } else { colour }
            return [.string("fill")] + shapeValues(shape) + [.string(pair(colour, darkColour))]
        case (.stroke(let shape, let colour, let width), let other):
            let darkColour: RGBA = if case .stroke(_, let c, _) = other { c } else { colour }
            return [.string("stroke")] + shapeValues(shape) + [.string(pair(colour, darkColour)), .number(width)]
        case (.line(let colour, let width), let other):
            let darkColour: RGBA = if case .line(let c, _) = other { c } else { colour }
            return [.string("line"), .string(pair(colour, darkColour)), .number(width)]
        case (.text(let text), let other):
            let darkColour: RGBA = if case .text(let t) = other { t.colour } else { text.colour }
            let alignment = switch text.alignment {
            case .leading: "leading"
            case .center: "center"
            case .trailing: "trailing"
            }
            return [.string("text"), .strings(text.lines), .number(text.pointSize), .string(text.weight), .number(text.italic ? 1 : 0),
                    .number(text.lineHeight), .number(text.lineSpacing), .string(pair(text.colour, darkColour)), .string(alignment)]
        case (.symbol(let name, let colour), let other):
            let darkColour: RGBA = if case .symbol(_, let c) = other { c } else { colour }
            return [.string("symbol"), .string(name), .string(pair(colour, darkColour))]
        case (.image(let name, let fill, let text), let other):
            let darkFill: RGBA, darkText: RGBA
            if case .image(_, let f, let t) = other { (darkFill, darkText) = (f, t) } else { (darkFill, darkText) = (fill, text) }
            return [.string("image"), .string(name), .string(pair(fill, darkFill)), .string(pair(text, darkText))]
        }
    }

    private static func shapeValues(_ shape: PictureScene.Shape) -> [Value] {
        switch shape {
        case .rectangle(let radius): [.string("rectangle"), .number(radius)]
        case .ellipse: [.string("ellipse"), .number(0)]
        case .capsule: [.string("capsule"), .number(0)]
        }
    }

    /// `#rrggbb #rrggbb`: light, then dark, each with `/alpha` when it is not opaque.
    static func pair(_ light: RGBA, _ dark: RGBA) -> String {
        func one(_ colour: RGBA) -> String {
            colour.alpha < 1 ? "\(colour.hexRGB)/\(formatLength(colour.alpha))" : colour.hexRGB
        }
        return one(light) + " " + one(dark)
    }
}
