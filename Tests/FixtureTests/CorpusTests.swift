import Foundation
import LayoutCore
import Profiles
import Testing
import ViewSyntax

/// Lays out every file of `Tests/Corpus` (real SwiftUI files from open-source apps, see
/// `Tests/Corpus/SOURCES.md`) on the default device, as `framelab eval --file` does. Every file must
/// come back (no crash; the step budget stops loops); the files listed in `Tests/Corpus/PASSING`
/// must lay out with no error, so a change that breaks one fails here. `scripts/corpus-report`
/// prints the pass rate and the failures grouped by cause.
@Suite struct CorpusTests {
    static let corpusDirectory = FixtureRunnerTests.repositoryRoot + "/Tests/Corpus"

    static var corpusFiles: [String] {
        let enumerator = FileManager.default.enumerator(atPath: corpusDirectory)
        var files: [String] = []
        while let path = enumerator?.nextObject() as? String {
            if path.hasSuffix(".swift") { files.append(path) }
        }
        return files.sorted()
    }

    static var expectedPassing: Set<String> {
        let text = (try? String(contentsOfFile: corpusDirectory + "/PASSING", encoding: .utf8)) ?? ""
        return Set(text.split(separator: "\n").map { $0.trimmingCharacters(in: .whitespaces) }.filter { !$0.isEmpty && !$0.hasPrefix("#") })
    }

    @Test func theCorpusIsRealAndLarge() {
        let files = Self.corpusFiles
        let apps = Set(files.compactMap { $0.split(separator: "/").first })
        #expect(files.count >= 40, "Tests/Corpus should hold at least 40 files")
        #expect(apps.count >= 10, "Tests/Corpus should come from at least 10 apps")
        for app in apps {
            #expect(FileManager.default.fileExists(atPath: Self.corpusDirectory + "/\(app)/LICENSE"), "\(app) needs its LICENSE")
        }
    }

    @Test func everyFileLaysOutOrSaysWhy() throws {
        let registry = FixtureRunnerTests.registry
        let environment = try registry.environment(for: DeviceSelection(deviceID: ProfileRegistry.defaultDeviceID))
        var options = TranslationOptions()
        options.environment = SourceEnvironment(environment)
        let translator = SourceTranslator(containerKinds: Array(registry.containerKinds.values), viewKinds: registry.viewKindList, options: options)
        var passing: Set<String> = []
        for file in Self.corpusFiles {
            let source = try String(contentsOfFile: Self.corpusDirectory + "/" + file, encoding: .utf8)
            let translation = translator.translate([SourceFile(name: file, text: source)])
            #expect(!translation.diagnostics.isEmpty || translation.root != nil, "\(file): no tree and no diagnostic")
            guard let root = translation.root, !translation.hasErrors else { continue }
            let result = LayoutEngine.layout(root, in: environment)
            if !result.diagnostics.contains(where: { $0.severity == .error }) { passing.insert(file) }
        }
        let regressed = Self.expectedPassing.subtracting(passing)
        #expect(regressed.isEmpty, "corpus files that no longer lay out: \(regressed.sorted().joined(separator: ", "))")
        let gained = passing.subtracting(Self.expectedPassing)
        if !gained.isEmpty {
            print("corpus: newly laid out (add to Tests/Corpus/PASSING): \(gained.sorted().joined(separator: ", "))")
        }
        print("corpus: \(passing.count)/\(Self.corpusFiles.count) files lay out with no error")
    }
}
