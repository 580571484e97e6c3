import LayoutCore
import Foundation
import Profiles

/// What `profiles list`, `profiles show ID` and `:profile ID` print.
public enum ProfileReport {
    public static func list(_ registry: ProfileRegistry, style: OutputStyle) -> String {
        guard !registry.entries.isEmpty else { return "no profiles are loaded" }
        var table = TextTable(columns: [("kind", .left), ("id", .left), ("file", .left), ("overrides", .left)])
        for entry in registry.entries.sorted(by: { ($0.kind.rawValue, $0.id) < ($1.kind.rawValue, $1.id) }) {
            table.append([entry.kind.rawValue, entry.id, entry.file, entry.overrides.joined(separator: ", ")])
        }
        return table.render(header: style.bold)
    }

    public static func show(_ id: String, in registry: ProfileRegistry, style: OutputStyle) throws(CommandError) -> String {
        guard let entry = registry.entries.first(where: { $0.id == id }) else {
            var message = "no profile '\(id)'"
            if let suggestion = NameSuggestion.closest(to: id, in: registry.entries.map(\.id)) {
                message += "; did you mean '\(suggestion)'?"
            }
            throw CommandError(message)
        }
        var lines = [style.bold("\(entry.kind.rawValue) \(entry.id)"), "file: \(entry.file)"]
        if !entry.overrides.isEmpty { lines.append("overrides: \(entry.overrides.joined(separator: ", "))") }
        if let device = registry.devices[id] {
            lines.append("name: \(device.displayName), idiom: \(device.idiom.rawValue)")
        }
        if let kind = registry.containerKinds[id] {
            lines.append("views: \(kind.viewNames.joined(separator: ", ")); layout: \(kind.strategy.name); measured by containerRelativeFrame: \(kind.providesContainerSize ? "yes" : "no")")
            if !kind.summary.isEmpty { lines.append(kind.summary) }
        }
        if let text = try? String(contentsOfFile: entry.file, encoding: .utf8) {
            lines.append(style.dim("--- \(entry.file)"))
            lines.append(text.hasSuffix("\n") ? String(text.dropLast()) : text)
        }
        return lines.joined(separator: "\n")
    }
}
