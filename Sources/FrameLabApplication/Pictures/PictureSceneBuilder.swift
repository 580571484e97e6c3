import Foundation
import LayoutCore
import Profiles

/// Turns a layout into a `PictureScene`: every Text as its measured lines in its font and colour,
/// shapes and colours filled, lists' backgrounds and section cards, controls as a likeness (the
/// colour table's `likenesses:`), SF Symbols and images as labelled boxes, everything clipped to
/// its scroll views and the screen. The colours come from the colour table, never from code.
struct PictureSceneBuilder {
    var result: LayoutResult
    var table: ColorTable
    var appearance: Appearance
    /// Each node's inert modifiers (`foregroundStyle`, `fill`, `bold`, …) by id, from the tree.
    private var inert: [[InertModifier]]
    private var warnings: [String] = []
    private var warned: Set<String> = []

    init(result: LayoutResult, root: ViewNode?, table: ColorTable, appearance: Appearance) {
        self.result = result
        self.table = table
        self.appearance = appearance
        let flattened = root.map(Self.inertModifiers(of:)) ?? []
        inert = flattened.count == result.nodes.count ? flattened : Array(repeating: [], count: result.nodes.count)
    }

    /// The tree's inert modifiers in pre-order, the order of the result's ids (without recursion).
    static func inertModifiers(of root: ViewNode) -> [[InertModifier]] {
        var out: [[InertModifier]] = []
        var stack = [root]
        while let node = stack.popLast() {
            out.append(node.inertModifiers)
            stack.append(contentsOf: node.children.reversed())
        }
        return out
    }

    mutating func build() -> PictureScene {
        let window = Rect(origin: .zero, size: result.environment.windowSize)
        var items: [PictureScene.Item] = []
        let nodes = result.nodes
        let count = nodes.count
        let hidden = result.hiddenParts()
        // Per node: the clip its own marks get, what its children get, whether it is skipped and its opacity.
        var clip = [Rect](repeating: window, count: count)
        var childClip = [Rect](repeating: window, count: count)
        var skipped = [Bool](repeating: false, count: count)
        var opacity = [Double](repeating: 1, count: count)
        var childIndex = [Int](repeating: 0, count: count)
        let cards = listCards()
        for id in 0..<count {
            let node = nodes[id]
            if let parent = node.parent {
                clip[id] = childClip[parent]
                opacity[id] = opacity[parent]
                let index = childIndex[parent]
                childIndex[parent] += 1
                skipped[id] = skipped[parent] || Self.hidesChild(nodes.kind(parent), index: index)
            }
            if hidden[id] != nil || modifier("hidden", on: id) != nil { skipped[id] = true }
            if let value = modifier("opacity", on: id).flatMap({ ColorExpression.number($0.arguments) }) { opacity[id] *= value }
            childClip[id] = clip[id]
            if Self.clipsContent(node) || modifier("clipped", on: id) != nil || modifier("clipShape", on: id) != nil {
                childClip[id] = intersect(clip[id], node.containerGeometry?.visibleFrame ?? node.frame)
            }
            guard !skipped[id] else { continue }
            var marks = self.marks(for: node, cards: cards[id] ?? [])
            if opacity[id] < 1 { marks = marks.map { fade($0, opacity[id]) } }
            marks += guessMarks(node, drawsItself: !marks.isEmpty)
            // What lies wholly outside its clip (rows scrolled past the screen) is not kept.
            for mark in marks where Self.touches(mark.rect, clip[id]) {
                items.append(PictureScene.Item(nodeID: id, rect: mark.rect, mark: mark.mark, clip: clip[id]))
            }
        }
        items += barMarks(window: window)
        return PictureScene(size: window.size, appearance: appearance, background: table.role("screen", appearance), items: items, nodeClips: clip, warnings: warnings)
    }

    // MARK: - Marks of one node

