import Foundation
import Testing

/// The `framelab` executable: exit codes of `run`, `eval`, `profiles validate` and piped input,
/// and the JSON document's shape.
@Suite(.enabled(if: TestSupport.framelabBinary() != nil, "build the framelab product first"))
struct CommandLineTests {
    @Test func version() throws {
        let result = try ProcessRunner.run(["--version"])
        #expect(result.status == 0)
        // The version, then where profiles come from: the built binary's are the checkout it sits in.
        let lines = result.standardOutput.split(separator: "\n").map(String.init)
        #expect(lines.first == "framelab 0.1.0")
        #expect(lines.contains("  \(TestSupport.packageRoot.path) (shipped)"), "\(lines)")
    }

    @Test func runExitStatus() throws {
        let directory = try TestSupport.temporaryDirectory()
        let good = directory.appendingPathComponent("good.framelab")
        let bad = directory.appendingPathComponent("bad.framelab")
        try ":help why\n:set precision 2\n".write(to: good, atomically: true, encoding: .utf8)
        try "# a comment\n:help why\n:bogus\n".write(to: bad, atomically: true, encoding: .utf8)
        #expect(try ProcessRunner.run(["run", "--window", "300x300", good.path]).status == 0)
        let failed = try ProcessRunner.run(["run", good.path, bad.path])
        #expect(failed.status == 1)
        #expect(failed.standardError.contains("bad.framelab:3: error: unknown command ':bogus'"))
        #expect(try ProcessRunner.run(["run", directory.appendingPathComponent("missing.framelab").path]).status == 1)
        #expect(try ProcessRunner.run(["run"]).status != 0, "run needs a file")
    }

    @Test func evalExitStatus() throws {
        #expect(try ProcessRunner.run(["eval", "--window", "300x300", "VStack {"]).status == 1)
        #expect(try ProcessRunner.run(["eval", "--window", "3oo", "Rectangle()"]).status != 0, "a bad --window is a usage error")
        #expect(try ProcessRunner.run(["eval", "--file", "/nonexistent/x.swift"]).status != 0)
    }

    @Test func evalJSONShape() throws {
        let result = try ProcessRunner.run(["eval", "--json", "--window", "300x300", "Rectangle()\n  .frame(width: 50, height: 50)\n  .id(\"box\")"])
        let document = try #require(try JSONSerialization.jsonObject(with: Data(result.standardOutput.utf8)) as? [String: Any],
                                    "stdout: \(result.standardOutput) stderr: \(result.standardError)")
        #expect(Set(document.keys) == ["device", "nodes", "diagnostics"])
        let device = try #require(document["device"] as? [String: Any])
        // The window keeps the default device's platform, so its OS is named (issue 25).
        #expect(Set(device.keys) == ["id", "orientation", "window", "os", "safeArea"])
        #expect((device["window"] as? [String: Double]) == ["width": 300, "height": 300])
        for node in document["nodes"] as? [[String: Any]] ?? [] {
            #expect(Set(node.keys).isSuperset(of: ["id", "parent", "type", "name", "frame"]))
        }
        for diagnostic in document["diagnostics"] as? [[String: Any]] ?? [] {
            #expect(Set(diagnostic.keys) == ["severity", "message", "line", "column"])
        }
    }

    @Test func evalJSONContainer() throws {
        let result = try ProcessRunner.run(["eval", "--json", "--window", "300x200", "Rectangle()\n  .id(\"r\")\n  .containerRelativeFrame(.horizontal, count: 3, span: 1, spacing: 0)"])
        guard let document = try? JSONSerialization.jsonObject(with: Data(result.standardOutput.utf8)) as? [String: Any],
              let nodes = document["nodes"] as? [[String: Any]], !nodes.isEmpty else {
            Issue.record("no nodes: \(result.standardOutput) \(result.standardError)")
            return
        }
        #expect(result.status == 0)
        let frame = try #require(nodes.first { $0["type"] as? String == "containerRelativeFrame" })
        let container = try #require(frame["container"] as? [String: Any])
        #expect(container["id"] is NSNull, "the window has no node id")
        #expect(container["type"] as? String == "window")
        #expect((container["size"] as? [String: Double]) == ["width": 300, "height": 200])
        let rect = try #require(nodes.first { $0["name"] as? String == "r" })
        #expect((rect["frame"] as? [String: Double])?["width"].map { abs($0 - 100) < 0.01 } == true)
        #expect(rect["parent"] as? Int == frame["id"] as? Int)
        #expect(rect["container"] == nil)
    }

    @Test func pipedInputHasNoPromptOrEscapes() throws {
        let good = try ProcessRunner.run(["--window", "300x300"], input: ":help why\n:set precision 2\n")
        #expect(good.status == 0, "\(good.standardError)")
        #expect(!good.standardOutput.contains("framelab>"))
        #expect(!good.standardOutput.contains("\u{1B}"))
        #expect(good.standardOutput.contains(":why TARGET"))
        let bad = try ProcessRunner.run([], input: ":help\n:nosuch\n")
        #expect(bad.status == 1)
        #expect(bad.standardError.contains("<stdin>:2: error: unknown command ':nosuch'"))
    }

    @Test func colorAlwaysAndNoColor() throws {
        let colored = try ProcessRunner.run(["--color", "always"], input: ":help why\n")
        #expect(colored.standardOutput.contains("\u{1B}["))
        let plain = try ProcessRunner.run([], input: ":help why\n", environment: ["NO_COLOR": "1"])
        #expect(!plain.standardOutput.contains("\u{1B}"))
    }

    @Test func profilesValidate() throws {
        #expect(try ProcessRunner.run(["profiles", "validate", "/nonexistent/profiles"]).status == 1)
    }

    @Test func completionScript() throws {
        let result = try ProcessRunner.run(["--generate-completion-script", "bash"])
        #expect(result.status == 0)
        #expect(result.standardOutput.contains("framelab"))
    }

    /// The enum options (`ArgumentChoice`) list their raw values in the help, the completion script
    /// and the error for a value that is not one of them, with the defaults of `--color` and `--optionals`.
    @Test func enumOptionsListTheirValues() throws {
        let help = try ProcessRunner.run(["eval", "--help"], environment: ["COLUMNS": "80", "LINES": "24"]).standardOutput
        #expect(help.contains("The device orientation. (values: portrait, landscape)"))
        #expect(help.contains("device. (values: sidebar, content, detail)"))
        #expect(help.contains("set. (values: auto, always, never; default: auto)"))
        #expect(help.contains("present. (values: nil, some; default: nil)"))
        let script = try ProcessRunner.run(["--generate-completion-script", "bash"]).standardOutput
        #expect(script.contains("-W 'portrait'$'\\n''landscape'"))
        #expect(script.contains("-W 'nil'$'\\n''some'"))
        let wrong = try ProcessRunner.run(["eval", "--orientation", "sideways", "Text(\"x\")"])
        #expect(wrong.status == 64)
        #expect(wrong.standardError.contains("Error: The value 'sideways' is invalid for '--orientation <orientation>'. Please provide one of 'portrait' and 'landscape'."))
    }
}
