import ArgumentParser
import FrameLabREPL
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

    @Option(help: ArgumentHelp("A plain window (no safe area, no bars; on an iPad its size classes follow its size), or a named window of the device (split-1/2, half, …).", valueName: "WIDTHxHEIGHT|name"))
    var window: WindowArgument?

    @Option(help: "The NavigationSplitView column shown on a compact device.")
    var column: ColumnArgument?

    @Option(help: ArgumentHelp("The OS generation whose figures apply (ios17, ios18, ios26, macos15, …); default: the device's newest.", valueName: "os"),
            completion: .list(OperatingSystem.knownIDs), transform: { name in try OperatingSystem.named(name) })
    var os: OperatingSystem?

    @Option(name: .customLong("dynamic-type"), help: ArgumentHelp("The content size category: xSmall … xxxLarge, AX1 … AX5 (default large).", valueName: "size"),
            completion: .list(DynamicTypeSize.allCases.map(\.shortName)), transform: { name in try SessionSettings.dynamicTypeSize(named: name) })
    var dynamicType: DynamicTypeSize?

    @Option(name: .customLong("layout-direction"), help: ArgumentHelp("ltr or rtl (default ltr).", valueName: "direction"),
            completion: .list(["ltr", "rtl"]), transform: { name in try SessionSettings.layoutDirection(named: name) })
    var layoutDirection: LayoutDirection?

    @Option(name: .customLong("profiles"), help: ArgumentHelp("A directory of profiles read after the shipped ones (repeatable).", valueName: "dir"),
            completion: .directory)
    var profileDirectories: [String] = []

    @Option(help: "Colour: auto colours a terminal unless NO_COLOR is set.")
    var color: ColorArgument = .auto

    var sessionOptions: SessionOptions {
        var options = SessionOptions(
            deviceID: device, orientation: orientation?.value,
            window: window?.selection,
            column: column?.value, os: os, profileDirectories: profileDirectories,
            color: SessionOptions.ColorChoice(rawValue: color.rawValue) ?? .auto)
        if let dynamicType { options.settings.dynamicTypeSize = dynamicType }
        if let layoutDirection { options.settings.layoutDirection = layoutDirection }
        return options
    }

    @Sendable static func deviceIDs() -> [String] {
        ProfileState(searchPath: SessionOptions().searchPath).registry.devices.keys.sorted()
    }
}

enum OrientationArgument: String, ExpressibleByArgument, CaseIterable {
    case portrait, landscape
    var value: Orientation { self == .portrait ? .portrait : .landscape }
}

enum ColumnArgument: String, ExpressibleByArgument, CaseIterable {
    case sidebar, content, detail
    var value: SplitColumn { SplitColumn(rawValue: rawValue)! }
}

enum ColorArgument: String, ExpressibleByArgument, CaseIterable {
    case auto, always, never
}

struct WindowArgument: ExpressibleByArgument {
    var selection: WindowSelection
    init?(argument: String) {
        if let size = WindowSize(parsing: argument) {
            selection = .size(width: size.width, height: size.height)
        } else if !argument.isEmpty, !argument.contains(where: \.isWhitespace) {
            selection = .named(argument)
        } else {
            return nil
        }
    }
}
