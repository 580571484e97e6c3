import LayoutCore
import SwiftSyntax

/// Modifiers: layout modifiers become nodes wrapping the receiver; the others are kept on the
/// receiver as inert modifiers.
extension ViewTranslator {
    mutating func modifier(_ name: String, call: FunctionCallExprSyntax, member: Syntax, receiver: ViewNode, _ scope: Scope) throws(TranslationIssue) -> ViewNode {
        let here = location(member)
        func wrap(_ kind: ViewKind, _ extra: [ViewNode] = []) -> ViewNode {
            ViewNode(kind, children: [receiver] + extra, location: here)
        }
        if let description = ModifierTable.description(named: name) {
            return try describedModifier(description, name, call, receiver: receiver, at: here, scope)
        }
        guard let translated = TranslatedModifier(rawValue: name) else {
            return try untranslatedModifier(name, call, member: member, receiver: receiver, at: here, scope)
        }
        switch translated {
        case .id:
            let arguments = CallArguments(call)
            guard let item = arguments.unlabeled.first else { throw TranslationIssue(call, "'id' needs a value", id: SourceMessages.missingArgument) }
            var named = receiver
            if let text = string(item.expression, scope) {
                named.name = text
            } else if case .number(let number)? = try? evaluate(item.expression, scope) {
                named.name = number == number.rounded() && abs(number) < 1e15 ? String(Int(number)) : String(number)
            } else {
                named.inertModifiers.append(InertModifier(name: "id", arguments: Self.argumentText(call)))
            }
            return named
        case .frame:
            return try frame(call, receiver: receiver, at: here, scope)
        case .alignmentGuide:
            return try alignmentGuide(call, receiver: receiver, at: here, scope)
        case .gridCellColumns, .gridColumnAlignment, .gridCellAnchor, .gridCellUnsizedAxes:
            return try gridCell(name, call, receiver: receiver, at: here, scope)
        case .padding, .safeAreaPadding:
            return try padding(name, call, receiver: receiver, at: here, scope)
        case .contentMargins, .scrollTargetBehavior, .scrollTargetLayout, .scrollClipDisabled:
            return try scrollModifier(name, call, receiver: receiver, at: here, scope)
        case .layoutValue:
            return try layoutValueModifier(call, receiver: receiver, scope)
        case .overlay, .background:
            return try decoration(name, call, receiver: receiver, at: here, scope)
        case .ignoresSafeArea, .edgesIgnoringSafeArea:
            let arguments = CallArguments(call)
            var edges = EdgeSet.all
            if name == "edgesIgnoringSafeArea" {
                if let item = arguments.unlabeled.first { edges = try edgeSet(item, scope) }
            } else {
                checkArguments(arguments, allowed: ["edges"], unlabeled: 1, of: name)
                if let regions = arguments.unlabeled.first, memberName(regions.expression, types: ["SafeAreaRegions"]) == "keyboard" {
                    var kept = receiver
                    kept.inertModifiers.append(InertModifier(name: name, arguments: Self.argumentText(call)))
                    return kept
                }
                if let item = arguments.labeled("edges") { edges = try edgeSet(item, scope) }
            }
            return wrap(.ignoresSafeArea(edges: edges))
        case .safeAreaInset, .safeAreaBar:
            // safeAreaBar (iOS 26) insets the safe area exactly as safeAreaInset does; it adds the
            // scroll edge effect, which draws and takes no space (Apple's safeAreaBar docs).
            let arguments = CallArguments(call, closureLabels: ["content"])
            checkArguments(arguments, allowed: ["edge", "alignment", "spacing", "content"], of: name)
            guard let edgeItem = arguments.labeled("edge") else { throw TranslationIssue(call, "'\(name)' needs 'edge:'", id: SourceMessages.missingArgument) }
            let edge = try edge(edgeItem)
            let inset = arguments.closure("content").map { content($0.statements, scope: scope) } ?? []
            return wrap(.safeAreaInset(edge: edge, spacing: try length(arguments.labeled("spacing"), scope)), [Self.single(inset, at: here)])
        case .containerRelativeFrame:
            return wrap(.containerRelativeFrame(try containerRelativeFrame(call, scope)))
        case .font:
            let arguments = CallArguments(call)
            guard var expression = arguments.unlabeled.first?.expression else { return inert(name, call, receiver) }
            // `.font(isCompact ? .title3 : .title)`: the branch the condition takes (the first, with
            // the condition's warning, when FrameLab cannot evaluate it).
            // `.font(.appTitle)` (`extension Font { static let appTitle: Font = .title3 }`), `.font(scale.font)`
            // (an enum's getter): the expression they stand for, read in its own scope.
            var scope = scope
            for _ in 0..<8 {
                while let ternary = expression.as(TernaryExprSyntax.self) {
                    expression = try condition(ternary.condition, scope) ? ternary.thenExpression : ternary.elseExpression
                }
                if let declared = staticMemberExpression(expression, of: "Font") {
                    expression = declared
                } else if let (returned, inner) = computedExpression(expression, scope) {
                    (expression, scope) = (returned, inner)
                } else {
                    break
                }
            }
            if let style = Self.textStyle(expression) {
                // `.font(.title.weight(.semibold))`, `.font(.body.bold())`: the style, set in that
                // weight; `.font(.body.monospacedDigit())`: with one width for every digit.
                var node = wrap(.font(style))
                if let weight = Self.styleWeight(expression) { node = ViewNode(.textEnvironment(.fontWeight(weight)), children: [node], location: here) }
                if Self.fontCalls(expression).contains("monospacedDigit") { node = ViewNode(.textEnvironment(.monospacedDigit), children: [node], location: here) }
                if let design = Self.systemDesign(expression) { node = ViewNode(.textEnvironment(.fontDesign(design)), children: [node], location: here) }
                return node
            }
            if let font = try systemFont(expression, scope) {
                var node = wrap(.textEnvironment(.systemFont(font)))
                if Self.fontCalls(expression).contains("monospacedDigit") { node = ViewNode(.textEnvironment(.monospacedDigit), children: [node], location: here) }
                if let design = Self.systemDesign(expression) { node = ViewNode(.textEnvironment(.fontDesign(design)), children: [node], location: here) }
                return node
            }
            if let (font, warning) = customFontStandIn(expression, scope) {
                // `.custom("Onest", size: 34)`, `.onestBold(size: 32)`: the system font at that size.
                warnUnknown(expression, warning)
                return wrap(.textEnvironment(.systemFont(font)))
            }
            if !expression.is(NilLiteralExprSyntax.self) {
                warnUnknown(expression, "FrameLab cannot read the font '\(Self.short(expression))'; the text keeps the font in effect, so its size is a guess")
            }
            return inert(name, call, receiver)
        case .lineLimit:
            let arguments = CallArguments(call)
            guard let item = arguments.unlabeled.first else { throw TranslationIssue(call, "'lineLimit' needs a value", id: SourceMessages.missingArgument) }
            if item.expression.is(NilLiteralExprSyntax.self) { return wrap(.lineLimit(nil)) }
            if let range = item.expression.as(InfixOperatorExprSyntax.self) {
                let upper = try integer(CallArguments.Item(label: nil, expression: range.rightOperand, isTrailingClosure: false, anchor: Syntax(range.rightOperand)), scope)
                let op = range.operator.as(BinaryOperatorExprSyntax.self)?.operator.text
                return wrap(.lineLimit(op == "..<" ? upper - 1 : upper))
            }
            if item.expression.is(PostfixOperatorExprSyntax.self) { return wrap(.lineLimit(nil)) }
            return wrap(.lineLimit(try integer(item, scope)))
        case .monospacedDigit:
            return wrap(.textEnvironment(.monospacedDigit))
        case .fontDesign:
            let argument = CallArguments(call).unlabeled.first?.expression
            if let argument, argument.is(NilLiteralExprSyntax.self) { return wrap(.textEnvironment(.fontDesign(.default))) }
            guard let argument, let written = memberName(argument, types: ["Font.Design", "SwiftUI.Font.Design"]), let design = FontDesign(rawValue: written) else {
                return inert(name, call, receiver)
            }
            return wrap(.textEnvironment(.fontDesign(design)))
        case .fontWeight, .bold:
            guard let weight = try fontWeight(name, call, scope) else { return inert(name, call, receiver) }
            return wrap(.textEnvironment(.fontWeight(weight)))
        case .dynamicTypeSize, .lineSpacing, .textCase, .tracking, .kerning:
            guard let modifier = try textEnvironment(name, call, scope) else { return inert(name, call, receiver) }
            return wrap(.textEnvironment(modifier))
        case .listStyle, .formStyle, .listSectionSpacing, .listRowSpacing, .listRowInsets, .headerProminence:
            guard let modifier = try listEnvironment(name, call, scope) else { return inert(name, call, receiver) }
            return wrap(.listEnvironment(modifier))
        case .navigationBarTitleDisplayMode, .toolbarTitleDisplayMode:
            let arguments = CallArguments(call)
            guard let item = arguments.unlabeled.first, let mode = memberName(item.expression, types: ["NavigationBarItem.TitleDisplayMode", "ToolbarTitleDisplayMode"]).flatMap({ TitleDisplayMode(rawValue: $0 == "inlineLarge" ? "large" : $0) }) else {
                guard let item = arguments.unlabeled.first, !item.expression.is(MemberAccessExprSyntax.self) || item.expression.as(MemberAccessExprSyntax.self)?.base != nil else {
                    throw TranslationIssue(call, "'\(name)' needs .inline, .large or .automatic", id: SourceMessages.invalidArgument)
                }
                // `navigationBarTitleDisplayMode(displayMode)`: a value FrameLab cannot see; the bar keeps its mode.
                warnUnknown(item.expression, "FrameLab cannot know the title display mode '\(Self.short(item.expression))'; it is ignored for layout, a guess")
                return inert(name, call, receiver)
            }
            return wrap(.navigationBarTitleDisplayMode(mode))
        case .navigationBarTitle:
            // Deprecated in iOS 14 for `navigationTitle(_:)` and `navigationBarTitleDisplayMode(_:)`
            // (Apple's documentation of `navigationBarTitle(_:displayMode:)`): read as those two.
            let arguments = CallArguments(call)
            guard let title = arguments.unlabeled.first else {
                throw TranslationIssue(call, "'navigationBarTitle' needs a title", id: SourceMessages.missingArgument)
            }
            var titled = receiver
            titled.inertModifiers.append(InertModifier(name: "navigationTitle", arguments: title.expression.trimmedDescription))
            guard let item = arguments.labeled("displayMode") else { return titled }
            guard let mode = memberName(item.expression, types: ["NavigationBarItem.TitleDisplayMode"]).flatMap({ TitleDisplayMode(rawValue: $0) }) else {
                warnUnknown(item.expression, "FrameLab cannot know the title display mode '\(Self.short(item.expression))'; it is ignored for layout, a guess")
                return titled
            }
            return ViewNode(.navigationBarTitleDisplayMode(mode), children: [titled], location: here)
        case .toolbar, .toolbarVisibility:
            return try toolbar(name, call, receiver: receiver, at: here, scope)
        case .navigationBarHidden:
            let arguments = CallArguments(call)
            let hidden = try bool(arguments.unlabeled.first, default: true, scope)
            return wrap(.toolbarVisibility(visible: !hidden, bars: [.navigationBar]))
        case .modifier:
            return try customModifier(call, receiver: receiver, scope)
        case .sheet, .fullScreenCover, .popover, .inspector:
            return presentation(name, call, receiver: receiver, at: here, scope)
        case .presentationDetents, .presentationCompactAdaptation, .inspectorColumnWidth, .presentationSizing:
            return presentationRequest(name, call, member: member, receiver: receiver, scope)
        case .environment:
            // `.environment(\.layoutDirection, …)` and the list environment values are layout; other keys stay inert.
            if let node = layoutDirectionEnvironment(call, receiver: receiver, at: here) { return node }
            if let node = try listEnvironmentValue(call, receiver: receiver, at: here, scope) { return node }
            return try untranslatedModifier(name, call, member: member, receiver: receiver, at: here, scope)
        }
    }

