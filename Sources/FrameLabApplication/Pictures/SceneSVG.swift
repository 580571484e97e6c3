import LayoutCore
import Profiles

/// A `PictureScene` as SVG elements in window points: fills and strokes, text as `<text>` lines
/// in Inter (the font FrameLab measures with) at the measured size and weight, symbols and images
/// as labelled boxes, each clipped to its scroll views and the screen.
struct SceneSVG {
    var scene: PictureScene

    /// The elements (with their `<clipPath>` definitions first), one a line.
    func elements() -> [String] {
        let (clips, clipOfItem) = scene.clipIndices()
        let definitions = clips.enumerated().map { #"<clipPath id="clip\#($0.offset)"><rect \#(attributes($0.element))/></clipPath>"# }
        var body: [String] = []
        for (item, clip) in zip(scene.items, clipOfItem) {
            guard let clipID = clip else { continue }
            let node = item.nodeID.map { #" data-node="\#($0)""# } ?? ""
            let element = self.element(item)
            guard !element.isEmpty else { continue }
            body.append(#"<g clip-path="url(#clip\#(clipID))"\#(node)>\#(element)</g>"#)
        }
        return ["<defs>"] + definitions + ["</defs>"] + body
    }

    private func element(_ item: PictureScene.Item) -> String {
        let rect = item.rect
        switch item.mark {
        case .fill(let shape, let colour):
            guard colour.alpha > 0 else { return "" }
            return shapeElement(shape, rect, #"fill="\#(colour.hexRGB)"\#(opacity("fill-opacity", colour))"#)
        case .stroke(let shape, let colour, let width):
            let inset = rect.inset(by: EdgeInsets(top: width / 2, leading: width / 2, bottom: width / 2, trailing: width / 2))
            return shapeElement(shape, inset, #"fill="none" stroke="\#(colour.hexRGB)" stroke-width="\#(number(width))"\#(opacity("stroke-opacity", colour))"#)
        case .line(let colour, let width):
            return #"<line x1="\#(number(rect.minX))" y1="\#(number(rect.minY))" x2="\#(number(rect.maxX))" y2="\#(number(rect.maxY))" stroke="\#(colour.hexRGB)" stroke-width="\#(number(width))"\#(opacity("stroke-opacity", colour))/>"#
        case .text(let text):
            return textElement(text, in: rect)
        case .symbol(let name, let colour):
            let radius = min(rect.width, rect.height) * 0.22
            let box = #"<rect \#(attributes(rect)) rx="\#(number(radius))" fill="\#(colour.hexRGB)" fill-opacity="\#(number(colour.alpha * 0.18))" stroke="\#(colour.hexRGB)" stroke-width="1"\#(opacity("stroke-opacity", colour))/>"#
            return box + caption(name, in: rect, colour: colour)
        case .image(let name, let fill, let text):
            let box = #"<rect \#(attributes(rect)) fill="\#(fill.hexRGB)"\#(opacity("fill-opacity", fill))/>"#
            let cross = #"<path d="M\#(number(rect.minX)) \#(number(rect.minY))L\#(number(rect.maxX)) \#(number(rect.maxY))M\#(number(rect.maxX)) \#(number(rect.minY))L\#(number(rect.minX)) \#(number(rect.maxY))" stroke="\#(text.hexRGB)" stroke-opacity="\#(number(text.alpha * 0.3))" stroke-width="1"/>"#
            return box + cross + caption(name, in: rect, colour: text)
        }
    }

    private func shapeElement(_ shape: PictureScene.Shape, _ rect: Rect, _ paint: String) -> String {
        switch shape {
        case .rectangle(let radius):
            let r = min(radius, min(rect.width, rect.height) / 2)
            return #"<rect \#(attributes(rect))\#(r > 0 ? #" rx="\#(number(r))""# : "") \#(paint)/>"#
        case .capsule:
            return #"<rect \#(attributes(rect)) rx="\#(number(min(rect.width, rect.height) / 2))" \#(paint)/>"#
        case .ellipse:
            return #"<ellipse cx="\#(number(rect.midX))" cy="\#(number(rect.midY))" rx="\#(number(rect.width / 2))" ry="\#(number(rect.height / 2))" \#(paint)/>"#
        }
    }

    private func textElement(_ text: PictureScene.TextMark, in rect: Rect) -> String {
        let anchor: (String, Double) = switch text.alignment {
        case .leading: ("start", rect.minX)
        case .center: ("middle", rect.midX)
        case .trailing: ("end", rect.maxX)
        }
        var out = #"<text font-family="Inter, 'SF Pro Text', Helvetica, Arial, sans-serif" font-size="\#(number(text.pointSize))" font-weight="\#(Self.cssWeight(text.weight))"\#(text.italic ? #" font-style="italic""# : "") fill="\#(text.colour.hexRGB)"\#(opacity("fill-opacity", text.colour))\#(anchor.0 == "start" ? "" : #" text-anchor="\#(anchor.0)""#)>"#
        for (k, line) in text.lines.enumerated() {
            out += #"<tspan x="\#(number(anchor.1))" y="\#(number(rect.minY + text.baseline(k)))">\#(LayoutSVG.escape(line))</tspan>"#
        }
        return out + "</text>"
    }

    /// A symbol's or image's name in small type, centred in its box.
    private func caption(_ name: String, in rect: Rect, colour: RGBA) -> String {
        // Small enough to fit the box (an Inter character is about 0.55 em wide).
        let size = max(3, min(10, rect.height * 0.3, (rect.width - 2) / (Double(max(1, name.count)) * 0.55)))
        return #"<text font-family="Inter, Helvetica, Arial, sans-serif" font-size="\#(number(size))" fill="\#(colour.hexRGB)" text-anchor="middle" x="\#(number(rect.midX))" y="\#(number(rect.midY + size * 0.35))">\#(LayoutSVG.escape(name))</text>"#
    }

    /// SwiftUI's weight names as CSS weights.
    static func cssWeight(_ weight: String) -> Int {
        ["ultraLight": 100, "thin": 200, "light": 300, "regular": 400, "medium": 500, "semibold": 600, "bold": 700, "heavy": 800, "black": 900][weight] ?? 400
    }

    private func opacity(_ attribute: String, _ colour: RGBA) -> String {
        colour.alpha < 1 ? #" \#(attribute)="\#(number(colour.alpha))""# : ""
    }

    private func attributes(_ rect: Rect) -> String {
        #"x="\#(number(rect.minX))" y="\#(number(rect.minY))" width="\#(number(max(0, rect.width)))" height="\#(number(max(0, rect.height)))""#
    }

    private func number(_ value: Double) -> String {
        value.isFinite ? formatLength(value) : "0"
    }
}
