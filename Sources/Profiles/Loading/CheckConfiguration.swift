import Foundation
import LayoutCore

/// `.framelab.yml`: which `framelab check` findings to leave out, each with a reason. Read with
/// the profile loader's YAML parser and schema validator, so unknown keys, wrong types and
/// misspelt check names get the same `file:line:col` errors and suggestions as profiles.
///
/// ```yaml
/// disable:
///   - check: small-tap-target
///     file: Sources/Settings.swift   # optional: files whose path ends with this
///     view: close                    # optional: the view's .id name
///     reason: the close button has a larger contentShape
/// ```
public struct CheckConfiguration: Sendable, Hashable {
    public struct Rule: Sendable, Hashable {
        public var check: String
        public var file: String?
        public var view: String?
        public var reason: String
        /// Where the rule is written, for reports.
        public var origin: ProfileOrigin

        /// Whether the rule covers a finding of `check` on the view named `view` in `file`.
        public func covers(check: String, file: String, view: String?) -> Bool {
            self.check == check
                && (self.file.map { file == $0 || file.hasSuffix("/" + $0) } ?? true)
                && (self.view.map { $0 == view } ?? true)
        }
    }

    public var rules: [Rule]

    public init(rules: [Rule] = []) {
        self.rules = rules
    }

    /// The configuration in `path`, or the errors in it. `checks` are the check names it may use.
    public static func load(path: String, checks: [String]) -> (configuration: CheckConfiguration?, diagnostics: [ProfileDiagnostic]) {
        guard let data = FileManager.default.contents(atPath: path) else {
            return (nil, [ProfileDiagnostic(file: path, line: 1, column: 1, message: "cannot read the file", id: ProfileMessages.unreadable)])
        }
        let parsed = YAMLParser(file: path).parse(Array(data))
        guard let root = parsed.root else {
            if parsed.diagnostics.isEmpty { return (CheckConfiguration(), []) }
            return (nil, parsed.diagnostics)
        }
        var validator = SchemaValidator(checkTopLevelRequired: true)
        validator.validateDocument(root, schema(checks: checks))
        let diagnostics = parsed.diagnostics + validator.diagnostics
        guard !diagnostics.contains(where: { $0.severity == .error }) else { return (nil, diagnostics) }
        let rules = (root["disable"]?.sequence ?? []).map { item in
            Rule(check: item["check"]?.string ?? "", file: item["file"]?.string, view: item["view"]?.string,
                 reason: item["reason"]?.string ?? "", origin: item.mark.origin)
        }
        return (CheckConfiguration(rules: rules), diagnostics)
    }

    static func schema(checks: [String]) -> MappingSchema {
        let rule = MappingSchema(name: "disable rule", fields: [
            FieldSchema("check", .choice(checks, what: "check"), required: true, "The check to leave out."),
            FieldSchema("file", .string, "Only in files whose path ends with this."),
            FieldSchema("view", .string, "Only for the view with this .id name."),
            FieldSchema("reason", .string, required: true, "Why the finding is accepted; shown in reports."),
        ])
        return MappingSchema(name: ".framelab.yml", fields: [
            FieldSchema("disable", .list(.mapping(rule)), "Findings to leave out, each with a reason."),
        ])
    }
}
