import Foundation
import Testing
import ViewSyntax
@testable import FrameLabApplication

/// Scripted sessions: each `Golden/NAME.framelab` runs through the interpreter with the shipped
/// profiles, and its output must equal `Golden/NAME.out`. A script with no `.out` yet only has to
/// run without an error or a failed `:expect`. A script with `# requires: translator` or
/// `# requires: profiles` is skipped while that library is still a stub. `FRAMELAB_UPDATE_GOLDEN=1` rewrites the `.out` files.
struct GoldenSessionTests {
    static var scripts: [String] {
        let names = (try? FileManager.default.contentsOfDirectory(atPath: TestSupport.goldenDirectory.path)) ?? []
        return names.filter { $0.hasSuffix(".framelab") && !$0.hasPrefix("_") }.sorted()
    }

    @Test("golden session", arguments: scripts)
    func session(_ name: String) throws {
        let script = TestSupport.goldenDirectory.appendingPathComponent(name)
        let expectedURL = script.deletingPathExtension().appendingPathExtension("out")
        let source = try String(contentsOf: script, encoding: .utf8)
        let profiles = ProfileState(searchPath: TestSupport.shippedProfiles)
        let requires = source.split(separator: "\n").filter { $0.hasPrefix("# requires:") }.joined(separator: " ")
        if requires.contains("translator"),
           SourceTranslator(containerKinds: []).translate("Rectangle()").root == nil {
            return  // ViewSyntax is still the contract stub on this branch.
        }
        if requires.contains("profiles"), profiles.registry.devices.isEmpty {
            return  // Profiles is still the contract stub on this branch.
        }
        var interpreter = CommandInterpreter(profiles: profiles)
        _ = interpreter.start()
        let output = interpreter.run(script: source, file: script.path)
        let text = output.rendered()
            .replacingOccurrences(of: TestSupport.goldenDirectory.path + "/", with: "")
            .replacingOccurrences(of: TestSupport.packageRoot.path + "/", with: "") + "\n"

        if ProcessInfo.processInfo.environment["FRAMELAB_UPDATE_GOLDEN"] == "1" {
            try text.write(to: expectedURL, atomically: true, encoding: .utf8)
            return
        }
        guard let expected = try? String(contentsOf: expectedURL, encoding: .utf8) else {
            #expect(!output.failed, "\(name) has no .out file, so it must run cleanly:\n\(text)")
            return
        }
        #expect(text == expected, "\(name): output differs from \(expectedURL.lastPathComponent); diff:\n\(Self.diff(expected, text))")
    }

    /// The changed lines, using the standard library's `difference(from:)`.
    static func diff(_ old: String, _ new: String) -> String {
        let before = old.split(separator: "\n", omittingEmptySubsequences: false)
        let after = new.split(separator: "\n", omittingEmptySubsequences: false)
        return after.difference(from: before).map { change in
            switch change {
            case .remove(let offset, let line, _): "-\(offset + 1): \(line)"
            case .insert(let offset, let line, _): "+\(offset + 1): \(line)"
            }
        }.joined(separator: "\n")
    }
}
