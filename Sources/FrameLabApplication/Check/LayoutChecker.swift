import LayoutCore

/// Looks through one layout for what a reviewer would flag. Every decision comes from the laid
/// out nodes and their kinds (a scroll view is a container whose strategy scrolls), never from a
/// view's name.
struct LayoutChecker {
    var result: LayoutResult
    /// The source condition that chose each node (`BranchChoices.byNodeID`), by node id; empty
    /// when the tree's choices are not known.
    var choices: [String?] = []
    /// Frames may miss an edge by this much before it counts (rounding of fractional layouts).
    static let tolerance = 0.5

    func findings() -> [LayoutFinding] {
        result.nodes.flatMap { node in
            [text(node), outside(node), crossAxis(node), conflictingFrame(node), zeroSize(node), tapTarget(node), pageLength(node), sizeClassWidth(node)].compactMap { $0 }
        }
    }

    private func finding(_ check: LayoutCheck, _ node: LaidOutNode, _ message: String) -> LayoutFinding {
        let name = nameOfView(node)
        return LayoutFinding(check: check, nodeID: node.id, view: "#\(node.id) \(node.typeName)" + (name.map { " \"\($0)\"" } ?? ""),
                      name: name, line: node.location?.line, column: node.location?.column, message: message)
    }

    /// The `.id` name of the node or of the modifiers wrapping it (`Text("…").id("title")` names the Text).
    private func nameOfView(_ node: LaidOutNode) -> String? {
        LayoutFact.name(of: node, in: result)
    }

    private func ancestors(_ node: LaidOutNode) -> [LaidOutNode] {
        var chain: [LaidOutNode] = []
        var parent = node.parent
        while let id = parent {
            chain.append(result.nodes[id])
            parent = result.nodes[id].parent
        }
        return chain
    }

    private func fmt(_ value: Double) -> String { NumberFormat(precision: 3).string(value) }

    // MARK: - Checks

    private func text(_ node: LaidOutNode) -> LayoutFinding? {
        guard case .text(let string, _) = node.kind, !string.isEmpty else { return nil }
        let text = result.textResolution(for: node.id)
        let lineLimit = text.lineLimit
        // Measured again at the size it was given (plus rounding slack): the same answer, with its lines.
        let measurement = TextMeasurer.measure(
            string, style: text.metrics,
            proposal: ProposedSize(width: node.frame.width + 0.001, height: node.frame.height + 0.001),
            lineLimit: lineLimit, lineSpacing: text.lineSpacing)
        guard measurement.isTruncated else { return nil }
        let shown = measurement.lines.joined(separator: "⏎")
        let limit = lineLimit.map { ", lineLimit \($0)" } ?? ""
        return finding(.textTruncated, node, "shows \"\(shown)\" of \"\(string)\" in \(fmt(node.frame.width))×\(fmt(node.frame.height))\(limit)")
    }

    /// The nearest scrolling container above a node and the axes it scrolls: a scroll view, or a
    /// List or Form (`scrollingAxes`).
    private func scrollAncestor(_ node: LaidOutNode) -> (node: LaidOutNode, axes: AxisSet)? {
        for ancestor in ancestors(node) {
            if let axes = scrollingAxes(ancestor) { return (ancestor, axes) }
        }
        return nil
    }

    /// The axes along which a container's content scrolls: a scroll view's axes; a List's or
    /// Form's rows scroll vertically ("a scrollable view like ScrollView or List", Apple's
    /// containerRelativeFrame documentation), except in a column style, which Apple documents as
    /// "a non-scrolling form style" (ColumnsFormStyle; the profile's `list.columnStyles`). A paged
    /// TabView needs nothing here: its pages are laid out one over another in the container, so
    /// none is past the window along the paging axis.
    private func scrollingAxes(_ node: LaidOutNode) -> AxisSet? {
        if let axes = Self.scrollAxes(node.kind) { return axes }
        guard case .container(let container) = node.kind, case .list = container.kind.strategy else { return nil }
        let columnStyles = container.kind.list?.columnStyles ?? []
        let style = result.listPlacements.values.first { $0.listID == node.id }?.style
        if let style, columnStyles.contains(style) { return nil }
        return .vertical
    }

    static func scrollAxes(_ kind: ViewKind) -> AxisSet? {
        guard case .container(let container) = kind, case .scroll(let axes) = container.kind.strategy else { return nil }
        return container.scrollAxes ?? axes
    }

