import LayoutCore

/// Writes each node kind in its SwiftUI spelling. Modifier nodes print their receiver first,
/// then the modifier; a node's inert modifiers and `.id` follow its own expression.
struct TreePrinter {
    /// Print every copy of a `ForEach` (so each shows its id) instead of one copy and a count.
    var expandsForEach = false
    /// Print a control laid out by a custom style as written (its own label and
    /// `.buttonStyle(Pill())`) instead of the style's body; the ids of the body's nodes are then
    /// not printed.
    var writesCustomStyles = false

    func lines(for node: ViewNode, id: Int, indent: Int) -> [PrintedLine] {
        var lines: [PrintedLine]
        if node.kind.isModifier, let receiver = node.children.first {
            lines = self.lines(for: receiver, id: id + 1, indent: indent)
            let secondaryID = id + 1 + receiver.nodeCount
            lines.append(contentsOf: modifierLines(node, id: id, secondary: node.children.dropFirst().first, secondaryID: secondaryID, indent: indent + 1))
        } else {
            lines = viewLines(node, id: id, indent: indent)
        }
        for modifier in node.inertModifiers {
            lines.append(PrintedLine(indent: indent + 1, text: ".\(modifier.name)(\(modifier.arguments))"))
        }
        if let name = node.name {
            lines.append(PrintedLine(indent: indent + 1, text: ".id(\"\(StringEscapes.encode(name))\")"))
        }
        return lines
    }

    /// `head {`, the children, `}`; or `head` alone when there is no closure.
    private func block(_ head: String, _ children: [ViewNode], firstID: Int, id: Int, indent: Int, parameter: String = "") -> [PrintedLine] {
        var lines = [PrintedLine(indent: indent, text: head + " {" + parameter, id: id)]
        lines.append(contentsOf: childLines(children, firstID: firstID, indent: indent + 1))
        lines.append(PrintedLine(indent: indent, text: "}"))
        return lines
    }

    /// `Section { rows } header: { … } footer: { … }`.
    private func sectionLines(_ spec: ListSectionSpec, _ children: [ViewNode], id: Int, indent: Int) -> [PrintedLine] {
        var parts = children
        let footer = spec.hasFooter && !parts.isEmpty ? parts.removeLast() : nil
        let header = spec.hasHeader && !parts.isEmpty ? parts.removeFirst() : nil
        var next = id + 1
        var headerLines: [PrintedLine] = []
        if let header {
            headerLines = lines(for: header, id: next, indent: indent + 1)
            next += header.nodeCount
        }
        var result = [PrintedLine(indent: indent, text: "Section {", id: id)]
        result += childLines(parts, firstID: next, indent: indent + 1)
        next += parts.reduce(0) { $0 + $1.nodeCount }
        var closing = "}"
        if header != nil {
            result.append(PrintedLine(indent: indent, text: "} header: {"))
            result += headerLines
        }
        if let footer {
            result.append(PrintedLine(indent: indent, text: "} footer: {"))
            result += lines(for: footer, id: next, indent: indent + 1)
        }
        closing = "}"
        result.append(PrintedLine(indent: indent, text: closing))
        return result
    }

    private func childLines(_ children: [ViewNode], firstID: Int, indent: Int) -> [PrintedLine] {
        var lines: [PrintedLine] = []
        var next = firstID
        for child in children {
            lines.append(contentsOf: self.lines(for: child, id: next, indent: indent))
            next += child.nodeCount
        }
        return lines
    }

