import LayoutCore

/// The profile loader's diagnostics: each id with a title and what `framelab explain` prints. A
/// `ProfileDiagnostic` made without an id is `profile.unclassified` until it gets one here.
public enum ProfileMessages {
    public static let domain = "profile"

    static func id(_ name: String) -> DiagnosticID { DiagnosticID(domain, name) }

    public static let unclassified = DiagnosticID.unclassified(domain)
    public static let yamlSyntax = id("yaml-syntax")
    public static let schema = id("schema")
    public static let unreadable = id("unreadable")

    public static let catalog = DiagnosticCatalog(domain: domain, entries: [
        DiagnosticExplanation(unclassified, title: "a profile diagnostic without an id of its own", explanation: """
            A profile file (Containers/, Devices/, Views/ or a --profiles directory) has a problem that \
            has not been given an id yet; the message gives file:line:col. With an error the file is not \
            used (a reload keeps the last good profiles). `framelab profiles check` lists every problem.
            """),
        DiagnosticExplanation(yamlSyntax, title: "the profile is not valid YAML", explanation: """
            libyaml could not read the file at the position given: usually indentation, a tab, or an \
            unclosed quote or bracket. Fix the YAML; `framelab profiles check` reads the files again.
            """),
        DiagnosticExplanation(schema, title: "the profile does not match its schema", explanation: """
            A key is unknown or misspelled (the message suggests the closest), a value has the wrong type, \
            or a required key is missing. Containers/README.md and docs/profiles.md list the keys.
            """),
        DiagnosticExplanation(unreadable, title: "a profile file or directory cannot be read", explanation: """
            A directory of the profile search path (--profiles, FRAMELAB_PATH, the shipped profiles) or a \
            file FrameLab reads with the profiles (a check configuration, the colour table) does not \
            exist, is not a directory, or cannot be read. Check the path and its permissions.
            """),
    ])
}
