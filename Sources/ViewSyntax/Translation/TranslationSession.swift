import LayoutCore
import SwiftDiagnostics
import SwiftOperators
import SwiftParser
import SwiftParserDiagnostics
import SwiftSyntax

/// One translation: parse, check, collect definitions, pick the root and translate it.
struct TranslationSession {
    let translator: SourceTranslator
    let files: [SourceFile]
    let choice: RootChoice

    init(translator: SourceTranslator, source: String, fileName: String) {
        self.init(translator: translator, files: [SourceFile(name: fileName, text: source)], choice: .automatic)
    }

    init(translator: SourceTranslator, files: [SourceFile], choice: RootChoice) {
        self.translator = translator
        self.files = files
        self.choice = choice
    }

    var source: String { files.first?.text ?? "" }
    var fileName: String { files.first?.name ?? "<input>" }

    private static let unsupportedFrameworks: [String: String] = [
        "PassthroughSubject": "Combine", "CurrentValueSubject": "Combine", "AnyCancellable": "Combine",
        "AnyPublisher": "Combine", "UIView": "UIKit", "UIViewController": "UIKit", "UIViewRepresentable": "UIKit",
        "UIResponder": "UIKit", "UIWindow": "UIKit", "UIScrollView": "UIKit", "UIHostingController": "UIKit",
    ]

    /// The source ranges of the `UIViewRepresentable` structs called `names` and their extensions.
    private static func representableDeclarations(in tree: SourceFileSyntax, names: Set<String>) -> [Range<AbsolutePosition>] {
        guard !names.isEmpty else { return [] }
        return tree.statements.compactMap { item in
            if let structure = item.item.as(StructDeclSyntax.self), names.contains(structure.name.text) { return structure.range }
            if let extensionDecl = item.item.as(ExtensionDeclSyntax.self), names.contains(extensionDecl.extendedType.sourceText) { return extensionDecl.range }
            return nil
        }
    }