    /// A modifier not translated by name: a presentation a container profile declares, the app's
    /// custom style or `extension View` function, a control selection; else it is kept on the
    /// receiver, inert (an unknown name is reported with the closest known one).
    private mutating func untranslatedModifier(_ name: String, _ call: FunctionCallExprSyntax, member: Syntax, receiver: ViewNode, at here: LayoutCore.SourceLocation, _ scope: Scope) throws(TranslationIssue) -> ViewNode {
        if containerKinds[name]?.presentation.isEmpty == false {
            return presentation(name, call, receiver: receiver, at: here, scope)
        }
        if name.hasSuffix("Style"), let styled = try customStyle(name, call, receiver: receiver, scope) {
            return styled
        }
        if let function = extensionFunction(name, fitting: call) {
            return try extensionModifier(function, call: call, receiver: receiver, scope)
        }
        if let filled = try closurePartModifier(name, call, receiver: receiver, scope) { return filled }
        if let selection = unseenStyleSelection(name, call, receiver: receiver, at: here) ?? controlSelection(name, call, receiver: receiver, at: here) { return selection }
        if !Self.isModifierName(name) { recordUnknownModifier(name, at: member) }
        return inert(name, call, receiver)
    }

    /// The app's `extension View` function a call means: the overload its arguments fit. When none
    /// fits and SwiftUI has a modifier of that name, it is SwiftUI's (`func hidden(_ hide: Bool)`
    /// calling `self.hidden()` is not recursion).
    func extensionFunction(_ name: String, fitting call: FunctionCallExprSyntax) -> FunctionDeclSyntax? {
        let overloads = extensionOverloads[name] ?? extensionFunctions[name].map { [$0] } ?? []
        // A SwiftUI modifier called inside an overload of its own name (`func onReceive(_ name:
        // Notification.Name, …)` calling `onReceive(publisher, perform:)`) is SwiftUI's, told apart
        // by its argument types in Swift: not the overload itself, which would be recursion.
        let builtin = Self.isModifierName(name)
        if let fitting = overloads.first(where: { Self.fits($0, call) && !(builtin && Self.encloses($0, call)) }) { return fitting }
        if Self.isModifierName(name) { return nil }
        return overloads.first
    }