    private func outside(_ node: LaidOutNode) -> LayoutFinding? {
        guard node.frame.width > 0, node.frame.height > 0 else { return nil }
        if let (scroll, axes) = scrollAncestor(node) {
            // With scrollClipDisabled the overflow is drawn, so it is seen.
            if result.scrollPagings[scroll.id]?.clipDisabled == true { return nil }
            let cross: [Axis] = [.horizontal, .vertical].filter { !axes.contains($0) }
            guard let overflow = Self.overflow(node.frame, beyond: scroll.frame, axes: cross) else { return nil }
            if let parent = node.parent, parent != scroll.id, Self.overflow(result.nodes[parent].frame, beyond: scroll.frame, axes: cross) != nil { return nil }
            return finding(.outsideScrollView, node, "\(overflow) of the \(scroll.typeName) (#\(scroll.id), \(fmt(scroll.frame.width))×\(fmt(scroll.frame.height))), on the axis it does not scroll")
        }
        let window = Rect(origin: Point(x: 0, y: 0), size: result.environment.windowSize)
        guard let overflow = Self.overflow(node.frame, beyond: window, axes: [.horizontal, .vertical]) else { return nil }
        if let parent = node.parent, Self.overflow(result.nodes[parent].frame, beyond: window, axes: [.horizontal, .vertical]) != nil { return nil }
        return finding(.outsideWindow, node, "\(overflow) of the \(fmt(window.size.width))×\(fmt(window.size.height)) window")
    }

    /// `wholly outside` or `reaches 12 pt past the right edge` when `frame` leaves `bounds` on `axes`.
    static func overflow(_ frame: Rect, beyond bounds: Rect, axes: [Axis]) -> String? {
        var parts: [String] = []
        let format = NumberFormat(precision: 3)
        if axes.contains(.horizontal) {
            if frame.maxX <= bounds.minX + tolerance || frame.minX >= bounds.maxX - tolerance { return "is wholly outside" }
            if frame.minX < bounds.minX - tolerance { parts.append("\(format.string(bounds.minX - frame.minX)) pt past the left edge") }
            if frame.maxX > bounds.maxX + tolerance { parts.append("\(format.string(frame.maxX - bounds.maxX)) pt past the right edge") }
        }
        if axes.contains(.vertical) {
            if frame.maxY <= bounds.minY + tolerance || frame.minY >= bounds.maxY - tolerance { return "is wholly outside" }
            if frame.minY < bounds.minY - tolerance { parts.append("\(format.string(bounds.minY - frame.minY)) pt past the top edge") }
            if frame.maxY > bounds.maxY + tolerance { parts.append("\(format.string(frame.maxY - bounds.maxY)) pt past the bottom edge") }
        }
        return parts.isEmpty ? nil : "reaches " + parts.joined(separator: " and ")
    }

    private func pageLength(_ node: LaidOutNode) -> LayoutFinding? {
        guard let paging = result.scrollPagings[node.id], let mismatch = paging.pageMismatch else { return nil }
        let along = paging.axis == .horizontal ? "width" : "height"
        return finding(.pagingPageLength, node, "pages by its \(along), \(fmt(mismatch.page)), but \(mismatch.childrenText): \(mismatch.slideText); make child + spacing \(fmt(mismatch.page / Double(mismatch.childrenPerPage))) or snap with .viewAligned and .scrollTargetLayout()")
    }

    private func crossAxis(_ node: LaidOutNode) -> LayoutFinding? {
        guard case .containerRelativeFrame(let frame) = node.kind,
              let containerID = node.containerResolution?.container.nodeID,
              let scrolled = Self.scrollAxes(result.nodes[containerID].kind) else { return nil }
        let measuresScrollAxis = [Axis.horizontal, .vertical].contains { scrolled.contains($0) && frame.axes.contains($0) }
        guard !measuresScrollAxis else { return nil }
        let container = result.nodes[containerID]
        return finding(.containerRelativeFrameCrossAxis, node,
                       "containerRelativeFrame(\(frame.axes.swiftSpelling)) measures the \(container.typeName) (#\(containerID)) only on the axis it does not scroll; along \(scrolled.swiftSpelling) the scroll view sizes to its content, so the layout depends on the children (the article on containerRelativeFrame warns this can crash); include \(scrolled.swiftSpelling) in the axes")
    }

    private func conflictingFrame(_ node: LaidOutNode) -> LayoutFinding? {
        guard case .flexibleFrame(let frame) = node.kind else { return nil }
        var conflicts: [String] = []
        func compare(_ axis: String, _ values: [(String, Double?)]) {
            let given = values.compactMap { name, value in value.map { (name + axis, $0) } }
            for (index, lower) in given.enumerated() {
                for upper in given[(index + 1)...] where lower.1 > upper.1 {
                    conflicts.append("\(lower.0) \(fmt(lower.1)) > \(upper.0) \(fmt(upper.1))")
                }
            }
        }
        compare("Width", [("min", frame.minWidth), ("ideal", frame.idealWidth), ("max", frame.maxWidth)])
        compare("Height", [("min", frame.minHeight), ("ideal", frame.idealHeight), ("max", frame.maxHeight)])
        guard !conflicts.isEmpty else { return nil }
        return finding(.conflictingFrame, node, conflicts.joined(separator: ", ") + "; SwiftUI logs \"Contradictory frame constraints specified\" and the result depends on the order it applies them")
    }