    private func viewLines(_ node: ViewNode, id: Int, indent: Int) -> [PrintedLine] {
        let children = node.children
        func leaf(_ text: String) -> [PrintedLine] { [PrintedLine(indent: indent, text: text, id: id)] }
        switch node.kind {
        case .shape(let shape):
            return leaf(shape == .roundedRectangle ? "RoundedRectangle(cornerRadius: 0)" : "\(shape.rawValue)()")
        case .color(let name):
            return leaf(Self.isIdentifier(name) ? "Color.\(name)" : name)
        case .text(let text, _):
            return leaf("Text(\"\(StringEscapes.encode(text))\")")
        case .image(let name, let size):
            return leaf("Image(\"\(StringEscapes.encode(name))\").frame(width: \(Self.number(size.width)), height: \(Self.number(size.height)))")
        case .spacer(let minLength):
            return leaf(minLength.map { "Spacer(minLength: \(Self.number($0)))" } ?? "Spacer()")
        case .emptyView: return leaf("EmptyView()")
        case .hStack(let alignment, let spacing):
            return block(Self.stack("HStack", alignment == .center ? nil : alignment.rawValue, spacing), children, firstID: id + 1, id: id, indent: indent)
        case .lazyHStack(let alignment, let spacing):
            return block(Self.stack("LazyHStack", alignment == .center ? nil : alignment.rawValue, spacing), children, firstID: id + 1, id: id, indent: indent)
        case .vStack(let alignment, let spacing):
            return block(Self.stack("VStack", alignment == .center ? nil : alignment.rawValue, spacing), children, firstID: id + 1, id: id, indent: indent)
        case .lazyVStack(let alignment, let spacing):
            return block(Self.stack("LazyVStack", alignment == .center ? nil : alignment.rawValue, spacing), children, firstID: id + 1, id: id, indent: indent)
        case .lazyGrid(let grid):
            var parts = ["\(grid.axis == .vertical ? "columns" : "rows"): [" + grid.items.map(\.swiftSpelling).joined(separator: ", ") + "]"]
            let cross = grid.axis == .vertical ? grid.alignment.horizontal.rawValue : grid.alignment.vertical.rawValue
            if cross != "center" { parts.append("alignment: .\(cross)") }
            if let spacing = grid.spacing { parts.append("spacing: \(Self.number(spacing))") }
            if !grid.pinnedViews.isEmpty { parts.append("pinnedViews: [" + grid.pinnedViews.map { "." + $0 }.joined(separator: ", ") + "]") }
            return block("\(grid.viewName)(\(parts.joined(separator: ", ")))", children, firstID: id + 1, id: id, indent: indent)
        case .grid(let grid):
            var parts: [String] = []
            if grid.alignment != .center { parts.append("alignment: \(Self.alignment(grid.alignment))") }
            if let spacing = grid.horizontalSpacing { parts.append("horizontalSpacing: \(Self.number(spacing))") }
            if let spacing = grid.verticalSpacing { parts.append("verticalSpacing: \(Self.number(spacing))") }
            return block(parts.isEmpty ? "Grid" : "Grid(\(parts.joined(separator: ", ")))", children, firstID: id + 1, id: id, indent: indent)
        case .viewThatFits(let axes):
            return block(axes == .both ? "ViewThatFits" : "ViewThatFits(in: \(axes.swiftSpelling))", children, firstID: id + 1, id: id, indent: indent)
        case .customLayout(let spec):
            return block(spec.source, children, firstID: id + 1, id: id, indent: indent)
        case .gridRow(let alignment):
            return block(alignment.map { "GridRow(alignment: .\($0.rawValue))" } ?? "GridRow", children, firstID: id + 1, id: id, indent: indent)
        case .zStack(let alignment):
            let head = alignment == .center ? "ZStack" : "ZStack(alignment: \(Self.alignment(alignment)))"
            return block(head, children, firstID: id + 1, id: id, indent: indent)
        case .group:
            return block("Group", children, firstID: id + 1, id: id, indent: indent)
        case .listSection(let spec):
            return sectionLines(spec, children, id: id, indent: indent)
        case .geometryReader:
            return block("GeometryReader", children, firstID: id + 1, id: id, indent: indent, parameter: " proxy in")
        case .forEach:
            if !expandsForEach, let first = children.first, children.allSatisfy({ Self.sameShape($0, first) }) {
                return block("ForEach(0..<\(children.count))", [first], firstID: id + 1, id: id, indent: indent, parameter: " _ in")
            }
            return block("ForEach(0..<1)", children, firstID: id + 1, id: id, indent: indent, parameter: " _ in")
        case .container(let container):
            return containerLines(container, children, id: id, indent: indent)
        case .control(let control):
            if writesCustomStyles, let style = control.customStyle {
                var unstyled = control
                unstyled.kind = style.kind
                unstyled.parts = style.parts
                unstyled.customStyle = nil
                return controlLines(unstyled, style.label, id: id, indent: indent)
                    + [PrintedLine(indent: indent + 1, text: ".\(style.modifier)(\(style.call))")]
            }
            return controlLines(control, children, id: id, indent: indent)
        default:
            return leaf("EmptyView()")
        }
    }

