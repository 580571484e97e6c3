/// Directories to read, in order (later ones override earlier ones by id).
///
/// A directory holds either `Containers/` and `Devices/` subfolders (a file's folder says what it
/// is) or, with neither subfolder, YAML files directly (a file with `platform` is a platform; one
/// with `strategy`, `viewNames`, … a container kind; one with `screen`, `idiom`, … a device).
public struct ProfileSearchPath: Sendable, Hashable {
    public var directories: [String]
    /// Directories that may be missing without an error (the shipped and XDG folders).
    public var optionalDirectories: Set<String>
    /// Limits on the files read.
    public var limits = ProfileLimits()

    public init(directories: [String]) {
        self.directories = directories
        self.optionalDirectories = []
    }

    public init(directories: [String], optionalDirectories: Set<String>) {
        self.directories = directories
        self.optionalDirectories = optionalDirectories
    }

    /// Paths, modification times and sizes of every profile file, to detect edits cheaply.
    public func fingerprint() -> ProfileFingerprint {
        var stamps: [ProfileFingerprint.Stamp] = []
        for directory in directories {
            let candidates = DirectoryScanner.scan(directory, optional: true).candidates
            stamps.append(ProfileFingerprint.Stamp(path: directory, modified: 0, size: candidates.count))
            for candidate in candidates {
                if case .success(let info) = FileSystem.status(candidate.path) {
                    stamps.append(ProfileFingerprint.Stamp(path: candidate.path, modified: info.modified, size: info.size))
                } else {
                    stamps.append(ProfileFingerprint.Stamp(path: candidate.path, modified: -1, size: -1))
                }
            }
            // Size tables named by view kinds (`sizeTable: Symbols/sf-symbols.yaml`) are not
            // profiles, but editing one must reload the kinds that read it.
            let tables = FileSystem.join(directory, "Views/Symbols")
            if case .success(let names) = FileSystem.contents(of: tables) {
                for name in names.sorted() where name.hasSuffix(".yaml") {
                    let path = FileSystem.join(tables, name)
                    if case .success(let info) = FileSystem.status(path) {
                        stamps.append(ProfileFingerprint.Stamp(path: path, modified: info.modified, size: info.size))
                    }
                }
            }
        }
        return ProfileFingerprint(stamps: stamps)
    }
}
