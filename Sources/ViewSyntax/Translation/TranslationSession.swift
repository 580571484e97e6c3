import LayoutCore
import SwiftDiagnostics
import SwiftOperators
import SwiftParser
import SwiftParserDiagnostics
import SwiftSyntax

/// One translation: parse, check, collect definitions, pick the root and translate it.
struct TranslationSession {
    let translator: SourceTranslator
    let source: String
    let fileName: String

    private static let unsupportedFrameworks: [String: String] = [
        "PassthroughSubject": "Combine", "CurrentValueSubject": "Combine", "AnyCancellable": "Combine",
        "AnyPublisher": "Combine", "UIView": "UIKit", "UIViewController": "UIKit", "UIViewRepresentable": "UIKit",
        "UIResponder": "UIKit", "UIWindow": "UIKit", "UIScrollView": "UIKit", "UIHostingController": "UIKit",
    ]

    /// Parses and folds operators; nil (with rendered diagnostics) when the parse had errors.
    private func parse(_ text: String) -> (SourceContext?, [SourceDiagnostic]) {
        let limit = translator.options.maxNestingDepth
        let squareLimit = translator.options.maxSquareBracketDepth
        let chainLimit = translator.options.maxClosureChain
        let angleLimit = translator.options.maxGenericDepth
        if text.utf8.count > translator.options.maxSourceBytes {
            let message = "the source is \(text.utf8.count) bytes; FrameLab reads at most \(translator.options.maxSourceBytes) (TranslationOptions.maxSourceBytes)"
            return (nil, [SourceDiagnostic(severity: .error, message: message, file: fileName, line: 1, column: 1, rendered: "\(fileName):1:1: error: \(message)")])
        }
        if let deep = BracketScan.firstTooDeep(text, limit: limit, squareLimit: squareLimit, closureChainLimit: chainLimit, angleLimit: angleLimit) {
            let message = switch deep.reason {
            case .squareNesting:
                "nested too deeply: FrameLab reads at most \(squareLimit) levels of square brackets (TranslationOptions.maxSquareBracketDepth; the parser slows down exponentially past about 20)"
            case .nesting:
                "nested too deeply: FrameLab reads at most \(limit) levels of brackets, braces and parentheses (TranslationOptions.maxNestingDepth)"
            case .angleNesting:
                "nested too deeply: FrameLab reads at most \(angleLimit) levels of generic arguments on one line (TranslationOptions.maxGenericDepth)"
            case .closureChain:
                "too many closures in a row: FrameLab reads at most \(chainLimit) closures written one after another (TranslationOptions.maxClosureChain; the parser slows down faster than quadratically past that)"
            }
            let (excerpt, caret) = BracketScan.excerpt(text, line: deep.line, column: deep.column)
            let gutter = String(repeating: " ", count: String(deep.line).count)
            let rendered = "\(fileName):\(deep.line):\(deep.column): error: \(message)\n\(deep.line) | \(excerpt)\n\(gutter) | \(String(repeating: " ", count: caret))`- error: \(message)"
            return (nil, [SourceDiagnostic(severity: .error, message: message, file: fileName, line: deep.line, column: deep.column, rendered: rendered)])
        }
        var parser = Parser(text, maximumNestingLevel: translator.options.maxNestingDepth)
        let tree = SourceFileSyntax.parse(from: &parser)
        let raw = SourceContext(fileName: fileName, tree: tree)
        if tree.hasMaximumNestingLevelOverflow {
            var node = Syntax(tree)
            while let deeper = node.children(viewMode: .all).first(where: { $0.hasMaximumNestingLevelOverflow }) { node = deeper }
            let limit = translator.options.maxNestingDepth
            let message = "nested too deeply: FrameLab reads at most \(limit) levels of brackets, braces and parentheses (TranslationOptions.maxNestingDepth)"
            return (nil, [raw.render(TranslationIssue(node, message))])
        }
        let parserDiagnostics = ParseDiagnosticsGenerator.diagnostics(for: tree)
        let rendered = parserDiagnostics.map(raw.render)
        if rendered.contains(where: { $0.severity == .error }) || tree.hasError {
            if rendered.isEmpty {
                return (nil, [raw.render(TranslationIssue(tree, "the source has syntax errors"))])
            }
            return (nil, rendered)
        }
        // The parser's limit counts brackets, braces and parentheses but not chains of modifiers
        // (`.padding().padding()…`), which the translator also follows one stack frame per link.
        // A syntax tree deeper than `syntaxDepthPerLevel` × the limit is refused the same way.
        let depthLimit = translator.options.maxNestingDepth * Self.syntaxDepthPerLevel
        if let deepest = Self.nodeDeeperThan(depthLimit, in: Syntax(tree)) {
            let limit = translator.options.maxNestingDepth
            let message = "nested too deeply: FrameLab reads at most \(limit) levels of brackets, braces and parentheses (TranslationOptions.maxNestingDepth), and a syntax tree at most \(Self.syntaxDepthPerLevel) × that deep; long chains of modifiers count too. Raise TranslationOptions.maxNestingDepth to read it"
            return (nil, [raw.render(TranslationIssue(deepest, message))])
        }
        if let (sequence, operators) = ExpressionLengthCheck.firstLongSequence(in: Syntax(tree), limit: limit) {
            let message = "expression too long: \(operators) operators in one expression; FrameLab reads at most \(limit) (TranslationOptions.maxNestingDepth), because each operator nests the expression one level deeper"
            return (nil, [raw.render(TranslationIssue(sequence, message))])
        }
        let folded = OperatorTable.standardOperators.foldAll(tree) { _ in }.as(SourceFileSyntax.self) ?? tree
        return (SourceContext(fileName: fileName, tree: folded), rendered)
    }

