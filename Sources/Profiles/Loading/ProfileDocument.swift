import LayoutCore

/// One parsed profile file: what it defines, its id, what it extends, and whether it had errors.
struct ProfileDocument: Sendable {
    enum Namespace: Sendable, Hashable {
        case containers
        /// Devices and platforms share ids, so a device can extend a platform or another device.
        case devices
        case views
    }

    var file: String
    var kind: ProfileEntry.Kind
    var root: YAMLNode
    var id: String
    var idMark: YAMLMark
    var extends: String?
    var extendsMark: YAMLMark?
    /// Index of the search-path directory it came from.
    var layer: Int
    var hasErrors: Bool

    var namespace: Namespace {
        switch kind {
        case .container: .containers
        case .view: .views
        case .device, .platform: .devices
        }
    }

    var schema: MappingSchema { ProfileSchemas.schema(for: kind) }
}

/// `1 MiB`, `512 KiB` or `1000 bytes`.
func sizeText(_ bytes: Int) -> String {
    if bytes % (1 << 20) == 0 { return "\(bytes >> 20) MiB" }
    if bytes % (1 << 10) == 0 { return "\(bytes >> 10) KiB" }
    return "\(bytes) bytes"
}

/// Reads, parses, classifies and validates one file.
enum ProfileDocumentReader {
    static let containerKeys: Set<String> = ["strategy", "viewNames", "summary", "scrollAxes", "providesContainerSize", "extendsIntoSafeArea", "subtractedSafeAreaEdges", "barSubtractions", "contentSafeArea", "list"]
    static let deviceKeys: Set<String> = ["screen", "idiom", "displayName", "scale", "rotates", "safeArea", "sizeClass", "splitView", "windows", "portrait", "landscape", "platform"]

    static func read(_ candidate: DirectoryScanner.Candidate, layer: Int, limits: ProfileLimits = ProfileLimits()) -> (ProfileDocument?, [ProfileDiagnostic]) {
        let path = candidate.path
        func fail(_ message: DiagnosticText, line: Int = 1, column: Int = 1, id: DiagnosticID) -> (ProfileDocument?, [ProfileDiagnostic]) {
            (nil, [ProfileDiagnostic(file: path, line: line, column: column, message: message, id: id)])
        }
        switch FileSystem.status(path) {
        case .failure(let failure):
            return fail("cannot read file: \(failure.text)", id: ProfileMessages.unreadable)
        case .success(let info):
            if !info.isRegularFile { return fail("cannot read file: not a regular file", id: ProfileMessages.unreadable) }
            if info.size > limits.maximumFileSize {
                return fail("file is \(info.size) bytes, over the \(sizeText(limits.maximumFileSize)) limit for profiles; refused before parsing (raise it with \(ProfileLimits.fileSizeVariable))", id: ProfileMessages.tooLarge)
            }
        }
        let bytes: [UInt8]
        switch FileSystem.read(path, limit: limits.maximumFileSize) {
        case .failure(let failure): return fail("cannot read file: \(failure.text)", id: ProfileMessages.unreadable)
        case .success(let read): bytes = read
        }
        if bytes.count > limits.maximumFileSize {
            return fail("file is over the \(sizeText(limits.maximumFileSize)) limit for profiles; refused before parsing (raise it with \(ProfileLimits.fileSizeVariable))", id: ProfileMessages.tooLarge)
        }
        let parsed = YAMLParser(file: path, limits: limits).parse(bytes)
        var diagnostics = parsed.diagnostics
        guard let root = parsed.root else {
            if diagnostics.isEmpty { return fail("file is empty; expected a mapping that defines a container kind or a device", id: ProfileMessages.schema) }
            return (nil, diagnostics)
        }
        guard let pairs = root.mapping else {
            let found = root.isNull ? "the document is null" : "found \(root.shortDescription)"
            diagnostics.append(ProfileDiagnostic(file: path, line: root.mark.line, column: root.mark.column, message: "expected a mapping at the top of the profile; \(found)", id: ProfileMessages.schema))
            return (nil, diagnostics)
        }
        let keys = Set(pairs.map(\.name))
        let kind: ProfileEntry.Kind
        switch candidate.placement {
        case .containers:
            kind = .container
        case .devices:
            kind = keys.contains("platform") ? .platform : .device
        case .views:
            kind = .view
        case .loose:
            if keys.contains("platform") {
                kind = .platform
            } else if keys.contains("layout") {
                kind = .view
            } else if !keys.isDisjoint(with: containerKeys) {
                kind = .container
            } else if !keys.isDisjoint(with: deviceKeys) {
                kind = .device
            } else {
                diagnostics.append(ProfileDiagnostic(file: path, line: root.mark.line, column: root.mark.column, message: "cannot tell whether this file is a container kind, a view kind or a device: a container kind has 'strategy', a view kind 'layout', a device 'screen' (or move it into Containers/, Views/ or Devices/)", id: ProfileMessages.schema))
                return (nil, diagnostics)
            }
        }

        let extendsNode = root["extends"]
        let partial = kind == .platform || extendsNode != nil
        var validator = SchemaValidator(checkTopLevelRequired: !partial)
        let schema = ProfileSchemas.schema(for: kind)
        validator.validateDocument(root, schema)
        diagnostics += validator.diagnostics
        if kind == .device || kind == .platform { diagnostics += metricNameWarnings(root) }

        let idKey = kind == .platform ? "platform" : "id"
        if kind == .platform, let idPair = root.pair("id") {
            diagnostics.append(ProfileDiagnostic(file: path, line: idPair.key.mark.line, column: idPair.key.mark.column, message: "a file defines either a device ('id') or a platform ('platform'), not both", id: ProfileMessages.schema))
        }
        guard let idPair = root.pair(idKey), let id = idPair.value.string, !id.isEmpty else {
            if partial && root.pair(idKey) == nil {
                diagnostics.append(ProfileDiagnostic(file: path, line: root.mark.line, column: root.mark.column, message: "missing required key '\(idKey)' in \(schema.name)", id: ProfileMessages.schema))
            }
            return (nil, diagnostics)
        }
        let document = ProfileDocument(
            file: path, kind: kind, root: root, id: id, idMark: idPair.value.mark,
            extends: extendsNode?.string, extendsMark: extendsNode?.mark, layer: layer,
            hasErrors: diagnostics.contains { $0.severity == .error })
        return (document, diagnostics)
    }

    /// Custom metric names are allowed, but one a letter or two from a standard name is a typo.
    private static func metricNameWarnings(_ root: YAMLNode) -> [ProfileDiagnostic] {
        let sections = [root["metrics"]] + Orientation.allCases.map { root[$0.rawValue]?["metrics"] }
        return sections.compactMap { $0?.mapping }.joined().compactMap { pair in
            guard !DeviceMetric.all.contains(pair.name), let standard = NameSuggestion.closest(to: pair.name, in: DeviceMetric.all) else { return nil }
            return ProfileDiagnostic(
                file: pair.key.mark.file, line: pair.key.mark.line, column: pair.key.mark.column, severity: .warning,
                message: "'\(pair.name)' is not a standard metric; did you mean '\(standard)'? (custom metrics are allowed, but no bar rule of the shipped kinds reads this one)", id: ProfileMessages.unknownMetric)
        }
    }
}
