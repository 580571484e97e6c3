import Foundation

/// `framelab mcp` started as a child process, spoken to as an MCP client would: JSON-RPC 2.0
/// messages, one per line, over its standard input and output.
final class MCPClient {
    let process = Process()
    private let input = Pipe()
    private let output = Pipe()
    private var buffer = Data()
    private var nextID = 0

    init(arguments: [String] = ["mcp"]) throws {
        guard let binary = ServerTestSupport.framelabBinary() else { throw CocoaError(.fileNoSuchFile) }
        process.executableURL = binary
        process.arguments = arguments
        process.standardInput = input
        process.standardOutput = output
        process.standardError = FileHandle.nullDevice
        try process.run()
    }

    deinit {
        if process.isRunning { process.terminate() }
    }

    /// Sends one raw line (a message, or something that is not one).
    func sendLine(_ line: String) {
        input.fileHandleForWriting.write(Data((line + "\n").utf8))
    }

    func notify(_ method: String) {
        sendLine(#"{"jsonrpc":"2.0","method":"\#(method)"}"#)
    }

    /// Sends a request and returns the response with its id.
    func request(_ method: String, _ params: [String: Any] = [:]) throws -> [String: Any] {
        nextID += 1
        let id = nextID
        let message: [String: Any] = ["jsonrpc": "2.0", "id": id, "method": method, "params": params]
        let data = try JSONSerialization.data(withJSONObject: message)
        sendLine(String(decoding: data, as: UTF8.self))
        while true {
            let response = try readMessage()
            if response["id"] as? Int == id { return response }
        }
    }

    /// `tools/call` and its result object.
    func call(_ tool: String, _ arguments: [String: Any]) throws -> ToolResult {
        let response = try request("tools/call", ["name": tool, "arguments": arguments])
        guard let result = response["result"] as? [String: Any] else { throw CocoaError(.propertyListReadCorrupt) }
        return ToolResult(raw: result)
    }

    /// The next message on the server's standard output (10 s at most).
    func readMessage() throws -> [String: Any] {
        let deadline = Date().addingTimeInterval(10)
        while Date() < deadline {
            if let newline = buffer.firstIndex(of: UInt8(ascii: "\n")) {
                let line = buffer[buffer.startIndex..<newline]
                buffer = Data(buffer[buffer.index(after: newline)...])
                guard !line.isEmpty else { continue }
                guard let object = try JSONSerialization.jsonObject(with: line) as? [String: Any] else {
                    throw CocoaError(.propertyListReadCorrupt)
                }
                return object
            }
            let chunk = output.fileHandleForReading.availableData
            if chunk.isEmpty { throw CocoaError(.fileReadUnknown) }
            buffer.append(chunk)
        }
        throw CocoaError(.fileReadUnknown)
    }

    /// Closes the server's input and waits for it to exit.
    func finish() -> Int32 {
        try? input.fileHandleForWriting.close()
        process.waitUntilExit()
        return process.terminationStatus
    }

    /// Starts the session: `initialize`, then `notifications/initialized`.
    func initialize() throws -> [String: Any] {
        let response = try request("initialize", [
            "protocolVersion": "2025-06-18", "capabilities": [String: Any](),
            "clientInfo": ["name": "framelab-tests", "version": "1"],
        ])
        notify("notifications/initialized")
        return response
    }
}

/// A `tools/call` result: its text contents, `isError` and `structuredContent`.
struct ToolResult {
    var raw: [String: Any]
    var isError: Bool { raw["isError"] as? Bool ?? false }
    var texts: [String] { (raw["content"] as? [[String: Any]] ?? []).compactMap { $0["text"] as? String } }
    var text: String { texts.joined(separator: "\n") }
    var structured: [String: Any] { raw["structuredContent"] as? [String: Any] ?? [:] }
}

enum ServerTestSupport {
    static let packageRoot = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    static func framelabBinary() -> URL? {
        var candidates: [URL] = []
        let bundle = Bundle.main.bundleURL
        candidates.append(bundle.appendingPathComponent("framelab"))
        candidates.append(bundle.deletingLastPathComponent().appendingPathComponent("framelab"))
        candidates.append(packageRoot.appendingPathComponent(".build/debug/framelab"))
        return candidates.first { FileManager.default.isExecutableFile(atPath: $0.path) }
    }

    static func temporaryDirectory() throws -> URL {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("framelab-server-tests-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
        return url
    }
}
