import Foundation

/// The source files `serve` shows: the paths given, and the `.swift` files under directories
/// given. A request names a file by its display name and gets it only if it is one of these,
/// so no path (`../`, absolute, symbolic) reaches anything else.
public struct ServedFiles: Sendable {
    public struct File: Sendable, Hashable {
        /// The name pages and requests use (the path as given, or under the directory given).
        public var name: String
        /// The absolute, symlink-resolved path.
        public var path: String
    }

    public private(set) var files: [File]

    /// Fails with a message naming a path that does not exist or holds no Swift file.
    public init(paths: [String]) throws(ServeError) {
        var files: [File] = []
        let manager = FileManager.default
        for given in paths {
            var isDirectory: ObjCBool = false
            guard manager.fileExists(atPath: given, isDirectory: &isDirectory) else {
                throw ServeError("\(given): no such file or directory")
            }
            if isDirectory.boolValue {
                let found = (manager.enumerator(atPath: given)?.compactMap { $0 as? String } ?? [])
                    .filter { $0.hasSuffix(".swift") && !$0.split(separator: "/").contains { $0.hasPrefix(".") } }
                    .sorted()
                if found.isEmpty { throw ServeError("\(given): no .swift files in this directory") }
                for relative in found {
                    let name = given.hasSuffix("/") ? given + relative : given + "/" + relative
                    files.append(File(name: name, path: Self.resolved(name)))
                }
            } else {
                files.append(File(name: given, path: Self.resolved(given)))
            }
        }
        var seen = Set<String>()
        self.files = files.filter { seen.insert($0.path).inserted }
    }

    /// The served file a request names, or nil (anything not served, however spelled).
    public func file(named name: String) -> File? {
        files.first { $0.name == name }
    }

    /// The served file at `path` (as a watcher reports it).
    public func file(atPath path: String) -> File? {
        let resolved = Self.resolved(path)
        return files.first { $0.path == resolved }
    }

    public static func resolved(_ path: String) -> String {
        URL(fileURLWithPath: path).standardizedFileURL.resolvingSymlinksInPath().path
    }
}

/// Why `serve` cannot start.
public struct ServeError: Error, CustomStringConvertible {
    public var description: String
    init(_ description: String) { self.description = description }
}
