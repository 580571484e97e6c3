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

    @Option(help: ArgumentHelp("A plain window (no safe area, no bars), overriding the device.", valueName: "WIDTHxHEIGHT"))
    var window: WindowArgument?

    @Option(help: "The NavigationSplitView column shown on a compact device.")
    var column: ColumnArgument?

    @Option(help: ArgumentHelp("The OS generation whose figures apply (ios17, ios18, ios26, macos15, …); default: the device's newest.", valueName: "os"),
            completion: .list(OperatingSystem.knownIDs), transform: { name in try OperatingSystem.named(name) })
    var os: OperatingSystem?

    @Option(name: .customLong("profiles"), help: ArgumentHelp("A directory of profiles read after the shipped ones (repeatable).", valueName: "dir"),
            completion: .directory)
    var profileDirectories: [String] = []

    @Option(help: "Colour: auto colours a terminal unless NO_COLOR is set.")
    var color: ColorArgument = .auto

    var sessionOptions: SessionOptions {
        SessionOptions(
            deviceID: device, orientation: orientation?.value,
            window: window.map { .size(width: $0.size.width, height: $0.size.height) },
            column: column?.value, os: os, profileDirectories: profileDirectories,
            color: SessionOptions.ColorChoice(rawValue: color.rawValue) ?? .auto)
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
    var size: WindowSize
    init?(argument: String) {
        guard let size = WindowSize(parsing: argument) else { return nil }
        self.size = size
    }
}
