import SwiftParser
import SwiftSyntax

/// `@State`, `@Binding` and `@Environment` values set from outside (`:set state isExpanded=true`):
/// they replace the property's initial value in every instance of a view that has it, so a
/// branch on the state can be laid out both ways.
extension ViewTranslator {
    /// The overridden wrapped properties of `definition`, evaluated; a value that cannot be
    /// evaluated is warned about (once, at the property) and left alone.
    mutating func stateOverrides(_ definition: ViewDefinition) -> [String: ScopeValue] {
        guard !options.stateOverrides.isEmpty else { return [:] }
        var values: [String: ScopeValue] = [:]
        for property in definition.properties where property.isWrapped {
            guard let text = options.stateOverrides["\(definition.name).\(property.name)"] ?? options.stateOverrides[property.name] else { continue }
            let parsed = Parser.parse(source: text).statements
            guard parsed.count == 1, case .expr(let expression)? = parsed.first?.item, !expression.hasError else {
                warnUnknown(property.node, "the state value \(property.name)=\(text) is not a Swift expression; write it as in source: isExpanded=true, count=3")
                continue
            }
            let before = issues.count
            let value = value(of: expression, globals, expecting: property.type.map(Self.baseTypeName))
            issues.removeSubrange(before...)
            if case .unknown = value {
                warnUnknown(property.node, "FrameLab cannot evaluate the state value \(property.name)=\(text); '\(property.name)' keeps its own value")
                continue
            }
            values[property.name] = value
        }
        return values
    }
}
