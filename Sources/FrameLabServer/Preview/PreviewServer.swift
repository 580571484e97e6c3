import Foundation
import FrameLabApplication
import HTTPTypes
import Hummingbird
import HummingbirdCore
import HummingbirdWebSocket
import LayoutCore
import Logging
import NIOCore

/// `framelab serve`: the interactive page of each served file over HTTP (Hummingbird), with a
/// WebSocket (`/updates`) that pushes a new layout when the file or a profile is saved.
///
/// Routes: `/` (the page, or the list of files when several are served; query `file`, `device`,
/// `orientation`, `dynamicType`, `view`), `/source?file=NAME` (a served file's text), `/updates`
/// (WebSocket). Anything else, and any file not served, is a 404 with a message.
///
/// Every request, on every path, first passes `LoopbackRequestPolicy` (its `Host` is this server's
/// loopback address and port, its `Origin` is this server): other sites' pages get a 403.
/// At most `maximumConnections` connections are open at once (more wait in the listen backlog);
/// an HTTP connection idle for `idleTimeout` is closed; at most `PreviewHub.maximumPages`
/// pages receive updates.
public struct PreviewServer: Sendable {
    public var host: String
    public var port: Int
    /// `--allow-host` values: more `Host` names (or `name:port`) this server answers to.
    public var allowedHosts: [String]
    let hub: PreviewHub

    static let maximumConnections = 256
    static let idleTimeout = TimeAmount.seconds(30)

    public init(hub: PreviewHub, host: String = "127.0.0.1", port: Int = 8017, allowedHosts: [String] = []) {
        self.hub = hub
        self.host = host
        self.port = port
        self.allowedHosts = allowedHosts
    }

    /// Serves until the process is interrupted. `started` gets the address bound (port 0 picks a free one).
    public func run(started: @escaping @Sendable (String, Int) -> Void) async throws {
        let hub = self.hub
        let policy = PolicyBox(allowedHosts: allowedHosts)
        let router = Router()
        router.add(middleware: LoopbackRequestMiddleware(policy: policy))
        router.get("/") { request, _ -> Response in
            try await Self.page(request, hub: hub)
        }
        router.get("/source") { request, _ -> Response in
            guard let name = request.uri.queryParameters["file"].map(String.init), let file = hub.served.file(named: name),
                  let text = try? String(contentsOfFile: file.path, encoding: .utf8) else {
                return Self.notServed(request, hub: hub)
            }
            return Self.response(.ok, text, type: "text/plain; charset=utf-8")
        }
        // A request for /updates that was not upgraded (not a WebSocket, a file not served, too many pages).
        router.get("/updates") { request, _ -> Response in
            Self.response(.badRequest, "/updates is the WebSocket of a served file's page (and at most \(PreviewHub.maximumPages) pages are updated at once)\n",
                          type: "text/plain; charset=utf-8")
        }
        let webSockets = Router(context: BasicWebSocketRequestContext.self)
        webSockets.add(middleware: LoopbackRequestMiddleware(policy: policy))
        webSockets.ws("/updates") { request, _ in
            guard let name = request.uri.queryParameters["file"].map(String.init) ?? hub.served.files.first?.name,
                  hub.served.file(named: name) != nil, await hub.acceptsPages else { return .dontUpgrade }
            return .upgrade([:])
        } onUpgrade: { inbound, outbound, context in
            let name = context.request.uri.queryParameters["file"].map(String.init) ?? hub.served.files.first?.name ?? ""
            guard let file = hub.served.file(named: name), let subscription = await hub.subscribe(file) else { return }
            let (id, messages) = subscription
            let sender = Task {
                for await message in messages { try? await outbound.write(.text(message)) }
            }
            do {
                for try await message in inbound.messages(maxSize: 1 << 16) {
                    if case .text(let text) = message { await hub.received(text, from: file, id: id) }
                }
            } catch {}
            sender.cancel()
            await hub.unsubscribe(file, id: id)
        }
        var logger = Logger(label: "framelab.serve")
        logger.logLevel = .warning
        let app = Application(
            router: router,
            server: .http1WebSocketUpgrade(
                webSocketRouter: webSockets,
                configuration: .init(http1: .init(idleTimeout: Self.idleTimeout), ws: .init())),
            configuration: .init(
                address: .hostname(host, port: port), serverName: "framelab",
                availableConnectionsDelegate: MaximumAvailableConnections(Self.maximumConnections)),
            onServerRunning: { [host] channel in
                let port = channel.localAddress?.port ?? 0
                policy.bound(host: host, port: port)
                started(host, port)
            },
            logger: logger)
        try await app.runService()
    }

