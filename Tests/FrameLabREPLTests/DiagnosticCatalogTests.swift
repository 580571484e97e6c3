import Foundation
import LayoutCore
import Profiles
import Testing
import ViewSyntax
@testable import FrameLabREPL

/// Diagnostics have ids, every id has an explanation, and `framelab explain` prints it.
@Suite struct DiagnosticCatalogTests {
    @Test func everyCataloguedIDHasATitleAndAnExplanation() {
        var seen = Set<DiagnosticID>()
        for catalog in DiagnosticCatalogs.all {
            for entry in catalog.entries {
                #expect(entry.id.domain == catalog.domain, "\(entry.id) is catalogued under \(catalog.domain)")
                #expect(seen.insert(entry.id).inserted, "\(entry.id) is catalogued twice")
                #expect(!entry.title.isEmpty && entry.explanation.count >= 40, "\(entry.id) needs a title and an explanation")
                #expect(DiagnosticID(parsing: entry.id.description) == entry.id)
            }
        }
        // 9 source ids, 39 layout ids, 4 profile ids (each domain's `unclassified` included).
        #expect(DiagnosticCatalogs.all.map(\.entries.count) == [9, 39, 4])
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
            #expect(!(outcome.result?.diagnostics.contains { $0.id.isUnclassified } ?? false), "\(name): a layout diagnostic without an id")
        }
        // The fixtures exercise the classified ids below (each at least once).
        for id in [LayoutMessages.gridNoTracks, LayoutMessages.customLayoutPlacedTwice, LayoutMessages.customLayoutFailed, SourceMessages.unknownValue, SourceMessages.unknownModifier, SourceMessages.unknownView, SourceMessages.placeholderValues] {
            #expect(seen[id, default: 0] > 0, "no fixture produces \(id)")
        }
    }

    @Test func explainPrintsTheExplanationAndSuggestsForAnUnknownID() {
        let known = ExplainRunner.text(for: "layout.frame-invalid-length")
        #expect(known.ok)
        #expect(known.text.hasPrefix("layout.frame-invalid-length: a frame with a negative or non-finite length\n\n"))
        #expect(known.text.contains("SwiftUI logs"))
        let unknown = ExplainRunner.text(for: "layout.frame-invalid-lenght")
        #expect(!unknown.ok)
        #expect(unknown.text == "error: there is no diagnostic 'layout.frame-invalid-lenght'; did you mean 'layout.frame-invalid-length'? (framelab explain lists every id)")
        let list = ExplainRunner.text(for: nil)
        #expect(list.ok && list.text.split(separator: "\n").count == 1 + 52)
    }

    /// `--json` carries each diagnostic's id: `frame(width: -10)` is `layout.frame-invalid-length`.
    @Test func jsonCarriesTheID() throws {
        let service = LayoutService(profiles: ProfileState(searchPath: TestSupport.shippedProfiles))
        let answer = service.layout(LayoutRequest(source: "Color.red.frame(width: -10, height: 20)", selection: DeviceSelection(window: .size(width: 300, height: 300))))
        let json = answer.document.encoded()
        #expect(json.contains(#""id" : "layout.frame-invalid-length""#))
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
