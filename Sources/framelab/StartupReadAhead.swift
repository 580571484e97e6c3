import FrameLabApplication
import Profiles

/// The standard profiles, read ahead from the start of the process for the subcommands that load
/// them before anything else: they load on another core while the arguments are parsed. Which
/// subcommand it is, is only a hint here (the first argument); the arguments are parsed as ever,
/// and a command whose search path turns out different (`--profiles DIR`) loads its own.
enum StartupReadAhead {
    private static let subcommands: Set<String> = ["eval", "check"]

    static let profiles: ProfileReadAhead? = {
        guard let first = CommandLine.arguments.dropFirst().first, subcommands.contains(first) else { return nil }
        return ProfileReadAhead(searchPath: SessionOptions().searchPath)
    }()

    static func start() { _ = profiles }
}
