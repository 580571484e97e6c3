import LayoutCore

/// Reads `Views/Appearance/colors.yaml` from each directory of a search path, later files
/// overriding earlier ones by name, and checks it: every colour a `#RRGGBB[AA]` light and dark
/// value, every alias and role naming a known colour, every likeness one the pictures draw. A
/// problem is a diagnostic at its line and column; the entry is skipped, the rest is kept.
public enum ColorTableLoader {
    /// Where the table sits inside a profile directory.
    public static let relativePath = "Views/Appearance/colors.yaml"

    /// The likenesses pictures know how to draw.
    public static let likenessNames: Set<String> = ["switch", "track", "button", "symbol", "image", "field", "divider", "bar", "stepper", "menu", "labelled"]

    public static func load(searchPath: ProfileSearchPath) -> (table: ColorTable, diagnostics: [ProfileDiagnostic]) {
        var table = ColorTable()
        var diagnostics: [ProfileDiagnostic] = []
        var seen: Set<String> = []
        for directory in searchPath.directories {
            let path = FileSystem.join(directory, relativePath)
            guard FileSystem.exists(path), seen.insert(FileSystem.realPath(path) ?? path).inserted else { continue }
            diagnostics += read(path, into: &table)
        }
        diagnostics += check(table)
        return (table, diagnostics)
    }

    /// Reads one file's entries into `table`.
    public static func read(_ path: String, into table: inout ColorTable) -> [ProfileDiagnostic] {
        let limits = ProfileLimits()
        switch FileSystem.read(path, limit: limits.maximumFileSize) {
        case .failure(let failure):
            return [ProfileDiagnostic(file: path, line: 1, column: 1, message: "cannot read the colour table: \(failure.text)", id: ProfileMessages.unreadable)]
        case .success(let bytes):
            return parse(bytes, file: path, into: &table)
        }
    }

    /// Parses a colour table's text (tests give it directly).
    public static func parse(_ bytes: [UInt8], file: String, into table: inout ColorTable) -> [ProfileDiagnostic] {
        let parsed = YAMLParser(file: file, limits: ProfileLimits()).parse(bytes)
        var diagnostics = parsed.diagnostics
        func report(_ mark: YAMLMark, _ id: DiagnosticID, _ message: DiagnosticText) {
            diagnostics.append(ProfileDiagnostic(file: mark.file, line: mark.line, column: mark.column, message: message, id: id))
        }
        guard let root = parsed.root else { return diagnostics }
        guard let pairs = root.mapping else {
            report(root.mark, ProfileMessages.schema, "expected a mapping with colors:, aliases:, roles: and likenesses:")
            return diagnostics
        }
        table.files.append(file)
        let sections = ["colors", "aliases", "roles", "likenesses"]
        for pair in pairs where !sections.contains(pair.name) {
            report(pair.key.mark, ProfileMessages.schema, unknownName("section", pair.name, known: sections))
        }
        for pair in root["colors"]?.mapping ?? [] {
            guard let light = pair.value["light"], let dark = pair.value["dark"] else {
                report(pair.value.mark, ProfileMessages.schema, "colour '\(pair.name)' needs light: and dark: values (#RRGGBB or #RRGGBBAA)")
                continue
            }
            guard let lightValue = light.scalar.flatMap({ RGBA(hex: $0.text) }) else {
                report(light.mark, ProfileMessages.schema, "'\(light.scalar?.text ?? "")' is not a colour; write #RRGGBB or #RRGGBBAA")
                continue
            }
            guard let darkValue = dark.scalar.flatMap({ RGBA(hex: $0.text) }) else {
                report(dark.mark, ProfileMessages.schema, "'\(dark.scalar?.text ?? "")' is not a colour; write #RRGGBB or #RRGGBBAA")
                continue
            }
            table.colors[pair.name] = ColorTable.Entry(light: lightValue, dark: darkValue, origin: "\(shortPath(file)):\(pair.key.mark.line)")
        }
        for (section, keyPath) in [("aliases", \ColorTable.aliases), ("roles", \ColorTable.roles), ("likenesses", \ColorTable.likenesses)] {
            for pair in root[section]?.mapping ?? [] {
                guard let value = pair.value.scalar?.text, !value.isEmpty else {
                    report(pair.value.mark, ProfileMessages.schema, "'\(pair.name)' in \(section): needs a name")
                    continue
                }
                if section == "likenesses", !likenessNames.contains(value) {
                    report(pair.value.mark, ProfileMessages.unknownReference, unknownName("likeness", value, known: Array(likenessNames)))
                    continue
                }
                table[keyPath: keyPath][pair.name] = value
                table.positions["\(section).\(pair.name)"] = ColorTable.Position(file: file, line: pair.value.mark.line, column: pair.value.mark.column)
            }
        }
        return diagnostics
    }

    /// Aliases and roles that name nothing, checked after every file is read.
    public static func check(_ table: ColorTable) -> [ProfileDiagnostic] {
        var diagnostics: [ProfileDiagnostic] = []
        for (section, values) in [("aliases", table.aliases), ("roles", table.roles)] {
            for (name, target) in values.sorted(by: { $0.key < $1.key }) where table.entry(named: target) == nil {
                let at = table.positions["\(section).\(name)"] ?? ColorTable.Position(file: table.files.last ?? relativePath, line: 1, column: 1)
                diagnostics.append(ProfileDiagnostic(
                    file: at.file, line: at.line, column: at.column,
                    message: "\(section): '\(name)' names \(unknownName("colour", target, known: table.knownNames))", id: ProfileMessages.unknownReference))
            }
        }
        return diagnostics
    }

    /// `Views/Appearance/colors.yaml` from a full path.
    static func shortPath(_ path: String) -> String {
        path.split(separator: "/").suffix(3).joined(separator: "/")
    }
}