    /// A control as its call: the caption, icon and written arguments in parentheses, the
    /// closure parts as trailing closures (the kind's trailing closure first).
    private func controlLines(_ control: ControlNode, _ children: [ViewNode], id: Int, indent: Int) -> [PrintedLine] {
        var arguments: [String] = []
        if let caption = control.caption {
            arguments.append((control.initializerLabel.map { "\($0): " } ?? "") + Self.quoted(caption))
        }
        var closures: [(label: String, nodes: [(ViewNode, Int)])] = []
        var next = id + 1
        for (offset, child) in children.enumerated() {
            let part = offset < control.parts.count ? control.parts[offset] : "content"
            if part == "icon", case .control(let icon) = child.kind, let name = icon.caption {
                arguments.append("\(icon.initializerLabel == nil ? "image" : "systemImage"): \(Self.quoted(name))")
            } else if control.kind.parts.texts.contains(part), case .text(let string, _) = child.kind {
                arguments.append("\(part): \(Self.quoted(string))")
            } else if part != "title" {
                if let index = closures.firstIndex(where: { $0.label == part }) {
                    closures[index].nodes.append((child, next))
                } else {
                    closures.append((part, [(child, next)]))
                }
            }
            next += child.nodeCount
        }
        arguments += control.writtenArguments.map { "\($0.label): \($0.text)" }
        let head = "\(control.viewName)(\(arguments.joined(separator: ", ")))"
        guard !closures.isEmpty else { return [PrintedLine(indent: indent, text: head, id: id)] }
        let trailing = control.kind.parts.trailingClosure
        if let first = closures.firstIndex(where: { $0.label == trailing }) {
            closures.insert(closures.remove(at: first), at: 0)
        } else {
            closures.insert((trailing, []), at: 0)
        }
        var lines = [PrintedLine(indent: indent, text: "\(head) {", id: id)]
        for (index, closure) in closures.enumerated() {
            if index > 0 { lines.append(PrintedLine(indent: indent, text: "} \(closure.label): {")) }
            for (node, nodeID) in closure.nodes { lines.append(contentsOf: self.lines(for: node, id: nodeID, indent: indent + 1)) }
        }
        lines.append(PrintedLine(indent: indent, text: "}"))
        return lines
    }

    private func containerLines(_ container: ContainerNode, _ children: [ViewNode], id: Int, indent: Int) -> [PrintedLine] {
        let name = container.viewName
        if case .splitColumns = container.kind.strategy, children.count >= 2 {
            let labels = children.count == 2 ? ["detail"] : ["content", "detail"]
            var lines = [PrintedLine(indent: indent, text: "\(name) {", id: id)]
            var next = id + 1
            for (index, child) in children.enumerated() {
                if index > 0 { lines.append(PrintedLine(indent: indent, text: "} \(labels[min(index - 1, labels.count - 1)]): {")) }
                lines.append(contentsOf: self.lines(for: child, id: next, indent: indent + 1))
                next += child.nodeCount
            }
            lines.append(PrintedLine(indent: indent, text: "}"))
            return lines
        }
        let head = container.scrollAxes.map { "\(name)(\($0.swiftSpelling))" } ?? name
        return block(head, children, firstID: id + 1, id: id, indent: indent)
    }