    /// Syntax-tree levels allowed per nesting level: a nested `VStack { … }` takes 4, a modifier 2.
    static let syntaxDepthPerLevel = 4

    /// The first node found deeper than `limit` in the syntax tree, walked without recursion.
    static func nodeDeeperThan(_ limit: Int, in root: Syntax) -> Syntax? {
        var stack: [(Syntax, Int)] = [(root, 0)]
        while let (node, depth) = stack.popLast() {
            if depth > limit { return node }
            for child in node.children(viewMode: .sourceAccurate) { stack.append((child, depth + 1)) }
        }
        return nil
    }

    func translate() -> Translation {
        let (text, placeholders) = Placeholders.commentOut(source)
        let (parsed, parseDiagnostics) = parse(text)
        guard let context = parsed else { return Translation(root: nil, diagnostics: parseDiagnostics) }
        var issues: [TranslationIssue] = []
        for offset in placeholders {
            var issue = TranslationIssue(context.tree, "'...' is a placeholder; FrameLab skips it", severity: .note)
            issue.position = AbsolutePosition(utf8Offset: offset)
            issues.append(issue)
        }

        let statements = context.tree.statements
        var definitions: [String: ViewDefinition] = [:]
        var order: [ViewDefinition] = []
        var extensionFunctions: [String: FunctionDeclSyntax] = [:]
        var otherTypes: [String] = []
        var previews: [ClosureExprSyntax] = []
        for item in statements {
            guard case .decl(let decl) = item.item else { continue }
            if let structDecl = decl.as(StructDeclSyntax.self) {
                guard let definition = ViewDefinition(structDecl) else {
                    otherTypes.append(structDecl.name.text)
                    continue
                }
                if definitions[definition.name] != nil {
                    issues.append(TranslationIssue(structDecl.name, "'\(definition.name)' is defined again; FrameLab uses this later definition", severity: .warning))
                    order.removeAll { $0.name == definition.name }
                }
                definitions[definition.name] = definition
                order.append(definition)
            } else if let extensionDecl = decl.as(ExtensionDeclSyntax.self) {
                for member in extensionDecl.memberBlock.members {
                    if let function = member.decl.as(FunctionDeclSyntax.self) { extensionFunctions[function.name.text] = function }
                }
            } else if let classDecl = decl.as(ClassDeclSyntax.self) {
                otherTypes.append(classDecl.name.text)
            } else if let enumDecl = decl.as(EnumDeclSyntax.self) {
                otherTypes.append(enumDecl.name.text)
            } else if let macro = decl.as(MacroExpansionDeclSyntax.self), macro.macroName.text == "Preview", let closure = macro.trailingClosure {
                previews.append(closure)
            }
        }

        var views = ViewTranslator(source: context, containerKinds: translator.containerKinds, options: translator.options, definitions: definitions)
        views.viewKinds = ViewKindLookup(translator.viewKinds)
        views.extensionFunctions = extensionFunctions
        var root = chooseRoot(&views, context: context, order: order, previews: previews)
        issues.append(contentsOf: views.issues)

        let mentioned = Self.unsupportedFrameworks.keys.filter { source.contains($0) }
        let frameworkUse = mentioned.isEmpty ? nil : context.tree.tokens(viewMode: .sourceAccurate).first { mentioned.contains($0.text) }
        if let token = frameworkUse, let framework = Self.unsupportedFrameworks[token.text] {
            let message = framework == "Combine"
                ? "'\(token.text)' belongs to Combine, which FrameLab does not run: it lays out SwiftUI views and cannot follow sizes passed out through publishers (such as a ContainerSizeGetter); use containerRelativeFrame on the view to size instead"
                : "'\(token.text)' belongs to UIKit, which FrameLab does not simulate: it lays out SwiftUI views only"
            issues.append(TranslationIssue(token, message, severity: root == nil ? .error : .warning))
        }
        if root == nil, !issues.contains(where: { $0.severity == .error }) {
            var message = "no view to lay out: write a view expression, a View struct (ContentView is used first) or an App with a WindowGroup"
            let declared = order.map(\.name) + otherTypes
            if !declared.isEmpty { message += "; the source declares \(declared.joined(separator: ", ")) but no view FrameLab can build without arguments" }
            issues.append(TranslationIssue(context.tree, message))
        }
        if let tree = root, tree.nodeCount > translator.options.maxNodes {
            issues.append(TranslationIssue(context.tree, "the view tree has \(tree.nodeCount) nodes, more than the limit of \(translator.options.maxNodes) (TranslationOptions.maxNodes)"))
        }
        if var tree = root {
            issues += Self.clampLengths(&tree, context: context)
            root = tree
        }
        var diagnostics = parseDiagnostics + issues.map(context.render)
        diagnostics = Self.ordered(diagnostics)
        if diagnostics.contains(where: { $0.severity == .error }) { root = nil }
        return Translation(root: root, diagnostics: diagnostics)
    }

