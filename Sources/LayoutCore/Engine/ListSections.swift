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

/// A control whose view kind shows some parts as rows of the enclosing list (`listRows`):
/// the views of those parts, and the control's other shown parts.
struct ListRowControl {
    var header: [Int32]
    var rows: [Int32]
}

/// A row, a whole Section, or a control spread over rows, in source order.
private enum ListItem {
    case row(ListRowPart)
    case section(ListSectionParts)
    case control(header: [Int32], rows: [ListRowPart])
}

extension ArenaData {
    /// `rowControl` says which rows are controls spread over several rows.
    func listSections(_ list: Int32, rowControl: (Int32) -> ListRowControl?) -> [ListSectionParts] {
        var items: [ListItem] = []
        for child in children(list) { visit(child, insets: nil, prominence: false, rowControl, into: &items) }
        var sections: [ListSectionParts] = []
        var loose = ListSectionParts()
        for item in items {
            switch item {
            case .row(let row): loose.rows.append(row)
            case .section(let section):
                if !loose.rows.isEmpty { sections.append(loose) }
                loose = ListSectionParts()
                sections.append(section)
            case .control(let header, let rows):
                // Outside a Section the control makes a section of its own [estimate, as in a Section].
                if !loose.rows.isEmpty { sections.append(loose) }
                loose = ListSectionParts()
                var section = ListSectionParts()
                Self.add(header: header, rows: rows, alone: true, to: &section)
                sections.append(section)
            }
        }
        if !loose.rows.isEmpty { sections.append(loose) }
        return sections
    }

    /// Adds the rows and Sections under `node` to `items`.
    private func visit(_ node: Int32, insets: EdgeInsets??, prominence: Bool, _ rowControl: (Int32) -> ListRowControl?, into items: inout [ListItem]) {
        switch kinds[Int(node)] {
        case .group, .forEach:
            for child in children(node) { visit(child, insets: insets, prominence: prominence, rowControl, into: &items) }
        case .emptyView:
            return
        case .listSection(let spec):
            var section = ListSectionParts(increasedHeaderProminence: prominence)
            var parts = Array(children(node))
            if spec.hasFooter, !parts.isEmpty { section.footer = parts.removeLast() }
            if spec.hasHeader, !parts.isEmpty { section.header = parts.removeFirst() }
            var inner: [ListItem] = []
            for part in parts { visit(part, insets: insets, prominence: prominence, rowControl, into: &inner) }
            // A Section inside a Section adds its rows to the outer one.
            for item in inner {
                switch item {
                case .row(let row): section.rows.append(row)
                case .section(let nested): section.rows += nested.rows
                case .control(let header, let rows): Self.add(header: header, rows: rows, alone: inner.count == 1, to: &section)
                }
            }
            items.append(.section(section))
        case .listEnvironment(let modifier) where firstChild(node).map(isRowCollection) ?? false:
            guard let child = firstChild(node) else { return }
            switch modifier {
            case .rowInsets(let value): visit(child, insets: .some(value), prominence: prominence, rowControl, into: &items)
            case .headerProminence(let increased): visit(child, insets: insets, prominence: increased, rowControl, into: &items)
            default: visit(child, insets: insets, prominence: prominence, rowControl, into: &items)
            }
        default:
            let rowInsets = rowInsets(node) ?? insets ?? nil
            if let control = rowControl(node) {
                items.append(.control(header: control.header, rows: control.rows.map { ListRowPart(node: $0, insets: rowInsets) }))
            } else {
                items.append(.row(ListRowPart(node: node, insets: rowInsets)))
            }
        }
    }

    /// A control spread over rows: its one other shown part (the label) is the section's header
    /// when the control is alone in a section without one [estimate: no source measures it],
    /// else that part is a row above the others.
    private static func add(header: [Int32], rows: [ListRowPart], alone: Bool, to section: inout ListSectionParts) {
        if alone, section.header == nil, header.count == 1 {
            section.header = header[0]
        } else {
            section.rows += header.map { ListRowPart(node: $0, insets: rows.first?.insets) }
        }
        section.rows += rows
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
