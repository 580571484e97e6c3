import FrameLabApplication
import MCP

/// `framelab mcp`: a Model Context Protocol server (the official Swift SDK) on standard input and
/// output (`LineTransport`) offering `FrameLabTools`. Runs until the client closes its end.
public enum MCPServer {
    public static func run(options: SessionOptions) async throws {
        let tools = FrameLabTools(options: options)
        let server = Server(
            name: "framelab", version: FrameLabVersion.string, title: "FrameLab",
            instructions: """
                FrameLab simulates SwiftUI layout on Linux, without Xcode, and explains it. Call 'layout' with SwiftUI \
                source to get every view's frame, 'why' to explain one view's size (containerRelativeFrame in \
                particular), 'matrix' to see one view on every device; 'list_devices', 'list_containers' and \
                'describe_profile' tell what devices and containers FrameLab knows.
                """,
            capabilities: .init(tools: .init(listChanged: false)))
        await server.withMethodHandler(ListTools.self) { _ in
            ListTools.Result(tools: FrameLabTools.tools)
        }
        await server.withMethodHandler(CallTool.self) { parameters in
            tools.call(parameters.name, arguments: parameters.arguments)
        }
        try await server.start(transport: LineTransport())
        await server.waitUntilCompleted()
    }
}