    /// Warnings for the lengths `LengthClamp` changed, at the nodes they were written on.
    static func clampLengths(_ tree: inout ViewNode, context: SourceContext) -> [TranslationIssue] {
        LengthClamp.clamp(&tree).map { finding in
            var node = Syntax(context.tree)
            if let location = finding.location, location.file == nil || location.file == context.fileName,
                let token = context.tree.token(at: context.converter.position(ofLine: location.line, column: location.column))
            {
                node = Syntax(token)
            }
            return TranslationIssue(node, finding.message, severity: .warning)
        }
    }

    private static func ordered(_ diagnostics: [SourceDiagnostic]) -> [SourceDiagnostic] {
        var seen = Set<String>()
        return diagnostics.enumerated()
            .sorted { ($0.element.line, $0.element.column, $0.offset) < ($1.element.line, $1.element.column, $1.offset) }
            .map(\.element)
            .filter { seen.insert($0.rendered).inserted }
    }

    /// The App's WindowGroup, else top-level views or `#Preview`, else `ContentView`, else the
    /// last View struct that needs no arguments.
    private func chooseRoot(_ views: inout ViewTranslator, context: SourceContext, order: [ViewDefinition], previews: [ClosureExprSyntax]) -> ViewNode? {
        if let app = order.first(where: { $0.role == .app }), let body = app.body {
            var windows: [ViewNode] = []
            for item in body {
                guard let expression = Self.expression(of: item) else { continue }
                var callee = expression
                while let call = callee.as(FunctionCallExprSyntax.self) { callee = call.calledExpression }
                if callee.as(DeclReferenceExprSyntax.self)?.baseName.text == "WindowGroup" {
                    do { windows = try views.views(expression, Scope()) } catch { views.issues.append(error) }
                    break
                }
            }
            if windows.isEmpty {
                views.issues.append(TranslationIssue(app.declaration.name, "'\(app.name)' has no WindowGroup for FrameLab to lay out"))
                return nil
            }
            return ViewTranslator.single(windows, at: windows.first?.location)
        }
        var topLevel = views.content(context.tree.statements, scope: Scope(), topLevel: true)
        for preview in previews { topLevel.append(contentsOf: views.content(preview.statements, scope: Scope())) }
        if !topLevel.isEmpty { return ViewTranslator.single(topLevel, at: topLevel.first?.location) }
        let hasTopLevelViews = context.tree.statements.contains { item in
            if case .decl = item.item { return false }
            return true
        }
        if hasTopLevelViews || !previews.isEmpty { return nil }

        let candidates = order.filter { $0.role == .view }
        let preferred = candidates.filter { $0.name == "ContentView" } + candidates.reversed().filter { $0.name != "ContentView" }
        var firstFailure: TranslationIssue?
        for definition in preferred {
            let saved = views.issues
            do {
                return try views.instantiate(definition, call: nil, at: Syntax(definition.declaration.name), Scope())
            } catch {
                views.issues = saved
                if firstFailure == nil {
                    var issue = error
                    issue.message += "; FrameLab lays out ContentView or the last view that needs no arguments: add a view that uses '\(definition.name)'"
                    firstFailure = issue
                }
            }
        }
        if let firstFailure { views.issues.append(firstFailure) }
        return nil
    }

