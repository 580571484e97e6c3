import LayoutCore

/// A problem in source: the one `Diagnostic` type, with its position and `rendered` (the source line
/// and a caret). `id` names the kind of problem (`SourceMessages` explains each).
public typealias SourceDiagnostic = Diagnostic