    private mutating func marks(for node: LaidOutNode, cards: [(Rect, [Double])]) -> [(rect: Rect, mark: PictureScene.Mark)] {
        let frame = node.frame
        guard frame.width.isFinite, frame.height.isFinite, frame.minX.isFinite, frame.minY.isFinite else { return [] }
        switch node.kind {
        case .color(let written):
            return [(frame, .fill(roundedShape(node.id), colour(written, at: node.id)))]
        case .shape(let kind):
            return shapeMarks(node, kind)
        case .text(let string, _):
            return textMark(node, string).map { [(frame, .text($0))] } ?? []
        case .image(let name, _):
            return [(frame, .image(name: name, fill: role("placeholder"), text: role("placeholderText")))]
        case .container(let container):
            guard container.kind.list != nil else { return [] }
            let style = result.listPlacements.values.first { $0.listID == node.id }?.style ?? container.kind.list?.style ?? "plain"
            let grouped = style.lowercased().contains("grouped")
            let background = extendedToTheScreenEdges(node.containerGeometry?.visibleFrame ?? frame)
            var marks: [(rect: Rect, mark: PictureScene.Mark)] = [(background, .fill(.rectangle(cornerRadius: 0), role(grouped ? "groupedScreen" : "screen")))]
            for (card, separators) in cards {
                if grouped { marks.append((card, .fill(.rectangle(cornerRadius: 10), role("card")))) }
                for (k, y) in separators.enumerated() where k.isMultiple(of: 2) && k + 1 < separators.count {
                    marks.append((Rect(x: y, y: separators[k + 1], width: card.maxX - y, height: 0), .line(role("separator"), width: 1 / max(1, result.environment.displayScale))))
                }
            }
            return marks
        case .control(let control):
            return controlMarks(node, control)
        default:
            return []
        }
    }

    /// A stand-in for source FrameLab could not see (`ViewKind.guess`: an unknown view, a
    /// `Text` whose string could not be computed) is marked so a picture never passes a guess off
    /// as what was written: outlined in the colour table's `guess` role, and, when the node draws
    /// nothing of its own (an unknown view), a tinted box captioned `? Name`.
    private func guessMarks(_ node: LaidOutNode, drawsItself: Bool) -> [(rect: Rect, mark: PictureScene.Mark)] {
        guard node.kind.guess != nil, node.frame.width > 0 || node.frame.height > 0 else { return [] }
        let colour = role("guess")
        if drawsItself { return [(node.frame, .stroke(.rectangle(cornerRadius: 0), colour, width: 1.5))] }
        return [(node.frame, .symbol(name: "? \(node.typeName)", colour: colour))]
    }

    private mutating func shapeMarks(_ node: LaidOutNode, _ kind: ShapeKind) -> [(rect: Rect, mark: PictureScene.Mark)] {
        let shape: PictureScene.Shape = switch kind {
        case .rectangle: .rectangle(cornerRadius: 0)
        // The radius is not kept in the tree: drawn 10 (an estimate; the frame is FrameLab's).
        case .roundedRectangle: .rectangle(cornerRadius: min(10, min(node.frame.width, node.frame.height) / 2))
        case .circle, .ellipse: kind == .circle ? .ellipse : .ellipse
        case .capsule: .capsule
        }
        var drawn = shape
        if kind == .circle {
            // A circle is as wide as the smaller side, centred.
            let side = min(node.frame.width, node.frame.height)
            let rect = Rect(x: node.frame.midX - side / 2, y: node.frame.midY - side / 2, width: side, height: side)
            return [(rect, .fill(.ellipse, shapeColour(node.id)))]
        }
        if case .rectangle(0) = shape { drawn = roundedShape(node.id) }
        if let stroke = modifier("stroke", on: node.id) ?? modifier("strokeBorder", on: node.id), modifier("fill", on: node.id) == nil {
            let parsed = ColorExpression.call("s(\(stroke.arguments))")?.arguments ?? []
            let width = parsed.first { $0.label == "lineWidth" }.flatMap { ColorExpression.number($0.value) } ?? 1
            let written = parsed.first { $0.label == nil }?.value
            return [(node.frame, .stroke(drawn, written.map { colour($0, at: node.id) } ?? foreground(node.id, default: "shape"), width: width))]
        }
        return [(node.frame, .fill(drawn, shapeColour(node.id)))]
    }

    private mutating func shapeColour(_ id: Int) -> RGBA {
        if let fill = modifier("fill", on: id) {
            let first = ColorExpression.call("f(\(fill.arguments))")?.arguments.first { $0.label == nil }?.value
            if let first { return colour(first, at: id) }
        }
        return foreground(id, default: "shape")
    }