    private static func expression(of item: CodeBlockItemSyntax) -> ExprSyntax? {
        switch item.item {
        case .expr(let expression): expression
        case .stmt(let statement):
            statement.as(ExpressionStmtSyntax.self)?.expression ?? statement.as(ReturnStmtSyntax.self)?.expression
        case .decl: nil
        }
    }

    func applyModifiers(to node: ViewNode) -> Translation {
        let (parsed, parseDiagnostics) = parse(source)
        guard let context = parsed else { return Translation(root: nil, diagnostics: parseDiagnostics) }
        var views = ViewTranslator(source: context, containerKinds: translator.containerKinds, options: translator.options, definitions: [:])
        views.viewKinds = ViewKindLookup(translator.viewKinds)
        var scope = Scope()
        scope["self"] = .views([node])
        let expressions = context.tree.statements.compactMap(Self.expression(of:))
        var result: [ViewNode] = []
        if expressions.count != 1 || context.tree.statements.count != 1 {
            views.issues.append(TranslationIssue(context.tree, "write the modifiers to apply, such as .padding(10).frame(width: 50)"))
        } else {
            do { result = try views.views(expressions[0], scope) } catch { views.issues.append(error) }
        }
        if result.count == 1 { views.issues += Self.clampLengths(&result[0], context: context) }
        let diagnostics = Self.ordered(parseDiagnostics + views.issues.map(context.render))
        let failed = diagnostics.contains { $0.severity == .error } || result.count != 1
        return Translation(root: failed ? nil : result[0], diagnostics: diagnostics)
    }
}
