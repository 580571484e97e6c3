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
        var environment = try fixture.environment(in: registry)
        var options = TranslationOptions()
        options.environment = SourceEnvironment(environment)
        let translator = SourceTranslator(containerKinds: Array(registry.containerKinds.values), viewKinds: registry.viewKindList, options: options)
        let translation = translator.translate(fixture.source, fileName: name)
        let errors = translation.diagnostics.filter { $0.severity == .error }
        #expect(errors.isEmpty, "\(name): \(errors.map(\.rendered).joined(separator: "\n"))")
        guard var root = translation.root else { return }
        var failures: [String] = []
        var presentationFrame: Rect?
        if let number = fixture.presentation {
            let presented = try Self.presentation(number, of: root, in: environment, registry: registry)
            if !fixture.presentationShowsMain { root = presented.root }
            environment = fixture.presentationShowsMain ? presented.mainEnvironment : presented.environment
            presentationFrame = presented.frame
            failures += presented.diagnostics.filter { $0.severity == .error }.map(\.message)
        }
        let (result, _) = fixture.layout(root, in: environment)
        for expectation in fixture.expectations {
            if expectation.name == "$presentation", let frame = presentationFrame {
                for (field, want) in expectation.values where !(abs(Fixture.value(field, of: frame) - want) <= fixture.tolerance) {
                    failures.append("line \(expectation.line): the presentation's \(field) expected \(formatLength(want)), actual \(formatLength(Fixture.value(field, of: frame)))  [\(expectation.note)]")
                }
                continue
            }
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
        for (name, line) in fixture.expectedGuesses {
            let marked = result.nodes.filter { $0.name == name }.map(\.kind.guess)
            if marked.count != 1 || marked[0] == nil {
                failures.append("line \(line): expected one node named '\(name)' marked as a guess; got \(marked)")
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

    /// The `number`th presentation of `root` (pre-order), placed by its presentation kind next to
    /// the view it is attached to.
    static func presentation(_ number: Int, of root: ViewNode, in environment: LayoutEnvironment, registry: ProfileRegistry) throws -> PresentedLayout {
        let specs = PresentationLayout.presentations(in: root)
        guard specs.indices.contains(number - 1) else { throw Fixture.ParseError.malformed(file: "", line: 1, message: "present: \(number), but the source has \(specs.count) presentations") }
        let (spec, id, _) = specs[number - 1]
        let anchor = PresentationLayout.anchorFrame(of: id, in: root, environment: environment)
        return try PresentationLayout.resolve(spec, in: environment, anchor: anchor) { registry.containerKind(forViewName: $0) ?? registry.containerKinds[$0] }
    }
}
