#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// The few POSIX file operations the loader needs, with errors as readable text.
enum FileSystem {
    struct Status: Sendable, Hashable {
        var isDirectory: Bool
        var isRegularFile: Bool
        var size: Int
        var modified: Double
    }

    enum Failure: Error, Sendable, Hashable {
        case missing
        case symlinkLoop
        case other(String)

        var text: String {
            switch self {
            case .missing: "no such file or directory"
            case .symlinkLoop: "symbolic link loop"
            case .other(let message): message
            }
        }

        /// The failure an `errno` from a call on a path stands for; `missingCodes` are the codes
        /// that mean the path is not there (`stat` also counts `ENOTDIR`).
        init(errno code: Int32, missingCodes: Set<Int32> = [ENOENT]) {
            if missingCodes.contains(code) {
                self = .missing
            } else if code == ELOOP {
                self = .symlinkLoop
            } else {
                self = .other(FileSystem.errorText(code))
            }
        }
    }

    static func errorText(_ code: Int32) -> String {
        String(cString: strerror(code))
    }

    static func status(_ path: String) -> Result<Status, Failure> {
        var info = stat()
        guard stat(path, &info) == 0 else { return .failure(Failure(errno: errno, missingCodes: [ENOENT, ENOTDIR])) }
        let mode = info.st_mode & S_IFMT
        #if canImport(Darwin)
        let modified = Double(info.st_mtimespec.tv_sec) + Double(info.st_mtimespec.tv_nsec) / 1e9
        #else
        let modified = Double(info.st_mtim.tv_sec) + Double(info.st_mtim.tv_nsec) / 1e9
        #endif
        return .success(Status(isDirectory: mode == S_IFDIR, isRegularFile: mode == S_IFREG, size: Int(info.st_size), modified: modified))
    }

    static func exists(_ path: String) -> Bool {
        if case .success = status(path) { return true }
        return false
    }

    static func isDirectory(_ path: String) -> Bool {
        if case .success(let info) = status(path) { return info.isDirectory }
        return false
    }

    /// Entry names of a directory, sorted, without `.` and `..`.
    static func contents(of directory: String) -> Result<[String], Failure> {
        guard let handle = opendir(directory) else { return .failure(Failure(errno: errno)) }
        defer { closedir(handle) }
        var names: [String] = []
        while let entry = readdir(handle) {
            let name = withUnsafePointer(to: entry.pointee.d_name) { pointer in
                pointer.withMemoryRebound(to: CChar.self, capacity: Int(NAME_MAX) + 1) { String(cString: $0) }
            }
            if name != "." && name != ".." { names.append(name) }
        }
        return .success(names.sorted())
    }

    /// At most `limit` + 1 bytes of a file (so a caller can tell it was too big), read in chunks.
    static func read(_ path: String, limit: Int) -> Result<[UInt8], Failure> {
        guard let file = fopen(path, "rb") else { return .failure(Failure(errno: errno)) }
        defer { fclose(file) }
        var bytes: [UInt8] = []
        // Not zero-filled: `fread` writes the bytes that are then copied.
        let chunkSize = 64 * 1024
        var chunk = [UInt8](unsafeUninitializedCapacity: chunkSize) { _, count in count = chunkSize }
        while bytes.count <= limit {
            let wanted = min(chunk.count, limit + 1 - bytes.count)
            let count = chunk.withUnsafeMutableBytes { fread($0.baseAddress, 1, wanted, file) }
            bytes += chunk[..<count]
            if count < wanted {
                if ferror(file) != 0 { return .failure(.other(errorText(errno))) }
                break
            }
        }
        return .success(bytes)
    }

    /// The canonical path, or nil when it cannot be resolved.
    static func realPath(_ path: String) -> String? {
        guard let resolved = realpath(path, nil) else { return nil }
        defer { free(resolved) }
        return String(cString: resolved)
    }

    static func join(_ directory: String, _ name: String) -> String {
        directory.hasSuffix("/") ? directory + name : directory + "/" + name
    }

    static func parent(_ path: String) -> String {
        var trimmed = path
        while trimmed.count > 1 && trimmed.hasSuffix("/") { trimmed.removeLast() }
        guard let slash = trimmed.lastIndex(of: "/") else { return "." }
        let parent = String(trimmed[..<slash])
        return parent.isEmpty ? "/" : parent
    }
}
