import Foundation
import LayoutCore
import ViewSyntax

/// How many diagnostics to print: errors only (`--quiet`), errors and warnings with repeats grouped
/// (the default), or every diagnostic including notes, one by one (`--verbose`).
public enum DiagnosticDetail: String, Sendable, Hashable, CaseIterable {
    case quiet, grouped, verbose
}

/// Source and layout diagnostics as people read them: repeats (the same id and the same message
/// template, whatever its typed arguments: names, numbers, node ids) become one entry with a count
/// and the first few positions. The id keeps apart messages that read alike but mean different
/// things; the template (the literal text its site wrote, `DiagnosticText`) keeps apart the
/// different cases one id covers (a grid item's spacing and its minimum), which grouping by the id
/// alone would hide behind a count. No pattern is matched over the printed text. Notes are shown
/// only in verbose detail, so a layout with nothing wrong prints nothing.
public struct DiagnosticReport: Sendable {
    /// One entry: a source diagnostic as swift-syntax renders it (position, message, source line,
    /// caret) or a layout diagnostic (`#3: message`), with a summary line when it stands for several.
    public struct Line: Sendable, Hashable {
        public var severity: Severity
        public var text: String
        public var fromSource: Bool
        /// Where a layout diagnostic's view is written, when known.
        public var location: SourceLocation?

        /// The line as the command line prints it: layout diagnostics get their position and severity in front.
        public var labeled: String {
            if fromSource { return text }
            let position = location.map { "\($0.file ?? "<input>"):\($0.line):\($0.column): " } ?? ""
            return position + (severity == .error ? "layout error" : severity.rawValue) + ": " + text
        }
    }

    /// Positions listed in a group's summary before "…".
    static let positionsShown = 3

    public private(set) var lines: [Line] = []

    public init(source: [SourceDiagnostic], layout: [LayoutDiagnostic], detail: DiagnosticDetail) {
        var entries: [Entry] = source.map { Entry(id: $0.id, severity: $0.severity, template: $0.template, name: Self.firstName($0.arguments), position: "\($0.line):\($0.column)", text: $0.rendered, fromSource: true, location: nil) }
        entries += layout.map { diagnostic in
            let node = diagnostic.nodeID.map { "#\($0)" }
            return Entry(id: diagnostic.id, severity: diagnostic.severity, template: diagnostic.template, name: Self.firstName(diagnostic.arguments), position: node ?? "", text: (node.map { "\($0): " } ?? "") + diagnostic.message, fromSource: false, location: diagnostic.location)
        }
        switch detail {
        case .verbose:
            lines = entries.map { Line(severity: $0.severity, text: $0.text, fromSource: $0.fromSource, location: $0.location) }
        case .quiet:
            lines = Self.grouped(entries.filter { $0.severity == .error })
        case .grouped:
            lines = Self.grouped(entries.filter { $0.severity != .note })
        }
    }

    private struct Entry {
        var id: DiagnosticID
        var severity: Severity
        var template: String
        /// The message's first text argument (the unknown view's name, the modifier's), shown beside
        /// a repeat's position when it differs from the first entry's, so a group hides no name.
        var name: String?
        var position: String
        var text: String
        var fromSource: Bool
        var location: SourceLocation?
        /// What makes two entries repeats: the severity, the id and the message's template.
        var kind: String { "\(severity.rawValue) \(id) \(template)" }
    }

    /// The first text argument of a message, if it has one and it is short enough to read as a
    /// name (a view's, a modifier's, an expression's); longer ones stay in the verbose listing.
    private static func firstName(_ arguments: [DiagnosticArgument]) -> String? {
        for argument in arguments {
            if case .text(let text) = argument { return text.count <= 40 && !text.contains("\n") ? text : nil }
        }
        return nil
    }

    private static func grouped(_ entries: [Entry]) -> [Line] {
        var order: [String] = []
        var groups: [String: [Entry]] = [:]
        for entry in entries {
            if groups[entry.kind] == nil { order.append(entry.kind) }
            groups[entry.kind, default: []].append(entry)
        }
        return order.map { kind in
            let members = groups[kind]!
            let first = members[0]
            guard members.count > 1 else { return Line(severity: first.severity, text: first.text, fromSource: first.fromSource, location: first.location) }
            let positions = members.dropFirst().prefix(positionsShown).map { member in
                guard let name = member.name, name != first.name else { return member.position }
                return ["'\(name)'", member.position].filter { !$0.isEmpty }.joined(separator: " ")
            }.filter { !$0.isEmpty }
            var summary = "  … and \(members.count - 1) more like it"
            if !positions.isEmpty { summary += " at " + positions.joined(separator: ", ") + (members.count - 1 > positionsShown ? ", …" : "") }
            summary += " (--verbose or :set verbose on lists each)"
            return Line(severity: first.severity, text: first.text + "\n" + summary, fromSource: first.fromSource, location: first.location)
        }
    }
}
