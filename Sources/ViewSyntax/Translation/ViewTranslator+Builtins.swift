import LayoutCore
import SwiftSyntax

extension ViewTranslator {
    /// Built-in views: shapes, colours, Text, stacks and grouping; nil when `name` is not one.
    /// Controls and leaf views with sizes (Button, Label, Image, …) are view kinds (`Views/`).
    mutating func builtin(_ name: String, call: FunctionCallExprSyntax?, at anchor: Syntax, _ scope: Scope) throws(TranslationIssue) -> [ViewNode]? {
        guard ViewCatalog.builtinViews.contains(name) || name == "WindowGroup" else { return nil }
        guard let call else {
            throw TranslationIssue(anchor, "'\(name)' is a view type; write '\(name)()' to create one", id: SourceMessages.viewTypeNotCalled)
        }
        let here = location(anchor)
        func leaf(_ kind: ViewKind) -> [ViewNode] { [ViewNode(kind, location: here)] }

        switch name {
        case "Rectangle", "Circle", "Capsule", "Ellipse", "RoundedRectangle", "ContainerRelativeShape":
            let arguments = CallArguments(call)
            checkArguments(arguments, allowed: ["cornerRadius", "cornerSize", "style"], of: name)
            let shape = ShapeKind(rawValue: name) ?? .rectangle
            if shape == .roundedRectangle, arguments.first("cornerRadius", "cornerSize") == nil {
                throw TranslationIssue(call, "RoundedRectangle needs 'cornerRadius:' or 'cornerSize:'", id: SourceMessages.missingArgument)
            }
            return leaf(.shape(shape))
        case "Color", "LinearGradient", "RadialGradient", "AngularGradient", "EllipticalGradient":
            return leaf(.color(call.sourceText))
        case "Text":
            return leaf(try textContent(call, scope))
        case "Spacer":
            let arguments = CallArguments(call)
            checkArguments(arguments, allowed: ["minLength"], of: name)
            return leaf(.spacer(minLength: try length(arguments.labeled("minLength"), scope)))
        case "EmptyView":
            return leaf(.emptyView)
        case "HStack", "LazyHStack", "VStack", "LazyVStack", "ZStack":
            return [try stack(name, call: call, at: here, scope)]
        case "HStackLayout", "VStackLayout", "ZStackLayout", "GridLayout", "AnyLayout":
            return [try layoutView(name, call: call, at: here, scope)]
        case "ViewThatFits":
            let arguments = CallArguments(call, closureLabels: ["content"])
            checkArguments(arguments, allowed: ["in", "content"], of: name)
            var axes = AxisSet.both
            if let item = arguments.labeled("in") { axes = try axisSet(item, scope) }
            let children = arguments.closure("content").map { content($0.statements, scope: scope) } ?? []
            return [ViewNode(.viewThatFits(axes: axes), children: children, location: here)]
        case "Grid", "GridRow":
            return [try grid(name, call: call, at: here, scope)]
        case "LazyVGrid", "LazyHGrid":
            return [try lazyGrid(name, call: call, at: here, scope)]
        case "Group", "AnyView", "WindowGroup", "ScrollViewReader":
            let arguments = CallArguments(call, closureLabels: ["content"])
            var children: [ViewNode] = []
            if let closure = arguments.closure("content") {
                children = try builderViews(closure, captured: scope, call: nil, arguments: [.unknown("a proxy, whose values FrameLab does not evaluate in source")])
            } else if let first = arguments.unlabeled.first {
                children = try views(first.expression, scope)
            }
            if name == "Group" { return [ViewNode(.group, children: children, location: here)] }
            return [Self.single(children, at: here)]
        case "GeometryReader":
            let arguments = CallArguments(call, closureLabels: ["content"])
            var children: [ViewNode] = []
            if let closure = arguments.closure("content") {
                children = try builderViews(closure, captured: scope, call: nil, arguments: [geometryProxyValue()])
            }
            return [ViewNode(.geometryReader, children: children, location: here)]
        case "ForEach":
            return [try forEach(call, at: here, scope)]
        case "Section":
            return [listSection(call, at: here, scope)]
        case "Tab":
            let arguments = CallArguments(call, closureLabels: ["content"])
            let children = arguments.closure("content").map { content($0.statements, scope: scope) } ?? []
            return [ViewNode(.group, children: children, location: here)]
        default:
            return nil
        }
    }

    /// Warns about argument labels FrameLab does not know for a view or modifier.
    mutating func checkArguments(_ arguments: CallArguments, allowed: Set<String>, unlabeled: Int = 0, of name: String) {
        var unlabeledSeen = 0
        for item in arguments.items {
            if let label = item.label {
                if !allowed.contains(label) {
                    warn(item.anchor, SourceMessages.unknownArgument, "FrameLab does not know the argument '\(label):' of '\(name)'; it is ignored")
                }
            } else if !item.isTrailingClosure {
                unlabeledSeen += 1
                if unlabeledSeen > unlabeled {
                    warn(item.anchor, SourceMessages.unknownArgument, "FrameLab does not know this argument of '\(name)'; it is ignored")
                }
            }
        }
    }

