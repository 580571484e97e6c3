import LayoutCore

/// Turns SwiftUI source into a `ViewNode` tree.
///
/// How it works: the source is parsed with swift-syntax (with an explicit nesting limit) and, if
/// the parse has no errors, its operators are folded. `struct`s conforming to `View`,
/// `ViewModifier` and `App` and `extension View` methods are collected; the root is the App's
/// `WindowGroup`, else the top-level view expressions (or `#Preview`), else `ContentView`, else the
/// last view that needs no arguments. Views become nodes by their SwiftUI names; containers come
/// from `containerKinds`; layout modifiers wrap their receiver and the others stay on it as inert
/// modifiers. Numbers in arguments and `containerRelativeFrame` closures are compiled once into a
/// small expression language and evaluated by an interpreter with a step budget. Every problem is
/// a `SourceDiagnostic` pointing at the source; a translation with an error has no tree.
public struct SourceTranslator: Sendable {
    public var containerKinds: [ContainerKind]
    /// View kinds (`Views/`): how controls and leaf views are laid out; the one with id
    /// `unknown` lays out views nobody describes. Earlier kinds win a name two answer to.
    public var viewKinds: [ControlKind]
    public var options: TranslationOptions

    public init(containerKinds: [ContainerKind], viewKinds: [ControlKind] = [], options: TranslationOptions = TranslationOptions()) {
        self.containerKinds = containerKinds
        self.viewKinds = viewKinds
        self.options = options
    }

    /// Translates an expression, statements, `View` structs or an `App`.
    public func translate(_ source: String, fileName: String = "<input>") -> Translation {
        BigStack.run { [self] in
            TranslationSession(translator: self, source: source, fileName: fileName).translate()
        }
    }

    /// Translates several files as one module (a view in `Row.swift` is usable from
    /// `ContentView.swift`) and lays out the view `choice` picks; the first file is the primary one
    /// (its previews and the view named like it come first). A file that does not parse is
    /// reported and left out.
    public func translate(_ files: [SourceFile], choice: RootChoice = .automatic) -> Translation {
        BigStack.run { [self] in
            TranslationSession(translator: self, files: files, choice: choice).translate()
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
        Array(Set(ViewCatalog.builtinViews + containerKinds.flatMap(\.viewNames) + viewKinds.flatMap(\.viewNames).filter { !$0.contains("(") && !$0.hasPrefix("*") })).sorted()
    }

    /// Modifier names accepted in source, for completion.
    public static var knownModifierNames: [String] {
        ViewCatalog.modifierNames.sorted()
    }
}

extension SourceTranslator {
    /// Applies modifier source to an existing node with the declarations of `module` in scope
    /// (custom `ViewModifier`s, `extension View` methods), as the REPL's `:modify` does.
    public func applyModifiers(_ source: String, to node: ViewNode, fileName: String = "<input>", module: [SourceFile]) -> Translation {
        BigStack.run { [self] in
            TranslationSession(translator: self, files: [SourceFile(name: fileName, text: source)] + module, choice: .automatic).applyModifiers(to: node)
        }
    }
}