    /// Whether the call is written in the function's own body.
    static func encloses(_ function: FunctionDeclSyntax, _ call: FunctionCallExprSyntax) -> Bool {
        guard let body = function.body, Syntax(body).root == Syntax(call).root else { return false }
        return body.position <= call.position && call.endPosition <= body.endPosition
    }

    /// Whether a call's arguments fit a function's parameters: each label is one of them, and
    /// their count lies between the parameters without defaults and all of them.
    static func fits(_ function: FunctionDeclSyntax, _ call: FunctionCallExprSyntax) -> Bool {
        let parameters = function.signature.parameterClause.parameters
        let given = call.arguments.count + (call.trailingClosure == nil ? 0 : 1) + call.additionalTrailingClosures.count
        let required = parameters.filter { $0.defaultValue == nil }.count
        guard given >= required, given <= parameters.count else { return false }
        let labels = Set(parameters.map(\.firstName.text))
        return call.arguments.allSatisfy { labels.contains($0.label?.text ?? "_") }
    }

    func inert(_ name: String, _ call: FunctionCallExprSyntax, _ receiver: ViewNode) -> ViewNode {
        var kept = receiver
        kept.inertModifiers.append(InertModifier(name: name, arguments: Self.argumentText(call)))
        return kept
    }

    /// Arguments as written, trailing closures turned into (labelled) arguments.
    static func argumentText(_ call: FunctionCallExprSyntax) -> String {
        var parts = call.arguments.map { $0.trimmed.with(\.trailingComma, nil).sourceText }
        if let closure = call.trailingClosure { parts.append(closure.sourceText) }
        for extra in call.additionalTrailingClosures { parts.append("\(extra.label.text): \(extra.closure.sourceText)") }
        return parts.joined(separator: ", ")
    }

