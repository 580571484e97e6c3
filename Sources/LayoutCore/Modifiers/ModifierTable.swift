/// Every modifier described by a `LayoutModifier`: the one list the translator, completion,
/// `isModifierName` and the docs read their names from. Add a modifier's type here (one line).
public enum ModifierTable {
    public static let all: [ModifierDescription] = [
        ModifierDescription(PositionModifier.self),
        ModifierDescription(OffsetModifier.self),
    ]

    /// The description answering to `name`, if any.
    public static func description(named name: String) -> ModifierDescription? {
        byName[name]
    }

    /// Every spelling the described modifiers answer to.
    public static var names: [String] { all.flatMap(\.names) }

    private static let byName: [String: ModifierDescription] = {
        var table: [String: ModifierDescription] = [:]
        for description in all {
            for name in description.names where table[name] == nil { table[name] = description }
        }
        return table
    }()
}

/// A `LayoutModifier` type as the table holds it: its names, its parameters and how to build it.
public struct ModifierDescription: Sendable {
    public let names: [String]
    public let parameters: [ModifierParameter]
    public let examples: [String]
    private let make: @Sendable (ModifierArguments) throws(ModifierArgumentError) -> AnyLayoutModifier

    public init<Modifier: LayoutModifier>(_ type: Modifier.Type) {
        names = Modifier.names
        parameters = Modifier.parameters
        examples = Modifier.examples
        make = { arguments throws(ModifierArgumentError) in AnyLayoutModifier(try Modifier(arguments)) }
    }

    /// The node kind for a call's arguments.
    public func build(_ arguments: ModifierArguments) throws(ModifierArgumentError) -> ViewKind {
        .modifier(try make(arguments))
    }
}