    /// Parses and folds operators; nil (with rendered diagnostics) when the parse had errors.
    func parse(_ text: String, fileName: String) -> (SourceContext?, [SourceDiagnostic]) {
        let limit = translator.options.maxNestingDepth
        let squareLimit = translator.options.maxSquareBracketDepth
        let chainLimit = translator.options.maxClosureChain
        let angleLimit = translator.options.maxGenericDepth
        if text.utf8.count > translator.options.maxSourceBytes {
            let message = "the source is \(text.utf8.count) bytes; FrameLab reads at most \(translator.options.maxSourceBytes) (TranslationOptions.maxSourceBytes)"
            return (nil, [SourceDiagnostic(severity: .error, message: message, file: fileName, line: 1, column: 1, rendered: "\(fileName):1:1: error: \(message)", id: SourceMessages.tooLarge)])
        }
        let poundIfLimit = translator.options.maxConditionalCompilationDepth
        let tokenLimit = translator.options.maxTokens
        if let deep = BracketScan.firstTooDeep(
            text, limit: limit, squareLimit: squareLimit, closureChainLimit: chainLimit, angleLimit: angleLimit, poundIfLimit: poundIfLimit, tokenLimit: tokenLimit)
        {
            let message = switch deep.reason {
            case .squareNesting:
                "nested too deeply: FrameLab reads at most \(squareLimit) levels of square brackets (TranslationOptions.maxSquareBracketDepth; the parser slows down exponentially past about 20)"
            case .nesting:
                "nested too deeply: FrameLab reads at most \(limit) levels of brackets, braces and parentheses (TranslationOptions.maxNestingDepth)"
            case .angleNesting:
                "nested too deeply: FrameLab reads at most \(angleLimit) levels of generic arguments on one line (TranslationOptions.maxGenericDepth)"
            case .closureChain:
                "too many closures in a row: FrameLab reads at most \(chainLimit) closures written one after another (TranslationOptions.maxClosureChain; the parser slows down faster than quadratically past that)"
            case .poundIfNesting:
                "#if nested too deeply: FrameLab reads at most \(poundIfLimit) #if blocks inside one another (TranslationOptions.maxConditionalCompilationDepth; the parser slows down quadratically past that)"
            case .tokens:
                "the source has more than \(tokenLimit) tokens (names, numbers, literals and symbols) from here on; FrameLab reads at most \(tokenLimit) in one file, about 25,000 lines of SwiftUI (TranslationOptions.maxTokens). Split the file"
            }
            return (nil, [Self.diagnostic(message, in: text, fileName: fileName, line: deep.line, column: deep.column, id: SourceMessages.tooLarge)])
        }
        var parser = Parser(text, maximumNestingLevel: translator.options.maxNestingDepth)
        let tree = SourceFileSyntax.parse(from: &parser)
        // Long chains without brackets (`a!!!…`, `a?.b?.b…`, `Int???…`) nest the tree without the
        // parser's limit; everything from the line table on walks the tree recursively, so the
        // depth is measured first, without recursion, and the error rendered from the text.
        let depthLimit = translator.options.maxNestingDepth * Self.syntaxDepthPerLevel
        let shape = TreeShapeCheck.scan(Syntax(tree), depthLimit: depthLimit, operatorLimit: limit)
        if let deepest = shape.tooDeep {
            let (line, column) = Self.lineAndColumn(ofFirstTokenFrom: deepest.position.utf8Offset, in: text)
            let message = "nested too deeply: FrameLab reads at most \(limit) levels of brackets, braces and parentheses (TranslationOptions.maxNestingDepth), and a syntax tree at most \(Self.syntaxDepthPerLevel) × that deep; long chains of modifiers, members, optionals and operators count too. Raise TranslationOptions.maxNestingDepth to read it"
            return (nil, [Self.diagnostic(message, in: text, fileName: fileName, line: line, column: column, id: SourceMessages.tooLarge)])
        }
        let raw = SourceContext(fileName: fileName, tree: tree)
        if tree.hasMaximumNestingLevelOverflow {
            var node = Syntax(tree)
            while let deeper = node.children(viewMode: .all).first(where: { $0.hasMaximumNestingLevelOverflow }) { node = deeper }
            let limit = translator.options.maxNestingDepth
            let message = "nested too deeply: FrameLab reads at most \(limit) levels of brackets, braces and parentheses (TranslationOptions.maxNestingDepth)"
            return (nil, [raw.render(TranslationIssue(node, DiagnosticText(verbatim: message), id: SourceMessages.tooLarge))])
        }
        // The lexer's flag on such an `=` is an error, so a tree without errors has none to find.
        if tree.hasError, let (token, character, position) = InvisibleCharacterCheck.firstMisjudgedEqual(in: tree) {
            var issue = TranslationIssue(token, "\(character) stands beside '=': Swift does not allow it in source; delete it", id: SourceMessages.syntaxError)
            issue.position = position
            return (nil, [raw.render(issue)])
        }
        let errorLimit = BoundedParseDiagnostics.limit(for: text, atMost: Self.syntaxErrorLimit)
        let (parserDiagnostics, firstOfTooMany) = BoundedParseDiagnostics.diagnostics(for: tree, limit: errorLimit)
        // Rendering a diagnostic reads the whole file again, so a file with many is summed up.
        var rendered = parserDiagnostics.prefix(Self.shownSyntaxErrors).map(raw.render)
        if let first = firstOfTooMany {
            let message = "more than \(errorLimit) syntax error\(errorLimit == 1 ? "" : "s")\(errorLimit < Self.syntaxErrorLimit ? " on long lines" : ""); FrameLab shows those of the first. Is this Swift source? (Statements on one line need ';' between them)"
            rendered.append(raw.render(TranslationIssue(first, DiagnosticText(verbatim: message), id: SourceMessages.syntaxError)))
        } else if parserDiagnostics.count > Self.shownSyntaxErrors {
            let hidden = parserDiagnostics[Self.shownSyntaxErrors]
            var issue = TranslationIssue(hidden.node, "\(parserDiagnostics.count - Self.shownSyntaxErrors) more syntax errors from here on are not shown; fix the ones above first", severity: .note, id: SourceMessages.syntaxError)
            issue.position = hidden.position
            rendered.append(raw.render(issue))
        }
        if rendered.contains(where: { $0.severity == .error }) || tree.hasError {
            if rendered.isEmpty {
                return (nil, [raw.render(TranslationIssue(tree, "the source has syntax errors", id: SourceMessages.syntaxError))])
            }
            return (nil, rendered)
        }
        if let (sequence, operators) = shape.longSequence {
            let message = "expression too long: \(operators) operators in one expression; FrameLab reads at most \(limit) (TranslationOptions.maxNestingDepth), because each operator nests the expression one level deeper"
            return (nil, [raw.render(TranslationIssue(sequence, DiagnosticText(verbatim: message), id: SourceMessages.tooLarge))])
        }
        let folded = OperatorTable.standardOperators.foldAll(tree) { _ in }.as(SourceFileSyntax.self) ?? tree
        return (SourceContext(fileName: fileName, tree: folded), rendered)
    }

