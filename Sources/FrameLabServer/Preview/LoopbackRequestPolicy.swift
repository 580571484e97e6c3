/// Which requests `serve` answers: only those of the developer's own pages.
///
/// A page on another site that the developer has open can make the browser send requests to
/// `127.0.0.1`: a WebSocket upgrade (browsers apply no same-origin rule to WebSockets; the
/// server must check `Origin`), or any request through DNS rebinding (a name of the attacker's
/// that resolves to `127.0.0.1`, so the browser thinks the page is same-origin; the server must
/// check `Host`). Vite and webpack-dev-server refuse both the same way.
///
/// - `Host` must be a loopback name with the port `serve` listens on (`127.0.0.1:P`,
///   `localhost:P`, `[::1]:P`), or a name given with `--allow-host` (`NAME` allows it on any
///   port, `NAME:PORT` on that port only: a tunnel or proxy may forward another port).
/// - `Origin`, when the browser sends one, must be the address the request was sent to
///   (`http://` or `https://` and the `Host` just accepted): a page `serve` served itself.
///   Requests without `Origin` (a typed address, a link, `curl`) pass on `Host` alone.
/// - `Sec-Fetch-Site: cross-site` or `same-site` is refused except for a top-level navigation
///   (`Sec-Fetch-Mode: navigate`, which shows the page to the developer but not to the other site).
public struct LoopbackRequestPolicy: Sendable, Equatable {
    /// The loopback names a browser on this machine may use for the server.
    public static let loopbackNames = ["127.0.0.1", "localhost", "[::1]"]

    /// The port the server listens on (the one the OS chose when asked for port 0).
    public var port: Int
    /// The loopback names accepted with `port`: the usual three and the address bound.
    public var ownNames: [String]
    /// Extra `Host` values from `--allow-host`, lowercased: `name` or `name:port`.
    public var allowedHosts: [String]

    /// `listenHost` is the address bound (`127.0.0.1`, `::1`, `localhost`, another `127.x.y.z`).
    public init(port: Int, listenHost: String = "127.0.0.1", allowedHosts: [String] = []) {
        self.port = port
        let bound = listenHost.lowercased()
        let shown = bound.contains(":") && !bound.hasPrefix("[") ? "[\(bound)]" : bound
        ownNames = Self.loopbackNames.contains(shown) ? Self.loopbackNames : Self.loopbackNames + [shown]
        self.allowedHosts = allowedHosts.map { $0.lowercased() }
    }

    /// The headers of one request that the policy reads (nil: the header is absent).
    public struct RequestHeaders: Sendable {
        public var host: String?
        public var origin: String?
        public var fetchSite: String?
        public var fetchMode: String?
    }

    /// Why the request is refused, or nil when it is one of the developer's own.
    public func refusal(_ headers: RequestHeaders) -> String? {
        guard let host = headers.host?.lowercased(), !host.isEmpty else {
            return "the request has no Host header; framelab serve answers only requests to \(ownAddresses)"
        }
        guard allows(host: host) else {
            return "Host '\(host)' is not the address framelab serve listens on (\(ownAddresses)); "
                + "to reach it under another name, start it with --allow-host NAME"
        }
        if let origin = headers.origin?.lowercased() {
            guard origin == "http://" + host || origin == "https://" + host else {
                return "Origin '\(origin)' is not this server (http://\(host)): framelab serve answers only its own pages"
            }
        }
        if let site = headers.fetchSite?.lowercased(), site == "cross-site" || site == "same-site",
           headers.fetchMode?.lowercased() != "navigate" {
            return "a request from another site (Sec-Fetch-Site: \(site)) is refused: framelab serve answers only its own pages"
        }
        return nil
    }

    /// Whether `host` (lowercased, as in a `Host` header) names this server.
    func allows(host: String) -> Bool {
        if ownNames.contains(where: { host == "\($0):\(port)" }) { return true }
        let name = Self.name(ofHost: host)
        return allowedHosts.contains { $0 == host || (!Self.hasPort($0) && $0 == name) }
    }

    private var ownAddresses: String {
        (ownNames.map { "\($0):\(port)" } + allowedHosts).joined(separator: ", ")
    }

    /// `name` of `name:port` or `[v6]:port`; the whole value when there is no port.
    static func name(ofHost host: String) -> String {
        guard hasPort(host), let colon = host.lastIndex(of: ":") else { return host }
        return String(host[..<colon])
    }

    /// Whether a `Host` value ends in `:digits` (outside an IPv6 literal's brackets).
    static func hasPort(_ host: String) -> Bool {
        guard let colon = host.lastIndex(of: ":") else { return false }
        let before = host[..<colon]
        if host.hasPrefix("[") && !before.hasSuffix("]") { return false }
        if !host.hasPrefix("[") && before.contains(":") { return false }
        let digits = host[host.index(after: colon)...]
        return !digits.isEmpty && digits.allSatisfy(\.isASCII) && digits.allSatisfy(\.isNumber)
    }

    /// Whether `address` is a loopback address or name `serve` may bind to.
    public static func isLoopback(bindAddress address: String) -> Bool {
        let lowered = address.lowercased()
        if lowered == "localhost" || lowered == "::1" || lowered == "[::1]" { return true }
        let parts = lowered.split(separator: ".", omittingEmptySubsequences: false)
        return parts.count == 4 && parts[0] == "127" && parts.allSatisfy { part in
            !part.isEmpty && part.count <= 3 && part.allSatisfy(\.isASCII) && part.allSatisfy(\.isNumber) && Int(part)! <= 255
        }
    }
}