    private func modifierLines(_ node: ViewNode, id: Int, secondary: ViewNode?, secondaryID: Int, indent: Int) -> [PrintedLine] {
        func line(_ text: String) -> [PrintedLine] { [PrintedLine(indent: indent, text: text, id: id)] }
        func withClosure(_ head: String) -> [PrintedLine] {
            guard let secondary else { return line(head) }
            var lines = [PrintedLine(indent: indent, text: head + " {", id: id)]
            lines.append(contentsOf: self.lines(for: secondary, id: secondaryID, indent: indent + 1))
            lines.append(PrintedLine(indent: indent, text: "}"))
            return lines
        }
        switch node.kind {
        case .frame(let frame):
            var parts: [String] = []
            if let width = frame.width { parts.append("width: \(Self.number(width))") }
            if let height = frame.height { parts.append("height: \(Self.number(height))") }
            if frame.alignment != .center { parts.append("alignment: \(Self.alignment(frame.alignment))") }
            return line(".frame(\(parts.joined(separator: ", ")))")
        case .flexibleFrame(let frame):
            let values: [(String, Double?)] = [
                ("minWidth", frame.minWidth), ("idealWidth", frame.idealWidth), ("maxWidth", frame.maxWidth),
                ("minHeight", frame.minHeight), ("idealHeight", frame.idealHeight), ("maxHeight", frame.maxHeight),
            ]
            var parts = values.compactMap { label, value in value.map { "\(label): \(Self.number($0))" } }
            if parts.isEmpty { parts.append("minWidth: nil") }
            if frame.alignment != .center { parts.append("alignment: \(Self.alignment(frame.alignment))") }
            return line(".frame(\(parts.joined(separator: ", ")))")
        case .padding(let edges, let length):
            return line(".padding(\(Self.insetArguments(edges, length)))")
        case .safeAreaPadding(let edges, let length):
            return line(".safeAreaPadding(\(Self.insetArguments(edges, length)))")
        case .overlay(let alignment):
            return withClosure(alignment == .center ? ".overlay" : ".overlay(alignment: \(Self.alignment(alignment)))")
        case .background(let alignment):
            return withClosure(alignment == .center ? ".background" : ".background(alignment: \(Self.alignment(alignment)))")
        case .layoutDirection(let direction):
            return line(".environment(\\.layoutDirection, .\(direction.rawValue))")
        case .ignoresSafeArea(let edges):
            return line(edges == .all ? ".ignoresSafeArea()" : ".ignoresSafeArea(edges: \(Self.edges(edges)))")
        case .safeAreaInset(let edge, let spacing):
            return withClosure(".safeAreaInset(edge: .\(edge.rawValue)\(spacing.map { ", spacing: " + Self.number($0) } ?? ""))")
        case .containerRelativeFrame(let frame) where frame.measuresReader:
            // A frame read from a GeometryReader's proxy (ViewTranslator+GeometryProxy.swift): its
            // closure's source is the frame as written back, `proxy` the reader's parameter.
            guard case .closure(let lengthClosure) = frame.rule else { return line(".frame()") }
            let written = lengthClosure.source
            guard frame.alignment != .center, written.hasSuffix(")") else { return line(written) }
            return line(String(written.dropLast()) + ", alignment: \(Self.alignment(frame.alignment)))")
        case .containerRelativeFrame(let frame):
            var parts = [frame.axes.swiftSpelling]
            var closure = ""
            switch frame.rule {
            case .fullLength: break
            case .grid(let count, let span, let spacing):
                parts.append("count: \(count)")
                parts.append("span: \(span)")
                parts.append("spacing: \(Self.number(spacing))")
            case .closure(let lengthClosure):
                closure = " " + lengthClosure.source
            }
            if frame.alignment != .center { parts.append("alignment: \(Self.alignment(frame.alignment))") }
            return line(".containerRelativeFrame(\(parts.joined(separator: ", ")))" + closure)
        case .font(let style):
            return line(".font(.\(style.rawValue))")
        case .lineLimit(let limit):
            return line(".lineLimit(\(limit.map(String.init) ?? "nil"))")
        case .textEnvironment(let modifier):
            return line(".\(modifier.name)(\(modifier.argumentText))")
        case .listEnvironment(let modifier):
            return line(".\(modifier.name)(\(modifier.argumentText))")
        case .navigationBarTitleDisplayMode(let mode):
            return line(".navigationBarTitleDisplayMode(.\(mode.rawValue))")
        case .toolbarVisibility(let visible, let bars):
            let forBars = bars.isEmpty ? "" : ", for: " + bars.map { "." + $0.rawValue }.joined(separator: ", ")
            return line(".toolbar(.\(visible ? "visible" : "hidden")\(forBars))")
        case .toolbarItems(let placements):
            var lines = [PrintedLine(indent: indent, text: ".toolbar {", id: id)]
            for placement in placements {
                let head = placement == "automatic" ? "ToolbarItem" : "ToolbarItem(placement: .\(placement))"
                lines.append(PrintedLine(indent: indent + 1, text: head + " { EmptyView() }"))
            }
            lines.append(PrintedLine(indent: indent, text: "}"))
            return lines
        case .presentation(let spec):
            // The content is a tree of its own (ids restart in :present), so its lines carry no ids.
            let head = spec.arguments.isEmpty ? ".\(spec.modifier)" : ".\(spec.modifier)(\(spec.arguments))"
            var lines = [PrintedLine(indent: indent, text: head + " {", id: id)]
            for line in TreePrinter(expandsForEach: expandsForEach).lines(for: spec.content, id: 0, indent: indent + 1) {
                lines.append(PrintedLine(indent: line.indent, text: line.text))
            }
            lines.append(PrintedLine(indent: indent, text: "}"))
            return lines
        case .controlSelection(let name, let value):
            return line(value == "true" ? ".\(name)()" : ".\(name)(.\(value))")
        case .alignmentGuide(let guide):
            return line(".alignmentGuide(\(guide.axis == .horizontal ? "HorizontalAlignment" : "VerticalAlignment").\(guide.guide)) \(guide.source)")
        case .scrollModifier(let modifier):
            return line(Self.scrollModifier(modifier))
        case .gridCell(let cell):
            var parts: [String] = []
            if let columns = cell.columns { parts.append(".gridCellColumns(\(columns))") }
            if let alignment = cell.columnAlignment { parts.append(".gridColumnAlignment(.\(alignment.rawValue))") }
            if let anchor = cell.anchor { parts.append(".gridCellAnchor(UnitPoint(x: \(Self.number(anchor.x)), y: \(Self.number(anchor.y))))") }
            if !cell.unsizedAxes.isEmpty { parts.append(".gridCellUnsizedAxes(\(cell.unsizedAxes.swiftSpelling))") }
            return line(parts.joined())
        case .modifier(let modifier):
            return line(".\(modifier.base.name)(\(modifier.base.argumentText))")
        default:
            return line(".\(node.kind.typeName)()")
        }
    }

