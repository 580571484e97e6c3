import Foundation
import Testing
@testable import FrameLabServer

/// What `serve` hands out: exactly the files it was given (and the .swift files under
/// directories it was given), however a request spells a path.
struct ServedFilesTests {
    static func project() throws -> URL {
        let directory = try ServerTestSupport.temporaryDirectory()
        try FileManager.default.createDirectory(at: directory.appendingPathComponent("Views/.hidden"), withIntermediateDirectories: true)
        for name in ["Views/A.swift", "Views/B.swift", "Views/notes.txt", "Views/.hidden/C.swift", "Secret.swift"] {
            try "Text(\"x\")".write(to: directory.appendingPathComponent(name), atomically: true, encoding: .utf8)
        }
        return directory
    }

    @Test func directoriesServeTheirSwiftFiles() throws {
        let root = try Self.project()
        let served = try ServedFiles(paths: [root.appendingPathComponent("Views").path])
        #expect(served.files.map { URL(fileURLWithPath: $0.name).lastPathComponent } == ["A.swift", "B.swift"],
                "not notes.txt, not files in hidden directories")
    }

    @Test func onlyServedNamesAreFound() throws {
        let root = try Self.project()
        let views = root.appendingPathComponent("Views").path
        let served = try ServedFiles(paths: [views + "/A.swift"])
        #expect(served.file(named: views + "/A.swift") != nil)
        for attempt in [
            views + "/../Secret.swift", root.path + "/Secret.swift", "../Secret.swift", "/etc/passwd",
            views + "/./A.swift/../B.swift", views + "/B.swift", "A.swift", "",
        ] {
            #expect(served.file(named: attempt) == nil, "\(attempt)")
        }
        #expect(served.file(atPath: views + "/../Views/A.swift") != nil, "the watcher's paths are resolved")
    }

    @Test func missingPathsAreRefusedAtStart() throws {
        let root = try Self.project()
        #expect(throws: ServeError.self) { try ServedFiles(paths: [root.appendingPathComponent("None.swift").path]) }
        try FileManager.default.createDirectory(at: root.appendingPathComponent("Empty"), withIntermediateDirectories: true)
        #expect(throws: ServeError.self) { try ServedFiles(paths: [root.appendingPathComponent("Empty").path]) }
    }
}
