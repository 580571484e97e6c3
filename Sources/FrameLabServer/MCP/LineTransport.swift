import Foundation
import Logging
import MCP

#if canImport(Glibc)
import Glibc
#endif

/// MCP over standard input and output, one JSON-RPC message a line, as the SDK's
/// `StdioTransport` does, with linear framing: each read is searched for newlines only where it
/// added bytes (the SDK's transport searches its whole pending buffer after every 4 KB read, so one
/// 2 MB message took 4 s in a release build and 8 MB a minute). A message longer than
/// `maximumMessageBytes` is not kept: it is answered with a JSON-RPC parse error and skipped up
/// to its newline, and the server goes on.
actor LineTransport: Transport {
    nonisolated let logger = Logger(label: "framelab.mcp.transport", factory: { _ in SwiftLogNoOpLogHandler() })
    /// 64 MB: far beyond any source FrameLab lays out (the source limits refuse it well before).
    static let defaultMaximumMessageBytes = 64 << 20

    private let input: Int32
    private let output: Int32
    private let maximumMessageBytes: Int
    private var isConnected = false
    private let messages: AsyncThrowingStream<Data, Error>
    private let continuation: AsyncThrowingStream<Data, Error>.Continuation

    init(input: Int32 = STDIN_FILENO, output: Int32 = STDOUT_FILENO, maximumMessageBytes: Int = LineTransport.defaultMaximumMessageBytes) {
        self.input = input
        self.output = output
        self.maximumMessageBytes = maximumMessageBytes
        (messages, continuation) = AsyncThrowingStream.makeStream()
    }

    func connect() async throws {
        guard !isConnected else { return }
        // Non-blocking, as the SDK's transport: a read that finds nothing yields the thread.
        for descriptor in [input, output] {
            let flags = fcntl(descriptor, F_GETFL)
            guard flags >= 0, fcntl(descriptor, F_SETFL, flags | O_NONBLOCK) >= 0 else {
                throw MCPError.transportError(POSIXError(POSIXErrorCode(rawValue: errno) ?? .EIO))
            }
        }
        isConnected = true
        Task { await readLoop() }
    }

    func disconnect() async {
        guard isConnected else { return }
        isConnected = false
        continuation.finish()
    }

    func send(_ data: Data) async throws {
        guard isConnected else { throw MCPError.transportError(POSIXError(.ENOTCONN)) }
        var line = data
        line.append(UInt8(ascii: "\n"))
        var written = 0
        while written < line.count {
            let count = line.withUnsafeBytes { write(output, $0.baseAddress! + written, $0.count - written) }
            if count > 0 {
                written += count
            } else if count < 0, errno == EAGAIN || errno == EWOULDBLOCK || errno == EINTR {
                try await Task.sleep(for: .milliseconds(2))
            } else {
                throw MCPError.transportError(POSIXError(POSIXErrorCode(rawValue: errno) ?? .EIO))
            }
        }
    }

    func receive() -> AsyncThrowingStream<Data, Error> { messages }

    private func readLoop() async {
        var framer = LineFramer(maximumLineBytes: maximumMessageBytes)
        var chunk = [UInt8](repeating: 0, count: 1 << 16)
        while isConnected, !Task.isCancelled {
            let count = chunk.withUnsafeMutableBytes { read(input, $0.baseAddress, $0.count) }
            if count == 0 { break }
            if count < 0 {
                guard errno == EAGAIN || errno == EWOULDBLOCK || errno == EINTR else { break }
                try? await Task.sleep(for: .milliseconds(2))
                continue
            }
            for event in framer.add(chunk[..<count]) {
                switch event {
                case .line(let line):
                    continuation.yield(Data(line))
                case .tooLong:
                    let error = #"{"jsonrpc":"2.0","id":null,"error":{"code":-32700,"message":"a message longer than \#(maximumMessageBytes) bytes was skipped"}}"#
                    try? await send(Data(error.utf8))
                }
            }
        }
        continuation.finish()
    }
}

/// Splits bytes into newline-terminated lines, searching each byte once; a line longer than
/// `maximumLineBytes` is reported once and dropped up to its newline. Empty lines are skipped.
struct LineFramer {
    enum Event: Equatable { case line([UInt8]), tooLong }

    let maximumLineBytes: Int
    private var pending: [UInt8] = []
    private var skipping = false

    init(maximumLineBytes: Int) { self.maximumLineBytes = maximumLineBytes }

    mutating func add(_ bytes: some Collection<UInt8>) -> [Event] {
        var events: [Event] = []
        var rest = bytes[...]
        while let newline = rest.firstIndex(of: UInt8(ascii: "\n")) {
            if !skipping {
                pending.append(contentsOf: rest[..<newline])
                if pending.count > maximumLineBytes {
                    events.append(.tooLong)
                } else if !pending.isEmpty {
                    events.append(.line(pending))
                }
            }
            pending.removeAll(keepingCapacity: true)
            skipping = false
            rest = rest[rest.index(after: newline)...]
        }
        if !skipping {
            pending.append(contentsOf: rest)
            if pending.count > maximumLineBytes {
                events.append(.tooLong)
                pending.removeAll()
                skipping = true
            }
        }
        return events
    }
}
