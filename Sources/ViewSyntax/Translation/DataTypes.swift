import SwiftSyntax

/// A struct, class or enum of the source that views read as data: `Post(title: …)`,
/// `Post.sample`, `Tab.home`.
struct DataType {
    struct Property {
        var name: String
        var type: TypeSyntax?
        var initializer: ExprSyntax?
    }

    var name: String
    /// Stored properties in declaration order (the memberwise initializer's parameters).
    var properties: [Property] = []
    /// `static let`/`static var` members with an initial value.
    var staticMembers: [String: ExprSyntax] = [:]
    /// Enum cases in declaration order.
    var cases: [String] = []
    var isEnum = false
    /// The type conforms to `Layout` (a custom layout FrameLab cannot run).
    var conformsToLayout = false
    /// Computed properties and methods added in extensions (`extension Row { func badge() -> some View }`).
    var extensionMembers: [String: ComputedView] = [:]
    /// The getters of the type's own computed properties (`var barHeight: CGFloat { switch self … }`).
    var computedProperties: [String: CodeBlockItemListSyntax] = [:]
    /// `static func`s of the type (`static func grid(_ n: CGFloat) -> CGFloat { n * 8 }`).
    var staticFunctions: [String: ComputedView] = [:]
    /// An enum's raw type (`enum Size: CGFloat`) and the raw values its cases write (`= 20`).
    var rawType: String?
    var rawValues: [String: ExprSyntax] = [:]
}

/// The data types of the source by name, with the static members extensions add.
struct DataTypes {
    private(set) var types: [String: DataType] = [:]
    /// Protocols of the source that refine `View` (`protocol Screen: View`).
    private(set) var viewProtocols: Set<String> = []
    /// What `#if` blocks are evaluated against.
    var environment = SourceEnvironment()

    subscript(name: String) -> DataType? { types[name] }

    /// Reads a top-level (or nested) declaration; nested types are read too, under their own
    /// name and their qualified name (`Spacing` and `Const.Spacing`).
    mutating func add(_ decl: DeclSyntax, in outer: String? = nil) {
        func qualified(_ name: String) -> String { outer.map { "\($0).\(name)" } ?? name }
        if let structDecl = decl.as(StructDeclSyntax.self) {
            read(qualified(structDecl.name.text), structDecl.memberBlock, isEnum: false)
            if structDecl.inheritanceClause?.inheritedTypes.contains(where: { $0.type.sourceText == "Layout" }) == true {
                types[qualified(structDecl.name.text)]?.conformsToLayout = true
            }
        } else if let classDecl = decl.as(ClassDeclSyntax.self) {
            read(qualified(classDecl.name.text), classDecl.memberBlock, isEnum: false)
        } else if let actorDecl = decl.as(ActorDeclSyntax.self) {
            read(qualified(actorDecl.name.text), actorDecl.memberBlock, isEnum: false)
        } else if let enumDecl = decl.as(EnumDeclSyntax.self) {
            let rawType = enumDecl.inheritanceClause?.inheritedTypes.first.map(\.type.trimmedDescription).flatMap { Self.rawTypes.contains($0) ? $0 : nil }
            read(qualified(enumDecl.name.text), enumDecl.memberBlock, isEnum: true, rawType: rawType)
        } else if let extensionDecl = decl.as(ExtensionDeclSyntax.self) {
            let name = extensionDecl.extendedType.sourceText
            read(name, extensionDecl.memberBlock, isEnum: types[name]?.isEnum ?? false, isExtension: true)
        } else if let protocolDecl = decl.as(ProtocolDeclSyntax.self) {
            let inherited = protocolDecl.inheritanceClause?.inheritedTypes.map { $0.type.sourceText } ?? []
            if inherited.contains(where: { $0 == "View" || $0 == "SwiftUI.View" || viewProtocols.contains($0) }) {
                viewProtocols.insert(protocolDecl.name.text)
            }
        } else if let ifConfig = decl.as(IfConfigDeclSyntax.self) {
            switch CompilationConditions.activeClause(ifConfig, in: environment)?.elements {
            case .decls(let members)?:
                for member in members { add(member.decl, in: outer) }
            case .statements(let items)?:
                for item in items {
                    if case .decl(let inner) = item.item { add(inner, in: outer) }
                }
            default: break
            }
        }
    }

