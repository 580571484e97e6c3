import LayoutCore
import SwiftSyntax

/// Custom alignment guides defined in the files: `struct Mid: AlignmentID { static func
/// defaultValue(in d: ViewDimensions) -> CGFloat { d[.bottom] } }` and
/// `extension VerticalAlignment { static let mid = VerticalAlignment(Mid.self) }`.
struct CustomAlignments {
    /// One guide: its name (`mid`), axis, and the `defaultValue(in:)` body with its parameter name.
    struct Guide {
        var name: String
        var axis: Axis
        var idType: String
        var body: CodeBlockItemListSyntax?
        var parameter: String
        var anchor: Syntax
    }

    private(set) var guides: [String: Guide] = [:]
    private var defaults: [String: (body: CodeBlockItemListSyntax, parameter: String)] = [:]
    private var names: [(name: String, axis: Axis, idType: String, anchor: Syntax)] = []

    init(_ contexts: [SourceContext] = []) {
        for context in contexts {
            for item in context.tree.statements {
                if case .decl(let decl) = item.item { add(decl) }
            }
        }
        for entry in names {
            let found = defaults[entry.idType]
            guides[entry.name] = Guide(name: entry.name, axis: entry.axis, idType: entry.idType, body: found?.body, parameter: found?.parameter ?? "d", anchor: entry.anchor)
        }
    }

    /// The guide named `name` on `axis` (any axis when nil).
    func guide(_ name: String, axis: Axis?) -> Guide? {
        guard let guide = guides[name], axis == nil || guide.axis == axis else { return nil }
        return guide
    }

    private mutating func add(_ decl: DeclSyntax) {
        if let structDecl = decl.as(StructDeclSyntax.self) {
            let conforms = structDecl.inheritanceClause?.inheritedTypes.contains { $0.type.sourceText == "AlignmentID" } ?? false
            if conforms { addDefault(structDecl.name.text, structDecl.memberBlock) }
            for member in structDecl.memberBlock.members { add(member.decl) }
        } else if let extensionDecl = decl.as(ExtensionDeclSyntax.self) {
            let extended = extensionDecl.extendedType.sourceText
            let axis: Axis? = extended == "VerticalAlignment" ? .vertical : extended == "HorizontalAlignment" ? .horizontal : nil
            for member in extensionDecl.memberBlock.members {
                if let axis, let variable = member.decl.as(VariableDeclSyntax.self) { addName(variable, axis: axis) }
                add(member.decl)
            }
        } else if let enumDecl = decl.as(EnumDeclSyntax.self) {
            if enumDecl.inheritanceClause?.inheritedTypes.contains(where: { $0.type.sourceText == "AlignmentID" }) == true {
                addDefault(enumDecl.name.text, enumDecl.memberBlock)
            }
            for member in enumDecl.memberBlock.members { add(member.decl) }
        }
    }

    private mutating func addDefault(_ typeName: String, _ members: MemberBlockSyntax) {
        for member in members.members {
            guard let function = member.decl.as(FunctionDeclSyntax.self), function.name.text == "defaultValue",
                  let body = function.body, let parameter = function.signature.parameterClause.parameters.first else { continue }
            defaults[typeName] = (body.statements, (parameter.secondName ?? parameter.firstName).text)
        }
    }

    /// `static let mid = VerticalAlignment(Mid.self)`.
    private mutating func addName(_ variable: VariableDeclSyntax, axis: Axis) {
        for binding in variable.bindings {
            guard let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text,
                  let call = binding.initializer?.value.as(FunctionCallExprSyntax.self),
                  let argument = call.arguments.first?.expression.as(MemberAccessExprSyntax.self),
                  argument.declName.baseName.text == "self", let type = argument.base?.sourceText else { continue }
            names.append((name, axis, type, Syntax(binding)))
        }
    }
}
