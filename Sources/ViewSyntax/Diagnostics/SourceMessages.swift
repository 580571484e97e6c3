import LayoutCore

/// The source translator's diagnostics: each id with a title and what `framelab explain` prints.
/// Pass an id to `warn(_:_:_:)`/`TranslationIssue(…, id:)`; a message given without one is
/// `source.unclassified` until it gets its own entry here.
public enum SourceMessages {
    public static let domain = "source"

    static func id(_ name: String) -> DiagnosticID { DiagnosticID(domain, name) }

    public static let unclassified = DiagnosticID.unclassified(domain)
    public static let syntaxError = id("syntax-error")
    public static let tooLarge = id("too-large")
    public static let unknownValue = id("unknown-value")
    public static let unknownModifier = id("unknown-modifier")
    public static let unknownView = id("unknown-view")
    public static let representable = id("representable")
    public static let unsuppliedView = id("unsupplied-view")
    public static let placeholderValues = id("placeholder-values")

    public static let catalog = DiagnosticCatalog(domain: domain, entries: [
        DiagnosticExplanation(unclassified, title: "a source diagnostic without an id of its own", explanation: """
            The translator reported a problem in the SwiftUI source that has not been given an id yet. \
            The message and the caret say what and where. A warning keeps the tree (the construct is \
            ignored or a default is used); an error means the source has no tree to lay out.
            """),
        DiagnosticExplanation(syntaxError, title: "the source does not parse", explanation: """
            swift-syntax found syntax errors, so there is no tree. Fix the first error shown: later ones \
            often follow from it. Statements on one line need ';' between them. With several files, a \
            file that does not parse is left out and the others are laid out.
            """),
        DiagnosticExplanation(tooLarge, title: "the source is beyond FrameLab's reading limits", explanation: """
            The file is too large, nested too deeply, or has too long a chain of closures, generics, #if \
            blocks or operators for FrameLab to parse in bounded time and stack (TranslationOptions names \
            each limit). Split the file or the expression.
            """),
        DiagnosticExplanation(unknownValue, title: "a value FrameLab cannot know", explanation: """
            The source reads a value that exists only at run time (a binding, a proxy, a network result). \
            It is not a mistake; FrameLab uses a placeholder or a default and says which. Set it with \
            `--arg NAME=VALUE` or `:set arg` when the layout depends on it.
            """),
        DiagnosticExplanation(unknownModifier, title: "a modifier FrameLab does not know", explanation: """
            FrameLab keeps the modifier in the tree and ignores it for layout. If it changes layout in \
            SwiftUI, the frames may differ from a device. Check the spelling (the message suggests the \
            closest known name); `--strict` makes this an error for CI.
            """),
        DiagnosticExplanation(unknownView, title: "a view FrameLab does not know", explanation: """
            The name is not a SwiftUI view FrameLab models, not a container or view kind of the profiles, \
            and not defined in the files given. It is laid out by the fallback view kind \
            (Views/unknown.yaml), so its size is a guess; a name one edit from a known view is an error \
            with the suggestion. Pass the file that defines it (--file the app's folder), or describe it \
            with NAME.yaml in a Views/ folder (Views/README.md).
            """),
        DiagnosticExplanation(representable, title: "a UIKit or AppKit view FrameLab cannot run", explanation: """
            A UIViewRepresentable (or NSViewRepresentable, a view controller) lays out UIKit views, which \
            FrameLab cannot run. It is laid out by the fallback view kind. Describe its size with \
            NAME.yaml in a Views/ folder (for a bar of fixed height: layout: flexible, minHeight and \
            maxHeight), as the message shows.
            """),
        DiagnosticExplanation(unsuppliedView, title: "a view the source cannot supply", explanation: """
            The view comes from outside the files (a closure property with no value, a view a caller \
            passes in), so FrameLab lays it out by the fallback view kind. Lay out the caller instead, or \
            pass the view with --arg NAME=VALUE.
            """),
        DiagnosticExplanation(placeholderValues, title: "properties laid out with placeholder values", explanation: """
            The laid-out view has properties with no default value, so FrameLab gave them placeholders \
            (a String "Sample" or the --placeholder word, a number 1, a Bool false, an optional nil or a \
            value with --optionals some, a collection of --foreach-count elements). Give real values with \
            --arg NAME=VALUE when the layout depends on them.
            """),
    ])
}
