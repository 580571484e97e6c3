/// Limits and defaults for translating source.
public struct TranslationOptions: Sendable, Hashable {
    /// Count used for `ForEach` over a collection FrameLab cannot see.
    public var forEachDefaultCount: Int
    /// Deepest nesting of brackets, braces and parentheses the parser accepts.
    public var maxNestingDepth: Int
    /// Most nodes a translated tree may have (`ForEach` expansion counts).
    public var maxNodes: Int
    /// Most steps a `containerRelativeFrame` closure or an argument may take (loops count).
    public var maxClosureSteps: Int
    /// Deepest nesting of square brackets (array literals, subscripts) the parser is given.
    public var maxSquareBracketDepth = 16
    /// Most closures written one after another (`f { } { } …`) the parser is given.
    public var maxClosureChain = 64
    /// Deepest nesting of generic argument lists (`Array<Array<…>>`) on one line.
    public var maxGenericDepth = 64
    /// Most containers (List, ScrollView, Form, NavigationStack, …) nested inside one another.
    /// Each container's layout reads its whole subtree, so thousands nested took minutes.
    public var maxContainerDepth = 100
    /// Most tokens (names, numbers, literals and symbols) one file may have. A debug build of
    /// swift-syntax parses 25,000–60,000 tokens a second, so dense hostile input (`a.b.b.b…`,
    /// `0 + 0 + …`) would take minutes; a 10,000-line SwiftUI file has about 55,000.
    public var maxTokens = 150_000
    /// Deepest nesting of `#if` blocks: the parser looks ahead through every enclosing block, so
    /// 2,000 levels took 38 s.
    public var maxConditionalCompilationDepth = 64
    /// Largest source text read, in bytes (2 MiB).
    public var maxSourceBytes = 2 << 20
    /// Threads that parse the files of a module (an app folder) at once; nil: one a core, at most
    /// `ParallelWork.maximumThreads`. The translation does not depend on it (docs/app-folders.md).
    public var parseThreads: Int?
    /// The device traits and settings that `@Environment` values and `#if` read.
    public var environment = SourceEnvironment()
    /// Unknown views and modifiers are errors instead of warnings (`--strict`).
    public var strict = false
    /// The sample word a `String` property with no value gets.
    public var placeholderString = "Sample"
    /// Whether optional properties with no value are present (`:set optionals some`) or nil.
    public var optionalsPresent = false
    /// Values for the laid-out view's properties (`--arg title="Inbox"`): property name to Swift source.
    public var argumentOverrides: [String: String] = [:]
    /// Values for the property-wrapped properties (`@State`, `@Binding`, `@Environment`…) of every
    /// view that has one of the name (`isExpanded`) or of one view (`Card.isExpanded`): name to
    /// Swift source (`:set state isExpanded=true`).
    public var stateOverrides: [String: String] = [:]

    public init(forEachDefaultCount: Int = 10, maxNestingDepth: Int = 2_000, maxNodes: Int = 1_000_000, maxClosureSteps: Int = 100_000) {
        self.forEachDefaultCount = forEachDefaultCount
        self.maxNestingDepth = maxNestingDepth
        self.maxNodes = maxNodes
        self.maxClosureSteps = maxClosureSteps
    }
}
