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
    /// The content to draw (texts, colours, controls); nil draws the outlines only (`--outline`).
    /// With content, the outlines stay in the document, invisible, for their hover titles.
    var picture: PictureScene? = nil

    static let margin = 12.0
    static let lineHeight = 14.0

    func document() -> String {
        let window = result.environment.windowSize
        let titles = titleLines
        let legend = legendItems
        let top = Self.margin + Self.lineHeight * Double(titles.count)
        let width = window.width + 2 * Self.margin
        let height = top + window.height + Self.margin + Self.lineHeight * Double(legend.count) + Self.margin
        let box = [-Self.margin, -top, width, height].map(number).joined(separator: " ")
        var out = [
            #"<?xml version="1.0" encoding="UTF-8"?>"#,
            #"<svg xmlns="http://www.w3.org/2000/svg" width="\#(number(width))" height="\#(number(height))" viewBox="\#(box)" font-family="Helvetica, Arial, sans-serif">"#,
            "<title>\(Self.escape(titles.joined(separator: "; ")))</title>",
            "<style>",
            ".device { fill: #ffffff; stroke: #1c1c1e; stroke-width: 2; }",
            ".inset { fill: #8e8e93; fill-opacity: 0.3; }",
            ".bar { fill: #ff9f0a; fill-opacity: 0.35; }",
            ".view { fill: none; stroke-width: 1; }",
            ".label { font-size: 9px; fill: #1c1c1e; }",
            ".band-label { font-size: 8px; fill: #3a3a3c; }",
            ".chosen { fill: #34c759; fill-opacity: 0.12; stroke: #248a3d; stroke-width: 3; }",
            ".usable { fill: none; stroke: #248a3d; stroke-width: 1.5; stroke-dasharray: 2 2; }",
            ".passed { fill: none; stroke: #ff3b30; stroke-width: 1.5; stroke-dasharray: 6 3; }",
            ".selected { fill: #0a84ff; fill-opacity: 0.18; stroke: #0a84ff; stroke-width: 2.5; }",
            ".title { font-size: 11px; fill: #1c1c1e; }",
            ".legend { font-size: 9px; fill: #3a3a3c; }",
        ]
        if picture != nil {
            out += [
                ".views .view { stroke-opacity: 0; fill: #ffffff; fill-opacity: 0; }",
                ".views .label, .band-label { display: none; }",
                ".screen-regions rect { fill-opacity: 0; }",
            ]
        }
        out.append("</style>")
        for (k, line) in titles.enumerated() {
            let y = -top + Self.margin + Self.lineHeight * Double(k) + 8
            out.append(#"<text class="title" x="0" y="\#(number(y))"\#(k == 0 ? #" font-weight="bold""# : "")>\#(Self.escape(line))</text>"#)
        }
        let screen = #"x="0" y="0" width="\#(number(window.width))" height="\#(number(window.height))" rx="\#(number(cornerRadius))""#
        out.append(#"<defs><clipPath id="screen"><rect \#(screen)/></clipPath></defs>"#)
        if let picture {
            out.append(#"<rect class="device" \#(screen) style="fill: \#(picture.background.hexRGB)"/>"#)
            out.append(#"<g class="content" data-appearance="\#(picture.appearance.rawValue)" clip-path="url(#screen)">"#)
            out += SceneSVG(scene: picture).elements()
            out.append("</g>")
        } else {
            out.append(#"<rect class="device" \#(screen)/>"#)
        }
        out += bandElements
        out += viewElements
        out += highlightElements
        for (k, item) in legend.enumerated() {
            let y = window.height + Self.margin + Self.lineHeight * Double(k)
            out.append(#"<rect class="\#(item.style)" x="0" y="\#(number(y))" width="16" height="9"/>"#)
            out.append(#"<text class="legend" x="22" y="\#(number(y + 8))">\#(Self.escape(item.text))</text>"#)
        }
        out.append("</svg>")
        return out.joined(separator: "\n") + "\n"
    }

    /// The device and window, then the selected view.
    private var titleLines: [String] {
        let description = result.environment.description
        let device = description.title + ": \(format.size(result.environment.windowSize))"
        guard let selected else { return [device] }
        let holder = WhyReport.resolutionHolder(of: selected, in: result)
        let what = holder.map { result.nodes[$0].containerResolution?.container }.flatMap { $0 }.map { reference in
            "the container of " + FrameRow(result.nodes[selected], format: format).label + ": "
                + (reference.nodeID.map { "#\($0) \(reference.displayName)" } ?? "the window")
        }
        return [device, what ?? FrameRow(result.nodes[selected], format: format).label]
    }

    /// Roughly the screen's corners: none for a plain window, small for a Mac window, larger for
    /// an iPad and largest for a phone. Only the outline uses it.
    private var cornerRadius: Double { Self.cornerRadius(of: result.environment) }

    /// The screen's corner radius for an environment (the PNG's corners too).
    static func cornerRadius(of environment: LayoutEnvironment) -> Double {
        guard environment.description.deviceID != "window", environment.description.windowName == nil else { return 0 }
        let shorter = min(environment.windowSize.width, environment.windowSize.height)
        switch environment.idiom {
        case .phone: return shorter * 0.12
        case .pad: return 18
        case .mac: return 10
        default: return min(24, shorter / 10)
        }
    }

    private var bandElements: [String] {
        var out = [#"<g class="screen-regions" clip-path="url(#screen)">"#]
        for band in ScreenRegions(result, format: format).bands {
            let kind = band.kind == .safeArea ? "inset" : "bar"
            out.append(#"  <rect class="\#(kind)" data-edge="\#(band.edge.rawValue)" \#(attributes(band.rect))><title>\#(Self.escape(band.label))</title></rect>"#)
            if band.kind == .bar || band.edge == .top || band.edge == .bottom {
                out.append(#"  <text class="band-label" text-anchor="middle" x="\#(number(band.rect.midX))" y="\#(number(band.rect.minY + min(band.rect.height - 2, 10)))">\#(Self.escape(band.label))</text>"#)
            }
        }
        out.append("</g>")
        return out
    }

    private var viewElements: [String] {
        var out = [#"<g class="views">"#]
        var labels = LabelPlacement()
        var lastNamed: [Rect: Int] = [:]
        var last: [Rect: Int] = [:]
        for node in result.nodes where PictureLabel.isDrawn(node) {
            last[node.frame] = node.id
            if node.name != nil { lastNamed[node.frame] = node.id }
        }
        let hidden = result.hiddenParts()
        for node in result.nodes where hidden[node.id] == nil {
            let colour = Self.palette[node.depth % Self.palette.count]
            let full = "\(FrameRow(node, format: format).label) \(format.rect(node.frame))"
            var element = #"  <rect class="view" data-node="\#(node.id)" data-type="\#(Self.escape(node.typeName))""#
            if let name = node.name { element += #" data-name="\#(Self.escape(name))""# }
            element += #" stroke="\#(colour)" \#(attributes(node.frame))><title>\#(Self.escape(full))</title></rect>"#
            out.append(element)
            if (lastNamed[node.frame] ?? last[node.frame]) == node.id, isOnScreen(node.frame) {
                let text = PictureLabel.label(node)
                let origin = labels.place(text, in: node.frame, window: Rect(origin: .zero, size: result.environment.windowSize))
                out.append(#"  <text class="label" x="\#(number(origin.x))" y="\#(number(origin.y))">\#(Self.escape(text))</text>"#)
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
        let radius = resolution.container.nodeID == nil ? #" rx="\#(number(cornerRadius))""# : ""
        out.append(#"  <rect class="chosen" data-container="\#(resolution.container.nodeID.map(String.init) ?? "window")" \#(attributes(container))\#(radius)><title>\#(Self.escape("chosen: \(name) \(format.size(resolution.containerSize))"))</title></rect>"#)
        var insets = EdgeInsets()
        for subtraction in resolution.subtractions { insets[subtraction.edge] += subtraction.amount }
        out.append(#"  <rect class="usable" \#(attributes(container.inset(by: insets)))><title>\#(Self.escape("usable \(format.size(resolution.usableSize))"))</title></rect>"#)
        out.append(#"  <rect class="selected" data-selected="\#(selected)" \#(attributes(result.nodes[selected].frame))/>"#)
        out.append("</g>")
        return out
    }

    private func isOnScreen(_ frame: Rect) -> Bool {
        let window = result.environment.windowSize
        return frame.maxX > 0 && frame.maxY > 0 && frame.minX < window.width && frame.minY < window.height
    }

    /// Where the chosen container is: the window, or the container node's visible frame.
    private func containerRect(_ resolution: ContainerResolution) -> Rect {
        guard let id = resolution.container.nodeID else { return Rect(origin: .zero, size: result.environment.windowSize) }
        let node = result.nodes[id]
        if let visible = node.containerGeometry?.visibleFrame, visible.size == resolution.containerSize { return visible }
        return node.frame
    }

    private var legendItems: [(style: String, text: String)] {
        let regions = ScreenRegions(result, format: format)
        var items: [(style: String, text: String)] = []
        if regions.bands.contains(where: { $0.kind == .safeArea }) { items.append(("inset", "safe-area insets")) }
        if regions.bands.contains(where: { $0.kind == .bar }) { items.append(("bar", "bars taken off a container's size")) }
        if selected != nil {
            items.append(("selected", "the selected view"))
            if let selected, WhyReport.resolutionHolder(of: selected, in: result) != nil {
                items.append(("chosen", "the container its containerRelativeFrame chose (dotted: the usable part)"))
                items.append(("passed", "ancestors the search passed over"))
            }
        }
        return items
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

/// Where the SVG's labels go: at a frame's top-left corner inside the window, moved down a line
/// while another label is already there.
private struct LabelPlacement {
    private var taken: [Rect] = []

    mutating func place(_ text: String, in frame: Rect, window: Rect) -> Point {
        let width = Double(text.count) * 5
        let x = min(max(frame.minX, window.minX), max(window.minX, window.maxX - width)) + 2
        var y = max(frame.minY, window.minY) + 10
        for _ in 0..<8 {
            let box = Rect(x: x, y: y - 9, width: width, height: 10)
            guard taken.contains(where: { overlaps($0, box) }) else { break }
            y += 10
        }
        taken.append(Rect(x: x, y: y - 9, width: width, height: 10))
        return Point(x: x, y: y)
    }

    private func overlaps(_ a: Rect, _ b: Rect) -> Bool {
        a.minX < b.maxX && b.minX < a.maxX && a.minY < b.maxY && b.minY < a.maxY
    }
}
