import LayoutCore

/// Turns SwiftUI source into a `ViewNode` tree.
public struct SourceTranslator: Sendable {
    public var containerKinds: [ContainerKind]
    public var options: TranslationOptions

    public init(containerKinds: [ContainerKind], options: TranslationOptions = TranslationOptions()) {
        self.containerKinds = containerKinds
        self.options = options
    }

    /// Translates an expression, statements, `View` structs or an `App`.
    public func translate(_ source: String, fileName: String = "<input>") -> Translation {
        BigStack.run { [self] in
            TranslationSession(translator: self, source: source, fileName: fileName).translate()
        }
    }

    /// Applies modifier source (`.padding(10).frame(width: 50)`) to an existing node.
    public func applyModifiers(_ source: String, to node: ViewNode, fileName: String = "<input>") -> Translation {
        BigStack.run { [self] in
            TranslationSession(translator: self, source: source, fileName: fileName).applyModifiers(to: node)
        }
    }

    /// View names accepted in source (built-in views and container view names), for completion.
    public var knownViewNames: [String] {
        Array(Set(ViewCatalog.builtinViews + containerKinds.flatMap(\.viewNames))).sorted()
    }

    /// Modifier names accepted in source, for completion.
    public static var knownModifierNames: [String] {
        Array(Set(ViewCatalog.layoutModifiers + ViewCatalog.inertModifiers)).sorted()
    }
}
