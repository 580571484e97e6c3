import LayoutCore

/// Reads every directory of a search path and builds a registry.
///
/// Order of work: read and validate each file; reject two files defining one id in the same
/// directory; let later directories override earlier ones by id; resolve `extends:` (missing
/// parents, cycles) as a deep merge; check required keys on the merged profile; decode.
/// A file with errors is not loaded, nor is anything that extends it.
struct ProfileLoader {
    var searchPath: ProfileSearchPath
    /// Files read before, by path, used instead of reading them again (the profile fuzzer reads
    /// the shipped files once per process, not once per input).
    var alreadyRead: [String: (ProfileDocument?, [ProfileDiagnostic])] = [:]
    private var diagnostics: [ProfileDiagnostic] = []
    /// Size tables read for view kinds' `sizeTable:`, by path.
    private var sizeTables: [String: SymbolSizeTable] = [:]

    init(searchPath: ProfileSearchPath) {
        self.searchPath = searchPath
    }

    private mutating func report(_ mark: YAMLMark, _ id: DiagnosticID, _ message: DiagnosticText, _ severity: ProfileDiagnostic.Severity = .error) {
        diagnostics.append(ProfileDiagnostic(file: mark.file, line: mark.line, column: mark.column, severity: severity, message: message, id: id))
    }

    private typealias Table = [ProfileDocument.Namespace: [String: ProfileDocument]]

    /// The winning document for each id, and the files each winner overrides.
    private mutating func readLayers() -> (winners: Table, overridden: [ProfileDocument.Namespace: [String: [String]]]) {
        var winners: Table = [.containers: [:], .devices: [:], .views: [:]]
        var overridden: [ProfileDocument.Namespace: [String: [String]]] = [.containers: [:], .devices: [:], .views: [:]]
        var seenDirectories: Set<String> = []
        for (layer, directory) in searchPath.directories.enumerated() {
            let canonical = FileSystem.realPath(directory) ?? directory
            if !seenDirectories.insert(canonical).inserted { continue }
            let scan = DirectoryScanner.scan(directory, optional: searchPath.optionalDirectories.contains(directory))
            diagnostics += scan.diagnostics
            var layerDocuments: Table = [.containers: [:], .devices: [:], .views: [:]]
            let reads = ParallelReads.read(scan.candidates, layer: layer, limits: searchPath.limits, alreadyRead: alreadyRead)
            for (read, fileDiagnostics) in reads {
                diagnostics += fileDiagnostics
                guard var document = read else { continue }
                document.layer = layer
                if let first = layerDocuments[document.namespace]?[document.id] {
                    report(document.idMark, ProfileMessages.duplicateID, "'\(document.id)' is already defined in \(first.file):\(first.idMark.line); a directory may define an id only once")
                    continue
                }
                layerDocuments[document.namespace]?[document.id] = document
            }
            for (namespace, documents) in layerDocuments {
                for (id, document) in documents {
                    if let previous = winners[namespace]?[id] {
                        overridden[namespace, default: [:]][id, default: []].append(previous.file)
                    }
                    winners[namespace]?[id] = document
                }
            }
        }
        return (winners, overridden)
    }