    private static func page(_ request: Request, hub: PreviewHub) async throws -> Response {
        let query = request.uri.queryParameters
        let served = hub.served
        let name = query["file"].map(String.init) ?? (served.files.count == 1 ? served.files[0].name : nil)
        guard let name else { return response(.ok, index(served), type: "text/html; charset=utf-8") }
        guard let file = served.file(named: name) else { return notServed(request, hub: hub) }
        var (payload, errors) = await hub.page(for: file)
        if let device = query["device"].map(String.init) {
            if !payload.choose(device: device, orientation: query["orientation"].map(String.init), dynamicType: query["dynamicType"].map(String.init)) {
                var message = "There is no device '\(device)'"
                message += NameSuggestion.hint(for: device, in: payload.devices)
                payload.setNotice(message + " Showing \(payload.initialDevice) instead.")
            }
        } else if query["orientation"] != nil || query["dynamicType"] != nil {
            _ = payload.choose(device: nil, orientation: query["orientation"].map(String.init), dynamicType: query["dynamicType"].map(String.init))
        }
        if let view = query["view"].map(String.init) { payload.select(view: view) }
        if !errors.isEmpty { payload.setNotice((["The last save did not lay out; showing the last good layout."] + errors).joined(separator: "\n")) }
        return response(.ok, HTMLReport.page(payload), type: "text/html; charset=utf-8")
    }

    private static func index(_ served: ServedFiles) -> String {
        let items = served.files.map { file in
            let query = file.name.addingPercentEncoding(withAllowedCharacters: .alphanumerics) ?? file.name
            return "<li><a href=\"/?file=\(query)\">\(HTMLReport.escaped(file.name))</a></li>"
        }
        return "<!DOCTYPE html><html lang=\"en\"><head><meta charset=\"utf-8\"><title>FrameLab</title>"
            + "<style>body{font:14px system-ui,sans-serif;margin:2em;color-scheme:light dark}</style></head>"
            + "<body><h1>FrameLab</h1><p>Served files:</p><ul>\(items.joined())</ul></body></html>"
    }

    private static func notServed(_ request: Request, hub: PreviewHub) -> Response {
        let names = hub.served.files.map(\.name)
        let message = "framelab serve does not serve \(request.uri.description); it serves " + names.joined(separator: ", ")
        return response(.notFound, "<!DOCTYPE html><html lang=\"en\"><head><meta charset=\"utf-8\"><title>Not served</title></head><body><p id=\"messages\">"
            + HTMLReport.escaped(message) + "</p><p><a href=\"/\">Served files</a></p></body></html>", type: "text/html; charset=utf-8")
    }

    private static func response(_ status: HTTPResponse.Status, _ body: String, type: String) -> Response {
        Response(status: status, headers: safetyHeaders(type: type), body: ResponseBody(byteBuffer: ByteBuffer(string: body)))
    }

    /// Every answer's headers: not cached, not read as another type (a source as a script), and not
    /// loaded by another site's page (`Cross-Origin-Resource-Policy`), nor framed by it.
    static func safetyHeaders(type: String) -> HTTPFields {
        [
            .contentType: type, .cacheControl: "no-store",
            HTTPField.Name("X-Content-Type-Options")!: "nosniff",
            HTTPField.Name("Cross-Origin-Resource-Policy")!: "same-origin",
            HTTPField.Name("X-Frame-Options")!: "DENY",
        ]
    }
}
