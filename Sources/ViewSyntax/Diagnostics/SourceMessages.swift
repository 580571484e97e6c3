import LayoutCore

/// The source translator's diagnostics: each id with its severity, a title, an example and what
/// `framelab explain` prints. Every `TranslationIssue`, `warn` and `note` names one of these ids
/// (there is no diagnostic without one): add an entry here, then pass its id at the site.
public enum SourceMessages {
    public static let domain = "source"

    static func id(_ name: String) -> DiagnosticID { DiagnosticID(domain, name) }

    public static let syntaxError = id("syntax-error")
    public static let tooLarge = id("too-large")
    public static let unknownValue = id("unknown-value")
    public static let unknownModifier = id("unknown-modifier")
    public static let unknownView = id("unknown-view")
    public static let representable = id("representable")
    public static let unsuppliedView = id("unsupplied-view")
    public static let placeholderValues = id("placeholder-values")

    public static let viewTypeNotCalled = id("view-type-not-called")
    public static let missingArgument = id("missing-argument")
    public static let unknownArgument = id("unknown-argument")
    public static let invalidArgument = id("invalid-argument")
    public static let valueIgnored = id("value-ignored")
    public static let valueClamped = id("value-clamped")
    public static let typeMismatch = id("type-mismatch")
    public static let unsupportedConstruct = id("unsupported-construct")
    public static let evaluationFailed = id("evaluation-failed")
    public static let closureParameters = id("closure-parameters")
    public static let unusedValue = id("unused-value")
    public static let useBeforeValue = id("use-before-value")
    public static let callArguments = id("call-arguments")
    public static let notAView = id("not-a-view")
    public static let modifierWithoutView = id("modifier-without-view")
    public static let modifierNotDefined = id("modifier-not-defined")
    public static let modifierNoEffect = id("modifier-no-effect")
    public static let styleWithoutTarget = id("style-without-target")
    public static let recursiveView = id("recursive-view")
    public static let duplicateDefinition = id("duplicate-definition")
    public static let definitionRejected = id("definition-rejected")
    public static let noBody = id("no-body")
    public static let initializerMismatch = id("initializer-mismatch")
    public static let argNotApplied = id("arg-not-applied")
    public static let undefinedMember = id("undefined-member")
    public static let noView = id("no-view")
    public static let noSuchRoot = id("no-such-root")
    public static let previewFailed = id("preview-failed")
    public static let noWindowGroup = id("no-window-group")
    public static let compilerDirective = id("compiler-directive")
    public static let ellipsisPlaceholder = id("ellipsis-placeholder")
    public static let unsupportedFramework = id("unsupported-framework")
    public static let unknownAlignmentGuide = id("unknown-alignment-guide")
    public static let alignmentGuideNotLinear = id("alignment-guide-not-linear")
    public static let alignmentApproximated = id("alignment-approximated")
    public static let alignmentDefaultMissing = id("alignment-default-missing")
    public static let customLayoutUnreadable = id("custom-layout-unreadable")
    public static let forEachCountAssumed = id("foreach-count-assumed")
    public static let symbolMissing = id("symbol-missing")
    public static let symbolComputed = id("symbol-computed")
    public static let lengthClamped = id("length-clamped")
    public static let textScriptUnmeasured = id("text-script-unmeasured")
    public static let listInScrollView = id("list-in-scroll-view")
    public static let otherFileGuessed = id("other-file-guessed")

    public static let catalog = DiagnosticCatalog(domain: domain, entries: [
        DiagnosticExplanation(syntaxError, .error, title: "the source does not parse", example: "VStack { Text(\"a\") Text(\"b\") }", explanation: """
            swift-syntax found syntax errors, so there is no tree. Fix the first error shown: later ones \
            often follow from it. Statements on one line need ';' between them. With several files, a \
            file that does not parse is left out and the others are laid out.
            """),
        DiagnosticExplanation(tooLarge, .error, title: "the source is beyond FrameLab's reading limits", example: "a file of more than 1,000,000 bytes, or brackets nested 2000 deep", explanation: """
            The file is too large, nested too deeply, or has too long a chain of closures, generics, #if \
            blocks or operators for FrameLab to parse in bounded time and stack (TranslationOptions names \
            each limit). Split the file or the expression.
            """),
        DiagnosticExplanation(unknownValue, title: "a value FrameLab cannot know", example: "Text(\"a\").frame(height: proxy.size.height)", explanation: """
            The source reads a value that exists only at run time (a binding, a proxy, a network result). \
            It is not a mistake; FrameLab uses a placeholder or a default and says which. Set it with \
            `--arg NAME=VALUE` or `:set arg` when the layout depends on it.
            """),
        DiagnosticExplanation(unknownModifier, title: "a modifier FrameLab does not know", example: "Text(\"a\").shimmering()", explanation: """
            FrameLab keeps the modifier in the tree and ignores it for layout. If it changes layout in \
            SwiftUI, the frames may differ from a device. Check the spelling (the message suggests the \
            closest known name); `--strict` makes this an error for CI.
            """),
        DiagnosticExplanation(unknownView, title: "a view FrameLab does not know", example: "RemoteThumbnail(url: url)", explanation: """
            The name is not a SwiftUI view FrameLab models, not a container or view kind of the profiles, \
            and not defined in the files given. It is laid out by the fallback view kind \
            (Views/unknown.yaml), so its size is a guess; a name one edit from a known view is an error \
            with the suggestion. Pass the file that defines it (--file the app's folder), or describe it \
            with NAME.yaml in a Views/ folder (Views/README.md). With --strict it is an error.
            """),
        DiagnosticExplanation(representable, title: "a UIKit or AppKit view FrameLab cannot run", example: "struct MapBox: UIViewRepresentable {\n    func makeUIView(context: Context) -> UIView { UIView() }\n    func updateUIView(_ view: UIView, context: Context) {}\n}\n#Preview { MapBox() }", explanation: """
            A UIViewRepresentable (or NSViewRepresentable, a view controller) lays out UIKit views, which \
            FrameLab cannot run. It is laid out by the fallback view kind. Describe its size with \
            NAME.yaml in a Views/ folder (for a bar of fixed height: layout: flexible, minHeight and \
            maxHeight), as the message shows.
            """),
        DiagnosticExplanation(unsuppliedView, title: "a view the source cannot supply", example: "struct Card<Content: View>: View { let content: () -> Content; var body: some View { content() } }", explanation: """
            The view comes from outside the files (a closure property with no value, a view a caller \
            passes in), so FrameLab lays it out by the fallback view kind. Lay out the caller instead, or \
            pass the view with --arg NAME=VALUE. With --strict it is an error.
            """),
        DiagnosticExplanation(placeholderValues, .note, title: "properties laid out with placeholder values", example: "struct Row: View { let title: String; var body: some View { Text(title) } }", explanation: """
            The laid-out view has properties with no default value, so FrameLab gave them placeholders \
            (a String "Sample" or the --placeholder word, a number 1, a Bool false, an optional nil or a \
            value with --optionals some, a collection of --foreach-count elements). Give real values with \
            --arg NAME=VALUE when the layout depends on them.
            """),
    ] + translationEntries + evaluatorEntries + moduleEntries)
}
