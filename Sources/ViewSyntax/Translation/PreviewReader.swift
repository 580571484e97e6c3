import LayoutCore
import SwiftSyntax

/// Reads previews: `#Preview("Name", traits: …) { … }` and the views of a `PreviewProvider`'s
/// `static var previews` (each view of a top-level `Group` is a preview), with their traits and
/// `.preview…` modifiers.
enum PreviewReader {
    /// A preview's source: the statements of a `#Preview` closure or one view of a provider.
    enum Body {
        case statements(CodeBlockItemListSyntax)
        case expression(ExprSyntax)
    }

    struct Preview {
        var name: String?
        var provider: String?
        var anchor: Syntax
        var traits: PreviewTraits
        var body: Body
        /// `View` structs declared inside the provider (`struct Preview: View` helpers).
        var nested: [ViewDefinition] = []
    }

    /// The `.preview…` modifiers FrameLab reads and leaves out of the laid-out tree.
    static let previewModifiers: Set<String> = [
        "previewDevice", "previewLayout", "previewInterfaceOrientation", "previewDisplayName", "previewContext",
    ]

    static func macro(_ macro: some FreestandingMacroExpansionSyntax) -> Preview? {
        guard macro.macroName.text == "Preview", let closure = macro.trailingClosure else { return nil }
        var name: String?
        var traits = PreviewTraits()
        var inTraits = false
        for argument in macro.arguments {
            if let label = argument.label?.text { inTraits = label == "traits" }
            if argument.label == nil, !inTraits, name == nil, let text = stringLiteral(argument.expression) {
                name = text
            } else if inTraits {
                read(trait: argument.expression, into: &traits)
            }
        }
        return Preview(name: name, provider: nil, anchor: Syntax(macro.pound), traits: traits, body: .statements(closure.statements))
    }

    static func provider(_ declaration: StructDeclSyntax, environment: SourceEnvironment = SourceEnvironment()) -> [Preview] {
        let inherited = declaration.inheritanceClause?.inheritedTypes.map { $0.type.sourceText } ?? []
        guard inherited.contains(where: { $0 == "PreviewProvider" || $0 == "SwiftUI.PreviewProvider" }) else { return [] }
        let providerName = declaration.name.text
        var nested: [ViewDefinition] = []
        var body: CodeBlockItemListSyntax?
        for member in CompilationConditions.members(declaration.memberBlock, in: environment) {
            if let structDecl = member.as(StructDeclSyntax.self), let definition = ViewDefinition(structDecl, environment: environment) {
                nested.append(definition)
            }
            guard let variable = member.as(VariableDeclSyntax.self),
                  let binding = variable.bindings.first,
                  binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text == "previews",
                  let accessors = binding.accessorBlock else { continue }
            switch accessors.accessors {
            case .getter(let statements): body = statements
            case .accessors(let list): body = list.first { $0.accessorSpecifier.text == "get" }?.body?.statements
            }
        }
        guard let body else { return [] }
        var previews: [Preview] = []
        let expressions = body.compactMap(expression(of:))
        if expressions.count == body.count, !expressions.isEmpty {
            var views: [(ExprSyntax, PreviewTraits)] = []
            for expression in expressions {
                let (base, traits, name) = peel(expression)
                if expressions.count == 1, let group = groupStatements(base) {
                    let members = group.compactMap(Self.expression(of:))
                    if members.count == group.count, members.count > 1 {
                        for member in members {
                            var (memberBase, memberTraits, memberName) = peel(member)
                            memberTraits.inherit(traits)
                            views.append((memberBase, memberTraits))
                            previews.append(Preview(name: memberName, provider: providerName, anchor: Syntax(member), traits: memberTraits, body: .expression(memberBase), nested: nested))
                        }
                        continue
                    }
                }
                previews.append(Preview(name: name, provider: providerName, anchor: Syntax(expression), traits: traits, body: .expression(base), nested: nested))
            }
        } else {
            previews.append(Preview(name: nil, provider: providerName, anchor: Syntax(declaration.name), traits: PreviewTraits(), body: .statements(body), nested: nested))
        }
        return previews
    }

