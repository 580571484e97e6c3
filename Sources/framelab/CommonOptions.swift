import ArgumentParser
import FrameLabApplication
import Foundation
import LayoutCore
import Profiles

/// Options every subcommand takes: where to lay out, which profiles, and colour.
struct CommonOptions: ParsableArguments {
    @Option(help: ArgumentHelp("Device profile id (see `framelab profiles list`).", valueName: "id"),
            completion: .custom { _, _, _ in CommonOptions.deviceIDs() })
    var device: String?

    @Option(help: "The device orientation.")
    var orientation: OrientationArgument?

    @Option(help: ArgumentHelp("A window of the device's platform (no safe area, no bars; the device's OS, text, list and control metrics; on an iPad its size classes follow its size; on an iPhone on ios27 it is a resizable iPhone window, compact width at every width), plain:WIDTHxHEIGHT for a window of no platform, or a named window of the device (split-1/2, half, ipad-pro-11-half, …).", valueName: "WIDTHxHEIGHT|plain:WxH|name"))
    var window: WindowArgument?

    @Option(help: "The NavigationSplitView column shown on a compact device.")
    var column: ColumnArgument?

    @Option(help: ArgumentHelp("The OS generation whose figures apply (ios17, ios18, ios26, ios27 or ipados27, macos15, macos27, …); default: the device's newest. With --matrix: a list, or all.", valueName: "os"),
            completion: .list(OperatingSystem.knownIDs), transform: { text in try AxisArgument.parse(text) { name throws(ProfileError) in try OperatingSystem.named(name) } })
    var os: AxisArgument<OperatingSystem>?

    @Option(help: ArgumentHelp("A foldable's posture: folded (the outer display) or open (the inner display); default: the device's default posture. A device that does not fold has none. With --matrix: a list, or all.", valueName: "posture"),
            completion: .list(["folded", "open"]), transform: { text in AxisArgument.parse(text) { $0 } })
    var posture: AxisArgument<String>?

    @Option(name: .customLong("dynamic-type"), help: ArgumentHelp("The content size category: xSmall … xxxLarge, AX1 … AX5 (default large). With --matrix: a list, or all.", valueName: "size"),
            completion: .list(DynamicTypeSize.allCases.map(\.shortName)),
            transform: { text in try AxisArgument.parse(text, all: DynamicTypeSize.allCases) { name throws(CommandError) in try SessionSettings.dynamicTypeSize(named: name) } })
    var dynamicType: AxisArgument<DynamicTypeSize>?

    @Option(name: [.customLong("layout-direction"), .customLong("direction")], help: ArgumentHelp("ltr or rtl (default ltr). With --matrix: ltr,rtl or all.", valueName: "direction"),
            completion: .list(["ltr", "rtl"]),
            transform: { text in try AxisArgument.parse(text, all: LayoutDirection.allCases) { name throws(CommandError) in try SessionSettings.layoutDirection(named: name) } })
    var layoutDirection: AxisArgument<LayoutDirection>?

    @Option(name: .customLong("profiles"), help: ArgumentHelp("A directory of profiles read after the shipped ones (repeatable).", valueName: "dir"),
            completion: .directory)
    var profileDirectories: [String] = []

    @Option(help: "Colour: auto colours a terminal unless NO_COLOR is set.")
    var color: ColorArgument = .auto

    var sessionOptions: SessionOptions {
        var options = SessionOptions(
            deviceID: device, orientation: orientation?.value,
            window: window?.selection,
            column: column?.value, os: os?.single, profileDirectories: profileDirectories,
            color: SessionOptions.ColorChoice(rawValue: color.rawValue) ?? .auto)
        options.posture = posture?.single
        options.readAhead = StartupReadAhead.profiles
        if let size = dynamicType?.single { options.settings.dynamicTypeSize = size }
        if let direction = layoutDirection?.single { options.settings.layoutDirection = direction }
        return options
    }

    /// The options given as a list or `all`, which only `eval --matrix` takes.
    var listedAxes: [String] {
        [os.map { ("--os", $0.isList) }, posture.map { ("--posture", $0.isList) }, dynamicType.map { ("--dynamic-type", $0.isList) }, layoutDirection.map { ("--layout-direction", $0.isList) }]
            .compactMap { $0 }.filter(\.1).map(\.0)
    }

    /// Refuses lists where one value is needed.
    func requireSingleValues(_ command: String) throws {
        if let flag = listedAxes.first { throw ValidationError("\(flag) takes a list or all only with eval --matrix, not with \(command)") }
    }

    @Sendable static func deviceIDs() -> [String] {
        ProfileState(searchPath: SessionOptions().searchPath).registry.devices.keys.sorted()
    }
}

/// One value, a comma-separated list, or `all` (nil values: each device's own, for `--os all`).
struct AxisArgument<Value: Sendable>: Sendable {
    var values: [Value]?

    var isList: Bool { values?.count != 1 }
    var single: Value? { values?.count == 1 ? values?.first : nil }

    static func parse<Failure: Error>(_ text: String, all: [Value]? = nil, _ one: (String) throws(Failure) -> Value) throws(Failure) -> AxisArgument {
        if text == "all" { return AxisArgument(values: all) }
        var values: [Value] = []
        for item in text.split(separator: ",") { values.append(try one(item.trimmingCharacters(in: .whitespaces))) }
        return AxisArgument(values: values)
    }
}

enum OrientationArgument: String, ArgumentChoice {
    case portrait, landscape
    var value: Orientation { self == .portrait ? .portrait : .landscape }
}

enum ColumnArgument: String, ArgumentChoice {
    case sidebar, content, detail
    var value: SplitColumn { SplitColumn(rawValue: rawValue)! }
}

enum ColorArgument: String, ArgumentChoice {
    case auto, always, never
}

struct WindowArgument: ExpressibleByArgument {
    var selection: WindowSelection
    init?(argument: String) {
        if let window = WindowSize.selection(parsing: argument) {
            selection = window
        } else if !argument.isEmpty, !argument.contains(where: \.isWhitespace), !WindowSize.isWrittenAsSize(argument) {
            selection = .named(argument)
        } else {
            return nil
        }
    }
}