    private mutating func textMark(_ node: LaidOutNode, _ string: String) -> PictureScene.TextMark? {
        let resolution = result.textResolution(for: node.id)
        var text = string
        let placement = placementAbove(node.id)
        if placement?.uppercasedBy != nil { text = text.uppercased() }
        let measured = TextMeasurer.measure(text, style: resolution.metrics, proposal: node.proposal, lineLimit: resolution.lineLimit, lineSpacing: resolution.lineSpacing)
        guard !measured.lines.isEmpty else { return nil }
        var weight = resolution.metrics.weight
        var italic = false
        var alignment = PictureScene.TextAlignment.leading
        for id in chain(node.id) {
            for modifier in inert[id].reversed() {
                switch modifier.name {
                case "bold" where weight == resolution.metrics.weight: weight = modifier.arguments.contains("false") ? weight : "bold"
                case "fontWeight" where weight == resolution.metrics.weight: weight = Self.memberName(modifier.arguments) ?? weight
                case "italic": italic = true
                case "multilineTextAlignment" where alignment == .leading:
                    alignment = modifier.arguments.contains("center") ? .center : modifier.arguments.contains("trailing") ? .trailing : .leading
                default: break
                }
            }
        }
        let defaultRole = placement.map { $0.role == .row ? "text" : "headerText" } ?? "text"
        return PictureScene.TextMark(
            lines: measured.lines, pointSize: resolution.metrics.pointSize, weight: weight, italic: italic,
            lineHeight: resolution.metrics.lineHeight, lineSpacing: resolution.lineSpacing,
            colour: foreground(node.id, default: defaultRole), alignment: alignment)
    }

    private mutating func controlMarks(_ node: LaidOutNode, _ control: ControlNode) -> [(rect: Rect, mark: PictureScene.Mark)] {
        let frame = node.frame
        switch table.likenesses[control.kind.id] {
        case "switch":
            guard var plan = result.controlPlan(for: node.id) else { return [] }
            let size = plan.controlSize()
            guard size.width > 0, size.height > 0 else { return [] }
            let track = Rect(x: frame.maxX - size.width, y: frame.midY - size.height / 2, width: size.width, height: size.height)
            let inset = 2.0
            let knob = Rect(x: track.maxX - size.height + inset, y: track.minY + inset, width: size.height - 2 * inset, height: size.height - 2 * inset)
            return [(track, .fill(.capsule, tint(node.id, role: "switchOn"))), (knob, .fill(.ellipse, role("switchKnob")))]
        case "track", "bar":
            let height = 4.0
            let track = Rect(x: frame.minX, y: frame.midY - height / 2, width: frame.width, height: height)
            let filled = Rect(x: frame.minX, y: track.minY, width: frame.width / 2, height: height)
            var marks: [(rect: Rect, mark: PictureScene.Mark)] = [(track, .fill(.capsule, role("track"))), (filled, .fill(.capsule, tint(node.id, role: "tint")))]
            if table.likenesses[control.kind.id] == "track" {
                let side = min(27, frame.height)
                marks.append((Rect(x: filled.maxX - side / 2, y: frame.midY - side / 2, width: side, height: side), .fill(.ellipse, role("switchKnob"))))
                marks.append((Rect(x: filled.maxX - side / 2, y: frame.midY - side / 2, width: side, height: side), .stroke(.ellipse, role("track"), width: 0.5)))
            }
            return marks
        case "button":
            switch buttonStyle(node.id) {
            case "borderedProminent": return [(frame, .fill(.capsule, tint(node.id, role: "tint")))]
            case "bordered": return [(frame, .fill(.capsule, role("borderedButton")))]
            default: return []
            }
        case "symbol":
            let name = control.caption ?? "symbol"
            return [(frame, .symbol(name: name, colour: foreground(node.id, default: insideControl(node.id) ? "tint" : "text")))]
        case "image":
            return [(frame, .image(name: control.caption ?? "image", fill: role("placeholder"), text: role("placeholderText")))]
        case "field":
            return [(frame, .fill(.rectangle(cornerRadius: 6), role("field")))]
        case "divider":
            let horizontal = frame.width >= frame.height
            let line = horizontal ? Rect(x: frame.minX, y: frame.midY, width: frame.width, height: 0) : Rect(x: frame.midX, y: frame.minY, width: 0, height: frame.height)
            return [(line, .line(role("separator"), width: max(frame.height, 1 / max(1, result.environment.displayScale)).clampedLine))]
        case "stepper":
            return [(frame, .fill(.rectangle(cornerRadius: 8), role("track"))),
                    (Rect(x: frame.midX, y: frame.minY + 7, width: 0, height: max(0, frame.height - 14)), .line(role("separator"), width: 1))]
        default:
            return []
        }
    }

