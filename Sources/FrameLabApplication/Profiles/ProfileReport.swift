import LayoutCore
import Foundation
import Profiles

/// What `profiles list`, `profiles show ID` and `:profile ID` print.
public enum ProfileReport {
    public static func list(_ registry: ProfileRegistry, style: OutputStyle) -> String {
        guard !registry.entries.isEmpty else { return "no profiles are loaded" }
        var table = TextTable(columns: [("kind", .left), ("id", .left), ("file", .left), ("overrides", .left), ("os (default +), postures", .left)])
        for entry in registry.entries.sorted(by: { ($0.kind.rawValue, $0.id) < ($1.kind.rawValue, $1.id) }) {
            table.append([entry.kind.rawValue, entry.id, entry.file, entry.overrides.joined(separator: ", "), registry.devices[entry.id].map(runs) ?? ""])
        }
        let generations = OperatingSystem.known.map { os in os.family == .ios ? "\(os.id) (iOS/iPadOS \(os.version))" : os.id }
        return table.render(header: style.bold) + "\n" + style.dim("OS generations: " + generations.joined(separator: ", "))
    }

    /// `ios26+ ios27; postures: folded+ open`: the generations a device runs and its postures.
    static func runs(_ device: DeviceProfile) -> String {
        var text = device.osVersions.map { $0 == device.defaultOS ? $0.id + "+" : $0.id }.joined(separator: " ")
        if !device.postureNames.isEmpty {
            text += "; postures: " + device.postureNames.map { $0 == device.defaultPosture ? $0 + "+" : $0 }.joined(separator: " ")
        }
        return text
    }

    public static func show(_ id: String, in registry: ProfileRegistry, style: OutputStyle) throws(CommandError) -> String {
        guard let entry = registry.entries.first(where: { $0.id == id }) else {
            var message = "no profile '\(id)'"
            message += NameSuggestion.hint(for: id, in: registry.entries.map(\.id))
            throw CommandError(message)
        }
        var lines = [style.bold("\(entry.kind.rawValue) \(entry.id)"), "file: \(entry.file)"]
        if !entry.overrides.isEmpty { lines.append("overrides: \(entry.overrides.joined(separator: ", "))") }
        if let device = registry.devices[id] {
            lines.append("name: \(device.displayName), idiom: \(device.idiom.rawValue)")
            lines.append("runs: \(runs(device))")
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
