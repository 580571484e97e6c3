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
    /// Names declared by more than one struct (file-private types, nested types, targets of one
    /// folder), with every declaration: a use prefers the one of its own file.
    var sameFile: [String: [ViewDefinition]] = [:]
    /// Functions of extensions with the type they extend, sorted out once every type is known.
    private var extensionMethods: [(extended: String, function: FunctionDeclSyntax)] = []
    /// Every `extension View` function of each name (`onFrameChange(_:)` and `onFrameChange(_:enabled:)`).
    var extensionOverloads: [String: [FunctionDeclSyntax]] = [:]
    /// Initializers declared in extensions, by the extended type's name.
    var extensionInitializers: [String: [InitializerDeclSyntax]] = [:]
    var otherTypes: [String] = []
    /// Views declared in an extension of another type, root candidates like top-level ones: a
    /// top-level view of the same name elsewhere is another type (`A.Row` and `Row`), not a redefinition.
    private var nestedInExtensions: Set<String> = []
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
        for (extended, function) in extensionMethods where Self.extendsViews(extended) || definitions[extended] != nil {
            // `func `if`(…)` is called `.if(…)`: the name without its backticks.
            let name = function.name.text.filter { $0 != "`" }
            if extensionFunctions[name] == nil { extensionFunctions[name] = function }
            extensionOverloads[name, default: []].append(function)
        }
        extensionMethods = []
        for (name, initializers) in extensionInitializers {
            definitions[name]?.extensionInitializers = initializers
            for index in sameFile[name]?.indices ?? [].indices { sameFile[name]?[index].extensionInitializers = initializers }
            for index in order.indices where order[index].definition.name == name { order[index].definition.extensionInitializers = initializers }
        }
    }

    private mutating func add(_ decl: DeclSyntax, fileIndex: Int, context: SourceContext) {
        if let structDecl = decl.as(StructDeclSyntax.self) {
            let readings = PreviewReader.provider(structDecl, environment: environment)
            if !readings.isEmpty {
                for reading in readings { addPreview(reading, fileIndex: fileIndex, context: context) }
                // `struct CartView_Previews: PreviewProvider { struct CartViewDemo: View { … } }`:
                // the demo view its previews show is a view `--view CartViewDemo` finds.
                addNested(structDecl.memberBlock)
                return
            }
            guard let definition = ViewDefinition(structDecl, viewProtocols: viewProtocols, environment: environment) else {
                otherTypes.append(structDecl.name.text)
                addNested(structDecl.memberBlock, candidatesOf: fileIndex)
                return
            }
            let isFilePrivate = structDecl.modifiers.contains { ["private", "fileprivate"].contains($0.name.text) }
            if let earlier = definitions[definition.name] {
                // Swift's rules: a private type is seen only in its file, so two files may each have
                // one `Row`; a use finds its own file's first (`sameFile`), then the module's.
                sameFile[definition.name, default: [earlier]].append(definition)
                if isFilePrivate { addNested(structDecl.memberBlock); return }
                if order.contains(where: { $0.definition.name == definition.name }), !earlier.isFilePrivate, !nestedInExtensions.contains(definition.name) {
                    issues.append(TranslationIssue(structDecl.name, "'\(definition.name)' is defined again; FrameLab uses this later definition where a file has none of its own", severity: .warning, id: SourceMessages.duplicateDefinition))
                }
                order.removeAll { $0.definition.name == definition.name }
            }
            definitions[definition.name] = definition
            order.append((definition, fileIndex))
            addNested(structDecl.memberBlock)
        } else if let extensionDecl = decl.as(ExtensionDeclSyntax.self) {
            // `extension InfoPopoverButton<Text> { init(_ text: …) }` extends `InfoPopoverButton`.
            let written = extensionDecl.extendedType.trimmedDescription
            let extended = written.firstIndex(of: "<").map { String(written[..<$0]) } ?? written
            for member in CompilationConditions.members(extensionDecl.memberBlock, in: environment) {
                // Modifiers are functions of `extension View` (or of a view type) that return something;
                // `func onAppear()` in an extension of a model class is not one and must not replace SwiftUI's.
                if let function = member.as(FunctionDeclSyntax.self), function.signature.returnClause != nil {
                    extensionMethods.append((extended, function))
                }
                // `extension Counter { init(start: Int) { … } }`: an initializer beside the memberwise one.
                if let initializer = member.as(InitializerDeclSyntax.self), !["View", "Text", "Image", "Color", "Font"].contains(extended) {
                    extensionInitializers[extended, default: []].append(initializer)
                }
            }
            addNested(extensionDecl.memberBlock, candidatesOf: fileIndex)
        } else if let classDecl = decl.as(ClassDeclSyntax.self) {
            otherTypes.append(classDecl.name.text)
            addNested(classDecl.memberBlock, candidatesOf: fileIndex)
        } else if let enumDecl = decl.as(EnumDeclSyntax.self) {
            otherTypes.append(enumDecl.name.text)
            addNested(enumDecl.memberBlock, candidatesOf: fileIndex)
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

    /// Extensions whose functions can be modifiers: of `View` and SwiftUI's view types, or of an
    /// app's view struct (its own helpers, checked by the caller); not of model classes and enums.
    static func extendsViews(_ extended: String) -> Bool {
        let name = extended.hasPrefix("SwiftUI.") ? String(extended.dropFirst(8)) : extended
        return ["View", "Text", "Image", "Shape", "InsettableShape", "Button", "Label", "TextField", "Color"].contains(name)
    }

    /// `View` structs declared inside another type (`BackyardGridItem.Header`), usable by their
    /// simple name where no top-level view has it. Those declared in an extension, an enum, a class
    /// or a struct that is not a view (`extension StatusEditor { struct PollView: View }`,
    /// `enum Settings { struct Row: View }`: how many apps namespace their screens) are also
    /// candidates for the root, as top-level views are (`candidatesOf`: their file): a file holding
    /// only such a view lays it out instead of "no view to lay out".
    private mutating func addNested(_ members: MemberBlockSyntax, candidatesOf fileIndex: Int? = nil) {
        for member in CompilationConditions.members(members, in: environment) {
            guard let structDecl = member.as(StructDeclSyntax.self) else { continue }
            if let definition = ViewDefinition(structDecl, viewProtocols: viewProtocols, environment: environment) {
                if let earlier = definitions[definition.name] {
                    // `ScreenA.Header` and `ScreenB.Header` in two files: each file finds its own.
                    sameFile[definition.name, default: [earlier]].append(definition)
                } else {
                    definitions[definition.name] = definition
                    if let fileIndex {
                        order.append((definition, fileIndex))
                        nestedInExtensions.insert(definition.name)
                    }
                }
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
