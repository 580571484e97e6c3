import Foundation
import LayoutCore
import Profiles

/// Cases that load profiles or run the release `framelab` binary as a whole process.
enum ProcessCases {
    /// `profiles-1000`: loading 1,000 generated container-kind and device files.
    static func profiles(count: Int) -> BenchmarkCase {
        BenchmarkCase(name: "profiles-\(count)", summary: "ProfileRegistry.load of \(count) generated profile files") {
            let root = NSTemporaryDirectory() + "framelab-bench-profiles-\(getpid())"
            try? FileManager.default.removeItem(atPath: root)
            try? FileManager.default.createDirectory(atPath: root + "/Containers", withIntermediateDirectories: true)
            try? FileManager.default.createDirectory(atPath: root + "/Devices", withIntermediateDirectories: true)
            for k in 0..<count / 2 {
                let kind = """
                    id: Kind\(k)
                    viewNames: [Kind\(k)]
                    summary: A generated kind.
                    strategy: single-content
                    providesContainerSize: true
                    barSubtractions:
                      - edge: top
                        metric: navigationBar.inline
                        bar: navigationBar

                    """
                try? kind.write(toFile: root + "/Containers/Kind\(k).yaml", atomically: false, encoding: .utf8)
                let device = """
                    id: device-\(k)
                    displayName: Device \(k)
                    idiom: phone
                    screen: {width: \(300 + k % 200), height: 800}
                    scale: 3
                    safeArea: {top: 59, leading: 0, bottom: 34, trailing: 0}
                    sizeClass: {horizontal: compact, vertical: regular}
                    metrics: {navigationBar.inline: 44, navigationBar.large: 96, tabBar: 49, toolbar: 44, statusBar: 54}

                    """
                try? device.write(toFile: root + "/Devices/device-\(k).yaml", atomically: false, encoding: .utf8)
            }
            let path = ProfileSearchPath(directories: [root])
            return (count, {
                let loaded = ProfileRegistry.load(searchPath: path)
                return Double(loaded.registry.containerKinds.count + loaded.registry.devices.count + loaded.diagnostics.count * 1_000_000)
            })
        }
    }

    /// Runs `framelab` with `arguments` (output to /dev/null) and returns its exit status. Uses
    /// `posix_spawn` directly: Foundation's `Process` adds several milliseconds of its own.
    static func run(_ framelab: String, _ arguments: [String]) -> Double {
        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        posix_spawn_file_actions_addopen(&actions, 1, "/dev/null", O_WRONLY, 0)
        posix_spawn_file_actions_addopen(&actions, 2, "/dev/null", O_WRONLY, 0)
        let argv = ([framelab] + arguments).map { strdup($0) } + [nil]
        defer { argv.forEach { free($0) } }
        var pid: pid_t = 0
        guard posix_spawn(&pid, framelab, &actions, nil, argv, environ) == 0 else { return -1 }
        var status: Int32 = 0
        waitpid(pid, &status, 0)
        return Double((status >> 8) & 0xff)
    }

    /// `startup`: `framelab eval --json 'Text("hi")'` as a whole process.
    static func startup(framelab: String) -> BenchmarkCase {
        BenchmarkCase(name: "startup", summary: "framelab eval --json 'Text(\"hi\")' as a process") {
            (1, { run(framelab, ["eval", "--json", "Text(\"hi\")"]) })
        }
    }

    /// `parse-10000`: a generated 10,000-line SwiftUI file translated and laid out by `framelab eval`.
    static func parse(framelab: String, lines: Int) -> BenchmarkCase {
        BenchmarkCase(name: "parse-\(lines)", summary: "framelab eval --file of a generated \(lines)-line SwiftUI file (process)") {
            let file = NSTemporaryDirectory() + "framelab-bench-\(getpid()).swift"
            try? generatedSource(lines: lines).write(toFile: file, atomically: false, encoding: .utf8)
            return (lines, { run(framelab, ["eval", "--file", file]) })
        }
    }

    /// A SwiftUI file of about `lines` lines: a List of rows, each a few lines long.
    static func generatedSource(lines: Int) -> String {
        var text = "struct ContentView: View {\n  var body: some View {\n    ScrollView {\n      VStack(alignment: .leading, spacing: 8) {\n"
        var row = 0
        while text.split(separator: "\n", omittingEmptySubsequences: false).count < lines - 5 {
            text += """
                    HStack {
                      Text("Row \(row)")
                        .font(.headline)
                      Spacer()
                      Rectangle()
                        .frame(width: 20, height: 20)
                    }
                    .padding(.horizontal, 16)

            """
            row += 1
        }
        text += "      }\n    }\n  }\n}\n"
        return text
    }
}
