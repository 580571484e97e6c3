import Foundation
import Profiles

/// What `framelab --version` prints: the version, then each directory profiles are read from,
/// in order, and whether it is there (`framelab profiles list` shows what they hold).
public enum VersionReport {
    public static func text(options: SessionOptions = SessionOptions()) -> String {
        let executable = SessionOptions.executableURL(options.executablePath)
        let shipped = ProfileSearchPath.shippedProfiles(executablePath: executable)
        var lines = ["framelab \(FrameLabVersion.string)", "profiles, read in this order (later ones override):"]
        if shipped == nil { lines.append("  no shipped profiles found near \(executable) (install with `make install`)") }
        for directory in options.searchPath.directories {
            var isDirectory: ObjCBool = false
            let present = FileManager.default.fileExists(atPath: directory, isDirectory: &isDirectory) && isDirectory.boolValue
            lines.append("  \(directory)" + (directory == shipped ? " (shipped)" : "") + (present ? "" : " (absent)"))
        }
        return lines.joined(separator: "\n")
    }
}
