import LayoutCore

/// Checks a device's `os:` block after inheritance: the versions belong to the device's platform
/// (no `macos14` on an iPhone), the default is one of them, and the device's own file has no
/// block for a generation it does not run.
enum OperatingSystemCheck {
    static func diagnostics(merged: YAMLNode, document: ProfileDocument) -> [ProfileDiagnostic] {
        guard let os = merged["os"] else { return [] }
        var found: [ProfileDiagnostic] = []
        func report(_ mark: YAMLMark, _ id: DiagnosticID, _ message: DiagnosticText) {
            found.append(ProfileDiagnostic(file: mark.file, line: mark.line, column: mark.column, message: message, id: id))
        }
        let idiom = merged["idiom"]?.string.flatMap(Idiom.init(rawValue:)) ?? .phone
        let family = OperatingSystem.Family(idiom: idiom)
        let versionNodes = os["versions"]?.sequence ?? []
        let versions = versionNodes.compactMap { $0.string.flatMap(OperatingSystem.init(id:)) }
        for (node, version) in zip(versionNodes, versions) where version.family != family {
            report(node.mark, ProfileMessages.osMismatch, "'\(document.id)' is a \(idiom.rawValue) device, which runs \(family.rawValue)… versions, not \(version.id)")
        }
        if let node = os["default"], let chosen = node.string.flatMap(OperatingSystem.init(id:)), !versions.contains(chosen) {
            report(node.mark, ProfileMessages.osMismatch, "default OS \(chosen.id) is not among the versions '\(document.id)' runs (\(versionList(versions)))")
        }
        for pair in document.root["os"]?.mapping ?? [] {
            guard let block = OperatingSystem(id: pair.name), pair.value.mapping != nil else { continue }
            if !versions.contains(block) {
                report(pair.key.mark, ProfileMessages.osMismatch, "'\(document.id)' has figures for \(block.id) but does not run it (versions: \(versionList(versions))); add it to os.versions or remove the block")
            }
        }
        return found
    }

    private static func versionList(_ versions: [OperatingSystem]) -> String {
        versions.isEmpty ? "none" : versions.map(\.id).joined(separator: ", ")
    }
}
