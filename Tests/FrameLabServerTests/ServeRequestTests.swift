import Foundation
import Testing
@testable import FrameLabServer

/// `framelab serve` answers only the developer's own pages: requests are sent byte for byte to a
/// running server (`--port 0`), as another site's page, a DNS-rebinding page or a script would.
@Suite(.serialized)
struct ServeRequestTests {
    /// A served file and, next to it, a file that is not served.
    static func project() throws -> (served: String, secret: String) {
        let directory = try ServerTestSupport.temporaryDirectory()
        let served = directory.appendingPathComponent("Card.swift").path
        let secret = directory.appendingPathComponent("Secret.swift").path
        try #"VStack { Text("CardTitle") }"#.write(toFile: served, atomically: true, encoding: .utf8)
        try #"Text("SECRET-TOKEN")"#.write(toFile: secret, atomically: true, encoding: .utf8)
        return (served, secret)
    }

    /// A refused WebSocket upgrade is answered `400 Bad Request` with no body: Hummingbird answers
    /// every upgrade its router declines so (the 403 and its reason go to plain requests).
    static let refusedUpgrade = 400

    @Test func foreignOriginOnUpdatesIsRefused() throws {
        let (served, _) = try Self.project()
        let server = try ServeProcess([served])
        let evil = try server.upgrade(file: served, origin: "http://evil.example")
        #expect(evil.status == Self.refusedUpgrade, "\(evil.head)")
        #expect(!evil.head.contains("Upgrade: websocket") && evil.body.isEmpty, "no upgrade, no payload: \(evil.head)")
        // The same origin on another port is another site too.
        #expect(try server.upgrade(file: served, origin: "http://127.0.0.1:1").status == Self.refusedUpgrade)
        #expect(try server.upgrade(file: served, origin: "null").status == Self.refusedUpgrade)
        // The same request without upgrading gets the 403 and its reason.
        let plain = try server.get("/updates?file=x", headers: ["Origin: http://evil.example"])
        #expect(plain.status == 403 && plain.body.contains("Origin 'http://evil.example' is not this server"), "\(plain.body)")
        // The page's own origin is upgraded (101 Switching Protocols), with and without the port's name spelled as localhost.
        #expect(try server.upgrade(file: served, origin: "http://127.0.0.1:\(server.port)").status == 101)
        #expect(try server.upgrade(file: served, origin: "http://localhost:\(server.port)", host: "localhost:\(server.port)").status == 101)
        // The Host decides which origin is its own: Origin 127.0.0.1 with Host localhost is cross-origin.
        #expect(try server.upgrade(file: served, origin: "http://127.0.0.1:\(server.port)", host: "localhost:\(server.port)").status == Self.refusedUpgrade)
    }

    @Test func foreignHostIsRefused() throws {
        let (served, _) = try Self.project()
        let server = try ServeProcess([served])
        let rebound = try server.get("/", host: "attacker.example:\(server.port)")
        #expect(rebound.status == 403, "\(rebound.head)")
        #expect(rebound.body.contains("Host 'attacker.example:\(server.port)' is not the address framelab serve listens on"))
        #expect(!rebound.body.contains(served), "the refusal does not name the served path")
        for host in ["attacker.example", "127.0.0.1", "127.0.0.1:1", "localhost.attacker.example:\(server.port)", ""] {
            #expect(try server.get("/", host: host).status == 403, "Host: \(host)")
        }
        #expect(try server.get("/source?file=\(served)", host: "attacker.example").status == 403)
        #expect(try server.upgrade(file: served, origin: nil, host: "attacker.example:\(server.port)").status == Self.refusedUpgrade)
        // Two Host headers: the first is ours, the second is not; refused as ambiguous.
        let twice = try server.get("/", headers: ["Host: attacker.example"])
        #expect(twice.status == 403 && twice.body.contains("more than one Host"))
        // Our own names are answered.
        let own = try server.get("/")
        #expect(own.status == 200 && own.body.contains("CardTitle"))
        #expect(try server.get("/", host: "localhost:\(server.port)").status == 200)
        #expect(try server.get("/", host: "[::1]:\(server.port)").status == 200)
        #expect(own.head.lowercased().contains("cross-origin-resource-policy: same-origin"))
        #expect(own.head.lowercased().contains("x-content-type-options: nosniff"))
    }