    mutating func load() -> ProfileLoadResult {
        let (winners, overridden) = readLayers()
        let devices = winners[.devices] ?? [:]
        let containers = winners[.containers] ?? [:]
        var registry = ProfileRegistry()

        // Devices and platforms first: their metric names are what bar rules may refer to.
        var knownMetrics = Set(DeviceMetric.all)
        var mergedDevices: [String: (node: YAMLNode, chain: [String])] = [:]
        for id in devices.keys.sorted() {
            guard let document = devices[id], let merged = resolve(document, in: devices) else { continue }
            mergedDevices[id] = merged
            // Each profile's own names: every profile of a resolved chain resolves too, so their
            // union is the union of the merged trees' names, without reading a platform's hundred
            // names again for each device that extends it.
            knownMetrics.formUnion(DeviceProfileDecoder.metricNames(in: document.root))
        }
        var mergedContainers: [String: (node: YAMLNode, chain: [String])] = [:]
        for id in containers.keys.sorted() {
            guard let document = containers[id], let merged = resolve(document, in: containers) else { continue }
            mergedContainers[id] = merged
            for pair in merged.node["metrics"]?.mapping ?? [] {
                knownMetrics.insert(pair.name)
                if let value = pair.value.number, registry.defaultMetrics[pair.name] == nil {
                    registry.defaultMetrics[pair.name] = value
                    registry.defaultMetricOrigins[pair.name] = pair.value.mark.origin
                }
            }
        }

        for id in mergedDevices.keys.sorted() {
            guard let document = devices[id], let merged = mergedDevices[id] else { continue }
            if document.kind == .device {
                guard checkRequired(merged.node, document: document, chain: merged.chain) else { continue }
                let osProblems = OperatingSystemCheck.diagnostics(merged: merged.node, document: document)
                    + PostureCheck.diagnostics(merged: merged.node, document: document)
                diagnostics += osProblems
                guard osProblems.isEmpty else { continue }
                registry.devices.add(id) { DeviceProfileDecoder.decode(merged.node, document: document, extendsChain: merged.chain) }
            }
            registry.entries.append(ProfileEntry(id: id, kind: document.kind, document: document, overrides: overridden[.devices]?[id]))
        }

        var decoder = ContainerKindDecoder(knownMetrics: knownMetrics)
        let containerKinds = decodeKinds(mergedContainers, of: containers, as: .container, overridden: overridden[.containers], entries: &registry.entries) { _, node, document in
            decoder.decode(node, document: document)
        }
        registry.containerKinds.merge(containerKinds.kinds) { $1 }
        diagnostics += decoder.diagnostics
        registry.viewNameIndex = containerKinds.nameIndex

        // View kinds last: their lengths may name any device, container or view-kind metric.
        let views = winners[.views] ?? [:]
        var mergedViews: [String: (node: YAMLNode, chain: [String])] = [:]
        for id in views.keys.sorted() {
            guard let document = views[id], let merged = resolve(document, in: views) else { continue }
            mergedViews[id] = merged
            knownMetrics.formUnion((merged.node["metrics"]?.mapping ?? []).map(\.name))
        }
        var viewDecoder = ViewKindDecoder(knownMetrics: knownMetrics)
        let viewKinds = decodeKinds(mergedViews, of: views, as: .view, overridden: overridden[.views], entries: &registry.entries) { (loader, node, document) -> ControlKind? in
            guard var kind = viewDecoder.decode(node, document: document) else { return nil }
            if let named = node["sizeTable"] { kind.sizeTable = loader.sizeTable(named) }
            return kind
        }
        registry.viewKinds.merge(viewKinds.kinds) { $1 }
        diagnostics += viewDecoder.diagnostics
        registry.viewKindNameIndex = viewKinds.nameIndex
        registry.entries.sort { ($0.kind.rawValue, $0.id) < ($1.kind.rawValue, $1.id) }
        let font = TextFontLoader.load(searchPath: searchPath)
        if let table = font.font { registry.textFont = table }
        diagnostics += font.diagnostics
        return ProfileLoadResult(registry: registry, diagnostics: diagnostics)
    }

    /// Decodes the kinds of one folder (containers or views), earlier directories first, each
    /// checked for its required keys and claiming its view names, and lists an entry for each.
    /// Returns the kinds by id and which kind each view name belongs to.
    private mutating func decodeKinds<Kind: ClaimsViewNames>(
        _ merged: [String: (node: YAMLNode, chain: [String])], of documents: [String: ProfileDocument],
        as entryKind: ProfileEntry.Kind, overridden: [String: [String]]?, entries: inout [ProfileEntry],
        decode: (inout ProfileLoader, YAMLNode, ProfileDocument) -> Kind?
    ) -> (kinds: [String: Kind], nameIndex: [String: String]) {
        var kinds: [String: Kind] = [:]
        var owners = ViewNameOwners()
        for id in merged.keys.sorted(by: { (documents[$0]!.layer, $0) < (documents[$1]!.layer, $1) }) {
            guard let document = documents[id], let tree = merged[id] else { continue }
            guard checkRequired(tree.node, document: document, chain: tree.chain) else { continue }
            guard let kind = decode(&self, tree.node, document) else { continue }
            guard claim(kind.viewNames, tree.node, document, in: &owners) else { continue }
            kinds[id] = kind
            entries.append(ProfileEntry(id: id, kind: entryKind, document: document, overrides: overridden?[id]))
        }
        return (kinds, owners.owners.mapValues(\.id))
    }

    /// The size table a view kind's `sizeTable:` names, relative to the file that wrote it (each table read once).
    private mutating func sizeTable(_ named: YAMLNode) -> SymbolSizeTable? {
        guard let relative = named.string, !relative.isEmpty else {
            report(named.mark, ProfileMessages.sizeTableMissing, "sizeTable needs the path of a size table relative to this file (Symbols/sf-symbols.yaml)")
            return nil
        }
        let path = FileSystem.join(FileSystem.parent(named.mark.file), relative)
        if let known = sizeTables[path] { return known }
        guard FileSystem.exists(path) else {
            report(named.mark, ProfileMessages.sizeTableMissing, "no size table at '\(relative)' (looked for \(path))")
            return nil
        }
        let (table, problems) = SymbolTableLoader.load(path)
        diagnostics += problems
        sizeTables[path] = table
        return table
    }