    static func textStyle(_ expression: ExprSyntax) -> TextStyle? {
        var current = expression
        // `.system(.title)`, `.system(.title, design: .rounded)`: the style.
        if let call = current.as(FunctionCallExprSyntax.self), Self.isSystemFontCall(call),
           let first = call.arguments.first, first.label == nil {
            return textStyle(first.expression)
        }
        while let call = current.as(FunctionCallExprSyntax.self), let member = call.calledExpression.as(MemberAccessExprSyntax.self), let base = member.base {
            current = base
        }
        guard let member = current.as(MemberAccessExprSyntax.self) else { return nil }
        if let base = member.base, base.sourceText != "Font" { return nil }
        return TextStyle(rawValue: member.declName.baseName.text)
    }

    /// The weight a text style expression sets: `.title.weight(.semibold)` → semibold,
    /// `.body.bold()` → bold; nil when it sets none (the outermost call wins).
    static func styleWeight(_ expression: ExprSyntax) -> FontWeight? {
        if let weight = chainedWeight(expression) { return weight }
        // `.system(.headline, design: .rounded, weight: .semibold)`
        guard let system = systemCall(expression), let value = CallArguments(system).labeled("weight")?.expression.as(MemberAccessExprSyntax.self) else { return nil }
        return FontWeight(rawValue: value.declName.baseName.text)
    }

    /// The `.system(…)` call at the root of a font expression, if it is one.
    static func systemCall(_ expression: ExprSyntax) -> FunctionCallExprSyntax? {
        var current = expression
        while let call = current.as(FunctionCallExprSyntax.self) {
            if isSystemFontCall(call) { return call }
            guard let member = call.calledExpression.as(MemberAccessExprSyntax.self), let base = member.base else { return nil }
            current = base
        }
        return nil
    }

