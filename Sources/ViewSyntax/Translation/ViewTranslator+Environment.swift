import LayoutCore
import SwiftSyntax

/// `@Environment(\.key)` values from `options.environment` (the device, orientation, window and
/// settings), `.environment(\.key, value)` overrides, and `#if` blocks.
extension ViewTranslator {
    /// The value of an environment key and where it came from, or nil for a key FrameLab does not model.
    func environmentValue(_ key: String) -> (value: ScopeValue, source: String)? {
        if let override = environmentOverrides[key] { return override }
        let environment = options.environment
        let value: ScopeValue
        switch key {
        case "horizontalSizeClass": value = .enumCase(typeName: "UserInterfaceSizeClass", name: environment.horizontalSizeClass.rawValue)
        case "verticalSizeClass": value = .enumCase(typeName: "UserInterfaceSizeClass", name: environment.verticalSizeClass.rawValue)
        case "dynamicTypeSize": value = .enumCase(typeName: "DynamicTypeSize", name: environment.dynamicTypeSize.rawValue)
        case "colorScheme": value = .enumCase(typeName: "ColorScheme", name: environment.colorScheme)
        case "layoutDirection": value = .enumCase(typeName: "LayoutDirection", name: environment.layoutDirection.rawValue)
        case "isPresented", "isSearching", "isFocused": value = .value(.bool(false))
        case "isEnabled": value = .value(.bool(true))
        case "scenePhase": value = .enumCase(typeName: "ScenePhase", name: "active")
        case "editMode": value = .nilValue
        default: return nil
        }
        let shown = Self.text(value) ?? ""
        let origin = ["isPresented", "isSearching", "isFocused", "isEnabled", "scenePhase", "editMode"].contains(key)
            ? "FrameLab's default for a view on screen" : environment.origin
        return (value, "\(key) \(shown) from \(origin)")
    }

    /// The key of `\.horizontalSizeClass` or `\EnvironmentValues.horizontalSizeClass`.
    static func environmentKey(_ keyPath: KeyPathExprSyntax) -> String? {
        keyPath.components.last?.component.as(KeyPathPropertyComponentSyntax.self)?.declName.baseName.text
    }

    /// `content.environment(\.key, value)`: the content translated with the value in effect.
    mutating func withEnvironmentOverride<T>(_ call: FunctionCallExprSyntax, _ scope: Scope, _ work: (inout ViewTranslator) throws(TranslationIssue) -> T) throws(TranslationIssue) -> T {
        let arguments = Array(call.arguments)
        guard arguments.count == 2, let keyPath = arguments[0].expression.as(KeyPathExprSyntax.self),
            let key = Self.environmentKey(keyPath), let value = resolve(arguments[1].expression, scope)
        else { return try work(&self) }
        let line = location(call).line
        let saved = environmentOverrides[key]
        environmentOverrides[key] = (value, "\(key) \(Self.text(value) ?? arguments[1].expression.sourceText) from .environment(\\.\(key), …) at line \(line)")
        defer { environmentOverrides[key] = saved }
        return try work(&self)
    }

    /// `content.dynamicTypeSize(.xSmall)`: the content translated with that size in effect, so a
    /// `@ScaledMetric` inside scales for it (element-hq/compound-ios's scaledFrame preview: a
    /// 24-pt metric relative to .title is 48 at accessibility5). A range (`...DynamicTypeSize.large`)
    /// changes nothing here; layout clamps text with it.
    mutating func withDynamicTypeSizeOverride<T>(_ call: FunctionCallExprSyntax, _ scope: Scope, _ work: (inout ViewTranslator) throws(TranslationIssue) -> T) throws(TranslationIssue) -> T {
        guard call.arguments.count == 1, let argument = call.arguments.first, argument.label == nil,
            let value = resolve(argument.expression, scope), case .enumCase(_, let caseName) = value,
            DynamicTypeSize(rawValue: caseName) != nil
        else { return try work(&self) }
        let saved = environmentOverrides["dynamicTypeSize"]
        environmentOverrides["dynamicTypeSize"] = (value, "dynamicTypeSize \(caseName) from .dynamicTypeSize(…) at line \(location(call).line)")
        defer { environmentOverrides["dynamicTypeSize"] = saved }
        return try work(&self)
    }

    /// The Dynamic Type size in effect where the source is being translated: an enclosing
    /// `.dynamicTypeSize(…)` or `.environment(\.dynamicTypeSize, …)`, else the environment's.
    var translatedDynamicTypeSize: DynamicTypeSize {
        if let override = environmentOverrides["dynamicTypeSize"], case .enumCase(_, let name) = override.value, let size = DynamicTypeSize(rawValue: name) {
            return size
        }
        return options.environment.dynamicTypeSize
    }

    // MARK: #if

    /// The clause of `#if … #elseif … #else` that the selected platform takes (`CompilationConditions`).
    func activeClause(_ ifConfig: IfConfigDeclSyntax) -> IfConfigClauseSyntax? {
        CompilationConditions.activeClause(ifConfig, in: options.environment)
    }

    /// `content #if os(iOS) .modifier() #endif`: the active clause's modifiers applied to the base.
    mutating func postfixIfConfig(_ postfix: PostfixIfConfigExprSyntax, _ scope: Scope) throws(TranslationIssue) -> [ViewNode] {
        guard let base = postfix.base else { throw TranslationIssue(postfix, "'#if' modifiers need a view before them", id: SourceMessages.modifierWithoutView) }
        let receivers = try views(base, scope)
        guard case .postfixExpression(let modifiers)? = activeClause(postfix.config)?.elements else { return receivers }
        var inner = scope
        inner["self"] = .views([Self.single(receivers, at: location(base))])
        return try views(modifiers, inner)
    }
}
