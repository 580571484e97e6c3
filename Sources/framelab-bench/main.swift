import ArgumentParser
import Foundation
import LayoutCore

/// `framelab-bench`: release-build benchmarks of layout (issue 7). Each case runs in its own child
/// process so that its peak memory can be reported.
struct FrameLabBench: ParsableCommand {
    static let configuration = CommandConfiguration(commandName: "framelab-bench", abstract: "Benchmarks FrameLab's layout on fixed synthetic trees.")

    @Option(name: .customLong("case"), help: "Run only these cases (repeatable). Default: all.")
    var cases: [String] = []

    @Option(help: "Timed repetitions per case.")
    var repetitions = 11

    @Flag(help: "Print JSON instead of a table.")
    var json = false

    @Flag(help: "List the cases.")
    var list = false

    @Option(help: "The release framelab binary for the parse and startup cases (default: next to this binary, if present).")
    var framelab: String?

    @Option(help: .hidden)
    var child: String?

    var framelabPath: String? {
        if let framelab { return framelab }
        let sibling = URL(fileURLWithPath: "/proc/self/exe").resolvingSymlinksInPath().deletingLastPathComponent().appendingPathComponent("framelab").path
        return FileManager.default.isExecutableFile(atPath: sibling) ? sibling : nil
    }

    func run() throws {
        if list {
            for benchmark in BenchmarkCase.all(framelab: framelabPath) { print("\(benchmark.name)\t\(benchmark.summary)") }
            return
        }
        if let child {
            guard let benchmark = BenchmarkCase.all(framelab: framelabPath).first(where: { $0.name == child }) else { throw ValidationError("unknown case \(child)") }
            let measurement = Measurement.run(benchmark, repetitions: repetitions)
            let data = try JSONEncoder().encode(measurement)
            print(String(decoding: data, as: UTF8.self))
            return
        }
        let selected = cases.isEmpty ? BenchmarkCase.all(framelab: framelabPath).map(\.name) : cases
        var results: [Measurement] = []
        for name in selected {
            let process = Process()
            process.executableURL = URL(fileURLWithPath: "/proc/self/exe")
            process.arguments = ["--child", name, "--repetitions", String(repetitions)] + (framelabPath.map { ["--framelab", $0] } ?? [])
            let pipe = Pipe()
            process.standardOutput = pipe
            try process.run()
            let output = pipe.fileHandleForReading.readDataToEndOfFile()
            process.waitUntilExit()
            guard process.terminationStatus == 0, let measurement = try? JSONDecoder().decode(Measurement.self, from: output) else {
                FileHandle.standardError.write(Data("framelab-bench: case \(name) failed (exit \(process.terminationStatus))\n".utf8))
                continue
            }
            results.append(measurement)
            if !json { print(measurement.row) }
        }
        if json {
            let encoder = JSONEncoder()
            encoder.outputFormatting = [.prettyPrinted, .sortedKeys]
            print(String(decoding: try encoder.encode(results), as: UTF8.self))
        }
    }
}

FrameLabBench.main()
