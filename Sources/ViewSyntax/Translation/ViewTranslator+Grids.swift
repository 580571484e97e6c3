import LayoutCore
import SwiftSyntax

/// `LazyVGrid`/`LazyHGrid` and the `GridItem` arrays they take, written inline or kept in a
/// `let`/property (`[GridItem(.adaptive(minimum: 80))]`, `Array(repeating: GridItem(), count: 3)`).
extension ViewTranslator {
    mutating func lazyGrid(_ name: String, call: FunctionCallExprSyntax, at here: LayoutCore.SourceLocation, _ scope: Scope) throws(TranslationIssue) -> ViewNode {
        let axis: Axis = name == "LazyVGrid" ? .vertical : .horizontal
        let itemsLabel = axis == .vertical ? "columns" : "rows"
        let arguments = CallArguments(call, closureLabels: ["content"])
        checkArguments(arguments, allowed: [itemsLabel, "alignment", "spacing", "pinnedViews", "content"], of: name)
        guard let itemsArgument = arguments.labeled(itemsLabel) else {
            throw TranslationIssue(call, "\(name) needs '\(itemsLabel):', an array of GridItem", id: SourceMessages.missingArgument)
        }
        // Here `[]` is known to be `[GridItem]`: no tracks (LayoutCore warns that nothing is laid out).
        let written = itemsArgument.expression.as(ArrayExprSyntax.self)?.elements.isEmpty == true ? [] : try gridItems(itemsArgument.expression, scope)
        let advice = "write the array in the source, e.g. [GridItem(.adaptive(minimum: 80))]"
        guard let items = written ?? (options.strict ? nil : [Self.guessedGridItem]) else {
            throw TranslationIssue(itemsArgument.expression, "FrameLab cannot read '\(Self.short(itemsArgument.expression))' as [GridItem]; \(advice)", id: SourceMessages.invalidArgument)
        }
        if written == nil {
            // `columns: columns` with the array made at run time (`@State` set in `init` from the
            // screen's width): a guess, said so, instead of failing the file.
            warn(itemsArgument.expression, SourceMessages.unknownValue, "FrameLab cannot read '\(Self.short(itemsArgument.expression))' as [GridItem]; it lays out \(Self.guessedGridItem.swiftSpelling) in its place, a guess: \(advice)")
        }
        var alignment = Alignment.center
        if let item = arguments.labeled("alignment") {
            if axis == .vertical {
                alignment.horizontal = try horizontalAlignment(item)
            } else {
                alignment.vertical = try verticalAlignment(item)
            }
        }
        let spacing = try length(arguments.labeled("spacing"), scope)
        let pinned = arguments.labeled("pinnedViews").map { pinnedViewNames($0.expression) } ?? []
        let children = arguments.closure("content").map { lazyGridContent($0.statements, scope) } ?? []
        let spec = LazyGridSpec(axis: axis, items: items, alignment: alignment, spacing: spacing, pinnedViews: pinned)
        return ViewNode(.lazyGrid(spec), children: children, location: here)
    }

    /// The tracks of a grid whose `GridItem` array FrameLab cannot read: one adaptive track of
    /// cells at least 80 wide, as many across as fit (an estimate: the array this message suggests).
    static let guessedGridItem = GridItemSpec(.adaptive(minimum: 80, maximum: .infinity))

    /// The grid's content, with each top-level `Section`'s header and footer kept as lines of
    /// their own (elsewhere FrameLab lays a Section out as its content).
    private mutating func lazyGridContent(_ statements: CodeBlockItemListSyntax, _ scope: Scope) -> [ViewNode] {
        var nodes: [ViewNode] = []
        var pending: [CodeBlockItemSyntax] = []
        func flush(_ translator: inout ViewTranslator) {
            guard !pending.isEmpty else { return }
            nodes += translator.content(CodeBlockItemListSyntax(pending), scope: scope)
            pending = []
        }
        for item in statements {
            let expression: ExprSyntax? = switch item.item {
            case .expr(let e): e
            case .stmt(let s): s.as(ExpressionStmtSyntax.self)?.expression
            case .decl: nil
            }
            guard let call = expression?.as(FunctionCallExprSyntax.self), call.calledExpression.sourceText == "Section" else {
                pending.append(item)
                continue
            }
            flush(&self)
            nodes += section(call, scope)
        }
        flush(&self)
        return nodes
    }

