/// A list's content split into sections: each `Section` is one, and each run of rows outside a
/// Section is one without header or footer (as SwiftUI groups loose rows). Group, ForEach and
/// EmptyView are looked through; list modifiers around a Group, ForEach or Section
/// (`.listRowInsets`, `.headerProminence`) are carried to the rows and headers inside.
struct ListSectionParts {
    var header: Int32?
    var rows: [ListRowPart] = []
    var footer: Int32?
    var increasedHeaderProminence = false
}

struct ListRowPart {
    var node: Int32
    /// `.listRowInsets` on the row or around it; nil keeps the style's insets.
    var insets: EdgeInsets?
}

/// A row or a whole Section, in source order.
private enum ListItem {
    case row(ListRowPart)
    case section(ListSectionParts)
}

extension ArenaData {
    func listSections(_ list: Int32) -> [ListSectionParts] {
        var items: [ListItem] = []
        for child in children(list) { visit(child, insets: nil, prominence: false, into: &items) }
        var sections: [ListSectionParts] = []
        var loose = ListSectionParts()
        for item in items {
            switch item {
            case .row(let row): loose.rows.append(row)
            case .section(let section):
                if !loose.rows.isEmpty { sections.append(loose) }
                loose = ListSectionParts()
                sections.append(section)
            }
        }
        if !loose.rows.isEmpty { sections.append(loose) }
        return sections
    }

    /// Adds the rows and Sections under `node` to `items`.
    private func visit(_ node: Int32, insets: EdgeInsets??, prominence: Bool, into items: inout [ListItem]) {
        switch kinds[Int(node)] {
        case .group, .forEach:
            for child in children(node) { visit(child, insets: insets, prominence: prominence, into: &items) }
        case .emptyView:
            return
        case .listSection(let spec):
            var section = ListSectionParts(increasedHeaderProminence: prominence)
            var parts = Array(children(node))
            if spec.hasFooter, !parts.isEmpty { section.footer = parts.removeLast() }
            if spec.hasHeader, !parts.isEmpty { section.header = parts.removeFirst() }
            var inner: [ListItem] = []
            for part in parts { visit(part, insets: insets, prominence: prominence, into: &inner) }
            // A Section inside a Section adds its rows to the outer one.
            for item in inner {
                switch item {
                case .row(let row): section.rows.append(row)
                case .section(let nested): section.rows += nested.rows
                }
            }
            items.append(.section(section))
        case .listEnvironment(let modifier) where firstChild(node).map(isRowCollection) ?? false:
            guard let child = firstChild(node) else { return }
            switch modifier {
            case .rowInsets(let value): visit(child, insets: .some(value), prominence: prominence, into: &items)
            case .headerProminence(let increased): visit(child, insets: insets, prominence: increased, into: &items)
            default: visit(child, insets: insets, prominence: prominence, into: &items)
            }
        default:
            items.append(.row(ListRowPart(node: node, insets: rowInsets(node) ?? insets ?? nil)))
        }
    }

    private func isRowCollection(_ node: Int32) -> Bool {
        switch kinds[Int(node)] {
        case .group, .forEach, .listSection: true
        case .listEnvironment: firstChild(node).map(isRowCollection) ?? false
        default: false
        }
    }

    /// `.listRowInsets` among the modifiers wrapping a row (the outermost wins); `.some(nil)` when
    /// the row restores the style's insets.
    private func rowInsets(_ row: Int32) -> EdgeInsets?? {
        var node = row
        while kinds[Int(node)].isModifier {
            if case .listEnvironment(.rowInsets(let insets)) = kinds[Int(node)] { return .some(insets) }
            guard let child = firstChild(node) else { break }
            node = child
        }
        return nil
    }
}
