import LayoutCore
import Profiles

/// The layouts `framelab check` tries: devices × postures × orientations × OS generations ×
/// windows × Dynamic Type sizes. The default is every phone and pad (a foldable in each of its
/// postures), both orientations, the default OS, the full screen, the default size and AX3.
struct CheckMatrix: Sendable {
    struct Layout: Sendable, Hashable {
        var selection: DeviceSelection
        var dynamicType: DynamicTypeSize?

        /// `iphone-se-3 landscape AX3`, `iphone-duo open portrait`, `iphone-17 portrait ios27 900x600`.
        var label: String {
            var words = [selection.deviceID]
            if let posture = selection.posture { words.append(posture) }
            words.append(selection.orientation.rawValue)
            if let os = selection.os { words.append(os.id) }
            if case .size(let width, let height)? = selection.window { words.append("\(formatLength(width))x\(formatLength(height))") }
            if let dynamicType { words.append(dynamicType.shortName) }
            return words.joined(separator: " ")
        }
    }

    var devices: [String]
    var orientations: [Orientation]
    var dynamicTypes: [DynamicTypeSize?]
    /// OS generations named (`ios27`); empty: each device's default. A device that does not run
    /// one is left out of that generation's layouts.
    var operatingSystems: [OperatingSystem] = []
    /// Free-form windows named (`900x600`); empty: the full screen.
    var windows: [WindowSelection] = []
    /// Postures named (`folded`, `open`); empty: every posture of a foldable. Devices without
    /// postures are laid out once whatever is named.
    var postures: [String] = []
    /// Each device's postures and OS generations (filled by `parse` from the registry).
    var postureNames: [String: [String]] = [:]
    var osVersions: [String: [OperatingSystem]] = [:]

    var layouts: [Layout] {
        devices.flatMap { device -> [Layout] in
            let own = postureNames[device] ?? []
            let postures: [String?] = own.isEmpty ? [nil] : (postures.isEmpty ? own : postures.filter(own.contains))
            let systems: [OperatingSystem?] = operatingSystems.isEmpty ? [nil] : operatingSystems.filter { (osVersions[device] ?? []).contains($0) }
            let windows: [WindowSelection?] = self.windows.isEmpty ? [nil] : self.windows
            return postures.flatMap { posture in
                orientations.flatMap { orientation in
                    systems.flatMap { os in
                        windows.flatMap { window in
                            dynamicTypes.map {
                                Layout(selection: DeviceSelection(deviceID: device, orientation: orientation, window: window, os: os, posture: posture), dynamicType: $0)
                            }
                        }
                    }
                }
            }
        }
    }

    /// `--matrix` words, comma separated: device ids, `phones`, `pads`, `all`, `portrait`,
    /// `landscape`, `default`, Dynamic Type sizes (`large`, `AX3`, …), OS generations (`ios27`),
    /// windows (`900x600`) and postures (`folded`, `open`). An axis not named keeps its default.
    static func parse(_ text: String?, registry: ProfileRegistry) throws(CommandError) -> CheckMatrix {
        var deviceWords: [String] = []
        var orientations: [Orientation] = []
        var dynamicTypes: [DynamicTypeSize?] = []
        var systems: [OperatingSystem] = []
        var windows: [WindowSelection] = []
        var postures: [String] = []
        let knownPostures = Set(registry.devices.values.flatMap(\.postureNames))
        for word in (text ?? "").split(whereSeparator: { $0 == "," || $0.isWhitespace }).map(String.init) {
            if let os = OperatingSystem(id: word), word.lowercased().first != "d" {
                systems.append(os)
            } else if knownPostures.contains(word) {
                postures.append(word)
            } else if let size = WindowSize(parsing: word) {
                windows.append(.size(width: size.width, height: size.height))
            } else if let orientation = Orientation(rawValue: word) {
                orientations.append(orientation)
            } else if word == "default" {
                dynamicTypes.append(nil)
            } else if let size = DynamicTypeSize(name: word) ?? DynamicTypeSize.allCases.first(where: { $0.shortName.lowercased() == word.lowercased() }) {
                dynamicTypes.append(size)
            } else {
                deviceWords.append(word)
            }
        }
        let devices = try RepeatBlock.devices(deviceWords.isEmpty ? ["phones", "pads"] : deviceWords, registry: registry)
        var matrix = CheckMatrix(
            devices: devices,
            orientations: orientations.isEmpty ? Orientation.allCases : orientations,
            dynamicTypes: dynamicTypes.isEmpty ? [nil, .accessibility3] : dynamicTypes,
            operatingSystems: systems, windows: windows, postures: postures)
        for id in devices {
            guard let device = try? registry.device(id) else { continue }
            matrix.postureNames[id] = device.postureNames
            matrix.osVersions[id] = device.osVersions
        }
        return matrix
    }
}
