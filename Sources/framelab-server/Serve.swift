import ArgumentParser
import Foundation
import FrameLabREPL
import FrameLabServer
import LayoutCore

/// `framelab serve PATH… [--port N] [--host H]`: the interactive page, updated on save.
struct Serve: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "serve",
        abstract: "Serve the interactive layout page of Swift files and update it whenever a file or profile is saved.",
        discussion: "Listens on 127.0.0.1 only unless --host says otherwise. Open the address it prints in a browser.")

    @Option(help: ArgumentHelp("Device profile id the page starts on (see `framelab profiles list`).", valueName: "id"))
    var device: String?

    @Option(help: "The orientation the page starts on.")
    var orientation: Orientation?

    @Option(name: .customLong("profiles"), help: ArgumentHelp("A directory of profiles read after the shipped ones (repeatable).", valueName: "dir"),
            completion: .directory)
    var profileDirectories: [String] = []

    @Option(help: "The port to listen on (0 picks a free one).")
    var port: Int = 8017

    @Option(help: ArgumentHelp("The interface to listen on. Anything but 127.0.0.1/localhost makes the page reachable from other machines.", valueName: "address"))
    var host: String = "127.0.0.1"

    @Argument(help: ArgumentHelp("Swift files, or directories of them, to serve.", valueName: "path"), completion: .file(extensions: ["swift"]))
    var paths: [String]

    func validate() throws {
        if paths.isEmpty { throw ValidationError("give at least one Swift file or directory to serve") }
        if !(0...65535).contains(port) { throw ValidationError("--port must be from 0 to 65535") }
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
        let server = PreviewServer(hub: hub, host: host, port: port)
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
