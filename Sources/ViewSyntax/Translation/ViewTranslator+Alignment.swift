import LayoutCore
import SwiftSyntax

/// `alignmentGuide(_:computeValue:)` for the built-in guides. The closure is evaluated with the
/// closure evaluator at a few sizes and kept as `a × width + b × height + c`: `d.width`,
/// `d.height` and `d[guide]` (`.leading` 0, `.trailing` the width, `.center` half of it, `.top` 0,
/// `.bottom` and the text baselines the height) are the only things it can read of the view.
extension ViewTranslator {
    /// `listRowSeparatorLeading`/`Trailing` place a list row's separator (read by the List, they move no view).
    private static let horizontalGuides: Set<String> = ["leading", "center", "trailing", "listRowSeparatorLeading", "listRowSeparatorTrailing"]
    private static let verticalGuides: Set<String> = ["top", "center", "bottom", "firstTextBaseline", "lastTextBaseline"]

    mutating func alignmentGuide(_ call: FunctionCallExprSyntax, receiver: ViewNode, at here: LayoutCore.SourceLocation, _ scope: Scope) throws(TranslationIssue) -> ViewNode {
        let arguments = CallArguments(call, closureLabels: ["computeValue"])
        checkArguments(arguments, allowed: ["computeValue"], unlabeled: 1, of: "alignmentGuide")
        guard let guideItem = arguments.unlabeled.first(where: { !$0.isTrailingClosure }) else {
            throw TranslationIssue(call, "alignmentGuide needs a guide: .alignmentGuide(.leading) { d in … }", id: SourceMessages.missingArgument)
        }
        guard let closure = arguments.closure("computeValue") else {
            throw TranslationIssue(call, "alignmentGuide needs its closure: .alignmentGuide(.leading) { d in d.width / 2 }", id: SourceMessages.missingArgument)
        }
        let (axis, name) = try guide(guideItem.expression)
        guard let axis else {
            let known = customAlignments.guides.keys.sorted()
            let hint = NameSuggestion.closest(to: name, in: known).map { "; did you mean '.\($0)'?" } ?? " (define it with an AlignmentID and a static let in an extension of HorizontalAlignment or VerticalAlignment)"
            warn(guideItem.expression, SourceMessages.unknownAlignmentGuide, "the alignment guide '\(name)' is neither built in nor defined in the file; it is ignored\(hint)")
            return receiver
        }
        let read: (width: Double, height: Double, constant: Double)?
        do {
            read = try linearGuide(closure.statements, parameter: Self.parameterNames(closure).first ?? "$0", axis: axis, anchor: Syntax(closure), capturing(closure, scope))
        } catch where !error.isUnknownValue && !options.strict {
            // A closure FrameLab cannot run (`closures are not supported…`) places the view as if
            // the guide were not there, a guess, rather than failing the file; --strict keeps the error.
            warnUnknown(error.node, "\(error.message); FrameLab lays the view out without this alignmentGuide, a guess")
            return receiver
        }
        guard let linear = read else { return receiver }
        let spec = AlignmentGuideSpec(axis: axis, guide: name, widthFactor: linear.width, heightFactor: linear.height, constant: linear.constant, source: closure.sourceText)
        return ViewNode(.alignmentGuide(spec), children: [receiver], location: here)
    }

