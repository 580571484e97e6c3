import LayoutCore

/// Builds a `DeviceProfile` from a device file's merged tree. Top-level figures apply to both
/// orientations; the `portrait:` and `landscape:` sections override them; an OS generation's
/// `os:` block overrides both, and its own `portrait:`/`landscape:` sections override it.
enum DeviceProfileDecoder {
    static func decode(_ node: YAMLNode, document: ProfileDocument, extendsChain: [String]) -> DeviceProfile {
        var origins: [FigureKey: ProfileOrigin] = [:]
        var screen = Size.zero
        if let screenNode = node["screen"] {
            for (axis, name) in [(Axis.horizontal, "width"), (.vertical, "height")] {
                if let value = screenNode[name], let number = value.number {
                    if axis == .horizontal { screen.width = number } else { screen.height = number }
                    origins[.screen(axis)] = value.mark.origin
                }
            }
        }
        for field in FigureKey.DeviceField.allCases {
            if let value = node[field.rawValue] { origins[.deviceField(field)] = value.mark.origin }
        }
        if let value = node["defaultSpacing"] { origins[.defaultSpacing] = value.mark.origin }
        if let value = node["defaultPadding"] { origins[.defaultPadding] = value.mark.origin }
        let idiom = node["idiom"]?.string.flatMap(Idiom.init(rawValue:)) ?? .phone
        let rotates = node["rotates"]?.bool ?? true
        let thresholds = node["windowSizeClass"].map(windowThresholds)
        let orientationKeys = Set(ProfileSchemas.orientationFields.map(\.key))

        func orientationFields(of node: YAMLNode) -> YAMLNode {
            YAMLNode(content: .mapping((node.mapping ?? []).filter { orientationKeys.contains($0.name) }), mark: node.mark)
        }
        // The metric tables (a hundred names) are layered once per orientation and OS generation
        // as `MetricTable`s; the trees merged for the other figures leave the top-level table out.
        let defaults = YAMLNode(content: .mapping((node.mapping ?? []).filter { $0.name != "metrics" && orientationKeys.contains($0.name) }), mark: node.mark)
        let topMetrics = MetricTable().overlaid(by: node["metrics"])
        // Each orientation's tree and table, which every OS generation starts from.
        var orientationTrees: [String: YAMLNode] = [:]
        var orientationMetrics: [String: MetricTable] = [:]
        for orientation in Orientation.allCases {
            let section = node[orientation.rawValue]
            orientationTrees[orientation.rawValue] = section.map { TreeMerge.merge($0, over: defaults) } ?? defaults
            orientationMetrics[orientation.rawValue] = topMetrics.overlaid(bySection: section)
        }

        // A generation's `os:` block and the blocks it inherits, oldest first (a cycle stops the chain).
        func osBlocks(_ os: OperatingSystem) -> [YAMLNode] {
            var chain: [YAMLNode] = []
            var seen: Set<String> = []
            var next: String? = os.id
            while let id = next, seen.insert(id).inserted, let block = node["os"]?[id] {
                chain.insert(block, at: 0)
                next = block["inherits"]?.string.flatMap(OperatingSystem.init(id:))?.id
            }
            return chain
        }

        func figures(_ orientation: Orientation, os: OperatingSystem? = nil) -> DeviceOrientationProfile {
            let name = rotates ? orientation.rawValue : Orientation.portrait.rawValue
            var merged = orientationTrees[name] ?? defaults
            var metricTable = orientationMetrics[name] ?? topMetrics
            var windowsNode = merged["windows"]
            var windowClasses = thresholds
            // A generation's block, after the blocks it `inherits:` (ios27 starts from ios26's figures).
            for block in os.map(osBlocks) ?? [] {
                if block.mapping != nil { metricTable = metricTable.overlaid(by: block["metrics"]) }
                metricTable = metricTable.overlaid(bySection: block[name])
                merged = TreeMerge.merge(orientationFields(of: block), over: merged)
                if let section = block[name] { merged = TreeMerge.merge(section, over: merged) }
                // An OS generation's windows replace the older ones (iPadOS 26 has no Split View).
                let blockWindows = [block["windows"], block[name]?["windows"]].compactMap { $0 }
                if let first = blockWindows.first {
                    windowsNode = blockWindows.dropFirst().reduce(first) { TreeMerge.merge($1, over: $0) }
                }
                if let classes = block["windowSizeClass"] {
                    windowClasses = windowThresholds(node["windowSizeClass"].map { TreeMerge.merge(classes, over: $0) } ?? classes)
                }
            }
            let swap = rotates && orientation == .landscape
            let size = swap ? Size(width: screen.height, height: screen.width) : screen
            var local = metricTable.origins
            local[.windowSize(.horizontal)] = origins[.screen(swap ? .vertical : .horizontal)]
            local[.windowSize(.vertical)] = origins[.screen(swap ? .horizontal : .vertical)]
            let safeArea = Decode.safeArea(merged["safeArea"], origins: &local) ?? .zero
            let horizontal = sizeClass(merged["sizeClass"]?["horizontal"], &local, .sizeClass(.horizontal)) ?? .regular
            let vertical = sizeClass(merged["sizeClass"]?["vertical"], &local, .sizeClass(.vertical)) ?? .regular
            let metrics = metricTable.values
            var split = SplitViewColumns()
            if let splitNode = merged["splitView"] {
                if let value = splitNode["sidebar"], let number = value.number { split.sidebar = number; local[.splitViewColumn(.sidebar)] = value.mark.origin }
                if let value = splitNode["content"], let number = value.number { split.content = number; local[.splitViewColumn(.content)] = value.mark.origin }
                if let value = splitNode["style"]?.string { split.style = value }
            }
            var windows: [String: NamedWindow] = [:]
            for pair in windowsNode?.mapping ?? [] {
                let window = pair.value
                guard let width = window["width"]?.number else { continue }
                let windowSize = Size(width: width, height: window["height"]?.number ?? size.height)
                let classes = windowClasses?.sizeClasses(for: windowSize, fallback: (horizontal, vertical)) ?? (horizontal: horizontal, vertical: vertical)
                windows[pair.name] = NamedWindow(
                    name: pair.name,
                    size: windowSize,
                    safeArea: Decode.insets(window["safeArea"]),
                    horizontalSizeClass: sizeClass(window["sizeClass"]?["horizontal"]) ?? classes.horizontal,
                    verticalSizeClass: sizeClass(window["sizeClass"]?["vertical"]) ?? classes.vertical,
                    origin: pair.key.mark.origin)
                local[.namedWindow(pair.name)] = pair.key.mark.origin
            }
            var figures = DeviceOrientationProfile(
                size: size, safeArea: safeArea, horizontalSizeClass: horizontal, verticalSizeClass: vertical,
                metrics: metrics, splitView: split, windows: windows, origins: local)
            figures.windowSizeClass = windowClasses
            for pair in merged["approximate"]?.mapping ?? [] {
                if let note = pair.value.string { figures.approximations[FigureKey(profileName: pair.name)] = note }
            }
            return figures
        }

        let portrait = figures(.portrait)
        var device = DeviceProfile(
            id: document.id,
            displayName: node["displayName"]?.string ?? document.id,
            idiom: idiom,
            origin: document.idMark.origin,
            screen: screen,
            scale: node["scale"]?.number,
            rotates: rotates,
            extendsChain: extendsChain,
            portrait: portrait,
            landscape: rotates ? figures(.landscape) : portrait,
            defaultSpacing: node["defaultSpacing"]?.number,
            defaultPadding: node["defaultPadding"]?.number,
            origins: origins)
        device.windowSizeClass = thresholds
        device.osVersions = (node["os"]?["versions"]?.sequence ?? []).compactMap { $0.string.flatMap(OperatingSystem.init(id:)) }.sorted()
        device.defaultOS = node["os"]?["default"]?.string.flatMap(OperatingSystem.init(id:)) ?? device.osVersions.last
        for os in device.osVersions {
            // A generation without a block of its own has the plain figures (shared, not copied).
            guard node["os"]?[os.id] != nil else {
                device.generations[os] = DeviceGeneration(portrait: device.portrait, landscape: device.landscape)
                continue
            }
            let portrait = figures(.portrait, os: os)
            device.generations[os] = DeviceGeneration(portrait: portrait, landscape: rotates ? figures(.landscape, os: os) : portrait)
        }
        return withPostures(device, node: node, document: document, extendsChain: extendsChain)
    }

