#if canImport(Glibc) || canImport(Darwin)
import Foundation

/// What both `FileWatcher`s share (inotify on Linux in FileWatcher.swift, kqueue on macOS in
/// FileWatcher+Kqueue.swift): their errors, their debounce, and the stream of batches.
extension FileWatcher {
    /// Errors from the system calls, with the path and `errno` text.
    public struct WatchError: Error, CustomStringConvertible {
        public var description: String
    }

    /// How long the watcher waits for a burst of events (write, rename, attribute change) to end
    /// before reporting it, and the longest it delays a report.
    public struct Debounce: Sendable {
        public var quiet: Duration
        public var maximum: Duration
        public init(quiet: Duration = .milliseconds(15), maximum: Duration = .milliseconds(60)) {
            self.quiet = quiet
            self.maximum = maximum
        }
    }

    /// Watches `paths` and delivers each debounced batch through an async stream; the watcher
    /// stops when the stream's consumer goes away.
    public static func changes(of paths: [String], debounce: Debounce = Debounce()) throws(WatchError) -> AsyncStream<[FileChange]> {
        let (stream, continuation) = AsyncStream.makeStream(of: [FileChange].self)
        let watcher = try FileWatcher(paths: paths, debounce: debounce) { continuation.yield($0) }
        continuation.onTermination = { _ in watcher.stop() }
        return stream
    }
}
#endif