    /// The Section's header, rows and footer as the grid's lines, the header and footer marked as
    /// section supplements (full-width lines).
    private mutating func section(_ call: FunctionCallExprSyntax, _ scope: Scope) -> [ViewNode] {
        let section = listSection(call, at: location(call), scope)
        guard case .listSection(let spec) = section.kind else { return section.children }
        var parts = section.children
        func supplement(_ node: ViewNode) -> ViewNode {
            ViewNode(.gridCell(GridCellSpec(isSectionSupplement: true)), children: [node], location: node.location)
        }
        if spec.hasHeader, !parts.isEmpty { parts[0] = supplement(parts[0]) }
        if spec.hasFooter, let last = parts.indices.last { parts[last] = supplement(parts[last]) }
        return parts
    }

    private func pinnedViewNames(_ expression: ExprSyntax) -> [String] {
        let elements = expression.as(ArrayExprSyntax.self).map { $0.elements.map(\.expression) } ?? [expression]
        return elements.compactMap { memberName($0, types: ["PinnedScrollableViews"]) }
    }

    /// The `GridItem`s an expression stands for; nil when it is not a GridItem array.
    mutating func gridItems(_ expression: ExprSyntax, _ scope: Scope) throws(TranslationIssue) -> [GridItemSpec]? {
        if let reference = expression.as(DeclReferenceExprSyntax.self) ?? expression.as(MemberAccessExprSyntax.self).flatMap({ $0.base?.sourceText == "self" ? DeclReferenceExprSyntax(baseName: $0.declName.baseName) : nil }) {
            if case .gridItems(let items) = scope[reference.baseName.text] { return items }
            return nil
        }
        // `[]` is an empty collection of anything, not a grid's columns.
        if let array = expression.as(ArrayExprSyntax.self), !array.elements.isEmpty {
            var items: [GridItemSpec] = []
            for element in array.elements {
                guard let call = element.expression.as(FunctionCallExprSyntax.self), isGridItemCall(call) else { return nil }
                items.append(try gridItem(call, scope))
            }
            return items
        }
        // Array(repeating: GridItem(…), count: n) and [GridItem](repeating:count:)
        if let call = expression.as(FunctionCallExprSyntax.self),
            ["Array", "[GridItem]", "Array<GridItem>"].contains(call.calledExpression.sourceText)
        {
            let arguments = CallArguments(call)
            guard let repeated = arguments.labeled("repeating")?.expression.as(FunctionCallExprSyntax.self), isGridItemCall(repeated),
                let countItem = arguments.labeled("count")
            else { return nil }
            let item = try gridItem(repeated, scope)
            let count = try integer(countItem, scope)
            guard (0...1000).contains(count) else {
                throw TranslationIssue(countItem.expression, "a grid of \(count) GridItems cannot be laid out; use 0 to 1000", id: SourceMessages.invalidArgument)
            }
            return Array(repeating: item, count: count)
        }
        return nil
    }

    private func isGridItemCall(_ call: FunctionCallExprSyntax) -> Bool {
        let callee = call.calledExpression.sourceText
        return callee == "GridItem" || callee == ".init" || callee == "SwiftUI.GridItem"
    }

    /// `GridItem(_ size: = .flexible(), spacing: = nil, alignment: = nil)`.
    private mutating func gridItem(_ call: FunctionCallExprSyntax, _ scope: Scope) throws(TranslationIssue) -> GridItemSpec {
        let arguments = CallArguments(call)
        checkArguments(arguments, allowed: ["spacing", "alignment"], unlabeled: 1, of: "GridItem")
        var item = GridItemSpec()
        if let size = arguments.unlabeled.first {
            item.sizing = try gridItemSizing(size.expression, scope)
        }
        item.spacing = try length(arguments.labeled("spacing"), scope)
        if let alignment = arguments.labeled("alignment") {
            item.alignment = try self.alignment(alignment)
        }
        return item
    }

    private mutating func gridItemSizing(_ expression: ExprSyntax, _ scope: Scope) throws(TranslationIssue) -> GridItemSpec.Sizing {
        let names = ["fixed", "flexible", "adaptive"]
        guard let call = expression.as(FunctionCallExprSyntax.self),
            let name = memberName(call.calledExpression, types: ["GridItem.Size", "Size"]), names.contains(name)
        else {
            let given = memberName(expression, types: []) ?? (expression.as(FunctionCallExprSyntax.self).flatMap { memberName($0.calledExpression, types: []) }) ?? expression.sourceText
            let suggestion = NameSuggestion.closest(to: given, in: names).map { "; did you mean '.\($0)(…)'?" } ?? "; use .fixed(_:), .flexible(minimum:maximum:) or .adaptive(minimum:maximum:)"
            throw TranslationIssue(expression, "'\(Self.short(expression))' is not a GridItem.Size\(suggestion)", id: SourceMessages.invalidArgument)
        }
        let arguments = CallArguments(call)
        switch name {
        case "fixed":
            checkArguments(arguments, allowed: [], unlabeled: 1, of: ".fixed")
            guard let first = arguments.unlabeled.first else { throw TranslationIssue(call, ".fixed needs a length: .fixed(100)", id: SourceMessages.missingArgument) }
            return .fixed(try length(first, scope) ?? 0)
        case "flexible":
            checkArguments(arguments, allowed: ["minimum", "maximum"], of: ".flexible")
            return .flexible(minimum: try length(arguments.labeled("minimum"), scope) ?? 10,
                             maximum: try length(arguments.labeled("maximum"), scope) ?? .infinity)
        default:
            checkArguments(arguments, allowed: ["minimum", "maximum"], of: ".adaptive")
            guard let minimum = arguments.labeled("minimum") else {
                throw TranslationIssue(call, ".adaptive needs 'minimum:': .adaptive(minimum: 80)", id: SourceMessages.missingArgument)
            }
            return .adaptive(minimum: try length(minimum, scope) ?? 10,
                             maximum: try length(arguments.labeled("maximum"), scope) ?? .infinity)
        }
    }
}

