import Foundation
import LayoutCore
import Profiles
import Testing
import ViewSyntax

/// Runs every fixture in `Tests/Fixtures/` (see `Fixture`): translate the source with the shipped
/// container kinds, lay it out on the fixture's device, compare the named frames.
@Suite struct FixtureRunnerTests {
    static let repositoryRoot = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent().path
    static let fixtureDirectory = repositoryRoot + "/Tests/Fixtures"

    static var fixtureFiles: [String] {
        let names = (try? FileManager.default.contentsOfDirectory(atPath: fixtureDirectory)) ?? []
        return names.filter { $0.hasSuffix(".swift") }.sorted()
    }

    static let registry: ProfileRegistry = {
        let loaded = ProfileRegistry.load(searchPath: ProfileSearchPath(directories: [repositoryRoot]))
        return loaded.registry
    }()

    @Test func thereAreFixtures() {
        #expect(Self.fixtureFiles.count >= 40, "Tests/Fixtures should hold the reference cases and the rule fixtures")
    }

    @Test(arguments: fixtureFiles)
    func fixture(_ name: String) throws {
        let fixture = try Fixture(path: Self.fixtureDirectory + "/" + name)
        let registry = Self.registry
        var environment: LayoutEnvironment
        if let window = fixture.window {
            environment = LayoutEnvironment.window(width: window.width, height: window.height)
        } else {
            let os = try fixture.os.map { name throws(ProfileError) in try OperatingSystem.named(name) }
            environment = try registry.environment(for: DeviceSelection(deviceID: fixture.deviceID!, orientation: fixture.orientation, window: fixture.windowName.map(WindowSelection.named), column: fixture.column, os: os))
        }
        if let policy = fixture.listPolicy { environment.listContainerPolicy = policy }
        if let size = fixture.dynamicTypeSize { environment.dynamicTypeSize = size }
        if let direction = fixture.layoutDirection { environment.layoutDirection = direction }
        let translator = SourceTranslator(containerKinds: Array(registry.containerKinds.values), viewKinds: registry.viewKindList)
        let translation = translator.translate(fixture.source, fileName: name)
        let errors = translation.diagnostics.filter { $0.severity == .error }
        #expect(errors.isEmpty, "\(name): \(errors.map(\.rendered).joined(separator: "\n"))")
        guard let root = translation.root else { return }
        let result = LayoutEngine.layout(root, in: environment)
        var failures: [String] = []
        for expectation in fixture.expectations {
            let matches = result.nodes.filter { $0.name == expectation.name }
            guard matches.count == 1, let node = matches.first else {
                failures.append("line \(expectation.line): \(matches.count) nodes named '\(expectation.name)'")
                continue
            }
            for (field, want) in expectation.values {
                let got = Fixture.value(field, of: node.frame)
                if !(abs(got - want) <= fixture.tolerance) {
                    failures.append("line \(expectation.line): \(expectation.name).\(field) expected \(formatLength(want)), actual \(formatLength(got))  [\(expectation.note)]\n    actual frame: \(node.frame.description)")
                }
            }
        }
        for (severity, text) in fixture.expectedDiagnostics {
            let all = result.diagnostics.map { "\($0.severity.rawValue): \($0.message)" } + translation.diagnostics.map { "\($0.severity.rawValue): \($0.message)" }
            if !all.contains(where: { $0.hasPrefix(severity) && $0.contains(text) }) {
                failures.append("expected a \(severity) containing '\(text)'; got \(all)")
            }
        }
        #expect(failures.isEmpty, Comment(rawValue: "\(name) — \(fixture.summary)\n  " + failures.joined(separator: "\n  ")))
    }
}
