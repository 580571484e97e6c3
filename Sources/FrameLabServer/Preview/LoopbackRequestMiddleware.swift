import Foundation
import Hummingbird
import HTTPTypes
import NIOCore
import Synchronization

/// Applies `LoopbackRequestPolicy` to every request `serve` receives (pages, sources, WebSocket
/// upgrades, unknown paths): a refused request gets a 403 with the reason, and nothing else runs.
/// (A refused WebSocket upgrade is answered 400 with no body by Hummingbird, which answers every
/// declined upgrade so.) The first refusals are also written to standard error with their reason,
/// for a developer whose proxy or tunnel is refused.
/// The policy is set when the server is bound (its port is known only then); until then every
/// request is refused.
struct LoopbackRequestMiddleware<Context: RequestContext>: RouterMiddleware {
    let policy: PolicyBox

    func handle(_ request: Request, context: Context, next: (Request, Context) async throws -> Response) async throws -> Response {
        if let reason = policy.refusal(of: request) {
            policy.report(reason, request)
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

    private let reported = Mutex(0)
    /// How many refusals go to standard error (a flood of them would bury the rest).
    static let reportedRefusals = 20

    init(allowedHosts: [String]) { self.allowedHosts = allowedHosts }

    /// Writes the refusal to standard error, for the first `reportedRefusals` of them.
    func report(_ reason: String, _ request: Request) {
        let count = reported.withLock { count -> Int in
            count += 1
            return count
        }
        guard count <= Self.reportedRefusals else { return }
        var line = "framelab serve: refused \(request.method) \(request.uri.path): \(reason)\n"
        if count == Self.reportedRefusals { line += "framelab serve: further refusals are not shown\n" }
        FileHandle.standardError.write(Data(line.utf8))
    }

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
