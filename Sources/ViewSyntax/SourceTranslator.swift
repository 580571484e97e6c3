import LayoutCore

// CONTRACT STUB: the ViewSyntax helper replaces this file with the real implementation, keeping
// these public names and signatures (other libraries code against them).

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
        Translation(root: nil, diagnostics: [])
    }

    /// Applies modifier source (`.padding(10).frame(width: 50)`) to an existing node.
    public func applyModifiers(_ source: String, to node: ViewNode, fileName: String = "<input>") -> Translation {
        Translation(root: nil, diagnostics: [])
    }

    /// View names accepted in source (built-in views and container view names), for completion.
    public var knownViewNames: [String] { [] }
    /// Modifier names accepted in source, for completion.
    public static var knownModifierNames: [String] { [] }
}

public struct TranslationOptions: Sendable, Hashable {
    /// Count used for `ForEach` over a collection FrameLab cannot see.
    public var forEachDefaultCount: Int
    public var maxNestingDepth: Int
    public var maxNodes: Int
    public init(forEachDefaultCount: Int = 10, maxNestingDepth: Int = 2_000, maxNodes: Int = 1_000_000) {
        self.forEachDefaultCount = forEachDefaultCount
        self.maxNestingDepth = maxNestingDepth
        self.maxNodes = maxNodes
    }
}

/// The result of translating source: a tree (nil when the source had errors) and diagnostics.
public struct Translation: Sendable {
    public var root: ViewNode?
    public var diagnostics: [SourceDiagnostic]
    public var hasErrors: Bool { diagnostics.contains { $0.severity == .error } }
    public init(root: ViewNode?, diagnostics: [SourceDiagnostic]) {
        self.root = root
        self.diagnostics = diagnostics
    }
}

/// A problem in source, with position and a rendering with the source line and a caret.
public struct SourceDiagnostic: Sendable, Hashable, CustomStringConvertible {
    public enum Severity: String, Sendable, Hashable { case error, warning, note }
    public var severity: Severity
    public var message: String
    public var file: String
    public var line: Int
    public var column: Int
    /// `file:line:col: error: message`, the source line and a caret.
    public var rendered: String
    public init(severity: Severity, message: String, file: String, line: Int, column: Int, rendered: String) {
        self.severity = severity
        self.message = message
        self.file = file
        self.line = line
        self.column = column
        self.rendered = rendered
    }
    public var description: String { rendered }
}

/// Prints a tree back as SwiftUI source.
public enum SourcePrinter {
    /// Source that translates back to the same tree; with `showIDs`, each line ends with `// #id`.
    public static func print(_ node: ViewNode, showIDs: Bool = false) -> String { "" }
}
