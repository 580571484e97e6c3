import ArgumentParser

/// An option value that is one of an enum's cases, spelled as its raw value.
///
/// Lists the values as ArgumentParser's own `CaseIterable & RawRepresentable` defaults do (the raw
/// values; no descriptions, since each case's description is its raw value), but in concrete code:
/// the library's generic versions build key paths from mangled names at start-up, and each enum
/// then costs a search of every protocol conformance in the binary.
protocol ArgumentChoice: ExpressibleByArgument, CaseIterable, RawRepresentable<String> {}

extension ArgumentChoice {
    static var allValueStrings: [String] { allCases.map { $0.rawValue } }
    static var allValueDescriptions: [String: String] { [:] }
    static var defaultCompletionKind: CompletionKind { .list(allValueStrings) }
}