    // MARK: - Lists

    /// Per list: each section's card (the rows' cells from the list's margin to its other side)
    /// and the separators between its rows (pairs of x, y).
    private func listCards() -> [Int: [(Rect, [Double])]] {
        var cells: [Int: [Int: [(Rect, ListPlacement)]]] = [:]
        for (id, placement) in result.listPlacements where placement.role == .row {
            let frame = result.nodes.frame(id)
            let list = result.nodes.frame(placement.listID)
            let rowInsetIndex = placement.y.lastIndex { $0.label == "row inset" } ?? placement.y.count
            let top = placement.y[..<rowInsetIndex].reduce(0) { $0 + $1.value }
            let bottom = frame.maxY + max(0, frame.minY - top)
            let leadingTerms = placement.x.prefix { $0.label != "row inset" }
            let left = leadingTerms.reduce(0) { $0 + $1.value }
            let right = list.maxX - max(0, left - list.minX)
            guard top.isFinite, bottom.isFinite, right > left else { continue }
            cells[placement.listID, default: [:]][placement.section, default: []].append((Rect(x: left, y: top, width: right - left, height: bottom - top), placement))
        }
        var out: [Int: [(Rect, [Double])]] = [:]
        for (list, sections) in cells {
            for (_, rows) in sections.sorted(by: { $0.key < $1.key }) {
                let sorted = rows.sorted { $0.1.index < $1.1.index }
                guard let first = sorted.first, let last = sorted.last else { continue }
                let card = Rect(x: first.0.minX, y: first.0.minY, width: first.0.width, height: last.0.maxY - first.0.minY)
                var separators: [Double] = []
                for (cell, placement) in sorted.dropLast() {
                    separators += [placement.separatorLeading?.x ?? cell.minX + 16, cell.maxY]
                }
                out[list, default: []].append((card, separators))
            }
        }
        return out
    }

    /// A list's background runs under the safe area and the bars next to it, to the screen's edge
    /// (a List's scroll content background ignores the safe area).
    private func extendedToTheScreenEdges(_ rect: Rect) -> Rect {
        let window = result.environment.windowSize
        var reach = EdgeInsets()
        for band in ScreenRegions(result, format: NumberFormat(precision: 3)).bands {
            switch band.edge {
            case .top: reach.top = max(reach.top, band.rect.maxY)
            case .bottom: reach.bottom = max(reach.bottom, window.height - band.rect.minY)
            case .leading: reach.leading = max(reach.leading, band.rect.maxX)
            case .trailing: reach.trailing = max(reach.trailing, window.width - band.rect.minX)
            }
        }
        let minX = rect.minX <= reach.leading + 0.5 ? min(0, rect.minX) : rect.minX
        let minY = rect.minY <= reach.top + 0.5 ? min(0, rect.minY) : rect.minY
        let maxX = rect.maxX >= window.width - reach.trailing - 0.5 ? max(window.width, rect.maxX) : rect.maxX
        let maxY = rect.maxY >= window.height - reach.bottom - 0.5 ? max(window.height, rect.maxY) : rect.maxY
        return Rect(x: minX, y: minY, width: maxX - minX, height: maxY - minY)
    }

    // MARK: - Bars and the status bar

    private mutating func barMarks(window: Rect) -> [PictureScene.Item] {
        var items: [PictureScene.Item] = []
        let regions = ScreenRegions(result, format: NumberFormat(precision: 3))
        let title = firstModifier("navigationTitle").flatMap { Self.stringLiteral($0.arguments) }
        let environment = result.environment
        for band in regions.bands where band.kind == .bar {
            if band.label.hasPrefix("navigationBar") {
                guard let title else { continue }
                let large = band.label.hasPrefix("navigationBar.large")
                let style = environment.textMetrics(large ? .largeTitle : .headline, .large)
                let mark = PictureScene.TextMark(
                    lines: [title], pointSize: style.pointSize, weight: large ? "bold" : "semibold", italic: false,
                    lineHeight: style.lineHeight, lineSpacing: 0, colour: role("text"), alignment: large ? .leading : .center)
                let height = style.singleLineHeight
                let rect = large
                    ? Rect(x: band.rect.minX + 16 + result.environment.safeAreaInsets.leading, y: band.rect.maxY - height - 8, width: band.rect.width - 32, height: height)
                    : Rect(x: band.rect.minX, y: band.rect.midY - height / 2, width: band.rect.width, height: height)
                items.append(PictureScene.Item(nodeID: nil, rect: rect, mark: .text(mark), clip: window))
            } else if band.edge == .bottom {
                // Tab bars and bottom toolbars; bars at the top are navigation bars, clear at rest.
                items.append(PictureScene.Item(nodeID: nil, rect: band.rect, mark: .fill(.rectangle(cornerRadius: 0), role("bar")), clip: window))
                items.append(PictureScene.Item(nodeID: nil, rect: Rect(x: band.rect.minX, y: band.edge == .bottom ? band.rect.minY : band.rect.maxY, width: band.rect.width, height: 0), mark: .line(role("separator"), width: 0.5), clip: window))
            }
        }
        return items
    }