    /// Which kind answers to each view name, and where it said so.
    private struct ViewNameOwners {
        var owners: [String: (id: String, layer: Int, mark: YAMLMark)] = [:]
    }

    /// Records the view names a kind answers to; false after reporting a name another kind of
    /// the same directory already claims (a later directory may take a name over).
    private mutating func claim(_ names: [String], _ node: YAMLNode, _ document: ProfileDocument, in table: inout ViewNameOwners) -> Bool {
        let nameNodes = node["viewNames"]?.sequence ?? []
        func mark(_ name: String) -> YAMLMark { nameNodes.first { $0.string == name }?.mark ?? document.idMark }
        var conflict = false
        for name in names {
            if let owner = table.owners[name], owner.layer == document.layer {
                report(mark(name), ProfileMessages.duplicateID, "view name '\(name)' is already claimed by '\(owner.id)' (\(owner.mark.file):\(owner.mark.line)) in the same directory")
                conflict = true
            }
        }
        if conflict { return false }
        for name in names { table.owners[name] = (document.id, document.layer, mark(name)) }
        return true
    }

    /// Most profiles one `extends:` chain may pass through (real chains are two or three long).
    static let maximumExtendsChain = 100

    /// The document merged with everything it extends, or nil after reporting why not.
    private mutating func resolve(_ document: ProfileDocument, in table: [String: ProfileDocument]) -> (node: YAMLNode, chain: [String])? {
        var chain: [ProfileDocument] = [document]
        var inChain: Set<String> = [document.id]
        var current = document
        while let parentID = current.extends {
            if chain.count > Self.maximumExtendsChain {
                report(document.extendsMark ?? document.idMark, ProfileMessages.extendsChain, "'\(document.id)' extends a chain of more than \(Self.maximumExtendsChain) profiles; FrameLab follows at most \(Self.maximumExtendsChain)")
                return nil
            }
            guard let parent = table[parentID] else {
                if current.id == document.id, let mark = current.extendsMark {
                    let kind = document.kind == .container ? "container kind" : document.kind == .view ? "view kind" : "device or platform"
                    let known = table.keys.filter { $0 != document.id }
                    report(mark, ProfileMessages.extendsUnknown, "'\(document.id)' extends '\(parentID)', which is not a known \(kind)\(NameSuggestion.hint(for: parentID, in: known.sorted()))")
                } else {
                    report(document.idMark, ProfileMessages.notLoaded, "'\(document.id)' is not loaded because '\(current.id)', which it extends, extends the unknown '\(parentID)'", .note)
                }
                return nil
            }
            if inChain.contains(parent.id), let start = chain.firstIndex(where: { $0.id == parent.id }) {
                let cycle = chain[start...].map(\.id) + [parent.id]
                if start == 0, let mark = document.extendsMark {
                    report(mark, ProfileMessages.extendsChain, "extends cycle: \(cycle.joined(separator: " → "))")
                } else if start != 0 {
                    report(document.idMark, ProfileMessages.notLoaded, "'\(document.id)' is not loaded because its extends chain has a cycle: \(cycle.joined(separator: " → "))", .note)
                }
                return nil
            }
            chain.append(parent)
            inChain.insert(parent.id)
            current = parent
        }
        if document.hasErrors { return nil }
        if let broken = chain.dropFirst().first(where: \.hasErrors) {
            report(document.idMark, ProfileMessages.notLoaded, "'\(document.id)' is not loaded because '\(broken.id)', which it extends, has errors (\(broken.file))", .note)
            return nil
        }
        var node = chain.last!.root
        for child in chain.dropLast().reversed() {
            node = TreeMerge.inherit(child: child.root, parent: node)
        }
        return (node, chain.dropFirst().map(\.id))
    }

    /// Reports required keys missing from a profile even after inheritance.
    private mutating func checkRequired(_ node: YAMLNode, document: ProfileDocument, chain: [String]) -> Bool {
        guard document.extends != nil else { return true }
        var complete = true
        for field in document.schema.fields where field.required && node[field.key] == nil {
            let inherited = chain.isEmpty ? "" : " (not set here nor by \(chain.map { "'\($0)'" }.joined(separator: ", ")))"
            report(document.root.mark, ProfileMessages.schema, "missing required key '\(field.key)' in \(document.schema.name)\(inherited)")
            complete = false
        }
        return complete
    }
}

/// A kind that answers to view names (a container kind, a view kind), for `ProfileLoader.decodeKinds`.
protocol ClaimsViewNames {
    var viewNames: [String] { get }
}

extension ContainerKind: ClaimsViewNames {}
extension ControlKind: ClaimsViewNames {}