    /// A foldable (`postures:`): each posture's section merged over the device's other keys and
    /// decoded as a device of its own; the result is the default posture's, carrying all of them.
    private static func withPostures(_ device: DeviceProfile, node: YAMLNode, document: ProfileDocument, extendsChain: [String]) -> DeviceProfile {
        guard let pairs = node["postures"]?.mapping, !pairs.isEmpty, let all = node.mapping else { return device }
        let base = YAMLNode(content: .mapping(all.filter { $0.name != "postures" && $0.name != "defaultPosture" }), mark: node.mark)
        var variants: [String: DeviceProfile] = [:]
        for pair in pairs where pair.value.mapping != nil {
            var variant = decode(TreeMerge.merge(pair.value, over: base), document: document, extendsChain: extendsChain)
            variant.posture = pair.name
            variants[pair.name] = variant
        }
        let names = pairs.map(\.name).filter { variants[$0] != nil }
        let chosen = node["defaultPosture"]?.string.flatMap { variants[$0] != nil ? $0 : nil } ?? names.first
        guard let chosen, var result = variants[chosen] else { return device }
        result.postureNames = names
        result.defaultPosture = chosen
        result.postureProfiles = variants.mapValues { variant in
            var variant = variant
            variant.postureNames = names
            variant.defaultPosture = chosen
            return variant
        }
        return result
    }

    private static func windowThresholds(_ node: YAMLNode) -> WindowSizeClassThresholds {
        WindowSizeClassThresholds(
            regularWidthFrom: node["regularWidthFrom"]?.number, regularHeightFrom: node["regularHeightFrom"]?.number,
            horizontal: node["horizontal"]?.string.flatMap(SizeClass.init(rawValue:)),
            vertical: node["vertical"]?.string.flatMap(SizeClass.init(rawValue:)))
    }

    private static func sizeClass(_ node: YAMLNode?) -> SizeClass? {
        node?.string.flatMap(SizeClass.init(rawValue:))
    }

    /// The size class, its origin recorded under `key`.
    private static func sizeClass(_ node: YAMLNode?, _ origins: inout [FigureKey: ProfileOrigin], _ key: FigureKey) -> SizeClass? {
        guard let node, let value = sizeClass(node) else { return nil }
        origins[key] = node.mark.origin
        return value
    }

    /// Every metric name a device or platform tree defines, at the top level or per orientation.
    static func metricNames(in node: YAMLNode) -> Set<String> {
        var names = Set((node["metrics"]?.mapping ?? []).map(\.name))
        for orientation in Orientation.allCases {
            names.formUnion((node[orientation.rawValue]?["metrics"]?.mapping ?? []).map(\.name))
        }
        for block in node["os"]?.mapping ?? [] where block.value.mapping != nil && block.name != "versions" {
            names.formUnion(metricNames(in: block.value))
        }
        return names
    }
}