/// `Grid`, `GridRow` and the grid-cell modifiers.
extension ViewTranslator {
    mutating func grid(_ name: String, call: FunctionCallExprSyntax, at here: LayoutCore.SourceLocation, _ scope: Scope) throws(TranslationIssue) -> ViewNode {
        let arguments = CallArguments(call, closureLabels: ["content"])
        let children = arguments.closure("content").map { content($0.statements, scope: scope) } ?? []
        if name == "GridRow" {
            checkArguments(arguments, allowed: ["alignment", "content"], of: name)
            let alignment = try arguments.labeled("alignment").map { (item) throws(TranslationIssue) in try verticalAlignment(item) }
            return ViewNode(.gridRow(alignment: alignment), children: children, location: here)
        }
        checkArguments(arguments, allowed: ["alignment", "horizontalSpacing", "verticalSpacing", "content"], of: name)
        let spec = GridSpec(
            alignment: try alignment(arguments.labeled("alignment")),
            horizontalSpacing: try gridSpacing(arguments.labeled("horizontalSpacing"), scope),
            verticalSpacing: try gridSpacing(arguments.labeled("verticalSpacing"), scope))
        return ViewNode(.grid(spec), children: children, location: here)
    }

    /// A `Grid` spacing; infinity or NaN warns at the value and leaves the default spacing.
    private mutating func gridSpacing(_ item: CallArguments.Item?, _ scope: Scope) throws(TranslationIssue) -> Double? {
        guard let item, let value = try length(item, scope) else { return nil }
        guard value.isFinite else {
            warn(item.expression, SourceMessages.valueIgnored, "\(item.label ?? "spacing"): \(item.expression.sourceText) is not a usable spacing; the default spacing is used (FrameLab's clamp)")
            return nil
        }
        return value
    }

    mutating func gridCell(_ name: String, _ call: FunctionCallExprSyntax, receiver: ViewNode, at here: LayoutCore.SourceLocation, _ scope: Scope) throws(TranslationIssue) -> ViewNode {
        let arguments = CallArguments(call)
        checkArguments(arguments, allowed: [], unlabeled: 1, of: name)
        guard let item = arguments.unlabeled.first else { throw TranslationIssue(call, "'\(name)' needs a value", id: SourceMessages.missingArgument) }
        var spec = GridCellSpec()
        switch name {
        case "gridCellColumns":
            let count = try integer(item, scope)
            if count < 1 { warn(item.expression, SourceMessages.valueClamped, "gridCellColumns(\(count)) spans no column; FrameLab uses 1") }
            spec.columns = max(1, min(count, 1000))
        case "gridColumnAlignment":
            spec.columnAlignment = try horizontalAlignment(item)
        case "gridCellAnchor":
            spec.anchor = try unitPoint(item, scope)
        default:
            spec.unsizedAxes = try axisSet(item, scope)
        }
        if case .gridCell(let inner) = receiver.kind {
            var merged = receiver
            merged.kind = .gridCell(inner.merging(spec))
            return merged
        }
        return ViewNode(.gridCell(spec), children: [receiver], location: here)
    }

    /// `UnitPoint`: `.topLeading`, `.center`, `UnitPoint(x: 0.25, y: 1)`.
    private mutating func unitPoint(_ item: CallArguments.Item, _ scope: Scope) throws(TranslationIssue) -> Point {
        if let call = item.expression.as(FunctionCallExprSyntax.self), ["UnitPoint", ".init"].contains(call.calledExpression.sourceText) {
            let parts = CallArguments(call)
            return Point(x: try length(parts.labeled("x"), scope) ?? 0, y: try length(parts.labeled("y"), scope) ?? 0)
        }
        let alignment = try alignment(item)
        return Point(x: alignment.horizontal.fraction, y: alignment.vertical.fraction)
    }
}
