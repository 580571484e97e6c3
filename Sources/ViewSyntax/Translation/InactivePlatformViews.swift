import SwiftSyntax

/// View structs the selected platform does not compile: a file whose views are all inside
/// `#if os(macOS)` has nothing to lay out on an iPhone, and the message should say which platform
/// its views are for (issue 26) instead of "no view to lay out".
struct InactivePlatformViews {
    /// The first `#if` condition that hides a view (`os(macOS)`), and where it is.
    var condition: String
    var anchor: Syntax
    /// The view structs inside clauses the platform does not take, in source order.
    var viewNames: [String]
    /// The platform the condition names (`macOS`), when it is one `os(…)`.
    var platform: String?

    /// The hidden views of the files' top-level `#if` blocks, or nil when there are none.
    static func find(in trees: [SourceFileSyntax], environment: SourceEnvironment) -> InactivePlatformViews? {
        var found: InactivePlatformViews?
        for tree in trees {
            for item in tree.statements {
                guard let ifConfig = item.item.as(IfConfigDeclSyntax.self) else { continue }
                let active = CompilationConditions.activeClause(ifConfig, in: environment)
                for clause in ifConfig.clauses where clause.id != active?.id {
                    guard case .statements(let statements)? = clause.elements else { continue }
                    let names = statements.compactMap { $0.item.as(StructDeclSyntax.self) }.filter(isView).map(\.name.text)
                    guard !names.isEmpty else { continue }
                    if found == nil {
                        let condition = clause.condition?.trimmedDescription ?? "#else"
                        found = InactivePlatformViews(condition: condition, anchor: Syntax(clause), viewNames: [], platform: platform(named: clause.condition))
                    }
                    found?.viewNames += names
                }
            }
        }
        return found
    }

    /// The inactive `#if` clause that holds the view named `name` (`--view Name` in an app folder,
    /// `struct Name: View` inside `#if os(macOS)` of one of its files), or nil.
    static func hiding(_ name: String, in trees: [SourceFileSyntax], environment: SourceEnvironment) -> InactivePlatformViews? {
        for tree in trees {
            for item in tree.statements {
                guard let ifConfig = item.item.as(IfConfigDeclSyntax.self) else { continue }
                let active = CompilationConditions.activeClause(ifConfig, in: environment)
                for clause in ifConfig.clauses where clause.id != active?.id {
                    guard case .statements(let statements)? = clause.elements,
                        statements.contains(where: { $0.item.as(StructDeclSyntax.self).map { isView($0) && $0.name.text == name } ?? false })
                    else { continue }
                    let condition = clause.condition?.trimmedDescription ?? "#else"
                    return InactivePlatformViews(condition: condition, anchor: Syntax(clause), viewNames: [name], platform: platform(named: clause.condition))
                }
            }
        }
        return nil
    }

    private static func isView(_ structure: StructDeclSyntax) -> Bool {
        structure.inheritanceClause?.inheritedTypes.contains { $0.type.trimmedDescription == "View" } == true
    }

    /// `os(macOS)` → `macOS`; nil for any other condition.
    private static func platform(named condition: ExprSyntax?) -> String? {
        guard let call = condition?.as(FunctionCallExprSyntax.self), call.calledExpression.trimmedDescription == "os",
            let argument = call.arguments.first?.expression.trimmedDescription else { return nil }
        return argument
    }

    /// The sentence added to "no view to lay out".
    var explanation: String {
        let views = viewNames.prefix(4).joined(separator: ", ") + (viewNames.count > 4 ? ", …" : "")
        var text = "the file's views (\(views)) are inside '#if \(condition)', which this platform does not compile"
        if let platform {
            text += "; lay them out on \(platform): " + (Self.devices[platform].map { "--device \($0)" } ?? "a \(platform) device")
        }
        return text
    }

    /// A device of each platform to suggest.
    static let devices = ["macOS": "mac-window", "iOS": "iphone-17-pro", "watchOS": "watch-45mm", "tvOS": "apple-tv-1080p", "visionOS": "vision-pro-window"]
}