    // MARK: - Colours

    private func role(_ name: String) -> RGBA { table.role(name, appearance) }

    private mutating func colour(_ written: String, at id: Int) -> RGBA {
        switch ColorExpression(table: table, appearance: appearance).evaluate(written) {
        case .colour(let value): return value
        case .unknown(let why):
            let fallback = table.roles["fallback"] ?? "gray"
            let message = "\(why) at #\(id)\(result.nodes[id].location.map { " (line \($0.line))" } ?? ""); drawn \(fallback)"
            if warned.insert(message).inserted { warnings.append(message) }
            return role("fallback")
        }
    }

    /// The foreground style in effect at `id` (the nearest `foregroundStyle`/`foregroundColor`),
    /// else a control's tint for a button's label, else the role `fallbackRole`.
    private mutating func foreground(_ id: Int, default fallbackRole: String) -> RGBA {
        for ancestor in chain(id) {
            if let style = modifier("foregroundStyle", on: ancestor) ?? modifier("foregroundColor", on: ancestor),
               let first = ColorExpression.call("f(\(style.arguments))")?.arguments.first?.value {
                return colour(first, at: ancestor)
            }
            if ancestor != id, case .control(let control) = result.nodes.kind(ancestor), let likeness = table.likenesses[control.kind.id] {
                if likeness == "button" { return buttonStyle(ancestor) == "borderedProminent" ? role("switchKnob") : tint(ancestor, role: "tint") }
                if likeness == "labelled", childOrder(of: id, under: ancestor) > 0 { return role("headerText") }
            }
        }
        return role(fallbackRole)
    }

    /// `.tint(…)` or `.accentColor(…)` above `id`, else the role.
    private mutating func tint(_ id: Int, role name: String) -> RGBA {
        for ancestor in chain(id) {
            if let tint = modifier("tint", on: ancestor) ?? modifier("accentColor", on: ancestor) {
                return colour(tint.arguments, at: ancestor)
            }
        }
        return role(name)
    }

    /// The value of the nearest `buttonStyle` selection above `id`.
    private func buttonStyle(_ id: Int) -> String? {
        for ancestor in chain(id) {
            if case .controlSelection(let name, let value) = result.nodes.kind(ancestor), name == "buttonStyle" { return value }
        }
        return nil
    }

    private func insideControl(_ id: Int) -> Bool {
        chain(id).dropFirst().contains { ancestor in
            if case .control(let control) = result.nodes.kind(ancestor) { return table.likenesses[control.kind.id] == "button" }
            return false
        }
    }

