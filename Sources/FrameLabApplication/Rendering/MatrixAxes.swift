import LayoutCore
import Profiles

/// What `:matrix` and `eval --matrix` vary: devices, orientations, OS generations, Dynamic Type
/// sizes, layout directions and windows. An axis left out keeps the session's value (devices and
/// orientations: every one).
public struct MatrixAxes: Sendable, Hashable {
    public enum Devices: Sendable, Hashable {
        case all, phones, pads
        case list([String])
    }

    public enum OperatingSystems: Sendable, Hashable {
        /// Each device's default (or the session's choice where the device runs it).
        case session
        /// Every generation each device runs.
        case each
        case list([OperatingSystem])
    }

    public var devices: Devices = .all
    public var orientations: [Orientation]?
    public var os: OperatingSystems = .session
    public var dynamicTypeSizes: [DynamicTypeSize]?
    public var directions: [LayoutDirection]?
    public var windows: [WindowSelection]?
    /// Postures of a foldable (`folded`, `open`); nil: every posture of each foldable. Devices
    /// without postures are laid out once.
    public var postures: [String]?

    public init() {}

    private init(devices: Devices) { self.devices = devices }

    /// The axis flags, for help and errors.
    public static let flags = ["--devices", "--orientations", "--os", "--dynamic-type", "--direction", "--windows", "--postures"]

    /// Parses `--devices phones --dynamic-type all …` (as `:matrix` takes them).
    public init(arguments words: [String]) throws(CommandError) {
        var index = 0
        while index < words.count {
            let flag = words[index]
            guard index + 1 < words.count else { throw CommandError("\(flag) needs a value") }
            try set(flag, words[index + 1])
            index += 2
        }
    }

    /// Sets one axis from its flag and comma-separated value.
    public mutating func set(_ flag: String, _ value: String) throws(CommandError) {
        let items = value.split(separator: ",").map { String($0).trimmingCharacters(in: .whitespaces) }.filter { !$0.isEmpty }
        guard !items.isEmpty else { throw CommandError("\(flag) needs a value") }
        switch flag {
        case "--devices", "--device":
            switch value {
            case "all": devices = .all
            case "phones": devices = .phones
            case "pads": devices = .pads
            default: devices = .list(items)
            }
        case "--orientations", "--orientation":
            orientations = try items.map { word throws(CommandError) in try CommandInterpreter.orientation(word) }
        case "--os":
            if value == "all" || value == "each" {
                os = .each
            } else {
                var list: [OperatingSystem] = []
                for item in items {
                    do { list.append(try OperatingSystem.named(item)) } catch { throw CommandError(error.message) }
                }
                os = .list(list)
            }
        case "--dynamic-type":
            dynamicTypeSizes = value == "all"
                ? DynamicTypeSize.allCases
                : try items.map { name throws(CommandError) in try SessionSettings.dynamicTypeSize(named: name) }
        case "--direction", "--layout-direction":
            directions = value == "all" || value == "both"
                ? LayoutDirection.allCases
                : try items.map { name throws(CommandError) in try SessionSettings.layoutDirection(named: name) }
        case "--postures", "--posture":
            postures = value == "all" ? nil : items
        case "--windows", "--window":
            windows = try items.map { item throws(CommandError) in
                if item == "default" || item == "none" { return nil }
                if let window = WindowSize.selection(parsing: item) { return window }
                if WindowSize.isWrittenAsSize(item) { throw CommandError("--windows: \(WindowSize.usage), not '\(item)'") }
                return .named(item)
            }.compactMap { $0 }
        default:
            let hint = NameSuggestion.hint(for: flag, in: Self.flags)
            throw CommandError("unknown matrix axis '\(flag)'\(hint) (axes: \(Self.flags.joined(separator: ", ")))")
        }
    }

    /// The device ids the axis selects, in registry order; unknown ids are an error with a suggestion.
    func deviceIDs(in registry: ProfileRegistry) throws(CommandError) -> [String] {
        switch devices {
        case .all: return registry.deviceIDs
        case .phones: return registry.deviceIDs.filter { registry.devices[$0]?.idiom == .phone }
        case .pads: return registry.deviceIDs.filter { registry.devices[$0]?.idiom == .pad }
        case .list(let words):
            var ids: [String] = []
            for word in words {
                let group: Devices? = switch word { case "all": .all; case "phones": .phones; case "pads": .pads; default: nil }
                if let group {
                    ids += try Self(devices: group).deviceIDs(in: registry)
                } else if registry.devices[word] != nil {
                    ids.append(word)
                } else {
                    let hint = NameSuggestion.hint(for: word, in: registry.deviceIDs + ["all", "phones", "pads"])
                    throw CommandError("unknown device '\(word)'\(hint) (:devices lists them)")
                }
            }
            var seen = Set<String>()
            return ids.filter { seen.insert($0).inserted }
        }
    }

    /// The postures to lay `device` out in: nil for a device that does not fold.
    func postures(for device: DeviceProfile) -> [String?] {
        guard !device.postureNames.isEmpty else { return [nil] }
        return (postures ?? device.postureNames).filter(device.postureNames.contains)
    }

    /// The generations to lay `device` out on.
    func operatingSystems(for device: DeviceProfile, session: OperatingSystem?) -> [OperatingSystem?] {
        switch os {
        case .session:
            return [session.flatMap { device.osVersions.contains($0) ? $0 : nil }]
        case .each:
            return device.osVersions.isEmpty ? [nil] : device.osVersions
        case .list(let wanted):
            return wanted.filter { device.osVersions.contains($0) }
        }
    }
}
