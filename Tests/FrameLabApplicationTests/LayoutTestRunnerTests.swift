import Foundation
#if canImport(FoundationXML)
import FoundationXML
#endif
import Testing
@testable import FrameLabApplication

/// `framelab test`: checks reported with file and line, the summary line and exit status, JUnit
/// XML in the Ant schema's shape, `:each-device`/`:each-orientation` labels, and the `:snapshot`
/// record → compare → diff → update round trip.
struct LayoutTestRunnerTests {
    /// A test directory holding `files` (name → text).
    static func directory(_ files: [String: String]) throws -> URL {
        let directory = try TestSupport.temporaryDirectory()
        for (name, text) in files {
            try text.write(to: directory.appendingPathComponent(name), atomically: true, encoding: .utf8)
        }
        return directory
    }

    static func run(_ directory: URL, policy: SnapshotPolicy = .recordMissing) -> [LayoutTestScript] {
        let base = CommandInterpreter(profiles: ProfileState(searchPath: TestSupport.shippedProfiles))
        return LayoutTestRunner.runAll(LayoutTestRunner.discover([directory.path]).files, base: base, policy: policy)
    }

    // iphone-15-pro is 393 wide (Devices/iphone-15-pro.yaml); 393 − 2 × 16 padding = 361.
    static let card = """
        VStack { Rectangle().frame(height: 100).padding(16).id("card") }
        :expect card.width == 393
        :expect card.width == 361
        """

    @Test func everyCheckIsACaseWithFileAndLineAndTheSummaryCountsThem() throws {
        let directory = try Self.directory(["card.fl": Self.card, "nested/other.fl": ""].filter { !$0.key.contains("/") })
        try FileManager.default.createDirectory(at: directory.appendingPathComponent("nested"), withIntermediateDirectories: true)
        try ":window 100x100\nRectangle().id(\"r\")\n:expect r.width == 100\n".write(to: directory.appendingPathComponent("nested/square.fl"), atomically: true, encoding: .utf8)
        let scripts = Self.run(directory)
        #expect(scripts.map { URL(fileURLWithPath: $0.file).lastPathComponent } == ["card.fl", "square.fl"])
        let cases = scripts.flatMap(\.cases)
        #expect(cases.map(\.line) == [2, 3, 3])
        #expect(cases.map(\.passed) == [true, false, true])
        #expect(cases[1].failure?.contains("card.width == 361 (actual 393)") == true)
        let report = LayoutTestRunner.report(scripts, style: .plain)
        #expect(report.hasSuffix("\n2 passed, 1 failed\n"), "\(report)")
        #expect(report.contains("FAIL \(directory.path)/card.fl:3: expectation failed: card.width == 361 (actual 393)"))
    }

