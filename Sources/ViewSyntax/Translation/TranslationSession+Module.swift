/// Modifiers applied to an existing node (`:modify`) with the declarations of other files in
/// scope: a custom `ViewModifier`, an `extension View` method, a custom alignment.
extension TranslationSession {
    /// A translator for `context` whose definitions come from it and its `others`.
    func moduleTranslator(_ context: SourceContext) -> ViewTranslator {
        let contexts = [context.withoutOthers] + context.others
        var dataTypes = DataTypes()
        dataTypes.environment = translator.options.environment
        for file in contexts {
            for item in file.tree.statements {
                if case .decl(let decl) = item.item { dataTypes.add(decl) }
            }
        }
        let declarations = ModuleDeclarations(contexts, environment: translator.options.environment, viewProtocols: dataTypes.viewProtocols)
        var views = ViewTranslator(source: context, containerKinds: translator.containerKinds, options: translator.options, definitions: declarations.definitions)
        views.viewKinds = ViewKindLookup(translator.viewKinds)
        views.extensionFunctions = declarations.extensionFunctions
        views.customAlignments = CustomAlignments(contexts)
        views.dataTypes = dataTypes
        views.readGlobals(contexts)
        return views
    }
}
