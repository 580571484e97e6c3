/// Finds the profile files of one search-path directory: YAML files in it, in its `Containers/`
/// subfolder (container kinds) and in its `Devices/` subfolder (devices and platforms).
struct DirectoryScanner {
    enum Placement: Sendable, Hashable {
        /// Directly in the directory: the file's keys tell what it is.
        case loose
        case containers
        case devices
    }

    struct Candidate: Sendable, Hashable {
        var path: String
        var placement: Placement
    }

    static let yamlExtensions = [".yaml", ".yml"]

    /// The candidates, sorted by path within each folder, and any problem reading the folders.
    static func scan(_ directory: String, optional: Bool) -> (candidates: [Candidate], diagnostics: [ProfileDiagnostic]) {
        var candidates: [Candidate] = []
        var diagnostics: [ProfileDiagnostic] = []
        switch FileSystem.status(directory) {
        case .failure(.missing):
            if !optional {
                diagnostics.append(ProfileDiagnostic(file: directory, line: 1, column: 1, message: "profile directory does not exist"))
            }
            return ([], diagnostics)
        case .failure(let failure):
            diagnostics.append(ProfileDiagnostic(file: directory, line: 1, column: 1, message: "cannot read profile directory: \(failure.text)"))
            return ([], diagnostics)
        case .success(let info) where !info.isDirectory:
            diagnostics.append(ProfileDiagnostic(file: directory, line: 1, column: 1, message: "not a directory; --profiles and FRAMELAB_PATH name directories"))
            return ([], diagnostics)
        case .success:
            break
        }
        let folders: [(String, Placement)] = [
            (directory, .loose),
            (FileSystem.join(directory, "Containers"), .containers),
            (FileSystem.join(directory, "Devices"), .devices),
        ]
        for (folder, placement) in folders {
            if placement != .loose {
                switch FileSystem.status(folder) {
                case .failure(.missing): continue
                case .failure(let failure):
                    diagnostics.append(ProfileDiagnostic(file: folder, line: 1, column: 1, message: "cannot read profile directory: \(failure.text)"))
                    continue
                case .success(let info) where !info.isDirectory: continue
                case .success: break
                }
            }
            switch FileSystem.contents(of: folder) {
            case .failure(let failure):
                diagnostics.append(ProfileDiagnostic(file: folder, line: 1, column: 1, message: "cannot read profile directory: \(failure.text)"))
            case .success(let names):
                for name in names where yamlExtensions.contains(where: { name.hasSuffix($0) }) {
                    candidates.append(Candidate(path: FileSystem.join(folder, name), placement: placement))
                }
            }
        }
        return (candidates, diagnostics)
    }
}
