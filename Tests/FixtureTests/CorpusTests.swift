import Foundation
import LayoutCore
import Profiles
import Testing
import ViewSyntax

/// The real-app corpus: SwiftUI files from open-source apps, listed in `Tests/Corpus/MANIFEST.tsv`
/// (file, repository, commit, path, git blob id) but not held in the repository, which holds only
/// FrameLab's own code. `scripts/corpus-fetch` writes them into an ignored folder (`.corpus`, or
/// the folder `FRAMELAB_CORPUS` names); when it holds them, every file must come back (no crash;
/// the step budget stops loops) and the files listed in `Tests/Corpus/PASSING` must lay out with no
/// error. Without the folder that test is skipped (Swift Testing reports it, with the reason); the
/// constructs the corpus taught are guarded by fixtures written here (`Tests/Fixtures/real-*`).
@Suite struct CorpusTests {
    static let manifestPath = FixtureRunnerTests.repositoryRoot + "/Tests/Corpus/MANIFEST.tsv"
    static let passingPath = FixtureRunnerTests.repositoryRoot + "/Tests/Corpus/PASSING"

    /// The folder `scripts/corpus-fetch` wrote: `FRAMELAB_CORPUS`, else `.corpus` at the root.
    static var corpusDirectory: String {
        if let folder = ProcessInfo.processInfo.environment["FRAMELAB_CORPUS"], !folder.isEmpty { return folder }
        return FixtureRunnerTests.repositoryRoot + "/.corpus"
    }

    /// One line of the manifest.
    struct Entry {
        let file: String
        let repository: String
        let commit: String
        let path: String
        let blob: String
    }

    static var manifest: [Entry] {
        let text = (try? String(contentsOfFile: manifestPath, encoding: .utf8)) ?? ""
        return text.split(separator: "\n").filter { !$0.hasPrefix("#") }.compactMap { line in
            let fields = line.split(separator: "\t", omittingEmptySubsequences: false).map(String.init)
            guard fields.count == 5 else { return nil }
            return Entry(file: fields[0], repository: fields[1], commit: fields[2], path: fields[3], blob: fields[4])
        }
    }

    /// The listed files the corpus folder holds.
    static var fetchedFiles: [String] {
        manifest.map(\.file).filter { FileManager.default.fileExists(atPath: corpusDirectory + "/" + $0) }
    }

    static var isFetched: Bool { !fetchedFiles.isEmpty }

    static var expectedPassing: Set<String> {
        let text = (try? String(contentsOfFile: passingPath, encoding: .utf8)) ?? ""
        return Set(text.split(separator: "\n").map { $0.trimmingCharacters(in: .whitespaces) }.filter { !$0.isEmpty && !$0.hasPrefix("#") })
    }

    /// The manifest names, for every file, where it comes from and what it holds (70 files from 17
    /// apps when it was written), and the repository holds none of the files themselves.
    @Test func theManifestNamesEveryFileAndTheRepositoryHoldsNone() throws {
        let text = try String(contentsOfFile: Self.manifestPath, encoding: .utf8)
        let lines = text.split(separator: "\n").filter { !$0.hasPrefix("#") }
        let entries = Self.manifest
        #expect(entries.count == lines.count, "every manifest line has 5 tab-separated fields")
        #expect(entries.count >= 40, "the manifest should list at least 40 files")
        #expect(Set(entries.map(\.repository)).count >= 10, "the manifest should come from at least 10 repositories")
        #expect(Set(entries.map(\.file)).count == entries.count, "a file is listed twice")
        let hex = CharacterSet(charactersIn: "0123456789abcdef")
        for entry in entries {
            #expect(entry.commit.count == 40 && entry.commit.unicodeScalars.allSatisfy(hex.contains), "\(entry.file): commit \(entry.commit)")
            #expect(entry.blob.count == 40 && entry.blob.unicodeScalars.allSatisfy(hex.contains), "\(entry.file): blob \(entry.blob)")
            #expect(entry.repository.split(separator: "/").count == 2 && entry.file.hasSuffix(".swift") && !entry.path.isEmpty, "\(entry.file)")
            let copy = FixtureRunnerTests.repositoryRoot + "/Tests/Corpus/" + entry.file
            #expect(!FileManager.default.fileExists(atPath: copy), "\(copy) is another project's code: list it in the manifest instead")
        }
        let unlisted = Self.expectedPassing.subtracting(entries.map(\.file))
        #expect(unlisted.isEmpty, "Tests/Corpus/PASSING names files the manifest does not list: \(unlisted.sorted())")
    }

    @Test(.enabled(if: CorpusTests.isFetched, "the corpus is not fetched: run scripts/corpus-fetch (docs/real-files.md)"))
    func everyFetchedFileLaysOutOrSaysWhy() throws {
        let registry = FixtureRunnerTests.registry
        let environment = try registry.environment(for: DeviceSelection(deviceID: ProfileRegistry.defaultDeviceID))
        var options = TranslationOptions()
        options.environment = SourceEnvironment(environment)
        let translator = SourceTranslator(containerKinds: Array(registry.containerKinds.values), viewKinds: registry.viewKindList, options: options)
        let files = Self.fetchedFiles
        var passing: Set<String> = []
        for file in files {
            let source = try String(contentsOfFile: Self.corpusDirectory + "/" + file, encoding: .utf8)
            let translation = translator.translate([SourceFile(name: file, text: source)])
            #expect(!translation.diagnostics.isEmpty || translation.root != nil, "\(file): no tree and no diagnostic")
            guard let root = translation.root, !translation.hasErrors else { continue }
            let result = LayoutEngine.layout(root, in: environment)
            if !result.diagnostics.contains(where: { $0.severity == .error }) { passing.insert(file) }
        }
        let regressed = Self.expectedPassing.intersection(files).subtracting(passing)
        #expect(regressed.isEmpty, "corpus files that no longer lay out: \(regressed.sorted().joined(separator: ", "))")
        let gained = passing.subtracting(Self.expectedPassing)
        if !gained.isEmpty {
            print("corpus: newly laid out (add to Tests/Corpus/PASSING): \(gained.sorted().joined(separator: ", "))")
        }
        print("corpus: \(passing.count)/\(files.count) fetched files lay out with no error (\(Self.manifest.count) listed)")
    }
}
