import LayoutCore

/// A problem in a profile file, printed as `path:line:col: error: message`: the one `Diagnostic`
/// type. `id` names the kind of problem (`ProfileMessages` explains each).
public typealias ProfileDiagnostic = Diagnostic
