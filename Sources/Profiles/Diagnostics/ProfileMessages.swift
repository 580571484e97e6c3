import LayoutCore

/// The profile loader's diagnostics: each id with its severity, a title, an example and what
/// `framelab explain` prints. Every `ProfileDiagnostic` names one of these ids.
public enum ProfileMessages {
    public static let domain = "profile"

    static func id(_ name: String) -> DiagnosticID { DiagnosticID(domain, name) }

    public static let yamlSyntax = id("yaml-syntax")
    public static let schema = id("schema")
    public static let unreadable = id("unreadable")
    public static let tooLarge = id("too-large")
    public static let duplicateID = id("duplicate-id")
    public static let extendsUnknown = id("extends-unknown")
    public static let extendsChain = id("extends-chain")
    public static let notLoaded = id("not-loaded")
    public static let unknownMetric = id("unknown-metric")
    public static let unknownReference = id("unknown-reference")
    public static let unknownPosture = id("unknown-posture")
    public static let osMismatch = id("os-mismatch")
    public static let keyIgnored = id("key-ignored")
    public static let sourceMissing = id("source-missing")
    public static let sizeTableMissing = id("size-table-missing")

    public static let catalog = DiagnosticCatalog(domain: domain, entries: [
        DiagnosticExplanation(yamlSyntax, .error, title: "the profile is not valid YAML", example: "screen: {width: 393", explanation: """
            libyaml could not read the file at the position given: usually indentation, a tab, or an \
            unclosed quote or bracket. Fix the YAML; `framelab profiles check` reads the files again.
            """),
        DiagnosticExplanation(schema, .error, title: "the profile does not match its schema", example: "screen: {widht: 393, height: 852}", explanation: """
            A key is unknown or misspelled (the message suggests the closest), a value has the wrong type, \
            or a required key is missing. Containers/README.md and docs/profiles.md list the keys. With an \
            error the file is not used (a reload keeps the last good profiles).
            """),
        DiagnosticExplanation(unreadable, .error, title: "a profile file or directory cannot be read", example: "framelab --profiles ./missing eval 'Text(\"a\")'", explanation: """
            A directory of the profile search path (--profiles, FRAMELAB_PATH, the shipped profiles) or a \
            file FrameLab reads with the profiles (a check configuration, the colour table) does not \
            exist, is not a directory, or cannot be read. Check the path and its permissions.
            """),
        DiagnosticExplanation(tooLarge, .error, title: "a profile file over the size limit", example: "a 10 MB Devices/phone.yaml", explanation: """
            The file is larger than FrameLab reads for a profile, so it is refused before parsing. Split \
            it, or raise the limit with the environment variable the message names.
            """),
        DiagnosticExplanation(duplicateID, .error, title: "a name defined twice", example: "id: iphone-15 # in two files of Devices/", explanation: """
            A directory defines the same profile id, view name or table entry twice; FrameLab cannot tell \
            which one is meant. Rename or remove one (the message gives the other's file:line). A later \
            directory of the search path may override an earlier one's id.
            """),
        DiagnosticExplanation(extendsUnknown, .error, title: "extends names a profile that does not exist", example: "extends: iphone-51", explanation: """
            `extends:` must name a profile of the same kind loaded from the search path; the message \
            suggests the closest id. Fix the name or add the parent profile.
            """),
        DiagnosticExplanation(extendsChain, .error, title: "an extends chain that is too long or a cycle", example: "a.yaml extends: b, b.yaml extends: a", explanation: """
            Following `extends:` comes back to the same profile, or goes further than FrameLab follows. \
            Break the cycle or flatten the chain.
            """),
        DiagnosticExplanation(notLoaded, .note, title: "a profile left out because its parent has a problem", example: "extends: broken-parent", explanation: """
            The profile itself may be fine, but a profile it extends has errors, an unknown parent or a \
            cycle, so it is not loaded. Fix the error reported for the parent.
            """),
        DiagnosticExplanation(unknownMetric, .error, title: "a metric name that is not known", example: "metric: navBarHeigth", explanation: """
            A bar rule, a view kind or a container length names a device metric no device defines, or a \
            device defines a metric one letter or two from a standard name (a warning: custom metrics \
            are allowed). Use a metric listed in docs/profiles.md (the message suggests the closest), or \
            give the metric a default in the view kind.
            """),
        DiagnosticExplanation(unknownReference, .error, title: "a reference to an entry that does not exist", example: "roles: {accent: blu}", explanation: """
            A colour alias or role, a likeness, a symbol's source or a font correction names an entry \
            the table does not have. Use one of the names the message lists or add the entry.
            """),
        DiagnosticExplanation(unknownPosture, .error, title: "defaultPosture names no posture of the device", example: "defaultPosture: half-open", explanation: """
            A foldable's `defaultPosture` must be one of its `postures:`; a default with no postures at all \
            is an error too. Name one of the postures or list them.
            """),
        DiagnosticExplanation(osMismatch, .error, title: "OS versions that do not match the device", example: "os: {versions: [macos14]} # on an iPhone", explanation: """
            A device's `os:` block lists versions of another platform, a default that is not among its \
            versions, or figures for a version it does not run. Keep the versions of the device's \
            platform and make the default one of them.
            """),
        DiagnosticExplanation(keyIgnored, .warning, title: "a key that has no effect here", example: "strategy: stack\nscrollAxes: vertical", explanation: """
            The key is valid but applies only with another setting (scrollAxes only with the scroll \
            strategy), so it is ignored. Remove it or change the setting it depends on.
            """),
        DiagnosticExplanation(sourceMissing, .error, title: "figures without a source", example: "symbols: {star: {width: 1.1, height: 1.0, baseline: 0.1}}", explanation: """
            Every figure in a profile names where it comes from (a measurement, a citation, or \
            "estimate"); this table entry or block has none. Add `source:` with the measurement or the \
            word estimate.
            """),
        DiagnosticExplanation(sizeTableMissing, .error, title: "a view kind's sizeTable cannot be found", example: "sizeTable: Symbols/missing.yaml", explanation: """
            `sizeTable:` needs the path of a size table relative to the view kind's file, and that file \
            must exist. Fix the path (Symbols/sf-symbols.yaml is the shipped table).
            """),
    ])
}