    /// An error rendered from the text alone (before or instead of a syntax tree), in
    /// swift-syntax's format, the line shortened around the column.
    static func diagnostic(_ message: String, in text: String, fileName: String, line: Int, column: Int, id: DiagnosticID) -> SourceDiagnostic {
        let (excerpt, caret) = BracketScan.excerpt(text, line: line, column: column)
        let gutter = String(repeating: " ", count: String(line).count)
        let rendered = "\(fileName):\(line):\(column): error: \(message)\n\(line) | \(excerpt)\n\(gutter) | \(String(repeating: " ", count: caret))`- error: \(message)"
        return SourceDiagnostic(severity: .error, message: message, file: fileName, line: line, column: column, rendered: rendered, id: id)
    }

    /// Line and column (1-based, UTF-8) of the first non-blank byte at or after `offset`.
    static func lineAndColumn(ofFirstTokenFrom offset: Int, in text: String) -> (line: Int, column: Int) {
        let bytes = Array(text.utf8)
        var target = min(offset, bytes.count)
        while target < bytes.count, [UInt8(ascii: " "), UInt8(ascii: "\t"), UInt8(ascii: "\n"), UInt8(ascii: "\r")].contains(bytes[target]) { target += 1 }
        var line = 1
        var lineStart = 0
        for k in 0..<target where bytes[k] == UInt8(ascii: "\n") {
            line += 1
            lineStart = k + 1
        }
        return (line, target - lineStart + 1)
    }

    /// Most places with a syntax error diagnosed one by one; past it only the first is.
    static let syntaxErrorLimit = 100
    /// Most syntax errors rendered; a note says how many more there are.
    static let shownSyntaxErrors = 20