    /// A colour's or rectangle's shape: rounded when the node or a modifier sharing its frame
    /// has `cornerRadius(r)` or `clipShape(RoundedRectangle(cornerRadius: r))`, an ellipse for `clipShape(Circle())`.
    private func roundedShape(_ id: Int) -> PictureScene.Shape {
        let frame = result.nodes.frame(id)
        for ancestor in chain(id).prefix(4) where result.nodes.frame(ancestor) == frame {
            if let modifier = modifier("cornerRadius", on: ancestor), let radius = ColorExpression.number(modifier.arguments) {
                return .rectangle(cornerRadius: radius)
            }
            if let clip = modifier("clipShape", on: ancestor) {
                if clip.arguments.contains("Circle") { return .ellipse }
                if clip.arguments.contains("Capsule") { return .capsule }
                if let range = clip.arguments.range(of: #"cornerRadius:\s*[0-9.]+"#, options: .regularExpression),
                   let radius = Double(clip.arguments[range].dropFirst("cornerRadius:".count).trimmingCharacters(in: .whitespaces)) {
                    return .rectangle(cornerRadius: radius)
                }
            }
        }
        return .rectangle(cornerRadius: 0)
    }

    // MARK: - Tree helpers

    /// `id` and its ancestors, nearest first.
    private func chain(_ id: Int) -> [Int] {
        var out = [id]
        var current = result.nodes.parent(id)
        while let parent = current {
            out.append(parent)
            current = result.nodes.parent(parent)
        }
        return out
    }

    /// The list placement of `id` or its nearest placed ancestor.
    private func placementAbove(_ id: Int) -> ListPlacement? {
        for ancestor in chain(id) { if let placement = result.listPlacements[ancestor] { return placement } }
        return nil
    }

    /// Which child of `ancestor` the chain from `id` passes through.
    private func childOrder(of id: Int, under ancestor: Int) -> Int {
        let path = chain(id)
        guard let k = path.firstIndex(of: ancestor), k > 0 else { return 0 }
        let child = path[k - 1]
        return (ancestor + 1..<child).filter { result.nodes.parent($0) == ancestor }.count
    }

    private func modifier(_ name: String, on id: Int) -> InertModifier? {
        inert[id].last { $0.name == name }
    }

    private func firstModifier(_ name: String) -> InertModifier? {
        for modifiers in inert { if let found = modifiers.first(where: { $0.name == name }) { return found } }
        return nil
    }

    /// Tabs show their first child; a presentation modifier shows its receiver (the presented content
    /// is laid out on its own by `:present`).
    static func hidesChild(_ kind: ViewKind, index: Int) -> Bool {
        switch kind {
        case .container(let container):
            if case .tabs = container.kind.strategy { return index > 0 }
            return false
        case .presentation: return index > 0
        default: return false
        }
    }

    /// Scroll views and lists clip what scrolls in them.
    static func clipsContent(_ node: LaidOutNode) -> Bool {
        guard case .container(let container) = node.kind else { return false }
        switch container.kind.strategy {
        case .scroll, .list: return true
        default: return false
        }
    }

    /// `.semibold` → `semibold`.
    static func memberName(_ text: String) -> String? {
        let trimmed = text.trimmingCharacters(in: .whitespaces)
        guard trimmed.hasPrefix(".") else { return nil }
        return String(trimmed.dropFirst().prefix { $0.isLetter })
    }

    /// `"Settings"` → `Settings`; nil for anything that is not one string literal.
    static func stringLiteral(_ text: String) -> String? {
        let trimmed = text.trimmingCharacters(in: .whitespaces)
        guard trimmed.count >= 2, trimmed.hasPrefix("\""), trimmed.hasSuffix("\""), !trimmed.dropFirst().dropLast().contains("\"") else { return nil }
        return String(trimmed.dropFirst().dropLast())
    }

    /// Whether `a` reaches into `b` (edges count, for hairlines of no height).
    static func touches(_ a: Rect, _ b: Rect) -> Bool {
        a.minX <= b.maxX && b.minX <= a.maxX && a.minY <= b.maxY && b.minY <= a.maxY && b.width > 0 && b.height > 0
    }

    private func intersect(_ a: Rect, _ b: Rect) -> Rect {
        let minX = max(a.minX, b.minX), minY = max(a.minY, b.minY)
        let maxX = min(a.maxX, b.maxX), maxY = min(a.maxY, b.maxY)
        return Rect(x: minX, y: minY, width: max(0, maxX - minX), height: max(0, maxY - minY))
    }

    private func fade(_ mark: (rect: Rect, mark: PictureScene.Mark), _ factor: Double) -> (rect: Rect, mark: PictureScene.Mark) {
        var out = mark
        switch mark.mark {
        case .fill(let shape, let c): out.mark = .fill(shape, c.withOpacity(factor))
        case .stroke(let shape, let c, let width): out.mark = .stroke(shape, c.withOpacity(factor), width: width)
        case .text(var text):
            text.colour = text.colour.withOpacity(factor)
            out.mark = .text(text)
        case .symbol(let name, let c): out.mark = .symbol(name: name, colour: c.withOpacity(factor))
        case .image(let name, let fill, let text): out.mark = .image(name: name, fill: fill.withOpacity(factor), text: text.withOpacity(factor))
        case .line(let c, let width): out.mark = .line(c.withOpacity(factor), width: width)
        }
        return out
    }
}

private extension Double {
    /// A divider's line: at most 2 points thick.
    var clampedLine: Double { Swift.min(2, self) }
}
