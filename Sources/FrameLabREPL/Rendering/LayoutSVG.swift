import LayoutCore

/// `:svg`: the layout as an SVG document in window points. The device outline, the safe-area
/// insets and bars shaded, every node's frame as a rectangle (`data-node` is its id) with its
/// label, and, for a selected view, the container its `containerRelativeFrame` chose (filled,
/// with the usable part marked) and the ancestors the search passed over (dashed).
struct LayoutSVG {
    var result: LayoutResult
    /// The view whose container search is shown.
    var selected: Int?
    var format: NumberFormat

    static let margin = 12.0
    static let titleHeight = 22.0
    static let legendHeight = 20.0

    func document() -> String {
        let window = result.environment.windowSize
        let width = window.width + 2 * Self.margin
        let height = window.height + 2 * Self.margin + Self.titleHeight + Self.legendHeight
        let box = [-Self.margin, -Self.margin - Self.titleHeight, width, height].map(number).joined(separator: " ")
        var out = [
            #"<?xml version="1.0" encoding="UTF-8"?>"#,
            #"<svg xmlns="http://www.w3.org/2000/svg" width="\#(number(width))" height="\#(number(height))" viewBox="\#(box)" font-family="Helvetica, Arial, sans-serif">"#,
            "<title>\(Self.escape(title))</title>",
            "<style>",
            ".device { fill: #ffffff; stroke: #1c1c1e; stroke-width: 2; }",
            ".inset { fill: #8e8e93; fill-opacity: 0.25; }",
            ".bar { fill: #ff9f0a; fill-opacity: 0.3; }",
            ".view { fill: none; stroke-width: 1; }",
            ".label { font-size: 9px; fill: #1c1c1e; }",
            ".band-label { font-size: 8px; fill: #3a3a3c; }",
            ".chosen { fill: #34c759; fill-opacity: 0.12; stroke: #248a3d; stroke-width: 3; }",
            ".usable { fill: none; stroke: #248a3d; stroke-width: 1.5; stroke-dasharray: 2 2; }",
            ".passed { fill: none; stroke: #ff3b30; stroke-width: 1.5; stroke-dasharray: 6 3; }",
            ".selected { fill: #0a84ff; fill-opacity: 0.15; stroke: #0a84ff; stroke-width: 2.5; }",
            ".title { font-size: 12px; font-weight: bold; fill: #1c1c1e; }",
            ".legend { font-size: 9px; fill: #3a3a3c; }",
            "</style>",
            #"<text class="title" x="0" y="\#(number(-Self.margin))">\#(Self.escape(title))</text>"#,
            #"<rect class="device" x="0" y="0" width="\#(number(window.width))" height="\#(number(window.height))" rx="\#(number(cornerRadius))"/>"#,
        ]
        out += bandElements
        out += highlightElements
        out += viewElements
        out += legendElements
        out.append("</svg>")
        return out.joined(separator: "\n") + "\n"
    }

    private var title: String {
        let description = result.environment.description
        var text = "\(description.displayName), \(description.orientation.rawValue)"
        if let name = description.windowName { text += ", window \(name)" }
        text += ": \(format.size(result.environment.windowSize))"
        if let selected { text += "; container of \(FrameRow(result.nodes[selected], format: format).label)" }
        return text
    }

    private var cornerRadius: Double {
        result.environment.description.deviceID == "window" ? 0 : min(40, result.environment.windowSize.width / 10)
    }

