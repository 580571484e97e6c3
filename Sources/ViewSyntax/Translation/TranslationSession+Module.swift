/// The files of a translation as one module: the translator that sees every file's views,
/// modifiers, `extension View` methods, alignments, data types and top-level constants.
extension TranslationSession {
    /// A translator for `context` whose definitions come from it and its `others`, and the declarations read.
    func moduleTranslator(_ context: SourceContext) -> (views: ViewTranslator, declarations: ModuleDeclarations) {
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
        views.sameFileDefinitions = declarations.sameFile
        views.extensionOverloads = declarations.extensionOverloads
        views.customAlignments = CustomAlignments(contexts)
        views.dataTypes = dataTypes
        views.readGlobals(contexts)
        return (views, declarations)
    }
}
