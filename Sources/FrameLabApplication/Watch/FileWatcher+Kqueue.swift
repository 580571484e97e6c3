#if canImport(Darwin)
import Darwin
import Foundation
import Synchronization

/// The macOS `FileWatcher`: the same interface and reports as the Linux one (FileWatcher.swift,
/// inotify), through kqueue `EVFILT_VNODE` events. NOT YET RUN ON A MAC (docs/platforms.md); every
/// call is from Apple's documented BSD interfaces: kqueue(2), kevent(2) (`EVFILT_VNODE` with
/// `NOTE_WRITE`, `NOTE_DELETE`, `NOTE_RENAME`, `NOTE_ATTRIB`, `NOTE_EXTEND`; `EV_CLEAR`),
/// open(2) with `O_EVTONLY` ("descriptor requested for event notifications only"), stat(2).
///
/// kqueue reports events on open descriptors, not on names, so:
/// - a watched file is watched through a descriptor on it *and* one on its directory (an editor
///   that writes a temporary file and renames it over the original changes the directory; the
///   watcher then opens the new file);
/// - a watched directory is watched through its own descriptor (entries added, removed, renamed)
///   and one on each file directly inside it (written in place);
/// - the directory's events do not name the entry, so every target touched is compared with what
///   it was (inode, size, modification time) and reported only when it differs.
public final class FileWatcher: Sendable {
    private let queue: Int32
    private let wakePipe: (read: Int32, write: Int32)
    private let state: Mutex<KqueueWatchTable>
    private let running: Mutex<Bool>

    public init(paths: [String], debounce: Debounce = Debounce(), onChange: @escaping @Sendable ([FileChange]) -> Void) throws(WatchError) {
        let descriptor = kqueue()
        guard descriptor >= 0 else { throw WatchError(description: "kqueue: \(String(cString: strerror(errno)))") }
        var pipeEnds: [Int32] = [0, 0]
        guard pipe(&pipeEnds) == 0 else {
            close(descriptor)
            throw WatchError(description: "pipe: \(String(cString: strerror(errno)))")
        }
        queue = descriptor
        wakePipe = (pipeEnds[0], pipeEnds[1])
        state = Mutex(KqueueWatchTable(queue: descriptor))
        running = Mutex(true)
        // The wake pipe's read end: `stop()` writes a byte to end the thread's wait.
        var wake = kevent(ident: UInt(pipeEnds[0]), filter: Int16(EVFILT_READ), flags: UInt16(EV_ADD | EV_ENABLE), fflags: 0, data: 0, udata: nil)
        _ = kevent(descriptor, &wake, 1, nil, 0, nil)
        do {
            try state.withLock { table throws(WatchError) in
                for path in paths { try table.add(path: URL(fileURLWithPath: path).standardizedFileURL.path) }
            }
        } catch {
            state.withLock { $0.closeAll() }
            close(descriptor); close(pipeEnds[0]); close(pipeEnds[1])
            throw error
        }
        let reader = Thread { [self] in self.run(debounce: debounce, onChange: onChange) }
        reader.name = "framelab.FileWatcher"
        reader.start()
    }

    public var paths: [String] { state.withLock { $0.targets.keys.sorted() } }

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

    private func run(debounce: Debounce, onChange: @Sendable ([FileChange]) -> Void) {
        defer {
            state.withLock { $0.closeAll() }
            close(queue); close(wakePipe.read); close(wakePipe.write)
        }
        var pending: Set<String> = []
        var firstEvent: ContinuousClock.Instant?
        var events = [kevent](repeating: kevent(), count: 64)
        while true {
            let count: Int32
            if let firstEvent {
                let untilMaximum = debounce.maximum - (ContinuousClock.now - firstEvent)
                let wait = min(debounce.quiet, max(untilMaximum, .zero))
                var timeout = timespec(tv_sec: Int(wait.components.seconds), tv_nsec: Int(wait.components.attoseconds / 1_000_000_000))
                count = kevent(queue, nil, 0, &events, Int32(events.count), &timeout)
            } else {
                count = kevent(queue, nil, 0, &events, Int32(events.count), nil)
            }
            if count < 0 && errno == EINTR { continue }
            if count < 0 { return }
            if count > 0 {
                var touched: Set<String> = []
                for event in events[0..<Int(count)] {
                    if event.filter == Int16(EVFILT_READ) { return }  // the wake pipe: stop()
                    touched.formUnion(state.withLock { $0.paths(touchedBy: Int32(event.ident)) })
                }
                if !touched.isEmpty {
                    pending.formUnion(touched)
                    if firstEvent == nil { firstEvent = .now }
                }
                if let firstEvent, ContinuousClock.now - firstEvent < debounce.maximum { continue }
            }
            guard firstEvent != nil else { continue }
            let changes = state.withLock { $0.settle(pending) }
            pending = []
            firstEvent = nil
            if !changes.isEmpty { onChange(changes) }
        }
    }
}

/// The descriptors the watcher holds and the watched path each stands for, with what each target
/// looked like at the last report. Only the watcher's thread and its initialiser touch it.
struct KqueueWatchTable: Sendable {
    struct Target: Sendable {
        var isDirectory: Bool
        var existed: Bool
        var signature: [String]
        /// The descriptor on the target itself (nil while a file is absent).
        var descriptor: Int32?
    }

