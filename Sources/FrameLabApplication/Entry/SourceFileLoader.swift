import Foundation
import ViewSyntax

/// Reads the files named on the command line or by `:load`: a file is read as it is, a directory
/// gives every `.swift` file under it (sorted, like the files of a module). The files named first
/// come first, so the first is the primary file whose previews are laid out first.
public enum SourceFileLoader {
    /// The files, or an error naming the path that could not be read.
    public static func load(_ paths: [String]) throws(CommandError) -> [SourceFile] {
        var files: [SourceFile] = []
        var seen = Set<String>()
        for path in paths {
            var isDirectory: ObjCBool = false
            guard FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) else {
                throw CommandError("cannot read \(path): no such file or directory")
            }
            let members = isDirectory.boolValue ? try swiftFiles(under: path) : [path]
            if isDirectory.boolValue, members.isEmpty { throw CommandError("\(path) holds no .swift files") }
            for member in members where seen.insert(URL(fileURLWithPath: member).standardizedFileURL.path).inserted {
                files.append(SourceFile(name: member, text: try TextFile.read(member)))
            }
        }
        return files
    }

    /// Whether `path` is Swift source to translate rather than a script of REPL commands.
    public static func isSource(_ path: String) -> Bool {
        var isDirectory: ObjCBool = false
        let exists = FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory)
        return path.hasSuffix(".swift") || (exists && isDirectory.boolValue)
    }

    /// Most entries a directory walk visits before it stops: `:load /` must not read the disk.
    static let maximumEntries = 20_000
    /// Folders that hold build products or dependencies, not the project's views.
    static let skippedFolders: Set<String> = [".build", ".git", ".swiftpm", "DerivedData", "Pods", "Carthage", "node_modules"]

    private static func swiftFiles(under directory: String) throws(CommandError) -> [String] {
        guard let enumerator = FileManager.default.enumerator(atPath: directory) else { return [] }
        var found: [String] = []
        var visited = 0
        while let relative = enumerator.nextObject() as? String {
            visited += 1
            if visited > maximumEntries {
                throw CommandError("\(directory) has more than \(maximumEntries) entries; name the folder that holds your views")
            }
            let name = (relative as NSString).lastPathComponent
            if skippedFolders.contains(name) || (name.hasPrefix(".") && name.count > 1) {
                enumerator.skipDescendants()
                continue
            }
            if relative.hasSuffix(".swift") { found.append((directory as NSString).appendingPathComponent(relative)) }
        }
        return found.sorted()
    }
}
