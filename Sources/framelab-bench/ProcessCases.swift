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

    /// A SwiftUI file of about `lines` lines as an app's is written: many `View` structs (a
    /// card, a row and a detail screen per feature, with properties, stacks, ForEach, conditions and
    /// modifiers) and a `ContentView` that shows every feature's card.
    static func generatedSource(lines: Int) -> String {
        var text = ""
        var count = 0
        var features: [String] = []
        func add(_ block: String) {
            text += block
            count += block.utf8.reduce(0) { $0 + ($1 == UInt8(ascii: "\n") ? 1 : 0) }
        }
        // ContentView adds a line per feature and 8 of its own.
        while count + features.count + 8 < lines {
            let name = "Feature\(features.count)"
            features.append(name)
            add("""
                struct \(name)Card: View {
                    var title: String = "\(name)"
                    var count: Int = \(features.count % 7 + 1)
                    var highlighted = false

                    var body: some View {
                        VStack(alignment: .leading, spacing: 8) {
                            HStack {
                                Image(systemName: "star")
                                    .frame(width: 24, height: 24)
                                Text(title)
                                    .font(.headline)
                                Spacer()
                                Text("\\(count) items")
                                    .font(.caption)
                            }
                            ForEach(0..<count, id: \\.self) { index in
                                \(name)Row(index: index)
                            }
                            if highlighted {
                                Text("Highlighted")
                                    .padding(4)
                            }
                        }
                        .padding()
                        .frame(maxWidth: .infinity, alignment: .leading)
                    }
                }

                struct \(name)Row: View {
                    let index: Int

                    var body: some View {
                        HStack(spacing: 12) {
                            Circle()
                                .frame(width: 8, height: 8)
                            Text("Row \\(index)")
                            Spacer(minLength: 4)
                            Text("Detail")
                                .foregroundStyle(.secondary)
                        }
                        .padding(.vertical, 4)
                    }
                }

                struct \(name)Detail: View {
                    var body: some View {
                        ScrollView {
                            VStack(spacing: 16) {
                                \(name)Card(highlighted: true)
                                Rectangle()
                                    .aspectRatio(16 / 9, contentMode: .fit)
                                Text("About \(name)")
                                    .font(.title2)
                                    .padding(.horizontal, 20)
                            }
                        }
                    }
                }


                """)
        }
        add("struct ContentView: View {\n    var body: some View {\n        ScrollView {\n            VStack(spacing: 12) {\n")
        for name in features { add("                \(name)Card()\n") }
        add("            }\n        }\n    }\n}\n")
        return text
    }
}
