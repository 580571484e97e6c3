extension ProfileSearchPath {
    /// The source tree's root, from this file's `#filePath` (`<root>/Sources/Profiles/Model/…`).
    static let sourceTreeRoot: String = {
        var path = #filePath
        for _ in 0..<4 { path = FileSystem.parent(path) }
        return path
    }()

    /// The standard search path: the shipped `Containers/` and `Devices/` (next to the installed
    /// binary: the first ancestor of the executable's directory that holds them or a
    /// `share/framelab`; and the source tree), then `$XDG_CONFIG_HOME/framelab` (default
    /// `~/.config/framelab`), then each entry of `$FRAMELAB_PATH` (colon-separated), then each
    /// `--profiles DIR`. Only a missing `--profiles` directory is an error; the others, like
    /// `$PATH` entries, may be absent.
    public static func standard(executablePath: String, environment: [String: String], commandLineDirectories: [String]) -> ProfileSearchPath {
        var directories: [String] = []
        var optional: Set<String> = []
        var shipped: [String] = []
        if let installed = shippedDirectory(near: executablePath) { shipped.append(installed) }
        shipped.append(sourceTreeRoot)
        var seen: Set<String> = []
        for directory in shipped where isProfileRoot(directory) {
            let canonical = FileSystem.realPath(directory) ?? directory
            if seen.insert(canonical).inserted {
                directories.append(directory)
                optional.insert(directory)
            }
        }
        let configHome: String? = {
            if let xdg = environment["XDG_CONFIG_HOME"], !xdg.isEmpty { return xdg }
            return environment["HOME"].map { FileSystem.join($0, ".config") }
        }()
        if let configHome {
            let directory = FileSystem.join(configHome, "framelab")
            directories.append(directory)
            optional.insert(directory)
        }
        for entry in (environment["FRAMELAB_PATH"] ?? "").split(separator: ":") where !entry.isEmpty {
            directories.append(String(entry))
            optional.insert(String(entry))
        }
        directories += commandLineDirectories
        var path = ProfileSearchPath(directories: directories, optionalDirectories: optional)
        path.limits = ProfileLimits(environment: environment)
        return path
    }

    /// Walks up from the executable's directory (`.build/debug/framelab` → the repository;
    /// `<prefix>/bin/framelab` → `<prefix>/share/framelab`).
    static func shippedDirectory(near executablePath: String) -> String? {
        let resolved = FileSystem.realPath(executablePath) ?? executablePath
        var directory = FileSystem.parent(resolved)
        while true {
            if isProfileRoot(directory) { return directory }
            let share = FileSystem.join(directory, "share/framelab")
            if isProfileRoot(share) { return share }
            let parent = FileSystem.parent(directory)
            if parent == directory { return nil }
            directory = parent
        }
    }

    static func isProfileRoot(_ directory: String) -> Bool {
        ["Containers", "Devices", "Views"].contains { FileSystem.isDirectory(FileSystem.join(directory, $0)) }
    }
}