    private var bandElements: [String] {
        var out = [#"<g class="screen-regions">"#]
        for band in ScreenRegions(result, format: format).bands {
            let kind = band.kind == .safeArea ? "inset" : "bar"
            out.append(#"  <rect class="\#(kind)" data-edge="\#(band.edge.rawValue)" \#(attributes(band.rect))><title>\#(Self.escape(band.label))</title></rect>"#)
            if band.kind == .bar || band.edge == .top || band.edge == .bottom {
                out.append(#"  <text class="band-label" x="\#(number(band.rect.minX + 4))" y="\#(number(band.rect.minY + min(band.rect.height - 2, 10)))">\#(Self.escape(band.label))</text>"#)
            }
        }
        out.append("</g>")
        return out
    }

    private var viewElements: [String] {
        var out = [#"<g class="views">"#]
        var lastNamed: [Rect: Int] = [:]
        var last: [Rect: Int] = [:]
        for node in result.nodes where PictureLabel.isDrawn(node) {
            last[node.frame] = node.id
            if node.name != nil { lastNamed[node.frame] = node.id }
        }
        for node in result.nodes {
            let colour = Self.palette[node.depth % Self.palette.count]
            let full = "\(FrameRow(node, format: format).label) \(format.rect(node.frame))"
            var element = #"  <rect class="view" data-node="\#(node.id)" data-type="\#(Self.escape(node.typeName))""#
            if let name = node.name { element += #" data-name="\#(Self.escape(name))""# }
            element += #" stroke="\#(colour)" \#(attributes(node.frame))><title>\#(Self.escape(full))</title></rect>"#
            out.append(element)
            if (lastNamed[node.frame] ?? last[node.frame]) == node.id {
                out.append(#"  <text class="label" x="\#(number(node.frame.minX + 2))" y="\#(number(node.frame.minY + 10))">\#(Self.escape(PictureLabel.label(node)))</text>"#)
            }
        }
        out.append("</g>")
        return out
    }

    private var highlightElements: [String] {
        guard let selected, let holder = WhyReport.resolutionHolder(of: selected, in: result),
              let resolution = result.nodes[holder].containerResolution else {
            return selected.map { [#"<rect class="selected" data-selected="\#($0)" \#(attributes(result.nodes[$0].frame))/>"#] } ?? []
        }
        var out = [#"<g class="container-search" data-view="\#(holder)">"#]
        for visit in resolution.visited where visit.verdict != .chosen {
            out.append(#"  <rect class="passed" data-node="\#(visit.nodeID)" \#(attributes(result.nodes[visit.nodeID].frame))><title>\#(Self.escape("passed over: #\(visit.nodeID) \(visit.typeName)"))</title></rect>"#)
        }
        let container = containerRect(resolution)
        let name = resolution.container.nodeID.map { "#\($0) \(resolution.container.displayName)" } ?? "window"
        out.append(#"  <rect class="chosen" data-container="\#(resolution.container.nodeID.map(String.init) ?? "window")" \#(attributes(container))><title>\#(Self.escape("chosen: \(name) \(format.size(resolution.containerSize))"))</title></rect>"#)
        var insets = EdgeInsets()
        for subtraction in resolution.subtractions { insets[subtraction.edge] += subtraction.amount }
        out.append(#"  <rect class="usable" \#(attributes(container.inset(by: insets)))><title>\#(Self.escape("usable \(format.size(resolution.usableSize))"))</title></rect>"#)
        out.append(#"  <rect class="selected" data-selected="\#(selected)" \#(attributes(result.nodes[selected].frame))/>"#)
        out.append("</g>")
        return out
    }

    /// Where the chosen container is: the window, or the container node's visible frame.
    private func containerRect(_ resolution: ContainerResolution) -> Rect {
        guard let id = resolution.container.nodeID else { return Rect(origin: .zero, size: result.environment.windowSize) }
        let node = result.nodes[id]
        if let visible = node.containerGeometry?.visibleFrame, visible.size == resolution.containerSize { return visible }
        return node.frame
    }

    private var legendElements: [String] {
        let y = result.environment.windowSize.height + Self.margin + 10
        var items = ["grey: safe area", "orange: bars"]
        if selected != nil { items += ["blue: the selected view", "green: its container (dotted: usable size)", "red dashes: ancestors passed over"] }
        return [#"<text class="legend" x="0" y="\#(number(y))">\#(Self.escape(items.joined(separator: " · ")))</text>"#]
    }

    private func attributes(_ rect: Rect) -> String {
        #"x="\#(number(rect.minX))" y="\#(number(rect.minY))" width="\#(number(max(0, rect.width)))" height="\#(number(max(0, rect.height)))""#
    }

    /// Up to three decimals; SVG has no infinity, so an infinite length is drawn as 0.
    private func number(_ value: Double) -> String {
        value.isFinite ? formatLength(value) : "0"
    }

    static let palette = ["#0a84ff", "#5e5ce6", "#bf5af2", "#ff375f", "#ff9f0a", "#30b0c7", "#32d74b", "#8e8e93"]

    /// Text and attribute values with `& < > " '` escaped.
    static func escape(_ text: String) -> String {
        var out = ""
        for character in text {
            switch character {
            case "&": out += "&amp;"
            case "<": out += "&lt;"
            case ">": out += "&gt;"
            case "\"": out += "&quot;"
            case "'": out += "&apos;"
            default:
                if let scalar = character.unicodeScalars.first, character.unicodeScalars.count == 1,
                   scalar.value < 0x20, scalar != "\n", scalar != "\t" {
                    out += "\u{FFFD}"
                } else {
                    out.append(character)
                }
            }
        }
        return out
    }
}