    // MARK: Spelling

    static func quoted(_ text: String) -> String {
        "\"\(StringEscapes.encode(text))\""
    }

    static func number(_ value: Double) -> String {
        SwiftSpelling.number(value)
    }

    static func alignment(_ alignment: Alignment) -> String {
        if let named = Alignment.named.first(where: { $0.alignment == alignment }) { return "." + named.name }
        return "Alignment(horizontal: .\(alignment.horizontal.rawValue), vertical: .\(alignment.vertical.rawValue))"
    }

    static func edges(_ edges: EdgeSet) -> String {
        let named: [(String, EdgeSet)] = [("all", .all), ("horizontal", .horizontal), ("vertical", .vertical)]
        if let match = named.first(where: { $0.1 == edges }) { return "." + match.0 }
        let single = edges.edges
        if single.count == 1 { return "." + single[0].rawValue }
        return "[" + single.map { "." + $0.rawValue }.joined(separator: ", ") + "]"
    }

    static func scrollModifier(_ modifier: ScrollModifier) -> String {
        switch modifier {
        case .contentMargins(let margins):
            var arguments = margins.edges == .all ? (margins.length.map(number) ?? "nil") : edges(margins.edges) + ", " + (margins.length.map(number) ?? "nil")
            if margins.placement != .automatic { arguments += ", for: .\(margins.placement.rawValue)" }
            return ".contentMargins(\(arguments))"
        case .targetBehavior(let behavior): return ".scrollTargetBehavior(\(behavior.swiftSpelling))"
        case .targetLayout: return ".scrollTargetLayout()"
        case .clipDisabled(let disabled): return disabled ? ".scrollClipDisabled()" : ".scrollClipDisabled(false)"
        }
    }

    static func insetArguments(_ edges: EdgeSet, _ length: Double?) -> String {
        if edges == .all { return length.map(number) ?? "" }
        return Self.edges(edges) + (length.map { ", " + number($0) } ?? "")
    }

    static func stack(_ name: String, _ alignment: String?, _ spacing: Double?) -> String {
        var parts: [String] = []
        if let alignment { parts.append("alignment: .\(alignment)") }
        if let spacing { parts.append("spacing: \(number(spacing))") }
        return parts.isEmpty ? name : "\(name)(\(parts.joined(separator: ", ")))"
    }

    static func isIdentifier(_ text: String) -> Bool {
        guard let first = text.first, first.isLetter || first == "_" else { return false }
        return text.allSatisfy { $0.isLetter || $0.isNumber || $0 == "_" }
    }

    /// Equal apart from source locations.
    static func sameShape(_ a: ViewNode, _ b: ViewNode) -> Bool {
        a.kind == b.kind && a.name == b.name && a.inertModifiers == b.inertModifiers
            && a.children.count == b.children.count && zip(a.children, b.children).allSatisfy { sameShape($0, $1) }
    }
}
