import Foundation
@testable import Profiles

/// The repository root, from this file's path (`<root>/Tests/ProfilesTests/TestSupport.swift`).
let repositoryRoot: String = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent().path

/// A fresh temporary directory, removed when the value is released.
final class TemporaryDirectory: @unchecked Sendable {
    let path: String

    init() {
        path = FileManager.default.temporaryDirectory.appendingPathComponent("framelab-profiles-\(UUID().uuidString)").path
        try! FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
    }

    deinit { try? FileManager.default.removeItem(atPath: path) }

    /// Writes `text` to `name` (relative, subfolders created) and returns the full path.
    @discardableResult
    func write(_ name: String, _ text: String) -> String {
        write(name, bytes: Array(text.utf8))
    }

    @discardableResult
    func write(_ name: String, bytes: [UInt8]) -> String {
        let file = (path as NSString).appendingPathComponent(name)
        try! FileManager.default.createDirectory(atPath: (file as NSString).deletingLastPathComponent, withIntermediateDirectories: true)
        _ = FileManager.default.createFile(atPath: file, contents: Data(bytes))
        return file
    }

    func sub(_ name: String) -> String {
        let directory = (path as NSString).appendingPathComponent(name)
        try! FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true)
        return directory
    }
}

/// The shipped profiles, loaded once per test.
func loadShipped() -> ProfileLoadResult {
    ProfileRegistry.load(searchPath: ProfileSearchPath(directories: [repositoryRoot]))
}

/// Diagnostics as `file-name:line:col: severity: message` (the directory dropped) for comparison.
func brief(_ diagnostics: [ProfileDiagnostic]) -> [String] {
    diagnostics.map { diagnostic in
        var copy = diagnostic
        copy.file = (diagnostic.file as NSString).lastPathComponent
        return copy.description
    }
}
