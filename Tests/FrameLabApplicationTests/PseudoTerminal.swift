import Foundation
#if canImport(Glibc)
import Glibc
#endif

/// `framelab` running on a pseudo-terminal this test opens itself (posix_openpt), so the real
/// line editor runs: the test types keys and reads the screen's byte stream.
final class PseudoTerminal {
    let process = Process()
    private let master: Int32
    /// Everything the program wrote, with terminal escape sequences removed.
    private(set) var transcript = ""
    /// Where `waitFor` starts looking.
    private var mark: String.Index

    init(arguments: [String] = [], environment: [String: String]) throws {
        guard let binary = TestSupport.framelabBinary() else { throw CocoaError(.fileNoSuchFile) }
        let pty = try PTYFunctions()
        master = pty.openMaster(O_RDWR | O_NOCTTY)
        guard master >= 0, pty.grant(master) == 0, pty.unlock(master) == 0 else { throw POSIXError(.ENXIO) }
        var name = [CChar](repeating: 0, count: 128)
        guard pty.name(master, &name, name.count) == 0 else { throw POSIXError(.ENXIO) }
        let path = String(decoding: name.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
        let slave = open(path, O_RDWR | O_NOCTTY)
        guard slave >= 0 else { throw POSIXError(.ENXIO) }
        let handle = FileHandle(fileDescriptor: slave, closeOnDealloc: true)
        process.executableURL = binary
        process.arguments = arguments
        process.environment = environment
        process.standardInput = handle
        process.standardOutput = handle
        process.standardError = handle
        try process.run()
        try handle.close()
        mark = transcript.startIndex
    }

    deinit {
        if process.isRunning { process.terminate() }
        close(master)
    }

    /// Types `keys`, after a pause so the editor has put the terminal in raw mode (keys that
    /// arrive before that are handled by the terminal's line discipline instead).
    func send(_ keys: String) {
        usleep(200_000)
        let bytes = Array(keys.utf8)
        _ = bytes.withUnsafeBytes { write(master, $0.baseAddress, $0.count) }
    }

    /// Reads until `text` appears after the last match (or the time runs out).
    @discardableResult
    func waitFor(_ text: String, timeout: TimeInterval = 15) -> Bool {
        let deadline = Date().addingTimeInterval(timeout)
        while Date() < deadline {
            if let range = transcript.range(of: text, range: mark..<transcript.endIndex) {
                mark = range.upperBound
                return true
            }
            if !readAvailable(milliseconds: 100) && !process.isRunning { break }
        }
        if let range = transcript.range(of: text, range: mark..<transcript.endIndex) {
            mark = range.upperBound
            return true
        }
        return false
    }

    /// The transcript since the last `waitFor` match.
    var sinceMark: String { String(transcript[mark...]) }

    /// Waits for the program to end and returns its exit status.
    func waitForExit(timeout: TimeInterval = 15) -> Int32? {
        let deadline = Date().addingTimeInterval(timeout)
        while process.isRunning && Date() < deadline { _ = readAvailable(milliseconds: 50) }
        return process.isRunning ? nil : process.terminationStatus
    }

    private func readAvailable(milliseconds: Int32) -> Bool {
        var descriptor = pollfd(fd: master, events: Int16(POLLIN), revents: 0)
        guard poll(&descriptor, 1, milliseconds) > 0 else { return false }
        var buffer = [UInt8](repeating: 0, count: 4096)
        let count = read(master, &buffer, buffer.count)
        guard count > 0 else { return false }
        transcript += Self.stripEscapes(String(decoding: buffer[..<count], as: UTF8.self))
        return true
    }

    /// Text without CSI (`ESC [ … letter`) and other two-byte escape sequences, and without CR.
    static func stripEscapes(_ text: String) -> String {
        var result = ""
        var iterator = text.unicodeScalars.makeIterator()
        while let scalar = iterator.next() {
            if scalar == "\u{1B}" {
                guard let next = iterator.next() else { break }
                if next == "[" {
                    while let c = iterator.next(), !(("@"..."~").contains(c)) {}
                }
                continue
            }
            if scalar == "\r" || scalar == "\u{07}" { continue }
            result.unicodeScalars.append(scalar)
        }
        return result
    }
}

/// posix_openpt, grantpt, unlockpt and ptsname_r, looked up in the C library at run time: the
/// Glibc module does not import them (they need _XOPEN_SOURCE), and the test needs no C target.
private struct PTYFunctions {
    typealias OpenMaster = @convention(c) (Int32) -> Int32
    typealias OnMaster = @convention(c) (Int32) -> Int32
    typealias Name = @convention(c) (Int32, UnsafeMutablePointer<CChar>?, Int) -> Int32

    let openMaster: OpenMaster
    let grant: OnMaster
    let unlock: OnMaster
    let name: Name

    init() throws {
        let library = dlopen(nil, RTLD_NOW)
        func symbol<T>(_ name: String, as type: T.Type) throws -> T {
            guard let address = dlsym(library, name) else { throw POSIXError(.ENOSYS) }
            return unsafeBitCast(address, to: type)
        }
        openMaster = try symbol("posix_openpt", as: OpenMaster.self)
        grant = try symbol("grantpt", as: OnMaster.self)
        unlock = try symbol("unlockpt", as: OnMaster.self)
        name = try symbol("ptsname_r", as: Name.self)
    }
}
