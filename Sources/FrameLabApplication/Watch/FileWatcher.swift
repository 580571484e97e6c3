#if canImport(Glibc)
import Glibc
import Foundation
import Synchronization

/// Follows files and directories through Linux inotify (no polling) and reports debounced
/// batches of changes on its own thread. (On macOS the same type is FileWatcher+Kqueue.swift.)
///
/// Each watched file is watched itself *and* through the directory holding it, so an editor that
/// saves by writing a temporary file and renaming it over the original keeps being followed: the
/// directory reports the new file under the watched name and the watcher moves its file watch to
/// the new inode. A watched directory reports changes to the files directly inside it.
public final class FileWatcher: Sendable {
    private let inotify: Int32
    private let wakePipe: (read: Int32, write: Int32)
    private let state: Mutex<WatchTable>
    private let running: Mutex<Bool>

    /// Starts watching `paths` (files or directories; a missing file is watched for its creation
    /// as long as its directory exists) and calls `onChange` on the watcher's thread with each
    /// debounced batch, in path order.
    public init(paths: [String], debounce: Debounce = Debounce(), onChange: @escaping @Sendable ([FileChange]) -> Void) throws(WatchError) {
        let descriptor = inotify_init1(Int32(IN_CLOEXEC | IN_NONBLOCK))
        guard descriptor >= 0 else { throw WatchError(description: "inotify_init1: \(String(cString: strerror(errno)))") }
        var pipeEnds: [Int32] = [0, 0]
        guard pipe(&pipeEnds) == 0 else {
            close(descriptor)
            throw WatchError(description: "pipe: \(String(cString: strerror(errno)))")
        }
        inotify = descriptor
        wakePipe = (pipeEnds[0], pipeEnds[1])
        state = Mutex(WatchTable())
        running = Mutex(true)
        do {
            try state.withLock { table throws(WatchError) in
                for path in paths { try table.add(path: Self.absolute(path), inotify: descriptor) }
            }
        } catch {
            close(descriptor); close(pipeEnds[0]); close(pipeEnds[1])
            throw error
        }
        let reader = Thread { [self] in self.run(debounce: debounce, onChange: onChange) }
        reader.name = "framelab.FileWatcher"
        reader.start()
    }

    /// The absolute paths being watched.
    public var paths: [String] { state.withLock { $0.targets.keys.sorted() } }

    /// Stops the thread and closes the inotify descriptor; the thread holds the watcher until
    /// then. Safe to call more than once.
    public func stop() {
        let wasRunning = running.withLock { current -> Bool in
            defer { current = false }
            return current
        }
        guard wasRunning else { return }
        var byte: UInt8 = 1
        _ = write(wakePipe.write, &byte, 1)
    }

    deinit {
        stop()
    }

    private static func absolute(_ path: String) -> String {
        URL(fileURLWithPath: path).standardizedFileURL.path
    }

    // MARK: - The reader thread

    private func run(debounce: Debounce, onChange: @Sendable ([FileChange]) -> Void) {
        defer {
            close(inotify); close(wakePipe.read); close(wakePipe.write)
        }
        var pending: Set<String> = []
        var firstEvent: ContinuousClock.Instant?
        while true {
            var timeout: Int32 = -1
            if let firstEvent {
                let untilMaximum = debounce.maximum - (ContinuousClock.now - firstEvent)
                let wait = min(debounce.quiet, max(untilMaximum, .zero))
                timeout = Int32(wait.components.seconds * 1000 + wait.components.attoseconds / 1_000_000_000_000_000)
            }
            var descriptors = [pollfd(fd: inotify, events: Int16(POLLIN), revents: 0),
                               pollfd(fd: wakePipe.read, events: Int16(POLLIN), revents: 0)]
            let ready = poll(&descriptors, 2, timeout)
            if ready < 0 && errno == EINTR { continue }
            if ready < 0 || descriptors[1].revents != 0 { return }
            if descriptors[0].revents != 0 {
                let touched = readEvents()
                if !touched.isEmpty {
                    pending.formUnion(touched)
                    if firstEvent == nil { firstEvent = .now }
                }
                if let firstEvent, ContinuousClock.now - firstEvent < debounce.maximum { continue }
            }
            guard firstEvent != nil else { continue }
            let changes = state.withLock { $0.settle(pending, inotify: inotify) }
            pending = []
            firstEvent = nil
            if !changes.isEmpty { onChange(changes) }
        }
    }

