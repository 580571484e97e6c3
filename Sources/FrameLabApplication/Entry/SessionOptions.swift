import Foundation
import LayoutCore
import Profiles

/// The command line's common options, as `framelab` parsed them.
public struct SessionOptions: Sendable {
    public enum ColorChoice: String, Sendable, CaseIterable {
        case auto, always, never
    }

    public var deviceID: String?
    public var orientation: Orientation?
    public var window: WindowSelection?
    public var column: SplitColumn?
    public var os: OperatingSystem?
    /// A foldable's posture (`--posture folded|open`); nil: its default.
    public var posture: String?
    /// `--dynamic-type` and `--layout-direction`: the session's starting settings.
    public var settings: SessionSettings = SessionSettings()
    /// The axes `eval --matrix` varies.
    public var matrixAxes = MatrixAxes()
    public var profileDirectories: [String]
    public var color: ColorChoice
    public var executablePath: String
    public var environment: [String: String]
    /// The standard profiles, loading since the process started (`eval` takes them from here).
    public var readAhead: ProfileReadAhead?

    public init(
        deviceID: String? = nil, orientation: Orientation? = nil, window: WindowSelection? = nil, column: SplitColumn? = nil,
        os: OperatingSystem? = nil, profileDirectories: [String] = [], color: ColorChoice = .auto,
        executablePath: String = CommandLine.arguments.first ?? "framelab",
        environment: [String: String] = ProcessInfo.processInfo.environment
    ) {
        self.deviceID = deviceID
        self.orientation = orientation
        self.window = window
        self.column = column
        self.os = os
        self.profileDirectories = profileDirectories
        self.color = color
        self.executablePath = executablePath
        self.environment = environment
    }

    public var searchPath: ProfileSearchPath {
        ProfileSearchPath.standard(executablePath: Self.executableURL(executablePath), environment: environment, commandLineDirectories: profileDirectories)
    }

    /// The selection the options ask for, on the default device unless `--device` is given.
    public var selection: DeviceSelection {
        DeviceSelection(
            deviceID: deviceID ?? ProfileRegistry.defaultDeviceID, orientation: orientation ?? .portrait,
            window: window, column: column, os: os, posture: posture)
    }

    /// Whether to colour output written to `descriptor`: `--color`, then `NO_COLOR`, then whether
    /// it is a terminal.
    public func colored(descriptor: Int32) -> Bool {
        switch color {
        case .always: return true
        case .never: return false
        case .auto:
            if let noColor = environment["NO_COLOR"], !noColor.isEmpty { return false }
            if environment["TERM"] == "dumb" { return false }
            return isatty(descriptor) == 1
        }
    }

    public var stateDirectory: StateDirectory { StateDirectory(environment: environment) }

    func makeInterpreter(journal: Journal? = nil) -> CommandInterpreter {
        var interpreter = CommandInterpreter(
            profiles: ProfileState(searchPath: searchPath), state: Session.State(selection: selection, settings: settings),
            terminalColor: colored(descriptor: STDOUT_FILENO), journal: journal)
        interpreter.explicitSelection = PreviewCanvas.Explicit(device: deviceID != nil, orientation: orientation != nil, window: window != nil)
        let environment = environment
        interpreter.terminalColumns = { TerminalWidth.columns(environment: environment) }
        interpreter.editor = ExternalEditor(environment: environment)
        return interpreter
    }

    /// The running executable's path (argv[0] may be a bare name found on PATH).
    static func executableURL(_ argument: String) -> String {
        if argument.contains("/") { return argument }
        return Bundle.main.executablePath ?? argument
    }
}
