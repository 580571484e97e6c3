import Foundation

/// Writes a whole file or nothing: the text goes to a temporary file beside it, which is then
/// renamed over the destination.
enum AtomicFile {
    static func write(_ text: String, to path: String) throws {
        try write(bytes: Array(text.utf8), to: path)
    }

    /// Writes `bytes` (a PNG) the same way.
    static func write(bytes: [UInt8], to path: String) throws {
        // A device, FIFO or socket (or a link to one) is written in place: renaming over it would
        // replace /dev/full or /dev/stdout with a regular file. Its write errors (ENOSPC) surface.
        var info = stat()
        if stat(path, &info) == 0, info.st_mode & S_IFMT != S_IFREG, info.st_mode & S_IFMT != S_IFDIR {
            let fd = open(path, O_WRONLY | O_NONBLOCK)
            guard fd >= 0 else { throw posixError() }
            defer { close(fd) }
            var written = 0
            while written < bytes.count {
                let n = bytes[written...].withUnsafeBytes { Foundation.write(fd, $0.baseAddress, $0.count) }
                if n < 0 { throw posixError() }
                written += n
            }
            return
        }
        let url = URL(fileURLWithPath: path)
        let temporary = url.deletingLastPathComponent()
            .appendingPathComponent(".\(url.lastPathComponent).\(ProcessInfo.processInfo.processIdentifier).tmp")
        do {
            try Data(bytes).write(to: temporary)
            guard rename(temporary.path, url.path) == 0 else {
                throw NSError(domain: NSPOSIXErrorDomain, code: Int(errno), userInfo: [
                    NSLocalizedDescriptionKey: String(cString: strerror(errno)),
                ])
            }
        } catch {
            try? FileManager.default.removeItem(at: temporary)
            throw error
        }
    }

    private static func posixError() -> NSError {
        NSError(domain: NSPOSIXErrorDomain, code: Int(errno), userInfo: [NSLocalizedDescriptionKey: String(cString: strerror(errno))])
    }
}
