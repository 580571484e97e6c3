import Dispatch
import Foundation
import Synchronization
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// `framelab watch PATH… [--preview NAME] [--why NAME]`: lays out the files' preview (or view),
/// read together as one module, and redraws whenever a watched file or profile is saved
/// (`FileWatcher`: inotify on Linux, kqueue on macOS); keys change the device, orientation, OS, type size, column and preview, and
/// each change translates the source again for the new environment.
/// Quits on q, Ctrl-C, SIGINT/SIGTERM and a closed terminal, restoring the terminal.
public enum WatchRunner {
    public struct Options: Sendable {
        public var paths: [String]
        public var why: String?
        /// A preview by name or 1-based index; nil lays out what `eval` would.
        public var preview: String?
        public init(paths: [String], why: String? = nil, preview: String? = nil) {
            self.paths = paths
            self.why = why
            self.preview = preview
        }
    }

    public static func run(_ watch: Options, options: SessionOptions) -> Int32 {
        guard !watch.paths.isEmpty else { return 1 }
        var interpreter = options.makeInterpreter()
        let start = interpreter.start()
        if start.failed {
            OutputWriter(style: interpreter.style).write(start)
            return 1
        }
        let wake = WakePipe()
        let pending = Mutex<[FileChange]>([])
        let watched = watch.paths + interpreter.profiles.searchPath.directories.filter { FileManager.default.fileExists(atPath: $0) }
        let watcher: FileWatcher
        do {
            watcher = try FileWatcher(paths: watched) { changes in
                pending.withLock { $0 += changes }
                wake.signal(.files)
            }
        } catch {
            FileHandle.standardError.write(Data("error: \(error)\n".utf8))
            return 1
        }
        defer { watcher.stop() }
        let signals = [SIGINT, SIGTERM, SIGHUP].map { number -> any DispatchSourceSignal in
            signal(number, SIG_IGN)
            let source = DispatchSource.makeSignalSource(signal: number, queue: .global())
            source.setEventHandler { wake.signal(.quit) }
            source.resume()
            return source
        }
        defer { signals.forEach { $0.cancel() } }

        let terminal = RawTerminal()
        defer { terminal.restore() }
        let columns = { TerminalWidth.columns(environment: options.environment) }
        var screen = WatchScreen(interpreter: interpreter, paths: watch.paths, why: watch.why, preview: watch.preview)
        screen.rows = terminal.rows(environment: options.environment)
        screen.reload(columns: columns())
        screen.status = "watching \(watched.count) path\(watched.count == 1 ? "" : "s"); save to lay out again"
        terminal.show(screen.render())

        while true {
            var descriptors = [pollfd(fd: STDIN_FILENO, events: Int16(POLLIN), revents: 0),
                               pollfd(fd: wake.readEnd, events: Int16(POLLIN), revents: 0)]
            let ready = poll(&descriptors, 2, -1)
            if ready < 0 { if errno == EINTR { continue } else { return 1 } }
            if descriptors[1].revents != 0 {
                for reason in wake.drain() {
                    if reason == .quit { return 0 }
                }
                let changes = pending.withLock { current -> [FileChange] in
                    defer { current = [] }
                    return current
                }
                if !changes.isEmpty {
                    screen.rows = terminal.rows(environment: options.environment)
                    let profileDirectories = interpreter.profiles.searchPath.directories.map { URL(fileURLWithPath: $0).standardizedFileURL.path + "/" }
                    if changes.contains(where: { change in profileDirectories.contains { change.path.hasPrefix($0) } && !change.path.hasSuffix(".swift") }) {
                        screen.run(":reload", columns: columns())
                    }
                    screen.reload(columns: columns())
                    let time = Self.clock()
                    screen.status = "\(time) " + changes.map(\.description).joined(separator: "; ")
                    terminal.show(screen.render())
                }
            }
            if descriptors[0].revents != 0 {
                var byte: UInt8 = 0
                let count = read(STDIN_FILENO, &byte, 1)
                // End of input or an error: the terminal was closed.
                if count <= 0 { return 0 }
                screen.rows = terminal.rows(environment: options.environment)
                if !screen.handle(key: byte, columns: columns()) { return 0 }
                terminal.show(screen.render())
            }
        }
    }

    static func clock() -> String {
        let formatter = DateFormatter()
        formatter.dateFormat = "HH:mm:ss"
        return formatter.string(from: Date())
    }
}

/// A pipe the watcher's thread and signal handlers write to so that the loop's `poll` wakes.
final class WakePipe: Sendable {
    enum Reason: UInt8 { case files = 1, quit = 2 }

    let readEnd: Int32
    private let writeEnd: Int32

    init() {
        var ends: [Int32] = [0, 0]
        _ = pipe(&ends)
        readEnd = ends[0]
        writeEnd = ends[1]
        _ = fcntl(readEnd, F_SETFL, fcntl(readEnd, F_GETFL) | O_NONBLOCK)
    }

    func signal(_ reason: Reason) {
        var byte = reason.rawValue
        _ = write(writeEnd, &byte, 1)
    }

    func drain() -> [Reason] {
        var reasons: [Reason] = []
        var buffer = [UInt8](repeating: 0, count: 64)
        while true {
            let count = read(readEnd, &buffer, buffer.count)
            if count <= 0 { break }
            reasons += buffer[..<count].compactMap(Reason.init(rawValue:))
        }
        return reasons
    }

    deinit {
        close(readEnd)
        close(writeEnd)
    }
}