    /// The `design:` of a `.system(…)` font (`.rounded`, `.serif`, `.monospaced`), nil for none or `.default`.
    static func systemDesign(_ expression: ExprSyntax) -> FontDesign? {
        guard let system = systemCall(expression), let value = CallArguments(system).labeled("design")?.expression.as(MemberAccessExprSyntax.self),
            let design = FontDesign(rawValue: value.declName.baseName.text), design != .default
        else { return nil }
        return design
    }

    /// The weight a chain of `.weight(_:)` / `.bold()` calls sets.
    private static func chainedWeight(_ expression: ExprSyntax) -> FontWeight? {
        var current = expression
        while let call = current.as(FunctionCallExprSyntax.self), let member = call.calledExpression.as(MemberAccessExprSyntax.self), let base = member.base {
            switch member.declName.baseName.text {
            case "bold": return .bold
            case "weight":
                if let value = call.arguments.first?.expression.as(MemberAccessExprSyntax.self) {
                    return FontWeight(rawValue: value.declName.baseName.text)
                }
            default: break
            }
            current = base
        }
        return nil
    }

    /// The names of the calls chained on a font expression (`.body.monospacedDigit().bold()` →
    /// monospacedDigit, bold).
    static func fontCalls(_ expression: ExprSyntax) -> [String] {
        var names: [String] = []
        var current = expression
        while let call = current.as(FunctionCallExprSyntax.self), let member = call.calledExpression.as(MemberAccessExprSyntax.self), let base = member.base {
            names.append(member.declName.baseName.text)
            current = base
        }
        return names
    }

    /// `.fontWeight(.semibold)`, `.bold()`, `.bold(true)`; `.bold(false)` and `.fontWeight(nil)` are
    /// Regular; a weight FrameLab cannot read leaves the modifier inert.
    private mutating func fontWeight(_ name: String, _ call: FunctionCallExprSyntax, _ scope: Scope) throws(TranslationIssue) -> FontWeight? {
        let argument = CallArguments(call).unlabeled.first?.expression
        if name == "bold" {
            if argument == nil { return .bold }
            return try bool(CallArguments(call).unlabeled.first, default: true, scope) ? .bold : .regular
        }
        guard let argument else { throw TranslationIssue(call, "'fontWeight' needs a Font.Weight such as .semibold", id: SourceMessages.missingArgument) }
        if argument.is(NilLiteralExprSyntax.self) { return .regular }
        guard let written = memberName(argument, types: ["Font.Weight", "SwiftUI.Font.Weight"]) else { return nil }
        guard let weight = FontWeight(rawValue: written) else {
            let names = FontWeight.allCases.map(\.rawValue)
            let hint = NameSuggestion.closest(to: written, in: names).map { "; did you mean '.\($0)'?" } ?? ""
            throw TranslationIssue(argument, "'.\(written)' is not a Font.Weight\(hint)", id: SourceMessages.invalidArgument)
        }
        return weight
    }

    /// `.system(size: 20)`, `Font.system(size: 20, weight: .bold, design: …)`, also with
    /// `.bold()` / `.weight(.semibold)` after it: the fixed-size system font.
    private mutating func systemFont(_ expression: ExprSyntax, _ scope: Scope) throws(TranslationIssue) -> SystemFont? {
        var current = expression
        var weight: String?
        while let call = current.as(FunctionCallExprSyntax.self), !Self.isSystemFontCall(call),
              let member = call.calledExpression.as(MemberAccessExprSyntax.self), let base = member.base {
            let method = member.declName.baseName.text
            if weight == nil, method == "bold" { weight = "bold" }
            if weight == nil, method == "weight", let value = call.arguments.first?.expression.as(MemberAccessExprSyntax.self) {
                weight = value.declName.baseName.text
            }
            current = base
        }
        guard let call = current.as(FunctionCallExprSyntax.self), Self.isSystemFontCall(call) else { return nil }
        let arguments = CallArguments(call)
        guard let sizeItem = arguments.labeled("size"), let size = try length(sizeItem, scope) else { return nil }
        if weight == nil, let value = arguments.labeled("weight")?.expression.as(MemberAccessExprSyntax.self) {
            weight = value.declName.baseName.text
        }
        return SystemFont(size: size, weight: weight)
    }

    private static func isSystemFontCall(_ call: FunctionCallExprSyntax) -> Bool {
        guard let member = call.calledExpression.as(MemberAccessExprSyntax.self), member.declName.baseName.text == "system" else { return false }
        return member.base == nil || member.base?.sourceText == "Font"
    }

