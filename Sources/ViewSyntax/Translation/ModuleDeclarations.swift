import SwiftSyntax

/// The declarations of every file given together, as one module: `View`, `ViewModifier` and `App`
/// structs, `extension View` methods, previews, and the names of other types. Top-level `#if`
/// blocks contribute their compiled clause.
struct ModuleDeclarations {
    struct Preview {
        var reading: PreviewReader.Preview
        var description: PreviewDescription
        var fileIndex: Int
    }

    var definitions: [String: ViewDefinition] = [:]
    /// Top-level `View`, `ViewModifier` and `App` structs in file order, with their file.
    var order: [(definition: ViewDefinition, fileIndex: Int)] = []
    var extensionFunctions: [String: FunctionDeclSyntax] = [:]
    var otherTypes: [String] = []
    var previews: [Preview] = []
    var issues: [TranslationIssue] = []
    let environment: SourceEnvironment
    /// Protocols that refine `View` (`protocol Screen: View`), so `struct Home: Screen` is a view.
    let viewProtocols: Set<String>

    init(_ contexts: [SourceContext], environment: SourceEnvironment, viewProtocols: Set<String> = []) {
        self.environment = environment
        self.viewProtocols = viewProtocols
        for (index, context) in contexts.enumerated() {
            for item in context.tree.statements {
                if case .decl(let decl) = item.item {
                    add(decl, fileIndex: index, context: context)
                } else if let macro = PreviewReader.previewMacro(item), let reading = PreviewReader.macro(macro) {
                    addPreview(reading, fileIndex: index, context: context)
                }
            }
        }
    }

    private mutating func add(_ decl: DeclSyntax, fileIndex: Int, context: SourceContext) {
        if let structDecl = decl.as(StructDeclSyntax.self) {
            let readings = PreviewReader.provider(structDecl, environment: environment)
            if !readings.isEmpty {
                for reading in readings { addPreview(reading, fileIndex: fileIndex, context: context) }
                return
            }
            guard let definition = ViewDefinition(structDecl, viewProtocols: viewProtocols, environment: environment) else {
                otherTypes.append(structDecl.name.text)
                addNested(structDecl.memberBlock)
                return
            }
            if definitions[definition.name] != nil, order.contains(where: { $0.definition.name == definition.name }) {
                issues.append(TranslationIssue(structDecl.name, "'\(definition.name)' is defined again; FrameLab uses this later definition", severity: .warning))
                order.removeAll { $0.definition.name == definition.name }
            }
            definitions[definition.name] = definition
            order.append((definition, fileIndex))
            addNested(structDecl.memberBlock)
        } else if let extensionDecl = decl.as(ExtensionDeclSyntax.self) {
            for member in CompilationConditions.members(extensionDecl.memberBlock, in: environment) {
                if let function = member.as(FunctionDeclSyntax.self) { extensionFunctions[function.name.text] = function }
            }
            addNested(extensionDecl.memberBlock)
        } else if let classDecl = decl.as(ClassDeclSyntax.self) {
            otherTypes.append(classDecl.name.text)
        } else if let enumDecl = decl.as(EnumDeclSyntax.self) {
            otherTypes.append(enumDecl.name.text)
            addNested(enumDecl.memberBlock)
        } else if let macro = decl.as(MacroExpansionDeclSyntax.self), let reading = PreviewReader.macro(macro) {
            addPreview(reading, fileIndex: fileIndex, context: context)
        } else if let ifConfig = decl.as(IfConfigDeclSyntax.self),
                  let clause = CompilationConditions.activeClause(ifConfig, in: environment) {
            switch clause.elements {
            case .statements(let statements)?:
                for item in statements {
                    if case .decl(let inner) = item.item {
                        add(inner, fileIndex: fileIndex, context: context)
                    } else if let macro = PreviewReader.previewMacro(item), let reading = PreviewReader.macro(macro) {
                        addPreview(reading, fileIndex: fileIndex, context: context)
                    }
                }
            case .decls(let members)?:
                for member in members { add(member.decl, fileIndex: fileIndex, context: context) }
            default: break
            }
        }
    }

    /// `View` structs declared inside another type (`BackyardGridItem.Header`), usable by their
    /// simple name where no top-level view has it.
    private mutating func addNested(_ members: MemberBlockSyntax) {
        for member in CompilationConditions.members(members, in: environment) {
            guard let structDecl = member.as(StructDeclSyntax.self) else { continue }
            if let definition = ViewDefinition(structDecl, viewProtocols: viewProtocols, environment: environment), definitions[definition.name] == nil {
                definitions[definition.name] = definition
            }
            addNested(structDecl.memberBlock)
        }
    }

    private mutating func addPreview(_ reading: PreviewReader.Preview, fileIndex: Int, context: SourceContext) {
        let location = context.location(of: reading.anchor)
        let description = PreviewDescription(
            index: previews.count + 1, name: reading.name, provider: reading.provider,
            file: location.file ?? context.fileName, line: location.line, traits: reading.traits)
        previews.append(Preview(reading: reading, description: description, fileIndex: fileIndex))
    }

    /// Top-level `View` structs, in file order.
    var viewNames: [String] {
        order.filter { $0.definition.role.isView }.map(\.definition.name)
    }
}