    /// The first container (depth first) with more than `limit` containers around it, walked without recursion.
    static func container(deeperThan limit: Int, in root: ViewNode) -> ViewNode? {
        var stack: [(ViewNode, Int)] = [(root, 0)]
        while let (node, around) = stack.popLast() {
            let isContainer = if case .container = node.kind { true } else { false }
            if isContainer && around >= limit { return node }
            let inside = around + (isContainer ? 1 : 0)
            for child in node.children.reversed() { stack.append((child, inside)) }
        }
        return nil
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
        var contexts: [SourceContext] = []
        var diagnostics: [SourceDiagnostic] = []
        var issues: [TranslationIssue] = []
        for file in parseFiles() {
            guard let context = file.context else {
                if files.count == 1 { return Translation(root: nil, diagnostics: file.diagnostics) }
                diagnostics += file.diagnostics.map(Self.leftOut)
                continue
            }
            diagnostics += file.diagnostics
            contexts.append(context)
            for offset in file.placeholders {
                var issue = TranslationIssue(context.tree, "'...' is a placeholder; FrameLab skips it", severity: .note, id: SourceMessages.ellipsisPlaceholder)
                issue.position = AbsolutePosition(utf8Offset: offset)
                issues.append(issue)
            }
        }
        guard var context = contexts.first else { return Translation(root: nil, diagnostics: diagnostics) }
        context.others = Array(contexts.dropFirst())

        let module = moduleTranslator(context)
        var views = module.views
        let declarations = module.declarations
        issues += declarations.issues
        var (root, selection) = chooseRoot(&views, contexts: contexts, declarations: declarations)
        views.finish()
        issues.append(contentsOf: views.issues)
        issues = ViewTranslator.otherFileErrorsAsWarnings(issues, primaryTree: views.primaryTree, strict: views.options.strict)

        // The first file of each name, as `files.first { $0.name == … }` found it, without a search per file.
        let texts = Dictionary(files.map { ($0.name, $0.text) }, uniquingKeysWith: { first, _ in first })
        for file in contexts {
            let text = texts[file.fileName] ?? ""
            let mentioned = Self.unsupportedFrameworks.keys.filter { ByteSearch.contains(text, $0) }
            // A representable and its extensions are UIKit by design; they get their own warning.
            let wrappers = Self.representableDeclarations(in: file.tree, names: Set(declarations.definitions.values.filter { $0.role == .representable }.map(\.name)))
            let frameworkUse = mentioned.isEmpty ? nil : file.tree.tokens(viewMode: .sourceAccurate).first { token in
                mentioned.contains(token.text) && !wrappers.contains { $0.contains(token.position) }
            }
            if let token = frameworkUse, let framework = Self.unsupportedFrameworks[token.text] {
                let message = framework == "Combine"
                    ? "'\(token.text)' belongs to Combine, which FrameLab does not run: it lays out SwiftUI views and cannot follow sizes passed out through publishers (such as a ContainerSizeGetter); use containerRelativeFrame on the view to size instead"
                    : "'\(token.text)' belongs to UIKit, which FrameLab does not simulate: it lays out SwiftUI views only"
                // An error only when it may be why nothing was laid out: in the laid-out view's own file
                // (another file's Combine helper does not hide a view that `#if os` hides).
                let fails = root == nil && !views.isInOtherFile(Syntax(token))
                issues.append(TranslationIssue(token, DiagnosticText(verbatim: message), severity: fails ? .error : .warning, id: SourceMessages.unsupportedFramework))
                break
            }
        }
        var platformDevice: (deviceID: String, reason: String)?
        if root == nil, !issues.contains(where: { $0.severity == .error }) {
            var message = "no view to lay out: write a view expression, a View struct (ContentView is used first) or an App with a WindowGroup"
            let declared = declarations.order.map(\.definition.name) + declarations.otherTypes
            var anchor = Syntax(context.tree)
            let trees = contexts.map(\.tree)
            let requested: String? = if case .view(let name) = choice { name } else { nil }
            let hiddenViews: InactivePlatformViews? =
                if let requested { InactivePlatformViews.hiding(requested, in: trees, environment: translator.options.environment) } else { InactivePlatformViews.find(in: trees, environment: translator.options.environment) }
            if let hidden = hiddenViews {
                message = "no view to lay out for \(translator.options.environment.platformName): \(hidden.explanation)"
                if let platform = hidden.platform, let device = InactivePlatformViews.devices[platform] {
                    let place = files.count == 1 ? "in \(fileName)" : "of the \(files.count) files"
                    platformDevice = (device, requested.map { "the view \($0) is inside #if \(hidden.condition)" } ?? "every view \(place) is inside #if \(hidden.condition)")
                }
                if hidden.anchor.root == Syntax(context.tree) { anchor = hidden.anchor }
            } else if !declared.isEmpty {
                message += "; the source declares \(declared.joined(separator: ", ")) but no view FrameLab can build without arguments"
            }
            issues.append(TranslationIssue(anchor, DiagnosticText(verbatim: message), id: SourceMessages.noView))
        }
        if let tree = root, tree.nodeCount > translator.options.maxNodes {
            issues.append(TranslationIssue(context.tree, "the view tree has \(tree.nodeCount) nodes, more than the limit of \(translator.options.maxNodes) (TranslationOptions.maxNodes)", id: SourceMessages.tooLarge))
        }
        if let tree = root, let deep = Self.container(deeperThan: translator.options.maxContainerDepth, in: tree) {
            let limit = translator.options.maxContainerDepth
            var issue = TranslationIssue(context.tree, "containers nested too deeply: this \(deep.kind.typeName) is inside \(limit) others (List, ScrollView, Form, NavigationStack, …); FrameLab lays out at most \(limit) nested containers (TranslationOptions.maxContainerDepth)", id: SourceMessages.tooLarge)
            if let location = deep.location, location.file == nil || location.file == context.fileName { issue.position = context.converter.position(ofLine: location.line, column: location.column) }
            issues.append(issue)
        }
        if var tree = root {
            issues += Self.clampLengths(&tree, context: context)
            root = tree
        }
        if let tree = root { issues += Self.unmeasuredScripts(tree, context: context, font: translator.options.environment.textFont) + Self.listsInScrollViews(tree, context: context) }
        diagnostics += issues.map(context.render)
        diagnostics = Self.ordered(diagnostics)
        if diagnostics.contains(where: { $0.severity == .error }) { root = nil }
        var translation = Translation(root: root, diagnostics: diagnostics)
        translation.selection = selection
        translation.platformDevice = platformDevice
        return translation
    }

