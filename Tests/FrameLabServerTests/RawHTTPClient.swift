import Foundation
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// One TCP connection to 127.0.0.1 that sends bytes exactly as written (no client rewrites a
/// `Host`, normalises a `..` or adds an `Origin`), for the tests of what `serve` refuses.
final class RawConnection {
    private let descriptor: Int32

    /// Connects to 127.0.0.1:`port`; reads wait at most `timeout` seconds.
    init(port: Int, timeout: Int = 10) throws {
        #if canImport(Glibc)
        descriptor = socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
        #else
        descriptor = socket(AF_INET, SOCK_STREAM, 0)
        #endif
        guard descriptor >= 0 else { throw CocoaError(.fileReadUnknown) }
        var wait = timeval(tv_sec: timeout, tv_usec: 0)
        setsockopt(descriptor, SOL_SOCKET, SO_RCVTIMEO, &wait, socklen_t(MemoryLayout<timeval>.size))
        var address = sockaddr_in()
        address.sin_family = sa_family_t(AF_INET)
        address.sin_port = in_port_t(UInt16(port).bigEndian)
        address.sin_addr.s_addr = inet_addr("127.0.0.1")
        let connected = withUnsafePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { connect(descriptor, $0, socklen_t(MemoryLayout<sockaddr_in>.size)) }
        }
        guard connected == 0 else {
            close(descriptor)
            throw CocoaError(.fileReadUnknown)
        }
    }

    deinit { close(descriptor) }

    func send(_ text: String) {
        let bytes = Array(text.utf8)
        var sent = 0
        while sent < bytes.count {
            let written = bytes[sent...].withUnsafeBytes { write(descriptor, $0.baseAddress, $0.count) }
            if written <= 0 { return }
            sent += written
        }
    }

    /// Everything the server sends until it closes the connection (or `stopAtHead`: until the end
    /// of the response head), or the timeout.
    func receive(stopAtHead: Bool = false) -> String {
        var data = [UInt8]()
        var buffer = [UInt8](repeating: 0, count: 65536)
        while true {
            let count = buffer.withUnsafeMutableBytes { read(descriptor, $0.baseAddress, $0.count) }
            if count <= 0 { break }
            data += buffer[0..<count]
            if stopAtHead, String(decoding: data, as: UTF8.self).contains("\r\n\r\n") { break }
        }
        return String(decoding: data, as: UTF8.self)
    }
}

/// A response: its status and body.
struct RawResponse {
    var status: Int
    var head: String
    var body: String

    init(_ text: String) {
        let parts = text.components(separatedBy: "\r\n\r\n")
        head = parts.first ?? ""
        body = parts.dropFirst().joined(separator: "\r\n\r\n")
        let statusLine = head.split(separator: "\r\n").first ?? ""
        status = statusLine.split(separator: " ").dropFirst().first.flatMap { Int($0) } ?? 0
    }
}

/// `framelab serve` started on a free port for one test, stopped when it goes away.
final class ServeProcess {
    let process = Process()
    let port: Int
    private let output = Pipe()
    private let errors = Pipe()

    init(_ arguments: [String]) throws {
        guard let binary = ServerTestSupport.framelabBinary() else { throw CocoaError(.fileNoSuchFile) }
        process.executableURL = binary
        process.arguments = ["serve", "--port", "0"] + arguments
        process.standardOutput = output
        process.standardError = errors
        try process.run()
        // "Serving 1 file at http://127.0.0.1:PORT/ (Ctrl-C stops)"
        var line = Data()
        let deadline = Date().addingTimeInterval(60)
        while !line.contains(UInt8(ascii: "\n")) && Date() < deadline {
            let chunk = output.fileHandleForReading.availableData
            if chunk.isEmpty { break }
            line.append(chunk)
        }
        let text = String(decoding: line, as: UTF8.self)
        guard let address = text.range(of: "http://127.0.0.1:"),
              let port = Int(text[address.upperBound...].prefix { $0.isNumber }) else {
            process.terminate()
            throw ServeStartError(output: text + String(decoding: errors.fileHandleForReading.availableData, as: UTF8.self))
        }
        self.port = port
    }

    deinit {
        if process.isRunning {
            process.terminate()
            process.waitUntilExit()
        }
    }

    /// Sends `request` (CRLF line ends added) on a new connection and reads the whole answer.
    func exchange(_ lines: [String], stopAtHead: Bool = false) throws -> RawResponse {
        let connection = try RawConnection(port: port)
        connection.send(lines.joined(separator: "\r\n") + "\r\n\r\n")
        return RawResponse(connection.receive(stopAtHead: stopAtHead))
    }

    /// A GET of `path` with `Host` (default: this server's own address) and more header lines.
    func get(_ path: String, host: String? = nil, headers: [String] = []) throws -> RawResponse {
        try exchange(["GET \(path) HTTP/1.1", "Host: \(host ?? "127.0.0.1:\(port)")", "Connection: close"] + headers)
    }

    /// A WebSocket upgrade request for `/updates?file=FILE` with `Origin`.
    func upgrade(file: String, origin: String?, host: String? = nil) throws -> RawResponse {
        let query = file.addingPercentEncoding(withAllowedCharacters: .alphanumerics) ?? file
        return try exchange([
            "GET /updates?file=\(query) HTTP/1.1", "Host: \(host ?? "127.0.0.1:\(port)")",
            "Upgrade: websocket", "Connection: Upgrade", "Sec-WebSocket-Key: dGhlIHNhbXBsZSBub25jZQ==",
            "Sec-WebSocket-Version: 13",
        ] + (origin.map { ["Origin: \($0)"] } ?? []), stopAtHead: true)
    }
}

struct ServeStartError: Error, CustomStringConvertible {
    var output: String
    var description: String { "serve did not start: \(output)" }
}
