import Foundation
import SwiftParser
import SwiftSyntax

/// The top-level declarations of some source and the places of everything else (view
/// expressions, `#Preview`s), so the REPL can keep the declarations of an entry or a file in its
/// session and translate the rest. Declarations inside a top-level `#if` are read from every
/// clause (the `#if` lines themselves are neither).
public struct SourceDeclarations: Sendable, Hashable {
    public var declarations: [SourceDeclaration]
    /// The bytes of top-level items that are not declarations (expressions, statements, `#Preview`).
    public var otherItems: [Range<Int>]

    /// Whether `source` may hold a declaration (one of the keywords stands in it): when not,
    /// reading it (a parse) can be skipped.
    public static func mayDeclare(_ source: String) -> Bool {
        ["struct", "enum", "class", "actor", "protocol", "typealias", "extension", "func", "let", "var"].contains { ByteSearch.contains(source, $0) }
    }

    /// Reads `source`; nil when it does not parse or is beyond the translator's limits (the
    /// translator then reports why, with the position).
    public static func read(_ source: String, options: TranslationOptions = TranslationOptions()) -> SourceDeclarations? {
        let text = placeholdersCommentedOut(source)
        guard text.utf8.count <= options.maxSourceBytes,
              BracketScan.firstTooDeep(
                text, limit: options.maxNestingDepth, squareLimit: options.maxSquareBracketDepth, closureChainLimit: options.maxClosureChain,
                angleLimit: options.maxGenericDepth, poundIfLimit: options.maxConditionalCompilationDepth, tokenLimit: options.maxTokens) == nil
        else { return nil }
        let depth = options.maxNestingDepth
        return BigStack.run {
            var parser = Parser(text, maximumNestingLevel: depth)
            let tree = SourceFileSyntax.parse(from: &parser)
            guard !tree.hasError, !tree.hasMaximumNestingLevelOverflow,
                  TranslationSession.nodeDeeperThan(depth * TranslationSession.syntaxDepthPerLevel, in: Syntax(tree)) == nil
            else { return nil }
            var reader = DeclarationReader(converter: SourceLocationConverter(fileName: "", tree: tree))
            reader.read(tree.statements, conditional: false)
            return SourceDeclarations(declarations: reader.declarations, otherItems: reader.otherItems)
        }
    }
}

extension SourceDeclarations {
    /// The source with lines holding only `...` or `…` made comments of the same length (as the
    /// translator skips them), so byte ranges stay those of `source`.
    static func placeholdersCommentedOut(_ source: String) -> String {
        guard ByteSearch.contains(source, "...") || ByteSearch.contains(source, "…") else { return source }
        return source.split(separator: "\n", omittingEmptySubsequences: false).map { line in
            let trimmed = line.trimmingCharacters(in: .whitespaces)
            guard trimmed == "..." || trimmed == "…" else { return String(line) }
            return line.replacingOccurrences(of: trimmed, with: trimmed == "..." ? "//." : "// ")
        }.joined(separator: "\n")
    }
}

/// Walks top-level items (and `#if` clauses) sorting declarations from the rest.
private struct DeclarationReader {
    let converter: SourceLocationConverter
    var declarations: [SourceDeclaration] = []
    var otherItems: [Range<Int>] = []

    mutating func read(_ items: CodeBlockItemListSyntax, conditional: Bool) {
        for item in items {
            if case .decl(let decl) = item.item, !decl.is(MacroExpansionDeclSyntax.self) {
                read(decl, conditional: conditional)
            } else {
                otherItems.append(Self.range(of: item))
            }
        }
    }

    private mutating func read(_ decl: DeclSyntax, conditional: Bool) {
        if let ifConfig = decl.as(IfConfigDeclSyntax.self) {
            for clause in ifConfig.clauses {
                switch clause.elements {
                case .statements(let statements)?: read(statements, conditional: true)
                case .decls(let members)?: for member in members { read(member.decl, conditional: true) }
                default: break
                }
            }
            return
        }
        guard let (kind, keyword, names, nameNode) = Self.describe(decl) else {
            otherItems.append(Self.range(of: decl))
            return
        }
        var members: [String] = []
        if let extensionDecl = decl.as(ExtensionDeclSyntax.self) {
            members = extensionDecl.memberBlock.members.flatMap { Self.memberNames($0.decl) }
        }
        let uses = UseCollector.uses(of: decl, kind: kind, converter: converter)
        declarations.append(SourceDeclaration(
            kind: kind, keyword: keyword, names: names, members: members, utf8Range: Self.range(of: decl),
            start: position(decl.positionAfterSkippingLeadingTrivia), namePosition: position(nameNode.positionAfterSkippingLeadingTrivia),
            uses: uses, initializerLabels: Self.initializerLabels(decl), isConditional: conditional))
    }

