import Foundation
import LayoutCore
import Profiles
import Testing
import ViewSyntax
@testable import FrameLabApplication

/// Diagnostics have ids, every id has an explanation, and `framelab explain` prints it.
@Suite struct DiagnosticCatalogTests {
    @Test func everyCataloguedIDHasATitleAnExampleAndAnExplanation() {
        var seen = Set<DiagnosticID>()
        for catalog in DiagnosticCatalogs.all {
            for entry in catalog.entries {
                #expect(entry.id.domain == catalog.domain, "\(entry.id) is catalogued under \(catalog.domain)")
                #expect(seen.insert(entry.id).inserted, "\(entry.id) is catalogued twice")
                #expect(!entry.title.isEmpty && entry.explanation.count >= 40, "\(entry.id) needs a title and an explanation")
                #expect(DiagnosticID(parsing: entry.id.description) == entry.id)
                #expect(entry.id.name != "unclassified", "\(entry.id): every diagnostic has an id of its own")
            }
        }
        // 51 source ids, 39 layout ids, 15 profile ids; none of them `unclassified`.
        #expect(DiagnosticCatalogs.all.map(\.entries.count) == [52, 39, 15])
    }

    /// Each catalogued id is emitted somewhere: its Swift name (`SourceMessages.unknownValue`) is
    /// used in Sources/ outside its catalogue, so the catalogue has no entry that nothing produces.
    /// (That every emission names an id is checked by the compiler: `TranslationIssue`, `warn`,
    /// `note`, `diagnose`, `ProfileDiagnostic` and `Diagnostic` take no message without an id.)
    @Test func everyCataloguedIDIsEmittedBySomeSite() throws {
        let sources = TestSupport.packageRoot.appendingPathComponent("Sources")
        let files = try #require(FileManager.default.enumerator(atPath: sources.path)).compactMap { $0 as? String }.filter { $0.hasSuffix(".swift") }
        var catalogued: [String: String] = [:]   // `SourceMessages.unknownValue` → `source.unknown-value`
        var uses = ""
        for file in files {
            let text = try String(contentsOf: sources.appendingPathComponent(file), encoding: .utf8)
            let name = (file as NSString).lastPathComponent
            if let catalogue = ["SourceMessages", "LayoutMessages", "ProfileMessages"].first(where: { name.hasPrefix($0) }) {
                let declaration = try Regex(#"static let (\w+) = id\("([a-z0-9-]+)"\)"#)
                for match in text.matches(of: declaration) {
                    catalogued["\(catalogue).\(match.output[1].substring ?? "")"] = String(match.output[2].substring ?? "")
                }
            } else {
                uses += text
            }
        }
        #expect(catalogued.count == DiagnosticCatalogs.ids.count, "every catalogued id is declared as `static let NAME = id(\"…\")`")
        for (swiftName, id) in catalogued.sorted(by: { $0.key < $1.key }) {
            // `SourceMessages.tooLarge` must not match `SourceMessages.tooLargeX`.
            let used = uses.contains(try Regex(NSRegularExpression.escapedPattern(for: swiftName) + #"\b"#))
            #expect(used, "\(swiftName) (\(id)) is catalogued but no site emits it")
        }
    }

    /// A diagnostic of every catalogued id survives `--json` with its id: encoded as the `eval --json`
    /// document encodes it, the `id` field parses back to the same id, which `framelab explain`
    /// explains.
    @Test func jsonRoundTripCarriesEveryCataloguedID() throws {
        for id in DiagnosticCatalogs.ids {
            let diagnostic = Diagnostic(id, severity: .warning, message: "m", nodeID: 3, location: SourceLocation(line: 2, column: 5))
            let data = try JSONEncoder().encode(diagnostic)
            let object = try #require(try JSONSerialization.jsonObject(with: data) as? [String: Any])
            let text = try #require(object["id"] as? String)
            #expect(DiagnosticID(parsing: text) == id)
            #expect(ExplainRunner.text(for: text).ok, "\(text) is not explained")
            #expect(object["line"] as? Int == 2 && object["column"] as? Int == 5 && object["severity"] as? String == "warning")
        }
    }

    /// Every diagnostic the fixtures produce (translation and layout, on each fixture's device or
    /// window) has an id that `framelab explain` explains; the layout's are all classified.
    @Test func everyDiagnosticOfTheFixturesHasACataloguedID() throws {
        let pipeline = LayoutPipeline(profiles: ProfileState(searchPath: TestSupport.shippedProfiles))
        let directory = TestSupport.packageRoot.appendingPathComponent("Tests/Fixtures")
        let names = try FileManager.default.contentsOfDirectory(atPath: directory.path).filter { $0.hasSuffix(".swift") }.sorted()
        var seen: [DiagnosticID: Int] = [:]
        for name in names {
            let text = try String(contentsOf: directory.appendingPathComponent(name), encoding: .utf8)
            var request = LayoutRequest(source: text, fileName: name, selection: Self.selection(in: text))
            request.module = [SourceFile(name: name, text: text)]
            let outcome = pipeline.run(request)
            let ids = outcome.sourceDiagnostics.map(\.id) + (outcome.result?.diagnostics.map(\.id) ?? [])
            for id in ids {
                #expect(DiagnosticCatalogs.explanation(for: id) != nil, "\(name): \(id) has no explanation")
                seen[id, default: 0] += 1
            }
        }
        // The fixtures exercise the classified ids below (each at least once).
        for id in [LayoutMessages.gridNoTracks, LayoutMessages.customLayoutPlacedTwice, LayoutMessages.customLayoutFailed, SourceMessages.unknownValue, SourceMessages.unknownModifier, SourceMessages.unknownView, SourceMessages.placeholderValues] {
            #expect(seen[id, default: 0] > 0, "no fixture produces \(id)")
        }
    }

    @Test func explainPrintsTheExplanationAndSuggestsForAnUnknownID() {
        let known = ExplainRunner.text(for: "layout.frame-invalid-length")
        #expect(known.ok)
        #expect(known.text.hasPrefix("layout.frame-invalid-length: a frame with a negative or non-finite length (warning)\n\n"))
        #expect(known.text.contains("SwiftUI logs"))
        let unknown = ExplainRunner.text(for: "layout.frame-invalid-lenght")
        #expect(!unknown.ok)
        #expect(unknown.text == "error: there is no diagnostic 'layout.frame-invalid-lenght'; did you mean 'layout.frame-invalid-length'? (framelab explain lists every id)")
        let list = ExplainRunner.text(for: nil)
        #expect(list.ok && list.text.split(separator: "\n").count == 1 + 106)
    }

    /// `--json` carries each diagnostic's id: `frame(width: -10)` is `layout.frame-invalid-length`.
    @Test func jsonCarriesTheID() throws {
        let service = LayoutService(profiles: ProfileState(searchPath: TestSupport.shippedProfiles))
        let answer = service.layout(LayoutRequest(source: "Color.red.frame(width: -10, height: 20)", selection: DeviceSelection(window: .size(width: 300, height: 300))))
        let json = answer.document.encoded()
        #expect(json.contains(#""id" : "layout.frame-invalid-length""#))
    }

    /// The examples of the source and layout catalogues that are SwiftUI source produce their
    /// own id when laid out on the default device (the others describe a file, a profile or a
    /// command line, or need more than one line of source).
    @Test func examplesProduceTheirID() {
        let pipeline = LayoutPipeline(profiles: ProfileState(searchPath: TestSupport.shippedProfiles))
        var reproduced: [String] = []
        for entry in (SourceMessages.catalog.entries + LayoutMessages.catalog.entries) where !entry.example.isEmpty {
            let request = LayoutRequest(source: entry.example, selection: DeviceSelection())
            let outcome = pipeline.run(request)
            let ids = outcome.sourceDiagnostics.map(\.id) + (outcome.result?.diagnostics.map(\.id) ?? [])
            if ids.contains(entry.id) { reproduced.append(entry.id.description) }
        }
        #expect(reproduced.sorted() == Self.reproducibleExamples, "\(reproduced.sorted())")
    }

    /// The 55 entries whose example reproduces its id (16 layout, 39 source).
    static let reproducibleExamples: [String] = [
        "layout.aspect-ratio-fill-unspecified", "layout.aspect-ratio-invalid", "layout.container-fallback",
        "layout.container-relative-closure", "layout.container-relative-grid",
        "layout.content-margins-default", "layout.content-margins-invalid", "layout.frame-contradictory",
        "layout.frame-invalid-length", "layout.grid-item-clamped", "layout.grid-no-tracks",
        "layout.grid-spacing-invalid", "layout.priority-nan", "layout.scroll-target",
        "layout.text-spacing-unmeasured", "layout.view-that-fits-none-fits",
        "source.alignment-default-missing", "source.alignment-guide-not-linear", "source.call-arguments",
        "source.closure-parameters", "source.compiler-directive", "source.ellipsis-placeholder",
        "source.evaluation-failed", "source.foreach-count-assumed", "source.invalid-argument",
        "source.length-clamped", "source.list-in-scroll-view", "source.missing-argument",
        "source.modifier-no-effect", "source.modifier-without-view",
        "source.no-body", "source.no-view", "source.no-window-group", "source.not-a-view",
        "source.placeholder-values", "source.preview-failed", "source.recursive-view", "source.representable",
        "source.symbol-computed", "source.symbol-missing", "source.syntax-error",
        "source.text-script-unmeasured", "source.type-mismatch", "source.undefined-member",
        "source.unknown-alignment-guide", "source.unknown-argument", "source.unknown-modifier",
        "source.unknown-value", "source.unknown-view", "source.unsupplied-view",
        "source.unsupported-construct", "source.unused-value", "source.value-clamped", "source.value-ignored",
        "source.view-type-not-called",
    ]

    /// `:explain ID` in the REPL prints what `framelab explain ID` prints; a typo is an error with the closest id.
    @Test func replExplainPrintsTheSameTextAndSuggests() {
        var interpreter = TestSupport.interpreter()
        let output = interpreter.execute(InputEntry(text: ":explain source.unknown-modifier"))
        #expect(!output.failed)
        #expect(output.messages.map(\.text) == [ExplainRunner.text(for: "source.unknown-modifier").text])
        let typo = interpreter.execute(InputEntry(text: ":explain source.unknown-modifer"))
        #expect(typo.failed)
        #expect(typo.messages.first?.text.contains("there is no diagnostic 'source.unknown-modifer'; did you mean 'source.unknown-modifier'? (:explain lists every id)") == true, "\(typo.messages.map(\.text))")
    }

    /// The selection a fixture's `// device:` and `// window: WxH` headers name (others: the default device).
    static func selection(in text: String) -> DeviceSelection {
        var selection = DeviceSelection()
        for line in text.split(separator: "\n") {
            if line.hasPrefix("// device:") {
                let words = line.dropFirst("// device:".count).split(separator: " ")
                if let id = words.first { selection.deviceID = String(id) }
                if words.count > 1, let orientation = Orientation(rawValue: String(words[1])) { selection.orientation = orientation }
            } else if line.hasPrefix("// window:") {
                let parts = line.dropFirst("// window:".count).trimmingCharacters(in: .whitespaces).split(separator: "x").compactMap { Double($0) }
                if parts.count == 2 { selection.window = .size(width: parts[0], height: parts[1]) }
            }
        }
        return selection
    }
}
