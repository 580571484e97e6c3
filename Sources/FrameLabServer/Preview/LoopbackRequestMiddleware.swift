import Hummingbird
import HTTPTypes
import NIOCore
import Synchronization

/// Applies `LoopbackRequestPolicy` to every request `serve` receives (pages, sources, WebSocket
/// upgrades, unknown paths): a refused request gets a 403 with the reason, and nothing else runs.
/// The policy is set when the server is bound (its port is known only then); until then every
/// request is refused.
struct LoopbackRequestMiddleware<Context: RequestContext>: RouterMiddleware {
    let policy: PolicyBox

    func handle(_ request: Request, context: Context, next: (Request, Context) async throws -> Response) async throws -> Response {
        if let reason = policy.refusal(of: request) {
            return Response(
                status: .forbidden,
                headers: PreviewServer.safetyHeaders(type: "text/plain; charset=utf-8"),
                body: ResponseBody(byteBuffer: ByteBuffer(string: "framelab serve refused this request: \(reason)\n")))
        }
        return try await next(request, context)
    }
}

/// The policy in force, shared by the HTTP and the WebSocket routers.
final class PolicyBox: Sendable {
    private let policy = Mutex<LoopbackRequestPolicy?>(nil)
    private let allowedHosts: [String]

    init(allowedHosts: [String]) { self.allowedHosts = allowedHosts }

    /// Called once the server is bound: the port and address it listens on.
    func bound(host: String, port: Int) {
        let allowedHosts = self.allowedHosts
        policy.withLock { $0 = LoopbackRequestPolicy(port: port, listenHost: host, allowedHosts: allowedHosts) }
    }

    func refusal(of request: Request) -> String? {
        guard let policy = policy.withLock({ $0 }) else { return "the server is not ready" }
        let fields = request.headers
        // The first Host header became the request's authority; a second one is ambiguous.
        if !fields[values: HTTPField.Name("Host")!].isEmpty { return "the request has more than one Host header" }
        let origins = fields[values: .origin]
        if origins.count > 1 { return "the request has more than one Origin header" }
        return policy.refusal(.init(
            host: request.head.authority, origin: origins.first,
            fetchSite: fields[HTTPField.Name("Sec-Fetch-Site")!], fetchMode: fields[HTTPField.Name("Sec-Fetch-Mode")!]))
    }
}
