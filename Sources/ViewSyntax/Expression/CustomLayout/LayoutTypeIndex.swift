import SwiftSyntax

/// The structs of the source as the layout interpreter needs them: stored properties with their
/// defaults, computed properties, methods, initializers and static members, from the declaration
/// and its extensions. Nested types are found under their own and their qualified name; types
/// declared inside a method's body under their own name.
struct LayoutTypeIndex: Sendable {
    struct TypeInfo: Sendable {
        var name: String
        /// Stored properties in declaration order (the memberwise initializer's parameters).
        var stored: [(name: String, type: TypeSyntax?, initial: ExprSyntax?)] = []
        var computed: [String: CodeBlockItemListSyntax] = [:]
        var methods: [String: [FunctionDeclSyntax]] = [:]
        var initializers: [InitializerDeclSyntax] = []
        var statics: [String: ExprSyntax] = [:]
        var staticComputed: [String: CodeBlockItemListSyntax] = [:]
        var inherited: [String] = []
        /// An enum's cases (`Failure.empty` is the value `.empty`).
        var cases: Set<String> = []
    }

    private(set) var types: [String: TypeInfo] = [:]

    init(files: [SourceFileSyntax]) {
        for file in files {
            for item in file.statements {
                if case .decl(let decl) = item.item { add(decl, outer: nil) }
            }
        }
    }

    subscript(name: String) -> TypeInfo? { types[name] ?? types[name.split(separator: ".").last.map(String.init) ?? name] }

    private mutating func add(_ decl: DeclSyntax, outer: String?) {
        if let structDecl = decl.as(StructDeclSyntax.self) {
            let name = outer.map { "\($0).\(structDecl.name.text)" } ?? structDecl.name.text
            read(name, structDecl.memberBlock, inherited: structDecl.inheritanceClause)
        } else if let extensionDecl = decl.as(ExtensionDeclSyntax.self) {
            read(extensionDecl.extendedType.sourceText, extensionDecl.memberBlock, inherited: extensionDecl.inheritanceClause)
        } else if let enumDecl = decl.as(EnumDeclSyntax.self) {
            let name = outer.map { "\($0).\(enumDecl.name.text)" } ?? enumDecl.name.text
            read(name, enumDecl.memberBlock, inherited: enumDecl.inheritanceClause)
        } else if let ifConfig = decl.as(IfConfigDeclSyntax.self), let clause = ifConfig.clauses.first, case .decls(let members)? = clause.elements {
            for member in members { add(member.decl, outer: outer) }
        }
    }

    private mutating func read(_ name: String, _ members: MemberBlockSyntax, inherited: InheritanceClauseSyntax?) {
        var info = types[name] ?? TypeInfo(name: name)
        var local: [DeclSyntax] = []
        func collectLocalTypes(_ body: CodeBlockSyntax?) {
            for item in body?.statements ?? [] {
                if case .decl(let decl) = item.item, decl.is(StructDeclSyntax.self) || decl.is(EnumDeclSyntax.self) { local.append(decl) }
            }
        }
        info.inherited += inherited?.inheritedTypes.map { $0.type.sourceText } ?? []
        for member in members.members {
            let decl = member.decl
            if let variable = decl.as(VariableDeclSyntax.self) {
                let isStatic = variable.modifiers.contains { $0.name.text == "static" || $0.name.text == "class" }
                for binding in variable.bindings {
                    guard let property = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text else { continue }
                    let getter = DataTypes.getter(binding)
                    switch (isStatic, getter) {
                    case (true, nil): if let value = binding.initializer?.value { info.statics[property] = value }
                    case (true, let body?): info.staticComputed[property] = body
                    case (false, nil): info.stored.append((property, binding.typeAnnotation?.type, binding.initializer?.value))
                    case (false, let body?): info.computed[property] = body
                    }
                }
            } else if let function = decl.as(FunctionDeclSyntax.self) {
                info.methods[function.name.text, default: []].append(function)
                collectLocalTypes(function.body)
            } else if let caseDecl = decl.as(EnumCaseDeclSyntax.self) {
                for element in caseDecl.elements { info.cases.insert(element.name.text) }
            } else if let initializer = decl.as(InitializerDeclSyntax.self) {
                info.initializers.append(initializer)
                collectLocalTypes(initializer.body)
            } else {
                types[name] = info
                add(decl, outer: name)
                info = types[name] ?? info
            }
        }
        types[name] = info
        if let last = name.split(separator: ".").last.map(String.init), last != name, types[last] == nil { types[last] = info }
        for decl in local { add(decl, outer: nil) }
    }

}
