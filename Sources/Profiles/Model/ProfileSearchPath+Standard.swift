extension ProfileSearchPath {
    /// The source tree's root, from this file's `#filePath` (`<root>/Sources/Profiles/Model/…`).
    static let sourceTreeRoot: String = {
        var path = #filePath
        for _ in 0..<4 { path = FileSystem.parent(path) }
        return path
    }()

    /// The standard search path: the shipped `Containers/` and `Devices/` (next to the installed
    /// binary: the first ancestor of the executable's directory that holds them or a
    /// `share/framelab`; or, when there is none, the source tree it was built from), then `$XDG_CONFIG_HOME/framelab` (default
    /// `~/.config/framelab`), then each entry of `$FRAMELAB_PATH` (colon-separated), then each
    /// `--profiles DIR`. Only a missing `--profiles` directory is an error; the others, like
    /// `$PATH` entries, may be absent.
    public static func standard(executablePath: String, environment: [String: String], commandLineDirectories: [String]) -> ProfileSearchPath {
        var directories: [String] = []
        var optional: Set<String> = []
        // The copy next to the binary (an install's `share/framelab`, or the repository a
        // `.build` binary sits in); the source tree it was built from only when there is none, so
        // an installed binary never also reads the tree it was built in (every profile twice).
        let shipped = shippedDirectory(near: executablePath) ?? sourceTreeRoot
        if isProfileRoot(shipped) {
            directories.append(shipped)
            optional.insert(shipped)
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

    /// The shipped profiles the standard search path starts with for `executablePath`, if any.
    public static func shippedProfiles(executablePath: String) -> String? {
        let shipped = shippedDirectory(near: executablePath) ?? sourceTreeRoot
        return isProfileRoot(shipped) ? shipped : nil
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