    private mutating func read(_ name: String, _ members: MemberBlockSyntax, isEnum: Bool, isExtension: Bool = false, rawType: String? = nil) {
        var type = types[name] ?? DataType(name: name, isEnum: isEnum)
        if let rawType { type.rawType = rawType }
        for decl in CompilationConditions.members(members, in: environment) {
            if let caseDecl = decl.as(EnumCaseDeclSyntax.self) {
                type.isEnum = true
                type.cases += caseDecl.elements.map(\.name.text)
                for element in caseDecl.elements {
                    if let raw = element.rawValue?.value { type.rawValues[element.name.text] = raw }
                }
            } else if let variable = decl.as(VariableDeclSyntax.self) {
                let isStatic = variable.modifiers.contains { $0.name.text == "static" || $0.name.text == "class" }
                for binding in variable.bindings {
                    guard let propertyName = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text else { continue }
                    if isStatic {
                        if let value = binding.initializer?.value {
                            type.staticMembers[propertyName] = value
                        } else if case .getter(let statements)? = binding.accessorBlock?.accessors, statements.count == 1,
                            let only = statements.first, case .expr(let value) = only.item
                        {
                            type.staticMembers[propertyName] = value
                        }
                    } else if binding.accessorBlock == nil || Self.isObserved(binding), !isExtension {
                        type.properties.append(DataType.Property(name: propertyName, type: binding.typeAnnotation?.type, initializer: binding.initializer?.value))
                    } else if isExtension, let statements = Self.getter(binding) {
                        type.extensionMembers[propertyName] = ComputedView(name: propertyName, parameters: nil, statements: statements)
                    } else if let statements = Self.getter(binding) {
                        type.computedProperties[propertyName] = statements
                    }
                }
            } else if isExtension, let function = decl.as(FunctionDeclSyntax.self), let statements = function.body?.statements {
                type.extensionMembers[function.name.text] = ComputedView(
                    name: function.name.text, parameters: function.signature.parameterClause.parameters, statements: statements)
                if function.modifiers.contains(where: { $0.name.text == "static" }) { type.staticFunctions[function.name.text] = type.extensionMembers[function.name.text] }
            } else if let function = decl.as(FunctionDeclSyntax.self), let statements = function.body?.statements {
                if function.modifiers.contains(where: { $0.name.text == "static" }) {
                    type.staticFunctions[function.name.text] = ComputedView(
                        name: function.name.text, parameters: function.signature.parameterClause.parameters, statements: statements)
                }
            } else {
                add(decl, in: name)
            }
        }
        types[name] = type
        if let last = name.split(separator: ".").last.map(String.init), last != name, types[last] == nil { types[last] = type }
    }

    /// The raw types whose cases have a `rawValue` FrameLab reads.
    static let rawTypes: Set<String> = ["String", "Character", "Int", "Int8", "Int16", "Int32", "Int64", "UInt", "UInt8", "UInt16", "UInt32", "UInt64", "CGFloat", "Double", "Float"]

    /// The statements of a computed property's getter; nil for a stored property.
    static func getter(_ binding: PatternBindingSyntax) -> CodeBlockItemListSyntax? {
        switch binding.accessorBlock?.accessors {
        case .getter(let statements)?: statements
        case .accessors(let list)?: list.first { $0.accessorSpecifier.text == "get" }?.body?.statements
        case nil: nil
        }
    }

    /// `willSet`/`didSet` accessors keep a property stored.
    private static func isObserved(_ binding: PatternBindingSyntax) -> Bool {
        guard case .accessors(let list)? = binding.accessorBlock?.accessors else { return false }
        return list.allSatisfy { ["willSet", "didSet"].contains($0.accessorSpecifier.text) }
    }
}