    private func position(_ position: AbsolutePosition) -> SourceDeclaration.Position {
        let location = converter.location(for: position)
        return SourceDeclaration.Position(line: location.line, column: location.column)
    }

    static func range(of node: some SyntaxProtocol) -> Range<Int> {
        node.positionAfterSkippingLeadingTrivia.utf8Offset..<node.endPositionBeforeTrailingTrivia.utf8Offset
    }

    /// The labels of a struct's `init`s, else of its memberwise initializer: stored properties
    /// that are not private, not read from the environment or storage, and not `let`s with a value.
    static func initializerLabels(_ decl: DeclSyntax) -> [String] {
        guard let structDecl = decl.as(StructDeclSyntax.self) else { return [] }
        let members = structDecl.memberBlock.members.map(\.decl)
        let initializers = members.compactMap { $0.as(InitializerDeclSyntax.self) }
        if !initializers.isEmpty {
            var labels: [String] = []
            for parameter in initializers.flatMap(\.signature.parameterClause.parameters) where parameter.firstName.text != "_" {
                if !labels.contains(parameter.firstName.text) { labels.append(parameter.firstName.text) }
            }
            return labels
        }
        return members.compactMap { $0.as(VariableDeclSyntax.self) }.flatMap { variable -> [String] in
            let hidden = variable.modifiers.contains { ["private", "fileprivate", "static"].contains($0.name.text) }
            // `@Binding var isOn` is a parameter; `@Environment`, `@FocusState`, `@Namespace` are not.
            let wrapped = variable.attributes.contains { attribute in
                let name = attribute.as(AttributeSyntax.self)?.attributeName.sourceText ?? ""
                return name.hasPrefix("Environment") || ["FocusState", "Namespace", "GestureState", "ScaledMetric", "AppStorage", "SceneStorage"].contains(name)
            }
            guard !hidden, !wrapped else { return [] }
            return variable.bindings.compactMap { binding in
                guard binding.accessorBlock == nil, !(variable.bindingSpecifier.text == "let" && binding.initializer != nil) else { return nil }
                return binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text
            }
        }
    }

    static func memberNames(_ decl: DeclSyntax) -> [String] {
        if let function = decl.as(FunctionDeclSyntax.self) { return [function.name.text] }
        if let variable = decl.as(VariableDeclSyntax.self) { return variable.bindings.compactMap { $0.pattern.as(IdentifierPatternSyntax.self)?.identifier.text } }
        if let structDecl = decl.as(StructDeclSyntax.self) { return [structDecl.name.text] }
        if let initializer = decl.as(InitializerDeclSyntax.self) { return ["init" + initializer.signature.parameterClause.parameters.map { "\($0.firstName.text):" }.joined()] }
        return []
    }

    /// Kind, keyword, names and the node errors about the name point at; nil for what is not a
    /// declaration the session keeps (an import, an operator).
    static func describe(_ decl: DeclSyntax) -> (SourceDeclaration.Kind, String, [String], Syntax)? {
        if let structDecl = decl.as(StructDeclSyntax.self) {
            return (structKind(structDecl.inheritanceClause), "struct", [structDecl.name.text], Syntax(structDecl.name))
        }
        if let enumDecl = decl.as(EnumDeclSyntax.self) {
            let kind: SourceDeclaration.Kind = inherits(enumDecl.inheritanceClause, ["AlignmentID"]) ? .alignment : .enumeration
            return (kind, "enum", [enumDecl.name.text], Syntax(enumDecl.name))
        }
        if let classDecl = decl.as(ClassDeclSyntax.self) { return (.classType, "class", [classDecl.name.text], Syntax(classDecl.name)) }
        if let actorDecl = decl.as(ActorDeclSyntax.self) { return (.actor, "actor", [actorDecl.name.text], Syntax(actorDecl.name)) }
        if let protocolDecl = decl.as(ProtocolDeclSyntax.self) { return (.protocolType, "protocol", [protocolDecl.name.text], Syntax(protocolDecl.name)) }
        if let alias = decl.as(TypeAliasDeclSyntax.self) { return (.typeAlias, "typealias", [alias.name.text], Syntax(alias.name)) }
        if let extensionDecl = decl.as(ExtensionDeclSyntax.self) {
            return (.extensionDecl, "extension", [extensionDecl.extendedType.sourceText], Syntax(extensionDecl.extendedType))
        }
        if let function = decl.as(FunctionDeclSyntax.self) { return (.function, "func", [function.name.text], Syntax(function.name)) }
        if let variable = decl.as(VariableDeclSyntax.self) {
            let names = variable.bindings.compactMap { $0.pattern.as(IdentifierPatternSyntax.self)?.identifier.text }
            guard let first = variable.bindings.first, !names.isEmpty else { return nil }
            let isLet = variable.bindingSpecifier.text == "let"
            return (isLet ? .constant : .variable, variable.bindingSpecifier.text, names, Syntax(first.pattern))
        }
        return nil
    }

