import SwiftSyntax

/// Top-level constants and variables (`let items = ["Inbox", "Sent"]`, `let side: CGFloat = 24`),
/// in scope everywhere: in view bodies, `extension View` methods and the top-level views. Read in
/// file order (the REPL's session files first to last), each with the ones before it in scope.
extension ViewTranslator {
    mutating func readGlobals(_ contexts: [SourceContext]) {
        for context in contexts {
            for item in context.tree.statements {
                guard case .decl(let decl) = item.item, let variable = decl.as(VariableDeclSyntax.self) else { continue }
                for binding in variable.bindings {
                    guard let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text, let initializer = binding.initializer else { continue }
                    let before = issues.count
                    globals[name] = value(of: initializer.value, globals, expecting: binding.typeAnnotation.map { Self.baseTypeName($0.type) })
                    // A value FrameLab cannot read is reported where it is used, not here.
                    issues.removeSubrange(before...)
                }
            }
        }
    }
}