    /// A Text or Image with no width or height, or a view of no width or height whose child does
    /// have size there (its content spills out of a box that takes no room).
    private func zeroSize(_ node: LaidOutNode) -> LayoutFinding? {
        let size = "\(fmt(node.frame.width))×\(fmt(node.frame.height))"
        guard node.frame.width <= 0 || node.frame.height <= 0 else { return nil }
        switch node.kind {
        case .text(let string, _) where !string.isEmpty:
            return finding(.zeroSizeContent, node, "Text \"\(string)\" is laid out \(size), so it is not seen")
        case .image(let name, _):
            return finding(.zeroSizeContent, node, "Image \"\(name)\" is laid out \(size), so it is not seen")
        default:
            let spilling = result.nodes.first { child in
                child.parent == node.id
                    && ((node.frame.width <= 0 && child.frame.width > 0) || (node.frame.height <= 0 && child.frame.height > 0))
            }
            guard let child = spilling else { return nil }
            return finding(.zeroSizeContent, node, "is laid out \(size) but its content #\(child.id) \(child.typeName) is \(fmt(child.frame.width))×\(fmt(child.frame.height)): the content draws outside a box that takes no room")
        }
    }

    /// Apple's minimum hit target: "a hit region of at least 44×44 pt" (HIG Buttons, control-metrics.md
    /// HIG-BTN). A row of a list is its own target of at least 44 pt, so controls in lists are left alone.
    static let minimumTapTarget = 44.0

    private func tapTarget(_ node: LaidOutNode) -> LayoutFinding? {
        guard case .control(let control) = node.kind, control.kind.interactive else { return nil }
        let minimum = Self.minimumTapTarget
        guard node.frame.width < minimum - Self.tolerance || node.frame.height < minimum - Self.tolerance else { return nil }
        let inList = ancestors(node).contains { ancestor in
            guard case .container(let container) = ancestor.kind, case .list = container.kind.strategy else { return false }
            return true
        }
        guard !inList else { return nil }
        return finding(.smallTapTarget, node, "\(control.viewName) is \(fmt(node.frame.width))×\(fmt(node.frame.height)), smaller than the 44×44 minimum hit target (HIG Buttons); pad its label or frame the label (a frame outside the control does not enlarge what is tapped)")
    }

    /// The width from which a window is regular width where the size class follows the width: the
    /// iPadOS free-form threshold (Devices/platform-ipados.yaml `windowSizeClass.regularWidthFrom`,
    /// 700, inferred between 678 measured compact and 748 measured regular).
    static let regularWidthFrom = 700.0

    /// A NavigationSplitView collapsed to one column, or a branch chosen by `horizontalSizeClass`,
    /// while the size class is compact in a window (not the full screen) at least `regularWidthFrom`
    /// wide (iOS 27 iPhone windows report compact at every width: FBM, Apple forums thread 836088).
    private func sizeClassWidth(_ node: LaidOutNode) -> LayoutFinding? {
        let environment = result.environment
        let width = environment.windowSize.width
        // Only windows (a WIDTHxHEIGHT window of the device, a plain one, or a named one): a
        // full-screen iPhone in landscape (874 pt, compact) is compact by design, not a window the
        // user widened.
        let inWindow = environment.description.isSizedWindow == true
            || environment.description.deviceID == LayoutEnvironment.window(width: 0, height: 0).description.deviceID
            || environment.description.windowName != nil
        guard inWindow, environment.horizontalSizeClass == .compact, width >= Self.regularWidthFrom else { return nil }
        let better = "the size class no longer follows the width (iOS 27 iPhone windows report compact at every width); choose the structure from the space available: ViewThatFits, containerRelativeFrame, or a Layout (no GeometryReader needed)"
        if case .container(let container) = node.kind, case .splitColumns = container.kind.strategy,
           result.nodes.filter({ $0.parent == node.id }).count >= 2 {
            return finding(.sizeClassWidth, node, "shows one column because horizontalSizeClass is compact, in a \(fmt(width))-pt-wide window that has room for its columns (regular from \(fmt(Self.regularWidthFrom)) where the class follows the width); \(better)")
        }
        guard choices.indices.contains(node.id), let choice = choices[node.id], choice.contains("horizontalSizeClass") else { return nil }
        // Only the topmost node of the branch (its parent was not chosen by the same condition).
        if let parent = node.parent, choices.indices.contains(parent), choices[parent] == choice { return nil }
        return finding(.sizeClassWidth, node, "is chosen by `\(choice)` in a \(fmt(width))-pt-wide window; \(better)")
    }
}