    let queue: Int32
    private(set) var targets: [String: Target] = [:]
    /// Descriptor → the watched paths its events concern.
    private var concerns: [Int32: Set<String>] = [:]
    /// Descriptors on the directories holding watched files, by directory path.
    private var parents: [String: Int32] = [:]
    /// Descriptors on the files inside watched directories, by file path.
    private var inner: [String: Int32] = [:]

    static let fileEvents = UInt32(NOTE_WRITE | NOTE_DELETE | NOTE_RENAME | NOTE_ATTRIB | NOTE_EXTEND | NOTE_REVOKE)

    init(queue: Int32) { self.queue = queue }

    mutating func add(path: String) throws(FileWatcher.WatchError) {
        var isDirectory: ObjCBool = false
        let exists = FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory)
        if exists && isDirectory.boolValue {
            guard let descriptor = watch(path, for: path) else { throw Self.error("cannot watch \(path)") }
            targets[path] = Target(isDirectory: true, existed: true, signature: Self.signature(ofDirectory: path), descriptor: descriptor)
            watchInnerFiles(of: path)
            return
        }
        let parent = (path as NSString).deletingLastPathComponent
        if let descriptor = parents[parent] {
            concerns[descriptor, default: []].insert(path)
        } else {
            guard let descriptor = watch(parent, for: path) else { throw Self.error("cannot watch \(parent) (the directory holding \(path))") }
            parents[parent] = descriptor
        }
        targets[path] = Target(isDirectory: false, existed: exists, signature: Self.signature(ofFile: path), descriptor: exists ? watch(path, for: path) : nil)
    }

    func paths(touchedBy descriptor: Int32) -> Set<String> {
        concerns[descriptor] ?? []
    }

    /// Compares each touched target with its last signature, reports those that differ, and
    /// moves descriptors to what is at each path now.
    mutating func settle(_ touched: Set<String>) -> [FileChange] {
        var changes: [FileChange] = []
        for path in touched.sorted() {
            guard var target = targets[path] else { continue }
            let exists = FileManager.default.fileExists(atPath: path)
            let signature = target.isDirectory ? Self.signature(ofDirectory: path) : Self.signature(ofFile: path)
            defer { targets[path] = target }
            guard signature != target.signature || exists != target.existed else { continue }
            let kind: FileChange.Kind = !exists ? .removed : (target.existed ? .modified : .created)
            changes.append(FileChange(path: path, kind: kind))
            target.existed = exists
            target.signature = signature
            if target.isDirectory {
                watchInnerFiles(of: path)
            } else {
                if let old = target.descriptor { unwatch(old) }
                target.descriptor = exists ? watch(path, for: path) : nil
            }
        }
        return changes
    }

    mutating func closeAll() {
        for descriptor in concerns.keys { close(descriptor) }
        concerns = [:]
        parents = [:]
        inner = [:]
    }

    /// Opens `path` for events only and registers it; its events concern `target`.
    private mutating func watch(_ path: String, for target: String) -> Int32? {
        let descriptor = open(path, O_EVTONLY)
        guard descriptor >= 0 else { return nil }
        var change = kevent(
            ident: UInt(descriptor), filter: Int16(EVFILT_VNODE), flags: UInt16(EV_ADD | EV_ENABLE | EV_CLEAR),
            fflags: Self.fileEvents, data: 0, udata: nil)
        guard kevent(queue, &change, 1, nil, 0, nil) >= 0 else {
            close(descriptor)
            return nil
        }
        concerns[descriptor] = [target]
        return descriptor
    }

    /// Closing a descriptor removes its kqueue registration (kevent(2): "closing a file descriptor
    /// removes any kevents that reference the descriptor").
    private mutating func unwatch(_ descriptor: Int32) {
        concerns[descriptor] = nil
        close(descriptor)
    }

    /// Watches each non-hidden regular file directly inside `directory` (again after it changed).
    private mutating func watchInnerFiles(of directory: String) {
        for (path, descriptor) in inner where (path as NSString).deletingLastPathComponent == directory {
            unwatch(descriptor)
            inner[path] = nil
        }
        for name in (try? FileManager.default.contentsOfDirectory(atPath: directory)) ?? [] where !name.hasPrefix(".") {
            let path = directory == "/" ? "/" + name : directory + "/" + name
            var isDirectory: ObjCBool = false
            guard FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory), !isDirectory.boolValue,
                  let descriptor = watch(path, for: directory) else { continue }
            inner[path] = descriptor
        }
    }

    /// Inode, size and modification time (stat(2)); empty when the file is absent.
    static func signature(ofFile path: String) -> [String] {
        var info = stat()
        guard stat(path, &info) == 0 else { return [] }
        return ["\(info.st_ino) \(info.st_size) \(info.st_mtimespec.tv_sec).\(info.st_mtimespec.tv_nsec)"]
    }

    /// Each non-hidden file directly inside, with its file signature.
    static func signature(ofDirectory path: String) -> [String] {
        ((try? FileManager.default.contentsOfDirectory(atPath: path)) ?? []).filter { !$0.hasPrefix(".") }.sorted().map { name in
            name + " " + signature(ofFile: path + "/" + name).joined()
        }
    }

    private static func error(_ what: String) -> FileWatcher.WatchError {
        FileWatcher.WatchError(description: "\(what): \(String(cString: strerror(errno)))")
    }
}
#endif