    /// A guide's body read as `width × d.width + height × d.height + constant`, with a warning
    /// when it is not linear or not finite; nil when the body cannot be rewritten.
    mutating func linearGuide(_ body: CodeBlockItemListSyntax, parameter: String, axis: Axis, anchor: Syntax, _ scope: Scope) throws(TranslationIssue) -> (width: Double, height: Double, constant: Double)? {
        let closure = anchor
        let rewritten = DimensionRewriter(parameter: parameter, axis: axis).rewrite(body)
        guard let statements = rewritten.as(CodeBlockItemListSyntax.self) else { return nil }
        func value(_ width: Double, _ height: Double) throws(TranslationIssue) -> Double {
            var compiler = ExpressionCompiler(context: "an alignmentGuide closure") { outer in
                switch outer {
                case DimensionRewriter.width: .value(.number(width))
                case DimensionRewriter.height: .value(.number(height))
                case DimensionRewriter.halfWidth: .value(.number(width / 2))
                case DimensionRewriter.halfHeight: .value(.number(height / 2))
                default: scope.outerName(outer)
                }
            }
            // The rewritten body is made syntax: what the compiler says about it points into `body`.
            let compiled: [LengthStatement]
            do {
                compiled = try compiler.compileBlock(statements, implicitReturn: true, resultType: .number)
            } catch {
                throw Self.relocated(error, madeFrom: Syntax(statements), to: Syntax(body), sameTokens: true)
            }
            let program = LengthProgram(statements: compiled, parameterSlots: [], slotCount: compiler.slotCount)
            let result = try ExpressionCompiler.run(program, stepBudget: options.maxClosureSteps, at: closure)
            guard case .number(let number) = result else {
                throw TranslationIssue(closure, "an alignmentGuide closure returns a CGFloat", id: SourceMessages.typeMismatch)
            }
            return number
        }
        let constant = try value(0, 0)
        let widthFactor = try value(1, 0) - constant
        let heightFactor = try value(0, 1) - constant
        let check = try value(100, 60)
        let linear = widthFactor * 100 + heightFactor * 60 + constant
        if !check.isFinite || !constant.isFinite {
            warn(closure, SourceMessages.evaluationFailed, "this alignmentGuide closure gives \(formatLength(check)); FrameLab uses 0 there")
        } else if abs(check - linear) > 0.001 {
            warn(closure, SourceMessages.alignmentGuideNotLinear, "FrameLab reads alignmentGuide closures as a × d.width + b × d.height + c; this one is not (it gives \(formatLength(check)) for 100×60, the reading \(formatLength(linear)))")
        }
        return (widthFactor, heightFactor, constant)
    }

    /// The guide's axis (nil for a custom one) and name.
    private func guide(_ expression: ExprSyntax) throws(TranslationIssue) -> (Axis?, String) {
        guard let member = expression.as(MemberAccessExprSyntax.self) else {
            throw TranslationIssue(expression, "expected an alignment guide such as .leading or VerticalAlignment.center", id: SourceMessages.invalidArgument)
        }
        let name = member.declName.baseName.text
        switch member.base?.sourceText {
        case "HorizontalAlignment"?:
            return (Self.horizontalGuides.contains(name) || customAlignments.guide(name, axis: .horizontal) != nil ? .horizontal : nil, name)
        case "VerticalAlignment"?:
            return (Self.verticalGuides.contains(name) || customAlignments.guide(name, axis: .vertical) != nil ? .vertical : nil, name)
        case nil:
            if name == "center" {
                throw TranslationIssue(expression, "'.center' is ambiguous here: write HorizontalAlignment.center or VerticalAlignment.center", id: SourceMessages.invalidArgument)
            }
            if Self.horizontalGuides.contains(name) { return (.horizontal, name) }
            if Self.verticalGuides.contains(name) { return (.vertical, name) }
            return (customAlignments.guide(name, axis: nil)?.axis, name)
        default:
            return (nil, name)
        }
    }
}

/// Replaces `d.width`, `d.height` and `d[guide]` by names the evaluator is given values for.
private final class DimensionRewriter: SyntaxRewriter {
    static let width = "__frameLabWidth"
    static let height = "__frameLabHeight"
    static let halfWidth = "__frameLabHalfWidth"
    static let halfHeight = "__frameLabHalfHeight"
    let parameter: String
    let axis: Axis

    init(parameter: String, axis: Axis) {
        self.parameter = parameter
        self.axis = axis
        super.init(viewMode: .sourceAccurate)
    }

    private func name(_ text: String) -> ExprSyntax {
        ExprSyntax(DeclReferenceExprSyntax(baseName: .identifier(text)))
    }

    private func isParameter(_ expression: ExprSyntax?) -> Bool {
        expression?.as(DeclReferenceExprSyntax.self)?.baseName.text == parameter
    }

    override func visit(_ node: MemberAccessExprSyntax) -> ExprSyntax {
        guard isParameter(node.base) else { return super.visit(node) }
        switch node.declName.baseName.text {
        case "width": return name(Self.width)
        case "height": return name(Self.height)
        default: return super.visit(node)
        }
    }

    override func visit(_ node: SubscriptCallExprSyntax) -> ExprSyntax {
        guard isParameter(node.calledExpression), let argument = node.arguments.first?.expression.as(MemberAccessExprSyntax.self) else {
            return super.visit(node)
        }
        let base = argument.base?.sourceText
        switch argument.declName.baseName.text {
        case "leading", "top": return ExprSyntax(IntegerLiteralExprSyntax(literal: .integerLiteral("0")))
        case "trailing": return name(Self.width)
        case "bottom", "firstTextBaseline", "lastTextBaseline": return name(Self.height)
        case "center":
            if base == "VerticalAlignment" || (base == nil && axis == .vertical) { return name(Self.halfHeight) }
            return name(Self.halfWidth)
        default: return super.visit(node)
        }
    }
}
