import Foundation
import LayoutCore
import Profiles
import ViewSyntax

/// Every domain's diagnostic catalogue, for `framelab explain` and the tests.
public enum DiagnosticCatalogs {
    public static let all: [DiagnosticCatalog] = [SourceMessages.catalog, LayoutMessages.catalog, ProfileMessages.catalog]

    public static func explanation(for id: DiagnosticID) -> DiagnosticExplanation? {
        all.lazy.compactMap { $0.explanation(for: id) }.first
    }

    public static var ids: [DiagnosticID] { all.flatMap { $0.entries.map(\.id) } }
}

/// `framelab explain ID`: what a diagnostic means and how to fix it, as `rustc --explain` prints an
/// error code; with no id, every id with its title.
public enum ExplainRunner {
    public static func text(for argument: String?) -> (text: String, ok: Bool) {
        guard let argument, !argument.isEmpty else {
            let width = DiagnosticCatalogs.ids.map(\.description.count).max() ?? 0
            let lines = DiagnosticCatalogs.all.flatMap(\.entries).map { entry in
                entry.id.description.padding(toLength: width, withPad: " ", startingAt: 0) + "  " + entry.title
            }
            return ((["Diagnostic ids (framelab explain ID prints one):"] + lines).joined(separator: "\n"), true)
        }
        guard let id = DiagnosticID(parsing: argument), let entry = DiagnosticCatalogs.explanation(for: id) else {
            var message = "error: there is no diagnostic '\(argument)'"
            message += NameSuggestion.hint(for: argument, in: DiagnosticCatalogs.ids.map(\.description))
            return (message + " (framelab explain lists every id)", false)
        }
        return (entry.text, true)
    }

    public static func run(_ argument: String?) -> Int32 {
        let (text, ok) = text(for: argument)
        if ok {
            print(text)
        } else {
            FileHandle.standardError.write(Data((text + "\n").utf8))
        }
        return ok ? 0 : 1
    }
}
