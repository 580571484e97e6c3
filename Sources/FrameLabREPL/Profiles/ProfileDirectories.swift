import Foundation
import Profiles

/// Where profiles are read from: the shipped `Containers/` and `Devices/` (found beside the
/// executable or above it, as in a source checkout), `$XDG_CONFIG_HOME/framelab/profiles`, then each
/// `--profiles DIR`; later directories override earlier ones by id.
public enum ProfileDirectories {
    public static func standard(executablePath: String, environment: [String: String], commandLineDirectories: [String]) -> ProfileSearchPath {
        var directories: [String] = []
        if let shipped = shippedRoot(executablePath: executablePath) {
            directories += ["Containers", "Devices"].map { shipped.appendingPathComponent($0).path }
        }
        let configHome = environment["XDG_CONFIG_HOME"].flatMap { $0.isEmpty ? nil : $0 }
            ?? (environment["HOME"] ?? NSHomeDirectory()) + "/.config"
        let user = configHome + "/framelab/profiles"
        if FileManager.default.fileExists(atPath: user) { directories.append(user) }
        directories += commandLineDirectories
        return ProfileSearchPath(directories: directories)
    }

    /// The nearest directory at or above the executable's (or `share/framelab` beside an installed
    /// `bin/`) that has a `Devices` folder.
    static func shippedRoot(executablePath: String) -> URL? {
        var directory = URL(fileURLWithPath: executablePath).resolvingSymlinksInPath().deletingLastPathComponent()
        for _ in 0..<8 {
            for candidate in [directory, directory.appendingPathComponent("share/framelab")] {
                var isDirectory: ObjCBool = false
                if FileManager.default.fileExists(atPath: candidate.appendingPathComponent("Devices").path, isDirectory: &isDirectory),
                   isDirectory.boolValue {
                    return candidate
                }
            }
            let parent = directory.deletingLastPathComponent()
            if parent.path == directory.path { break }
            directory = parent
        }
        return nil
    }
}
