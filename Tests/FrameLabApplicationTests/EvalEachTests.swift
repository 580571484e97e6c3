import Foundation
import Testing
@testable import FrameLabApplication

/// `eval --json --each`: one JSON document per path, as `eval --json --file PATH` prints it, from one
/// process (the plausibility audit's batches, docs/real-files-wave6.md).
@Suite struct EvalEachTests {
    @Test func eachPathGetsItsOwnDocumentAndStatus() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("framelab-each-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let good = folder.appendingPathComponent("Good.swift").path
        try "struct Good: View { var body: some View { Text(\"Hi\").frame(width: 50, height: 30) } }".write(toFile: good, atomically: true, encoding: .utf8)
        let pipeline = LayoutPipeline(profiles: ProfileState(searchPath: TestSupport.shippedProfiles))
        let options = SessionOptions()

        let (layout, status, _) = EvalEachRunner.document(path: good, pipeline: pipeline, choice: .automatic, settings: SessionSettings(), options: options)
        #expect(status == 0)
        // One line (the batch prints a line per path), the frame of the source: 50 × 30.
        let text = try #require(layout)
        #expect(!text.contains("\n"))
        let document = try #require(try JSONSerialization.jsonObject(with: Data(text.utf8)) as? [String: Any])
        let nodes = try #require(document["nodes"] as? [[String: Any]])
        let frame = try #require(nodes.first?["frame"] as? [String: Double])
        #expect(frame["width"] == 50 && frame["height"] == 30)

        // A path that cannot be read: no document and status 1, as `eval --json --file` exits.
        let (missing, failed, why) = EvalEachRunner.document(path: folder.appendingPathComponent("Missing.swift").path, pipeline: pipeline, choice: .automatic, settings: SessionSettings(), options: options)
        #expect(missing == nil)
        #expect(failed == 1)
        // …and says why, as `eval` does (the batch prints it on standard error and in the line's "error").
        #expect(why?.contains("Missing.swift") == true, "\(why ?? "nil")")
    }
}