    /// The view under the outermost `.preview…` modifiers, the traits they and any inner ones set,
    /// and `.previewDisplayName`.
    static func peel(_ expression: ExprSyntax) -> (ExprSyntax, PreviewTraits, String?) {
        var traits = PreviewTraits()
        var name: String?
        var base = expression
        var peeling = true
        var current = expression
        while let call = current.as(FunctionCallExprSyntax.self), let member = call.calledExpression.as(MemberAccessExprSyntax.self), let receiver = member.base {
            let modifier = member.declName.baseName.text
            if previewModifiers.contains(modifier) {
                let argument = call.arguments.first?.expression
                switch modifier {
                case "previewDisplayName": if name == nil { name = argument.flatMap(stringLiteral) }
                case "previewDevice":
                    if traits.deviceName == nil, let argument {
                        traits.deviceName = stringLiteral(argument)
                            ?? argument.as(FunctionCallExprSyntax.self)?.arguments.first.flatMap { stringLiteral($0.expression) }
                        traits.spelled.append(".previewDevice(\(argument.sourceText))")
                    }
                case "previewLayout", "previewInterfaceOrientation":
                    if let argument { read(trait: argument, into: &traits) }
                default: break
                }
                if peeling { base = receiver }
            } else {
                peeling = false
            }
            current = receiver
        }
        return (base, traits, name)
    }

    /// `.landscapeLeft`, `.portrait`, `.sizeThatFitsLayout`, `.fixedLayout(width:height:)`, and the
    /// `previewLayout` values `.sizeThatFits`, `.fixed(width:height:)`, `.device`.
    static func read(trait expression: ExprSyntax, into traits: inout PreviewTraits) {
        var name = expression.as(MemberAccessExprSyntax.self)?.declName.baseName.text
        var call: FunctionCallExprSyntax?
        if let function = expression.as(FunctionCallExprSyntax.self) {
            call = function
            name = function.calledExpression.as(MemberAccessExprSyntax.self)?.declName.baseName.text
        }
        switch name {
        case "landscapeLeft", "landscapeRight", "landscape": traits.orientation = .landscape
        case "portrait", "portraitUpsideDown": traits.orientation = .portrait
        case "sizeThatFitsLayout", "sizeThatFits": traits.layout = .sizeThatFits
        case "defaultLayout", "device": traits.layout = .device
        case "fixedLayout", "fixed":
            let width = call?.arguments.first { $0.label?.text == "width" }.flatMap { number($0.expression) }
            let height = call?.arguments.first { $0.label?.text == "height" }.flatMap { number($0.expression) }
            guard let width, let height else { return }
            traits.layout = .fixed(width: width, height: height)
        default: return
        }
        traits.spelled.append(expression.sourceText)
    }

    private static func number(_ expression: ExprSyntax) -> Double? {
        if let integer = expression.as(IntegerLiteralExprSyntax.self) { return NumberLiteral.integer(integer.literal.text) }
        if let float = expression.as(FloatLiteralExprSyntax.self) { return NumberLiteral.float(float.literal.text) }
        return nil
    }

    private static func groupStatements(_ expression: ExprSyntax) -> CodeBlockItemListSyntax? {
        guard let call = expression.as(FunctionCallExprSyntax.self),
              call.calledExpression.as(DeclReferenceExprSyntax.self)?.baseName.text == "Group",
              call.arguments.isEmpty, let closure = call.trailingClosure else { return nil }
        return closure.statements
    }

    /// A top-level `#Preview { … }` written as an expression (with no attributes before it).
    static func previewMacro(_ item: CodeBlockItemSyntax) -> MacroExpansionExprSyntax? {
        guard let macro = expression(of: item)?.as(MacroExpansionExprSyntax.self), macro.macroName.text == "Preview" else { return nil }
        return macro
    }

    static func expression(of item: CodeBlockItemSyntax) -> ExprSyntax? {
        switch item.item {
        case .expr(let expression): expression
        case .stmt(let statement):
            statement.as(ExpressionStmtSyntax.self)?.expression ?? statement.as(ReturnStmtSyntax.self)?.expression
        case .decl: nil
        }
    }

    static func stringLiteral(_ expression: ExprSyntax) -> String? {
        guard let literal = expression.as(StringLiteralExprSyntax.self) else { return nil }
        var text = ""
        for segment in literal.segments {
            guard let plain = segment.as(StringSegmentSyntax.self) else { return nil }
            text += plain.content.text
        }
        return text
    }
}

extension PreviewTraits {
    /// Takes the traits `outer` sets that this preview does not set itself.
    mutating func inherit(_ outer: PreviewTraits) {
        if orientation == nil { orientation = outer.orientation }
        if layout == nil { layout = outer.layout }
        if deviceName == nil { deviceName = outer.deviceName }
        spelled = outer.spelled + spelled
    }
}