    /// A parse error in one of several files: that file is left out and the others still load.
    private static func leftOut(_ diagnostic: SourceDiagnostic) -> SourceDiagnostic {
        guard diagnostic.severity == .error else { return diagnostic }
        var leftOut = diagnostic
        leftOut.severity = .warning
        leftOut.message = "\(diagnostic.file) is left out, it does not parse: \(diagnostic.message)"
        if let range = leftOut.rendered.range(of: ": error: ") {
            leftOut.rendered.replaceSubrange(range, with: ": warning: left out, it does not parse: ")
        }
        return leftOut
    }

    /// Warnings for the lengths `LengthClamp` changed, at the nodes they were written on.
    static func clampLengths(_ tree: inout ViewNode, context: SourceContext) -> [TranslationIssue] {
        LengthClamp.clamp(&tree).map { finding in
            var node = Syntax(context.tree)
            let file = ([context.withoutOthers] + context.others).first { $0.fileName == finding.location?.file } ?? context
            if let location = finding.location,
                let token = file.tree.token(at: file.converter.position(ofLine: location.line, column: location.column))
            {
                node = Syntax(token)
            }
            return TranslationIssue(node, DiagnosticText(verbatim: finding.message), severity: .warning, id: SourceMessages.lengthClamped)
        }
    }

    private static func ordered(_ diagnostics: [SourceDiagnostic]) -> [SourceDiagnostic] {
        var seen = Set<String>()
        return diagnostics.enumerated()
            .sorted { ($0.element.line, $0.element.column, $0.offset) < ($1.element.line, $1.element.column, $1.offset) }
            .map(\.element)
            .filter { seen.insert($0.rendered).inserted }
    }

    func applyModifiers(to node: ViewNode) -> Translation {
        let (parsed, parseDiagnostics) = parse(source, fileName: fileName)
        guard var context = parsed else { return Translation(root: nil, diagnostics: parseDiagnostics) }
        // The other files are the module the modifiers may use (custom modifiers, `extension View` methods).
        context.others = files.dropFirst().compactMap { parse($0.text, fileName: $0.name).0 }
        var views = moduleTranslator(context).views
        var scope = views.globals
        scope["self"] = .views([node])
        let expressions = context.tree.statements.compactMap(PreviewReader.expression(of:))
        var result: [ViewNode] = []
        if expressions.count != 1 || context.tree.statements.count != 1 {
            views.issues.append(TranslationIssue(context.tree, "write the modifiers to apply, such as .padding(10).frame(width: 50)", id: SourceMessages.missingArgument))
        } else {
            do { result = try views.views(expressions[0], scope) } catch { views.issues.append(error) }
        }
        views.finish()
        if result.count == 1 { views.issues += Self.clampLengths(&result[0], context: context) }
        let diagnostics = Self.ordered(parseDiagnostics + views.issues.map(context.render))
        let failed = diagnostics.contains { $0.severity == .error } || result.count != 1
        return Translation(root: failed ? nil : result[0], diagnostics: diagnostics)
    }
}
