import Foundation
import FrameLabApplication
import LayoutCore
import Profiles

/// The real screens (`RealScreen`): one layout each in process (goal < 1 ms), and with the release
/// `framelab` binary, `eval --file` as a whole process (goal < 20 ms) and `eval --matrix` over 480
/// layouts (20 devices × 2 orientations × 12 Dynamic Type sizes).
enum ScreenCases {
    /// The shipped profiles, found from this executable as `framelab` finds them.
    static func registry() -> ProfileRegistry {
        let executable = URL(fileURLWithPath: "/proc/self/exe").resolvingSymlinksInPath().path
        let search = ProfileSearchPath.standard(executablePath: executable, environment: [:], commandLineDirectories: [])
        return ProfileRegistry.load(searchPath: search).registry
    }

    /// `profiles-shipped`: loading the shipped Containers/, Devices/ and Views/, what every
    /// `framelab` process does before anything else.
    static func shippedProfiles() -> BenchmarkCase {
        BenchmarkCase(name: "profiles-shipped", summary: "ProfileRegistry.load of the shipped profiles (part of every startup)") {
            let executable = URL(fileURLWithPath: "/proc/self/exe").resolvingSymlinksInPath().path
            let search = ProfileSearchPath.standard(executablePath: executable, environment: [:], commandLineDirectories: [])
            let count = ProfileRegistry.load(searchPath: search).registry.entries.count
            return (count, {
                let loaded = ProfileRegistry.load(searchPath: search)
                return Double(loaded.registry.entries.count + loaded.diagnostics.count * 1_000_000)
            })
        }
    }

    /// The first 20 phones and pads, by id, as `matrix-480` takes them.
    static func matrixDevices(_ registry: ProfileRegistry) -> [String] {
        Array(registry.deviceIDs.filter { [.phone, .pad].contains(registry.devices[$0]?.idiom) }.prefix(20))
    }

    static func defaultEnvironment(_ registry: ProfileRegistry) -> LayoutEnvironment {
        (try? registry.environment(for: DeviceSelection(deviceID: ProfileRegistry.defaultDeviceID, orientation: .portrait)))
            ?? LayoutEnvironment.window(width: 393, height: 852)
    }

    /// `screen-NAME`: one layout of the screen's tree, compiled once (`LayoutProgram`), on the
    /// default device, in process; with `compiledOnce` false (`screen-NAME-whole`) each repetition
    /// compiles and lays out, shaping its texts and resolving its controls' plans, as a first layout does.
    static func layout(_ screen: RealScreen, compiledOnce: Bool = true) -> BenchmarkCase {
        let name = "screen-\(screen.name)" + (compiledOnce ? "" : "-whole")
        let summary = compiledOnce ? "one layout of the \(screen.summary) on the default device (compiled once)" : "the \(screen.summary) compiled and laid out on the default device"
        return BenchmarkCase(name: name, summary: summary) {
            let registry = registry()
            let environment = defaultEnvironment(registry)
            let root = screen.tree(registry)
            let program = compiledOnce ? LayoutPipeline.compile(root, for: environment) : nil
            return (root.nodeCount, {
                (program.map { LayoutPipeline.layout($0, in: environment) } ?? LayoutPipeline.layout(root, in: environment)).nodes.frame(0).height
            })
        }
    }

    /// Writes the screen's source to a temporary file and returns its path.
    static func sourceFile(_ screen: RealScreen) -> String {
        let file = NSTemporaryDirectory() + "framelab-bench-\(screen.name)-\(getpid()).swift"
        try? screen.source.write(toFile: file, atomically: false, encoding: .utf8)
        return file
    }

    /// `eval-NAME`: `framelab eval --file` of the screen's source as a whole process.
    static func eval(_ screen: RealScreen, framelab: String) -> BenchmarkCase {
        BenchmarkCase(name: "eval-\(screen.name)", summary: "framelab eval --file of the \(screen.summary) (process)") {
            let file = sourceFile(screen)
            return (1, { ProcessCases.run(framelab, ["eval", "--file", file]) })
        }
    }

    /// `eval-matrix-NAME`: `framelab eval --file --matrix` over 480 layouts as a whole process.
    static func matrix(_ screen: RealScreen, framelab: String) -> BenchmarkCase {
        BenchmarkCase(name: "eval-matrix-\(screen.name)", summary: "framelab eval --matrix of the \(screen.summary) on 20 devices × 2 orientations × 12 type sizes (process)") {
            let file = sourceFile(screen)
            let devices = matrixDevices(registry()).joined(separator: ",")
            let arguments = ["eval", "--file", file, "--matrix", "#0", "--devices", devices, "--orientations", "portrait,landscape", "--dynamic-type", "all"]
            return (480, { ProcessCases.run(framelab, arguments) })
        }
    }
}