    private mutating func frame(_ call: FunctionCallExprSyntax, receiver: ViewNode, at here: LayoutCore.SourceLocation, _ scope: Scope) throws(TranslationIssue) -> ViewNode {
        let arguments = CallArguments(call)
        let fixedLabels: Set<String> = ["width", "height"]
        let flexibleLabels: Set<String> = ["minWidth", "idealWidth", "maxWidth", "minHeight", "idealHeight", "maxHeight"]
        checkArguments(arguments, allowed: fixedLabels.union(flexibleLabels).union(["alignment"]), of: "frame")
        let labels = Set(arguments.items.compactMap(\.label))
        var receiver = receiver
        let alignment: Alignment
        if let (custom, aligned) = try alignmentWithCustomGuides(arguments.labeled("alignment"), [receiver], box: true, scope), let only = aligned.first {
            alignment = custom
            receiver = only
        } else {
            alignment = try self.alignment(arguments.labeled("alignment"), scope)
        }
        if !labels.isDisjoint(with: flexibleLabels) {
            if let mixed = arguments.items.first(where: { fixedLabels.contains($0.label ?? "") }) {
                throw TranslationIssue(mixed.anchor, "'frame' cannot mix '\(mixed.label ?? ""):' with min/ideal/max arguments", id: SourceMessages.invalidArgument)
            }
            let frame = FlexibleFrame(
                minWidth: try length(arguments.labeled("minWidth"), scope), idealWidth: try length(arguments.labeled("idealWidth"), scope),
                maxWidth: try length(arguments.labeled("maxWidth"), scope), minHeight: try length(arguments.labeled("minHeight"), scope),
                idealHeight: try length(arguments.labeled("idealHeight"), scope), maxHeight: try length(arguments.labeled("maxHeight"), scope),
                alignment: alignment)
            return ViewNode(.flexibleFrame(frame), children: [receiver], location: here)
        }
        if let readerFrame = try readerFrame(arguments, receiver: receiver, alignment: alignment, at: here, scope) { return readerFrame }
        let frame = FixedFrame(width: try length(arguments.labeled("width"), scope), height: try length(arguments.labeled("height"), scope), alignment: alignment)
        if case .image = receiver.kind, frame.width != nil, frame.height != nil, let imageLocation = receiver.location {
            let source = self.source
            issues.removeAll { $0.severity == .note && $0.message.text.contains("is laid out at") && source.location(of: $0.node) == imageLocation }
        }
        return ViewNode(.frame(frame), children: [standInFillingFrame(receiver, frame)], location: here)
    }

    private mutating func padding(_ name: String, _ call: FunctionCallExprSyntax, receiver: ViewNode, at here: LayoutCore.SourceLocation, _ scope: Scope) throws(TranslationIssue) -> ViewNode {
        let arguments = CallArguments(call)
        checkArguments(arguments, allowed: [], unlabeled: 2, of: name)
        let make: (EdgeSet, Double?) -> ViewKind = { edges, length in
            name == "padding" ? .padding(edges: edges, length: length) : .safeAreaPadding(edges: edges, length: length)
        }
        let unlabeled = arguments.unlabeled
        guard var first = unlabeled.first else { return ViewNode(make(.all, nil), children: [receiver], location: here) }
        var scope = scope
        if unlabeled.count == 1, let (returned, inner) = computedExpression(first.expression, scope) {
            // `.padding(paddingInsets)` with `var paddingInsets: EdgeInsets { .init(top: 0, …) }`.
            (first.expression, scope) = (returned, inner)
        }
        if unlabeled.count == 1, !first.expression.is(FunctionCallExprSyntax.self), case .record("EdgeInsets", let fields)? = resolve(first.expression, scope),
            let lengths = Self.numbers(fields)
        {
            // `.padding(insets)` with `let insets: EdgeInsets` set from `EdgeInsets(top: 4, …)`.
            var node = receiver
            for edge in Edge.allCases {
                guard let value = lengths[edge.rawValue], value != 0 else { continue }
                node = ViewNode(make(EdgeSet(edge), value), children: [node], location: here)
            }
            return node
        }
        if let insets = first.expression.as(FunctionCallExprSyntax.self), ["EdgeInsets", ".init", "SwiftUI.EdgeInsets"].contains(insets.calledExpression.sourceText) {
            let parts = CallArguments(insets)
            var values: [Edge: Double] = [:]
            for edge in Edge.allCases { values[edge] = try length(parts.labeled(edge.rawValue), scope) ?? 0 }
            return insetPadding(values, receiver: receiver, make: make, at: here)
        }
        if unlabeled.count == 1, let insets = staticGeometry(first.expression, fields: Edge.allCases.map(\.rawValue)) {
            // `.padding(Constant.contentInset)` with `static let contentInset: EdgeInsets = .init(top: 12, …)`.
            var values: [Edge: Double] = [:]
            for edge in Edge.allCases { values[edge] = insets[edge.rawValue] ?? 0 }
            return insetPadding(values, receiver: receiver, make: make, at: here)
        }
        if first.expression.is(MemberAccessExprSyntax.self) || first.expression.is(ArrayExprSyntax.self) || first.expression.is(TernaryExprSyntax.self) {
            // `.padding(.infinity)` and `.padding(CGFloat.pi)` are lengths, not edge sets.
            if unlabeled.count == 1, (try? edgeSet(first)) == nil {
                // `.padding(.spacing.double)`, `.padding(Theme.Spacing.lg)`: a length, not an edge set;
                // one FrameLab cannot see is the default padding, with `length`'s warning.
                return ViewNode(make(.all, try length(first, scope)), children: [receiver], location: here)
            }
            let edges = try edgeSet(first, scope)
            let length = unlabeled.count > 1 ? try length(unlabeled[1], scope) : nil
            return ViewNode(make(edges, length), children: [receiver], location: here)
        }
        return ViewNode(make(.all, try length(first, scope)), children: [receiver], location: here)
    }

