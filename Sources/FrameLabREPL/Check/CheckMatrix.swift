import LayoutCore
import Profiles

/// The layouts `framelab check` tries: devices × orientations × Dynamic Type sizes. The default
/// is every phone and pad, both orientations, the default size and AX3.
struct CheckMatrix: Sendable {
    struct Layout: Sendable, Hashable {
        var selection: DeviceSelection
        var dynamicType: DynamicTypeSize?

        /// `iphone-se-3 landscape AX3`.
        var label: String {
            "\(selection.deviceID) \(selection.orientation.rawValue)" + (dynamicType.map { " \($0.shortName)" } ?? "")
        }
    }

    var devices: [String]
    var orientations: [Orientation]
    var dynamicTypes: [DynamicTypeSize?]

    var layouts: [Layout] {
        devices.flatMap { device in
            orientations.flatMap { orientation in
                dynamicTypes.map { Layout(selection: DeviceSelection(deviceID: device, orientation: orientation), dynamicType: $0) }
            }
        }
    }

    /// `--matrix` words, comma separated: device ids, `phones`, `pads`, `all`, `portrait`,
    /// `landscape`, `default` and Dynamic Type sizes (`large`, `AX3`, …). An axis not named keeps
    /// its default.
    static func parse(_ text: String?, registry: ProfileRegistry) throws(CommandError) -> CheckMatrix {
        var deviceWords: [String] = []
        var orientations: [Orientation] = []
        var dynamicTypes: [DynamicTypeSize?] = []
        for word in (text ?? "").split(whereSeparator: { $0 == "," || $0.isWhitespace }).map(String.init) {
            if let orientation = Orientation(rawValue: word) {
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
        return CheckMatrix(
            devices: devices,
            orientations: orientations.isEmpty ? Orientation.allCases : orientations,
            dynamicTypes: dynamicTypes.isEmpty ? [nil, .accessibility3] : dynamicTypes)
    }
}