    /// The `.text` kind of a `Text(…)` call: its string, or the stand-in text marked as a guess.
    mutating func textContent(_ call: FunctionCallExprSyntax, _ scope: Scope) throws(TranslationIssue) -> ViewKind {
        let arguments = CallArguments(call)
        if let verbatim = arguments.labeled("verbatim") {
            return string(verbatim.expression, scope).map { .text($0) } ?? uncomputedText(verbatim.expression)
        }
        guard let first = arguments.unlabeled.first else {
            throw TranslationIssue(call, "Text needs a string: Text(\"…\")", id: SourceMessages.missingArgument)
        }
        if let literal = first.expression.as(StringLiteralExprSyntax.self), let guessed = interpolatedGuess(literal, scope) { return guessed }
        if let text = string(first.expression, scope) { return .text(text) }
        if case .string(let text) = scope[first.expression.sourceText] { return .text(text) }
        return uncomputedText(first.expression)
    }

    /// `Text("\(formatter.string(from: date))")`, `Text("Day \(result.day)")`: a literal whose
    /// interpolations FrameLab cannot compute has the stand-in text in their place, with a warning,
    /// marked as a guess; nil when every interpolation is computed. It was measured as the
    /// interpolation's source code (a 44-wide calendar cell 218 tall), silently.
    mutating func interpolatedGuess(_ literal: StringLiteralExprSyntax, _ scope: Scope) -> ViewKind? {
        var text = ""
        var unknown: [String] = []
        let stand = options.placeholderString
        for segment in literal.segments {
            if let plain = segment.as(StringSegmentSyntax.self) {
                text += literal.openingPounds == nil ? StringEscapes.decode(plain.content.text) : plain.content.text
            } else if let interpolation = segment.as(ExpressionSegmentSyntax.self) {
                if let value = interpolatedValue(interpolation, scope) {
                    text += value
                } else {
                    text += stand
                    unknown.append(Self.short(interpolation.expressions))
                }
            }
        }
        guard !unknown.isEmpty else { return nil }
        let names = unknown.map { "'\\(\($0))'" }.joined(separator: ", ")
        warnUnknown(literal, "FrameLab cannot compute \(names) in the text '\(Self.short(literal))'; it lays out \"\(text)\", the stand-in text \"\(stand)\" in its place (a guess)")
        return .text(text, guess: "\(names) in its string could not be computed; \"\(stand)\" stands in")
    }

    /// A Text whose string FrameLab cannot compute (`Text(duration.formatted(…))`) is the stand-in
    /// text, with a warning, marked as a guess (`(guess)` in the frames table, `guess` in JSON):
    /// measuring the source code instead drew a 64-pt-tall Text of code.
    mutating func uncomputedText(_ expression: ExprSyntax) -> ViewKind {
        let hint = expression.is(DeclReferenceExprSyntax.self) ? "; give it with --arg \(expression.sourceText)=VALUE" : ""
        let stand = options.placeholderString
        warnUnknown(expression, "FrameLab cannot compute the text '\(Self.short(expression))'; it lays out the stand-in text \"\(stand)\" (a guess)\(hint)")
        return .text(stand, guess: "its string '\(Self.short(expression))' could not be computed; \"\(stand)\" stands in")
    }

    private mutating func stack(_ name: String, call: FunctionCallExprSyntax, at here: LayoutCore.SourceLocation, _ scope: Scope) throws(TranslationIssue) -> ViewNode {
        let arguments = CallArguments(call, closureLabels: ["content"])
        let isZ = name == "ZStack"
        checkArguments(arguments, allowed: isZ ? ["alignment", "content"] : ["alignment", "spacing", "content", "pinnedViews"], of: name)
        var children = arguments.closure("content").map { content($0.statements, scope: scope) } ?? []
        if arguments.closure("content") == nil { children = try contentArgumentViews(arguments, scope) }
        let spacing = isZ ? nil : try length(arguments.labeled("spacing"), scope)
        let alignmentItem = arguments.labeled("alignment")
        if isZ, let (alignment, aligned) = try alignmentWithCustomGuides(alignmentItem, children, box: false, scope) {
            return ViewNode(.zStack(alignment: alignment), children: aligned, location: here)
        }
        let cross: Axis = name.hasSuffix("HStack") ? .vertical : .horizontal
        if !isZ, let guide = customGuide(in: alignmentItem, axis: cross) {
            let builtin = try builtinFor(guide, box: false, scope)
            children = try aligning(children, on: guide, as: builtin, scope)
            let kind: ViewKind
            switch name {
            case "HStack": kind = .hStack(alignment: VerticalAlignment(rawValue: builtin) ?? .center, spacing: spacing)
            case "LazyHStack": kind = .lazyHStack(alignment: VerticalAlignment(rawValue: builtin) ?? .center, spacing: spacing)
            case "VStack": kind = .vStack(alignment: HorizontalAlignment(rawValue: builtin) ?? .center, spacing: spacing)
            default: kind = .lazyVStack(alignment: HorizontalAlignment(rawValue: builtin) ?? .center, spacing: spacing)
            }
            return ViewNode(kind, children: children, location: here)
        }
        let kind: ViewKind
        switch name {
        case "HStack": kind = .hStack(alignment: try verticalAlignment(alignmentItem), spacing: spacing)
        case "LazyHStack": kind = .lazyHStack(alignment: try verticalAlignment(alignmentItem), spacing: spacing)
        case "VStack": kind = .vStack(alignment: try horizontalAlignment(alignmentItem), spacing: spacing)
        case "LazyVStack": kind = .lazyVStack(alignment: try horizontalAlignment(alignmentItem), spacing: spacing)
        default: kind = .zStack(alignment: try alignment(alignmentItem))
        }
        return ViewNode(kind, children: children, location: here)
    }
}
