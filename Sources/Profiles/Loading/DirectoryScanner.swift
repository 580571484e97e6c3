import Foundation

/// Finds the profile files of one search-path directory: the YAML files of its `Containers/`
/// subfolder (container kinds), `Devices/` subfolder (devices and platforms) and `Views/`
/// subfolder (view kinds) or, when it has none of them, the YAML files directly in it. Hidden files are skipped.
struct DirectoryScanner {
    enum Placement: Sendable, Hashable {
        /// Directly in the directory: the file's keys tell what it is.
        case loose
        case containers
        case devices
        case views
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
                diagnostics.append(ProfileDiagnostic(file: directory, line: 1, column: 1, message: "profile directory does not exist", id: ProfileMessages.unreadable))
            }
            return ([], diagnostics)
        case .failure(let failure):
            diagnostics.append(ProfileDiagnostic(file: directory, line: 1, column: 1, message: "cannot read profile directory: \(failure.text)", id: ProfileMessages.unreadable))
            return ([], diagnostics)
        case .success(let info) where !info.isDirectory:
            diagnostics.append(ProfileDiagnostic(file: directory, line: 1, column: 1, message: "not a directory; --profiles and FRAMELAB_PATH name directories", id: ProfileMessages.unreadable))
            return ([], diagnostics)
        case .success:
            break
        }
        var folders: [(String, Placement)] = []
        for (name, placement) in [("Containers", Placement.containers), ("Devices", .devices), ("Views", .views)] {
            let folder = FileSystem.join(directory, name)
            switch FileSystem.status(folder) {
            case .failure(.missing): continue
            case .failure(let failure):
                diagnostics.append(ProfileDiagnostic(file: folder, line: 1, column: 1, message: "cannot read profile directory: \(failure.text)", id: ProfileMessages.unreadable))
                folders.append((folder, placement))
            case .success(let info) where !info.isDirectory: continue
            case .success: folders.append((folder, placement))
            }
        }
        // A directory organised in subfolders (such as the repository root) may hold other YAML
        // files of its own; loose files count only where there are no subfolders.
        // A folder named like one of them (`framelab profiles validate Views`) holds that kind.
        if folders.isEmpty {
            let own = ["Containers": Placement.containers, "Devices": .devices, "Views": .views]
            folders = [(directory, own[(directory as NSString).lastPathComponent] ?? .loose)]
        }
        for (folder, placement) in folders {
            guard FileSystem.isDirectory(folder) else { continue }
            switch FileSystem.contents(of: folder) {
            case .failure(let failure):
                diagnostics.append(ProfileDiagnostic(file: folder, line: 1, column: 1, message: "cannot read profile directory: \(failure.text)", id: ProfileMessages.unreadable))
            case .success(let names):
                for name in names where !name.hasPrefix(".") && yamlExtensions.contains(where: { name.hasSuffix($0) }) {
                    candidates.append(Candidate(path: FileSystem.join(folder, name), placement: placement))
                }
            }
        }
        return (candidates, diagnostics)
    }
}