    /// Reads every queued inotify event and returns the watched paths they touch.
    private func readEvents() -> Set<String> {
        var touched: Set<String> = []
        let capacity = 64 * 1024
        let buffer = UnsafeMutableRawPointer.allocate(byteCount: capacity, alignment: MemoryLayout<inotify_event>.alignment)
        defer { buffer.deallocate() }
        while true {
            let count = read(inotify, buffer, capacity)
            if count <= 0 { break }
            var offset = 0
            while offset + MemoryLayout<inotify_event>.size <= count {
                let event = buffer.load(fromByteOffset: offset, as: inotify_event.self)
                let nameStart = buffer.advanced(by: offset + MemoryLayout<inotify_event>.size)
                let name = event.len > 0 ? String(cString: nameStart.assumingMemoryBound(to: CChar.self)) : nil
                touched.formUnion(state.withLock { $0.paths(touchedBy: event.wd, name: name, mask: event.mask) })
                offset += MemoryLayout<inotify_event>.size + Int(event.len)
            }
        }
        return touched
    }
}

/// Which inotify watch descriptor stands for which watched path, and whether each path existed
/// at the last report. Only the watcher's thread and its initialiser touch it, under the mutex.
struct WatchTable: Sendable {
    struct Target: Sendable {
        var isDirectory: Bool
        var existed: Bool
        var fileWatch: Int32?
    }

    private(set) var targets: [String: Target] = [:]
    /// Directory watch → the directory's path.
    private var directories: [Int32: String] = [:]
    /// File or watched-directory watch → the path.
    private var files: [Int32: String] = [:]

    private static let fileMask = UInt32(IN_MODIFY | IN_CLOSE_WRITE | IN_ATTRIB | IN_DELETE_SELF | IN_MOVE_SELF)
    private static let directoryMask = UInt32(IN_CREATE | IN_DELETE | IN_MOVED_FROM | IN_MOVED_TO | IN_MODIFY | IN_CLOSE_WRITE | IN_ATTRIB)

    mutating func add(path: String, inotify: Int32) throws(FileWatcher.WatchError) {
        var isDirectory: ObjCBool = false
        let exists = FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory)
        if exists && isDirectory.boolValue {
            let watch = inotify_add_watch(inotify, path, Self.directoryMask | UInt32(IN_DELETE_SELF | IN_MOVE_SELF | IN_MASK_ADD))
            guard watch >= 0 else { throw Self.error("cannot watch \(path)") }
            directories[watch] = path
            files[watch] = path
            targets[path] = Target(isDirectory: true, existed: true, fileWatch: watch)
            return
        }
        let parent = (path as NSString).deletingLastPathComponent
        let directoryWatch = inotify_add_watch(inotify, parent, Self.directoryMask | UInt32(IN_MASK_ADD))
        guard directoryWatch >= 0 else { throw Self.error("cannot watch \(parent) (the directory holding \(path))") }
        directories[directoryWatch] = parent
        targets[path] = Target(isDirectory: false, existed: exists, fileWatch: nil)
        watchFile(path, inotify: inotify)
    }

    /// The watched paths an event concerns: the file itself, a watched name inside a watched
    /// directory, or any file directly inside a directory that is watched as a whole.
    func paths(touchedBy watch: Int32, name: String?, mask: UInt32) -> Set<String> {
        var touched: Set<String> = []
        if let path = files[watch], name == nil || targets[path]?.isDirectory == false { touched.insert(path) }
        if let directory = directories[watch], let name {
            let child = directory == "/" ? "/" + name : directory + "/" + name
            if targets[child] != nil { touched.insert(child) }
            if targets[directory]?.isDirectory == true, mask & UInt32(IN_ISDIR) == 0, !name.hasPrefix(".") {
                touched.insert(directory)
            }
        }
        return touched
    }

    /// Turns the touched paths into changes by looking at what is on disk now, and moves file
    /// watches to the inode now at each path (after a rename over it, or its return).
    mutating func settle(_ touched: Set<String>, inotify: Int32) -> [FileChange] {
        var changes: [FileChange] = []
        for path in touched.sorted() {
            guard var target = targets[path] else { continue }
            let exists = FileManager.default.fileExists(atPath: path)
            let kind: FileChange.Kind = !exists ? .removed : (target.existed ? .modified : .created)
            if kind != .removed || target.existed { changes.append(FileChange(path: path, kind: kind)) }
            target.existed = exists
            targets[path] = target
            if !target.isDirectory { watchFile(path, inotify: inotify) }
        }
        return changes
    }

    private mutating func watchFile(_ path: String, inotify: Int32) {
        if let old = targets[path]?.fileWatch { files[old] = nil }
        let watch = inotify_add_watch(inotify, path, Self.fileMask)
        targets[path]?.fileWatch = watch >= 0 ? watch : nil
        if watch >= 0 { files[watch] = path }
    }

    private static func error(_ what: String) -> FileWatcher.WatchError {
        FileWatcher.WatchError(description: "\(what): \(String(cString: strerror(errno)))")
    }
}
#endif