    private mutating func decoration(_ name: String, _ call: FunctionCallExprSyntax, receiver: ViewNode, at here: LayoutCore.SourceLocation, _ scope: Scope) throws(TranslationIssue) -> ViewNode {
        let arguments = CallArguments(call, closureLabels: ["content"])
        checkArguments(arguments, allowed: ["alignment", "content", "in", "ignoresSafeAreaEdges", "fillStyle"], unlabeled: 1, of: name)
        let alignment = try alignment(arguments.labeled("alignment"), scope)
        var secondary: [ViewNode] = []
        /// `background(_ style:, ignoresSafeAreaEdges: .all)`: a style fills the safe area along the
        /// edges the view touches, by default all of them.
        /// `background(_:in:)` has no such argument: the shape keeps it in the view's frame.
        func style(_ node: ViewNode) throws(TranslationIssue) -> ViewNode {
            guard arguments.labeled("in") == nil else { return node }
            let edges = try arguments.labeled("ignoresSafeAreaEdges").map { item throws(TranslationIssue) in try edgeSet(item, scope) } ?? .all
            return edges.isEmpty ? node : ViewNode(.ignoresSafeArea(edges: edges), children: [node], location: node.location)
        }
        if let closure = arguments.closure("content") {
            secondary = content(closure.statements, scope: scope)
        } else if let item = arguments.unlabeled.first {
            if item.expression.as(MemberAccessExprSyntax.self)?.base == nil, let member = item.expression.as(MemberAccessExprSyntax.self) {
                secondary = [try style(ViewNode(.color(member.declName.baseName.text), location: location(item.expression)))]
            } else if let member = item.expression.as(MemberAccessExprSyntax.self), member.base?.sourceText == "Color" {
                // `Color.red` is a ShapeStyle too, and the style overload is the one Swift picks.
                secondary = [try style(ViewNode(.color(member.declName.baseName.text), location: location(item.expression)))]
            } else if looksLikeView(item.expression, scope) || item.expression.is(DeclReferenceExprSyntax.self) {
                secondary = try views(item.expression, scope)
            } else {
                secondary = [try style(ViewNode(.color(item.expression.sourceText), location: location(item.expression)))]
            }
        } else if arguments.labeled("in") != nil || arguments.items.allSatisfy({ $0.label == "ignoresSafeAreaEdges" }) {
            secondary = [ViewNode(.color("background"), location: here)]
        } else {
            throw TranslationIssue(call, "'\(name)' needs a view, a style or a closure", id: SourceMessages.missingArgument)
        }
        let second: ViewNode = secondary.count == 1
            ? secondary[0] : ViewNode(.zStack(alignment: alignment), children: secondary, location: here)
        let kind: ViewKind = name == "overlay" ? .overlay(alignment: alignment) : .background(alignment: alignment)
        return ViewNode(kind, children: [receiver, second], location: here)
    }

