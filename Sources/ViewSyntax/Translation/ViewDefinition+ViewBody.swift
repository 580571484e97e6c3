import SwiftSyntax

extension ViewDefinition {
    /// Whether a struct that conforms to something declares `var body: some View`: a view whatever
    /// protocol it names. `struct CartView: IOController { var body: some View { … } }`, with
    /// `IOController` a protocol refining `View` in another module, is a view; read as no view, its
    /// own file's preview laid it out as a 44-pt stand-in named like it, "unknown view 'CartView'".
    /// A `body` of another type (`some Scene`, `some WidgetConfiguration`) is not a view's.
    static func declaresViewBody(_ declaration: StructDeclSyntax) -> Bool {
        guard declaration.inheritanceClause?.inheritedTypes.isEmpty == false else { return false }
        return declaration.memberBlock.members.contains { member in
            guard let variable = member.decl.as(VariableDeclSyntax.self),
                variable.bindings.count == 1, let binding = variable.bindings.first,
                binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text == "body",
                let type = binding.typeAnnotation?.type.trimmedDescription
            else { return false }
            return ["some View", "some SwiftUI.View", "any View", "AnyView"].contains(type)
        }
    }
}

extension ViewDefinition {
    /// Protocols every view may name that declare no initializer a call could mean.
    private static let protocolsWithoutInitializers: Set<String> = [
        "View", "SwiftUI.View", "Equatable", "Hashable", "Identifiable", "Sendable", "Codable", "Decodable", "Encodable",
        "CustomStringConvertible", "DynamicProperty",
    ]

    /// The first protocol the view conforms to, other than `View` and the standard library's, that
    /// is not declared in the files given: its extension may declare an initializer FrameLab cannot
    /// see (`extension IOController { init(entity:) }`).
    var protocolThatMayInitialize: String? {
        declaration.inheritanceClause?.inheritedTypes.map { $0.type.trimmedDescription }
            .first { !Self.protocolsWithoutInitializers.contains($0) }
    }
}