    @Test func eachDeviceAndEachOrientationNameTheirRunInEveryCase() throws {
        let directory = try Self.directory(["devices.fl": """
            Rectangle().id("r")
            :each-device iphone-se-3 ipad-mini-6
            :expect r.width > 0
            :end
            :each-orientation
            :expect r.width > 0
            :end
            :each-device phones
            :end
            :each-dynamic-type large AX3
            :expect r.width == 393
            :end
            :each-device iphone-xs
            :end
            """])
        let cases = Self.run(directory).flatMap(\.cases)
        #expect(cases.prefix(4).map(\.name) == [
            "[iphone-se-3 portrait] r.width > 0 (actual 375)",   // iPhone SE 3: 375 pt wide
            "[ipad-mini-6 portrait] r.width > 0 (actual 744)",   // iPad mini 6: 744 pt wide
            "[iphone-15-pro portrait] r.width > 0 (actual 393)",
            "[iphone-15-pro landscape] r.width > 0 (actual 734)", // 852 − 59 − 59 landscape safe area
        ])
        #expect(cases.dropFirst(4).prefix(2).map(\.name) == [
            "[iphone-15-pro portrait large] r.width == 393 (actual 393)",
            "[iphone-15-pro portrait AX3] r.width == 393 (actual 393)",
        ])
        #expect(cases.last?.failure?.contains("unknown device 'iphone-xs'; did you mean") == true)
        #expect(cases.last?.line == 13)
    }

    @Test func snapshotRecordsComparesDiffsAndUpdates() throws {
        let directory = try Self.directory(["snap.fl": "VStack { Rectangle().frame(width: 100, height: 50).id(\"box\") }\n:snapshot box\n"])
        let file = directory.appendingPathComponent("__snapshots__/box.json")

        let recorded = Self.run(directory).flatMap(\.cases)
        #expect(recorded.map(\.passed) == [true])
        #expect(recorded.first?.name.hasPrefix("snapshot box recorded") == true)
        let stored = try String(contentsOf: file, encoding: .utf8)
        #expect(stored.contains("\"width\" : 100"))

        #expect(Self.run(directory).flatMap(\.cases).map(\.name) == ["snapshot box matches"])

        try "VStack { Rectangle().frame(width: 120, height: 50).id(\"box\") }\n:snapshot box\n"
            .write(to: directory.appendingPathComponent("snap.fl"), atomically: true, encoding: .utf8)
        let changed = Self.run(directory).flatMap(\.cases)
        let failure = try #require(changed.first?.failure)
        // The 120-wide box is centred in 393: x = (393 − 120) / 2 = 136.5, was (393 − 100) / 2 = 146.5.
        #expect(failure.contains("#1 frame \"box\": x 146.5 → 136.5"), "\(failure)")
        #expect(failure.contains("#1 frame \"box\": width 100 → 120"), "\(failure)")
        #expect(try String(contentsOf: file, encoding: .utf8) == stored, "a mismatch never re-records")

        #expect(Self.run(directory, policy: .update).flatMap(\.cases).first?.name.hasPrefix("snapshot box updated") == true)
        #expect(Self.run(directory).flatMap(\.cases).map(\.passed) == [true])
    }

    @Test func aProfileChangeShowsUpAsASnapshotDiff() throws {
        let profiles = try TestSupport.temporaryDirectory()
        let original = try String(contentsOf: TestSupport.packageRoot.appendingPathComponent("Devices/iphone-15-pro.yaml"), encoding: .utf8)
            .replacingOccurrences(of: "id: iphone-15-pro", with: "id: test-phone")
        let profile = profiles.appendingPathComponent("test-phone.yaml")
        try original.write(to: profile, atomically: true, encoding: .utf8)
        let directory = try Self.directory(["phone.fl": ":device test-phone\nColor.clear.id(\"fill\")\n:snapshot fill\n"])
        let searchPath = TestSupport.shippedProfiles(adding: profiles)
        func run() -> [LayoutTestCase] {
            let base = CommandInterpreter(profiles: ProfileState(searchPath: searchPath))
            return LayoutTestRunner.runAll(LayoutTestRunner.discover([directory.path]).files, base: base, policy: .recordMissing).flatMap(\.cases)
        }
        #expect(run().map(\.passed) == [true])
        try original.replacingOccurrences(of: "width: 393", with: "width: 400").write(to: profile, atomically: true, encoding: .utf8)
        let failure = try #require(run().first?.failure)
        #expect(failure.contains("window: 393×852 → 400×852"), "\(failure)")
    }

    @Test func aCorruptedSnapshotIsAnErrorNamingFileAndLine() throws {
        let directory = try Self.directory(["snap.fl": "Rectangle().frame(width: 10, height: 10).id(\"box\")\n:snapshot box\n"])
        _ = Self.run(directory)
        let file = directory.appendingPathComponent("__snapshots__/box.json")
        var lines = try String(contentsOf: file, encoding: .utf8).split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        let nameLine = try #require(lines.firstIndex { $0.contains("\"device\"") })
        lines[nameLine] = "  \"device\" : oops,"
        try lines.joined(separator: "\n").write(to: file, atomically: true, encoding: .utf8)
        let failure = try #require(Self.run(directory).flatMap(\.cases).first?.failure)
        #expect(failure.contains("box.json:\(nameLine + 1): the snapshot is not valid JSON"), "\(failure)")
        #expect(try String(contentsOf: file, encoding: .utf8).contains("oops"), "not silently re-recorded")
    }

    @Test func commandLineExitStatusSummaryAndJUnitReport() throws {
        let directory = try Self.directory(["card.fl": Self.card])
        let junit = directory.appendingPathComponent("report.xml").path
        let result = try ProcessRunner.run(["test", directory.path, "--junit", junit, "--color", "never"])
        #expect(result.status == 1)
        #expect(result.standardOutput.hasSuffix("1 passed, 1 failed\n"), "\(result.standardOutput)")

        try Self.validateAgainstAntJUnitSchema(try Data(contentsOf: URL(fileURLWithPath: junit)))

        try Self.card.replacingOccurrences(of: "== 361", with: "< 394").write(to: directory.appendingPathComponent("card.fl"), atomically: true, encoding: .utf8)
        let passing = try ProcessRunner.run(["test", directory.path, "--color", "never"])
        #expect(passing.status == 0)
        #expect(passing.standardOutput.hasSuffix("2 passed, 0 failed\n"))

        let empty = try ProcessRunner.run(["test", try TestSupport.temporaryDirectory().path])
        #expect(empty.status == 1, "no scripts is a failure in CI, not a silent pass")
    }

    /// The Apache Ant JUnit schema (the one Jenkins' and GitLab's readers follow, windyroad/JUnit-Schema
    /// JUnit.xsd), checked element by element: the schema file itself is not ours to ship, and
    /// xmllint is not on a clean CI image. What it requires: `testsuites` holds `testsuite`s with
    /// name, package, id, timestamp (YYYY-MM-DDTHH:MM:SS, no zone), hostname, tests, failures,
    /// errors, time; children in order properties, testcase*, system-out, system-err; each testcase
    /// has name, classname, time and at most one failure/error (with a type) or skipped.
    static func validateAgainstAntJUnitSchema(_ data: Data) throws {
        let document = try XMLDocument(data: data)
        let root = try #require(document.rootElement())
        #expect(root.name == "testsuites")
        let suites = root.children?.compactMap { $0 as? XMLElement } ?? []
        #expect(!suites.isEmpty)
        for (index, suite) in suites.enumerated() {
            #expect(suite.name == "testsuite")
            for attribute in ["name", "package", "id", "timestamp", "hostname", "tests", "failures", "errors", "time"] {
                #expect(suite.attribute(forName: attribute)?.stringValue?.isEmpty == false, "testsuite needs \(attribute)")
            }
            #expect(suite.attribute(forName: "id")?.stringValue == String(index))
            let stamp = suite.attribute(forName: "timestamp")?.stringValue ?? ""
            #expect(stamp.range(of: #"^[0-9]{4}-[0-9]{2}-[0-9]{2}T[0-9]{2}:[0-9]{2}:[0-9]{2}$"#, options: .regularExpression) != nil)
            for integer in ["id", "tests", "failures", "errors", "skipped"] {
                #expect(Int(suite.attribute(forName: integer)?.stringValue ?? "0") != nil)
            }
            #expect(Double(suite.attribute(forName: "time")?.stringValue ?? "") != nil)
            let children = suite.children?.compactMap { $0 as? XMLElement }.map { $0.name ?? "" } ?? []
            #expect(children.first == "properties")
            #expect(Array(children.suffix(2)) == ["system-out", "system-err"])
            #expect(children.dropFirst().dropLast(2).allSatisfy { $0 == "testcase" })
            let cases = suite.elements(forName: "testcase")
            #expect(String(cases.count) == suite.attribute(forName: "tests")?.stringValue)
            var failures = 0
            for testCase in cases {
                for attribute in ["name", "classname", "time"] {
                    #expect(testCase.attribute(forName: attribute) != nil, "testcase needs \(attribute)")
                }
                let outcome = testCase.children?.compactMap { $0 as? XMLElement } ?? []
                #expect(outcome.count <= 1)
                if let failure = outcome.first {
                    #expect(["failure", "error", "skipped"].contains(failure.name ?? ""))
                    #expect(failure.attribute(forName: "type") != nil)
                    failures += 1
                }
            }
            #expect(String(failures) == suite.attribute(forName: "failures")?.stringValue)
        }
    }
}