    private static func structKind(_ clause: InheritanceClauseSyntax?) -> SourceDeclaration.Kind {
        if inherits(clause, ["App"]) { return .app }
        if inherits(clause, ["PreviewProvider"]) { return .preview }
        if inherits(clause, ["View"]) { return .view }
        if inherits(clause, ["ViewModifier"]) { return .modifier }
        if inherits(clause, ["Layout"]) { return .layout }
        if inherits(clause, ["AlignmentID"]) { return .alignment }
        if inherits(clause, ViewDefinition.styleProtocols) { return .style }
        if inherits(clause, ViewDefinition.representableProtocols) { return .view }
        return .structure
    }

    private static func inherits(_ clause: InheritanceClauseSyntax?, _ names: Set<String>) -> Bool {
        clause?.inheritedTypes.contains { names.contains($0.type.sourceText.replacingOccurrences(of: "SwiftUI.", with: "")) } ?? false
    }
}

/// The names a declaration's code uses: for a type, the code of its instance members (a view's
/// `body`, not a `static let sample` that builds the type itself); for a constant, its value; for a
/// function, its body. A member after a dot (`.sample`, `.padding`) is not a use of a top-level name.
private final class UseCollector: SyntaxVisitor {
    private let converter: SourceLocationConverter
    private var uses: [String: SourceDeclaration.Position] = [:]

    private init(converter: SourceLocationConverter) {
        self.converter = converter
        super.init(viewMode: .sourceAccurate)
    }

    static func uses(of decl: DeclSyntax, kind: SourceDeclaration.Kind, converter: SourceLocationConverter) -> [String: SourceDeclaration.Position] {
        let collector = UseCollector(converter: converter)
        if let variable = decl.as(VariableDeclSyntax.self) {
            for binding in variable.bindings {
                if let value = binding.initializer { collector.walk(value) }
                if let accessors = binding.accessorBlock { collector.walk(accessors) }
            }
        } else if let function = decl.as(FunctionDeclSyntax.self) {
            if let body = function.body { collector.walk(body) }
        } else if let group = decl.asProtocol(DeclGroupSyntax.self) {
            for member in group.memberBlock.members where !Self.isStatic(member.decl) {
                if member.decl.is(StructDeclSyntax.self) || member.decl.is(EnumDeclSyntax.self) || member.decl.is(ClassDeclSyntax.self) { continue }
                collector.walk(member.decl)
            }
        }
        return collector.uses
    }

    private static func isStatic(_ decl: DeclSyntax) -> Bool {
        let modifiers = decl.asProtocol(WithModifiersSyntax.self)?.modifiers
        return modifiers?.contains { $0.name.text == "static" || $0.name.text == "class" } ?? false
    }

    override func visit(_ node: DeclReferenceExprSyntax) -> SyntaxVisitorContinueKind {
        if let member = node.parent?.as(MemberAccessExprSyntax.self), member.declName.id == node.id { return .skipChildren }
        note(node.baseName)
        return .skipChildren
    }

    override func visit(_ node: IdentifierTypeSyntax) -> SyntaxVisitorContinueKind {
        note(node.name)
        return .visitChildren
    }

    private func note(_ token: TokenSyntax) {
        let name = token.text
        guard uses[name] == nil else { return }
        let location = converter.location(for: token.positionAfterSkippingLeadingTrivia)
        uses[name] = SourceDeclaration.Position(line: location.line, column: location.column)
    }
}