    @Test func otherSitesSubresourceRequestsAreRefusedButNavigationIsNot() throws {
        let (served, _) = try Self.project()
        let server = try ServeProcess([served])
        let fetched = try server.get("/source?file=\(served)", headers: ["Sec-Fetch-Site: cross-site", "Sec-Fetch-Mode: no-cors"])
        #expect(fetched.status == 403 && !fetched.body.contains("CardTitle"))
        #expect(try server.get("/", headers: ["Origin: http://evil.example"]).status == 403)
        let navigated = try server.get("/", headers: ["Sec-Fetch-Site: cross-site", "Sec-Fetch-Mode: navigate"])
        #expect(navigated.status == 200, "following a link to the page shows it to the developer")
        #expect(try server.get("/source?file=\(served)", headers: ["Sec-Fetch-Site: same-origin", "Sec-Fetch-Mode: cors"]).status == 200)
    }

    @Test func pathsOutsideTheServedFilesAreRefused() throws {
        let (served, secret) = try Self.project()
        let server = try ServeProcess([served])
        let directory = URL(fileURLWithPath: served).deletingLastPathComponent().path
        for path in [
            "/../../../../etc/passwd", "/%2e%2e/%2e%2e/etc/passwd", "/..%2f..%2f..%2fetc%2fpasswd",
            "/source?file=../../../../etc/passwd", "/source?file=/etc/passwd",
            "/source?file=%2e%2e%2f%2e%2e%2f%2e%2e%2fetc%2fpasswd", "/source?file=\(secret)",
            "/source?file=\(directory)/../\(URL(fileURLWithPath: directory).lastPathComponent)/Secret.swift",
            "/source?file=\(served)/../Secret.swift", "/source?file=\(served.replacingOccurrences(of: "/", with: "%2f"))%2f..%2fSecret.swift",
            "/?file=\(secret)", "/?file=../../../../etc/passwd", "/Secret.swift", "/\(secret)",
        ] {
            let response = try server.get(path)
            #expect(response.status == 404, "GET \(path): \(response.status)")
            #expect(!response.body.contains("SECRET-TOKEN") && !response.body.contains("root:"), "GET \(path)")
        }
        #expect(try server.upgrade(file: secret, origin: "http://127.0.0.1:\(server.port)").status != 101)
        let source = try server.get("/source?file=\(served)")
        #expect(source.status == 200 && source.body.contains("CardTitle"))
    }

    /// 300 connections at once (the server keeps at most 256 open; the rest wait in the listen
    /// backlog), then 100 that send nothing: every request is answered and the server stays up.
    @Test func aFloodOfConnectionsIsHandled() throws {
        let (served, _) = try Self.project()
        let server = try ServeProcess([served])
        let request = "GET /source?file=\(served) HTTP/1.1\r\nHost: 127.0.0.1:\(server.port)\r\nConnection: close\r\n\r\n"
        var connections: [RawConnection] = []
        for _ in 0..<300 {
            let connection = try RawConnection(port: server.port, timeout: 30)
            connection.send(request)
            connections.append(connection)
        }
        var answered = 0
        for connection in connections where RawResponse(connection.receive()).status == 200 { answered += 1 }
        #expect(answered == 300)
        connections.removeAll()

        let idle = try (0..<100).map { _ in try RawConnection(port: server.port) }
        let whileIdle = try server.get("/source?file=\(served)")
        #expect(whileIdle.status == 200, "100 idle connections do not stop the server answering")
        _ = idle
        #expect(server.process.isRunning)
    }

    @Test func allowHostAddsANameAndLoopbackOnlyIsEnforced() throws {
        let (served, _) = try Self.project()
        let server = try ServeProcess([served, "--allow-host", "devbox.local"])
        #expect(try server.get("/", host: "devbox.local:9000").status == 200, "a tunnel's name and port")
        #expect(try server.upgrade(file: served, origin: "http://devbox.local:9000", host: "devbox.local:9000").status == 101)
        #expect(try server.upgrade(file: served, origin: "http://evil.example", host: "devbox.local:9000").status == Self.refusedUpgrade)
        #expect(try server.get("/", host: "attacker.example:\(server.port)").status == 403)
        #expect(throws: ServeStartError.self) { try ServeProcess([served, "--host", "0.0.0.0"]) }
    }
}
