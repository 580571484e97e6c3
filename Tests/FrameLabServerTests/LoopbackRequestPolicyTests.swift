import Testing
@testable import FrameLabServer

/// The rule `serve` applies to each request's `Host`, `Origin` and `Sec-Fetch-*` headers, on a
/// server listening on 127.0.0.1:8017.
struct LoopbackRequestPolicyTests {
    struct Case: CustomStringConvertible {
        var host: String?
        var origin: String?
        var site: String? = nil
        var mode: String? = nil
        var allowed: Bool
        var description: String { "Host \(host ?? "-") Origin \(origin ?? "-") Sec-Fetch-Site \(site ?? "-") Mode \(mode ?? "-")" }
    }

    static let cases: [Case] = [
        Case(host: "127.0.0.1:8017", origin: nil, allowed: true),
        Case(host: "localhost:8017", origin: "http://localhost:8017", allowed: true),
        Case(host: "LOCALHOST:8017", origin: "http://LocalHost:8017", allowed: true),
        Case(host: "[::1]:8017", origin: "http://[::1]:8017", allowed: true),
        Case(host: "127.0.0.1:8017", origin: "http://evil.example", allowed: false),
        Case(host: "127.0.0.1:8017", origin: "null", allowed: false),
        Case(host: "127.0.0.1:8017", origin: "http://127.0.0.1:8018", allowed: false),
        Case(host: "127.0.0.1:8017", origin: "http://localhost:8017", allowed: false),
        Case(host: "attacker.example:8017", origin: nil, allowed: false),
        Case(host: "attacker.example", origin: nil, allowed: false),
        Case(host: "127.0.0.1", origin: nil, allowed: false),
        Case(host: "127.0.0.1:80", origin: nil, allowed: false),
        Case(host: "127.0.0.2:8017", origin: nil, allowed: false),
        Case(host: nil, origin: nil, allowed: false),
        Case(host: "", origin: nil, allowed: false),
        Case(host: "127.0.0.1:8017", origin: nil, site: "cross-site", mode: "no-cors", allowed: false),
        Case(host: "127.0.0.1:8017", origin: nil, site: "same-site", mode: "cors", allowed: false),
        Case(host: "127.0.0.1:8017", origin: nil, site: "cross-site", mode: "navigate", allowed: true),
        Case(host: "127.0.0.1:8017", origin: nil, site: "none", mode: "navigate", allowed: true),
        Case(host: "127.0.0.1:8017", origin: "http://127.0.0.1:8017", site: "same-origin", mode: "websocket", allowed: true),
    ]

    @Test(arguments: cases) func loopbackServer(_ example: Case) {
        let policy = LoopbackRequestPolicy(port: 8017)
        let refusal = policy.refusal(.init(host: example.host, origin: example.origin, fetchSite: example.site, fetchMode: example.mode))
        #expect((refusal == nil) == example.allowed, "\(refusal ?? "allowed")")
    }

    @Test func allowHostNamesAnyPortOrOnePort() {
        let policy = LoopbackRequestPolicy(port: 8017, allowedHosts: ["DevBox.local", "tunnel.example:9000"])
        #expect(policy.refusal(.init(host: "devbox.local:1234", origin: "http://devbox.local:1234")) == nil)
        #expect(policy.refusal(.init(host: "devbox.local")) == nil)
        #expect(policy.refusal(.init(host: "tunnel.example:9000", origin: "https://tunnel.example:9000")) == nil)
        #expect(policy.refusal(.init(host: "tunnel.example:9001")) != nil)
        #expect(policy.refusal(.init(host: "tunnel.example")) != nil)
        #expect(policy.refusal(.init(host: "devbox.local.attacker.example:8017")) != nil)
        #expect(policy.refusal(.init(host: "devbox.local:1234", origin: "http://evil.example")) != nil)
    }

    @Test func theBoundAddressIsOwnToo() {
        let policy = LoopbackRequestPolicy(port: 8017, listenHost: "127.0.0.5")
        #expect(policy.refusal(.init(host: "127.0.0.5:8017")) == nil)
        #expect(LoopbackRequestPolicy(port: 8017, listenHost: "::1").refusal(.init(host: "[::1]:8017")) == nil)
    }

    @Test func onlyLoopbackAddressesAreBound() {
        for address in ["127.0.0.1", "127.1.2.3", "localhost", "LocalHost", "::1", "[::1]"] {
            #expect(LoopbackRequestPolicy.isLoopback(bindAddress: address), "\(address)")
        }
        for address in ["0.0.0.0", "::", "192.168.1.2", "128.0.0.1", "127.0.0.256", "127.0.0", "127.0.0.1.5", "example.com", "", "127.0.0.1 "] {
            #expect(!LoopbackRequestPolicy.isLoopback(bindAddress: address), "\(address)")
        }
    }
}
