import ArgumentParser
import Foundation
import FrameLabApplication
import FrameLabServer
import LayoutCore

/// `framelab serve PATH… [--port N] [--host H]`: the interactive page, updated on save.
struct Serve: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "serve",
        abstract: "Serve the interactive layout page of Swift files and update it whenever a file or profile is saved.",
        discussion: """
            Listens on a loopback address only (127.0.0.1 unless --host names another) and answers only \
            its own pages: a request whose Host is not this address and port, or whose Origin is another \
            site, is refused (403). Open the address it prints in a browser. To reach it from another \
            machine, forward the port (ssh -L) and name the address the browser uses with --allow-host.
            """)

    @Option(help: ArgumentHelp("Device profile id the page starts on (see `framelab profiles list`).", valueName: "id"))
    var device: String?

    @Option(help: "The orientation the page starts on.")
    var orientation: Orientation?

    @Option(name: .customLong("profiles"), help: ArgumentHelp("A directory of profiles read after the shipped ones (repeatable).", valueName: "dir"),
            completion: .directory)
    var profileDirectories: [String] = []

    @Option(help: "The port to listen on (0 picks a free one).")
    var port: Int = 8017

    @Option(help: ArgumentHelp("The loopback address to listen on (127.0.0.1, another 127.x.y.z, ::1 or localhost).", valueName: "address"))
    var host: String = "127.0.0.1"

    @Option(name: .customLong("allow-host"), help: ArgumentHelp(
        "Also answer requests whose Host is NAME (any port) or NAME:PORT, e.g. the name a tunnel or proxy forwards from (repeatable).",
        valueName: "name"))
    var allowedHosts: [String] = []

    @Argument(help: ArgumentHelp("Swift files, or directories of them, to serve.", valueName: "path"), completion: .file(extensions: ["swift"]))
    var paths: [String]

    func validate() throws {
        if paths.isEmpty { throw ValidationError("give at least one Swift file or directory to serve") }
        if !(0...65535).contains(port) { throw ValidationError("--port must be from 0 to 65535") }
        if !LoopbackRequestPolicy.isLoopback(bindAddress: host) {
            throw ValidationError("--host \(host) is not a loopback address: framelab serve listens on this machine only (127.0.0.1, ::1, localhost); "
                + "to reach it from elsewhere, forward the port (ssh -L 8017:127.0.0.1:8017 …) and add --allow-host with the name the browser uses")
        }
        for name in allowedHosts where name.isEmpty || name.contains(where: { $0 == "/" || $0 == " " || $0 == "," }) {
            throw ValidationError("--allow-host '\(name)' is not a host name (NAME or NAME:PORT, e.g. devbox.local or devbox.local:9000)")
        }
    }

    func run() async throws {
        let served: ServedFiles
        do {
            served = try ServedFiles(paths: paths)
        } catch {
            throw ValidationError(error.description)
        }
        let options = SessionOptions(deviceID: device, orientation: orientation, profileDirectories: profileDirectories)
        let service = LayoutService(options: options)
        for diagnostic in service.profiles.diagnostics where diagnostic.severity == .error {
            FileHandle.standardError.write(Data("warning: \(diagnostic)\n".utf8))
        }
        let hub = PreviewHub(served: served, service: service, request: LayoutRequest(source: "", selection: options.selection))
        let server = PreviewServer(hub: hub, host: host == "[::1]" ? "::1" : host, port: port, allowedHosts: allowedHosts)
        let watcher: PreviewWatcher
        do {
            watcher = try await PreviewWatcher(hub: hub)
        } catch {
            throw ValidationError("cannot watch the files: \(error.description)")
        }
        let count = served.files.count
        try await withThrowingTaskGroup(of: Void.self) { group in
            group.addTask { await watcher.run() }
            group.addTask {
                try await server.run { host, port in
                    let shown = host.contains(":") ? "[\(host)]" : host
                    let line = "Serving \(count) file\(count == 1 ? "" : "s") at http://\(shown):\(port)/ (Ctrl-C stops)\n"
                    FileHandle.standardOutput.write(Data(line.utf8))
                }
            }
            try await group.next()
            group.cancelAll()
        }
    }
}