    private mutating func containerRelativeFrame(_ call: FunctionCallExprSyntax, _ scope: Scope) throws(TranslationIssue) -> ContainerRelativeFrame {
        let arguments = CallArguments(call, closureLabels: ["length"])
        checkArguments(arguments, allowed: ["alignment", "count", "span", "spacing", "length"], unlabeled: 2, of: "containerRelativeFrame")
        let unlabeled = arguments.unlabeled
        guard let axesItem = unlabeled.first else {
            throw TranslationIssue(call, "'containerRelativeFrame' needs axes: .horizontal, .vertical or [.horizontal, .vertical]", id: SourceMessages.missingArgument)
        }
        let axes = try axisSet(axesItem, scope)
        let alignment = try alignment(arguments.labeled("alignment"))
        let closure = arguments.closure("length") ?? unlabeled.dropFirst().first?.expression.as(ClosureExprSyntax.self)
        if let closure {
            var compiler = ExpressionCompiler(context: "a containerRelativeFrame closure", outer: { scope.outerName($0) })
            let program = try compiler.compileLengthClosure(closure)
            let steps = options.maxClosureSteps
            let evaluate: @Sendable (Double, Axis) throws -> Double = { length, axis in
                var interpreter = LengthInterpreter(stepBudget: steps)
                guard case .number(let value) = try interpreter.run(program, arguments: [.number(length), .axis(axis)]) else {
                    throw ClosureEvaluationError("the closure did not return a number")
                }
                if value.isFinite, abs(value) > LengthClamp.limit {
                    throw ClosureEvaluationError("it returned \(formatLength(value)), larger than any screen (FrameLab lays out lengths up to ±\(formatLength(LengthClamp.limit)))")
                }
                return value
            }
            return ContainerRelativeFrame(axes: axes, alignment: alignment, rule: .closure(LengthClosure(source: ClosureSource.text(of: closure, captured: compiler.captured), location: location(closure), evaluate: evaluate)))
        }
        if let countItem = arguments.labeled("count") {
            let count = try integer(countItem, scope)
            let span = try arguments.labeled("span").map { (item) throws(TranslationIssue) in try integer(item, scope) } ?? 1
            guard let spacingItem = arguments.labeled("spacing") else {
                throw TranslationIssue(call, "'containerRelativeFrame(_:count:span:spacing:alignment:)' needs 'spacing:'", id: SourceMessages.missingArgument)
            }
            let spacing = try length(spacingItem, scope) ?? 0
            if count <= 0 { warn(countItem.anchor, SourceMessages.valueClamped, "'count: \(count)' divides the container into no columns; the length is clamped to 0") }
            if span <= 0 { warn(arguments.labeled("span")?.anchor ?? Syntax(call), SourceMessages.valueClamped, "'span: \(span)' makes the length negative or zero; it is clamped to 0") }
            return ContainerRelativeFrame(axes: axes, alignment: alignment, rule: .grid(count: count, span: span, spacing: spacing))
        }
        for label in ["span", "spacing"] {
            if let item = arguments.labeled(label) {
                throw TranslationIssue(item.anchor, "'\(label):' needs 'count:' in containerRelativeFrame", id: SourceMessages.missingArgument)
            }
        }
        return ContainerRelativeFrame(axes: axes, alignment: alignment, rule: .fullLength)
    }

    private mutating func toolbar(_ name: String, _ call: FunctionCallExprSyntax, receiver: ViewNode, at here: LayoutCore.SourceLocation, _ scope: Scope) throws(TranslationIssue) -> ViewNode {
        let arguments = CallArguments(call, closureLabels: ["content"])
        if name == "toolbar", let closure = arguments.closure("content") {
            let placements = toolbarItems(closure)
            // A toolbar whose placements no bar rule names changes no layout: it stays inert.
            guard !barPlacementsInRules.isDisjoint(with: placements) else { return inert(name, call, receiver) }
            return ViewNode(.toolbarItems(placements: placements), children: [receiver], location: here)
        }
        guard let visibility = arguments.unlabeled.first, !visibility.isTrailingClosure,
            let value = memberName(visibility.expression, types: ["Visibility"])
        else {
            return inert(name, call, receiver)
        }
        var bars: [BarPlacement] = []
        var inFor = false
        for item in arguments.items {
            if item.label == "for" { inFor = true } else if item.label != nil { inFor = false }
            guard inFor else { continue }
            guard let barName = memberName(item.expression, types: ["ToolbarPlacement"]), let bar = BarPlacement(rawValue: barName) else {
                warn(item.expression, SourceMessages.valueIgnored, "FrameLab does not model the bar '\(item.expression.sourceText)'; it is ignored")
                continue
            }
            bars.append(bar)
        }
        if value == "automatic" { return inert(name, call, receiver) }
        return ViewNode(.toolbarVisibility(visible: value == "visible", bars: bars), children: [receiver], location: here)
    }
}
