import Foundation
import LayoutCore
import Testing
@testable import Profiles

/// View kind files go through the same reader, schema validator and loader as container kinds:
/// these are the container loader's bad-input cases, for `Views/`.
private func diagnose(_ files: [String: String]) -> [String] {
    let directory = TemporaryDirectory()
    for (name, text) in files { directory.write(name, text) }
    return brief(ProfileRegistry.validate(directories: [directory.path]))
}

@Suite struct ViewKindValidationTests {
    @Test func aMinimalKindLoads() throws {
        let directory = TemporaryDirectory()
        directory.write("Views/Badge.yaml", "id: Badge\nlayout: fixed\nwidth: 20\nheight: {em: 1}\n")
        let loaded = ProfileRegistry.load(searchPath: ProfileSearchPath(directories: [directory.path]))
        #expect(loaded.diagnostics.isEmpty)
        let kind = try #require(loaded.registry.viewKind(forViewName: "Badge"))
        #expect(kind.sizing.rule == .fixed)
        #expect(kind.sizing.width == .points(20))
        #expect(kind.sizing.height == .em(1))
        #expect(loaded.registry.entry(for: "Badge", kind: .view)?.file.hasSuffix("Views/Badge.yaml") == true)
    }

    @Test func unknownKeySuggestsClosest() {
        #expect(diagnose(["Views/Badge.yaml": "id: Badge\nlayout: fixed\nwidht: 20\n"]) == [
            "Badge.yaml:3:1: error: unknown key 'widht' in view kind; did you mean 'width'?",
        ])
        #expect(diagnose(["Views/Badge.yaml": "id: Badge\nlayout: hugs\nvariants:\n  - when: {buttonstyle: bordered}\n    spacing: 2\n"]) == [
            "Badge.yaml:4:12: error: unknown key 'buttonstyle' in variant condition; did you mean 'buttonStyle'?",
        ])
    }

    @Test func wrongTypesSayWhatWasExpected() {
        #expect(diagnose(["Views/Badge.yaml": "id: Badge\nlayout: fixed\nwidth: [1, 2]\n"]) == [
            "Badge.yaml:3:8: error: expected a number, a metric name or a mapping with em, lines, pixels or metric for 'width', found a sequence",
        ])
        #expect(diagnose(["Views/Badge.yaml": "id: Badge\nlayout: fixd\n"]) == [
            "Badge.yaml:2:9: error: unknown view layout 'fixd' for 'layout'; did you mean 'fixed'? expected one of: fixed, flexible, hugs, labelled, stacked, text, aspect, content, line",
        ])
        #expect(diagnose(["Views/Badge.yaml": "id: Badge\nlayout: fixed\nheight: {em: 1, lines: 2}\n"]) == [
            "Badge.yaml:3:9: error: a length for 'height' needs exactly one of em, lines, pixels or metric, found em, lines",
        ])
        #expect(diagnose(["Views/Badge.yaml": "id: Badge\nlayout: fixed\nwidth: -3\n"]) == [
            "Badge.yaml:3:8: error: 'width' must not be negative, found -3",
        ])
    }

    @Test func missingLayoutAndUnknownMetric() {
        #expect(diagnose(["Views/Badge.yaml": "id: Badge\nwidth: 3\n"]) == [
            "Badge.yaml:1:1: error: missing required key 'layout' in view kind",
        ])
        #expect(diagnose(["Views/Badge.yaml": "id: Badge\nlayout: fixed\nwidth: badge.widht\nmetrics: {badge.width: 20}\n"]) == [
            "Badge.yaml:3:8: error: unknown metric 'badge.widht': give it a default in this kind's metrics, or write {metric: badge.widht, default: …} for one the device should define; did you mean 'badge.width'?",
        ])
    }

    @Test func extendsCyclesAndMissingParents() {
        #expect(diagnose([
            "Views/A.yaml": "id: A\nextends: B\n",
            "Views/B.yaml": "id: B\nextends: A\n",
        ]) == [
            "A.yaml:2:10: error: extends cycle: A → B → A",
            "B.yaml:2:10: error: extends cycle: B → A → B",
        ])
        #expect(diagnose(["Views/A.yaml": "id: A\nextends: Buton\n", "Views/Button.yaml": "id: Button\nlayout: hugs\n"]) == [
            "A.yaml:2:10: error: 'A' extends 'Buton', which is not a known view kind; did you mean 'Button'?",
        ])
    }

    @Test func duplicateIDsAndViewNamesInOneDirectory() {
        let twice = diagnose([
            "Views/a.yaml": "id: Badge\nlayout: fixed\n",
            "Views/b.yaml": "id: Badge\nlayout: fixed\n",
        ])
        #expect(twice.count == 1)
        #expect(twice.first?.hasPrefix("b.yaml:1:5: error: 'Badge' is already defined in ") == true)
        #expect(twice.first?.hasSuffix("a.yaml:1; a directory may define an id only once") == true)
        let claimed = diagnose([
            "Views/a.yaml": "id: A\nviewNames: [Chip]\nlayout: fixed\n",
            "Views/b.yaml": "id: B\nviewNames: [Chip]\nlayout: fixed\n",
        ])
        #expect(claimed.count == 1)
        #expect(claimed.first?.hasPrefix("b.yaml:2:13: error: view name 'Chip' is already claimed by 'A'") == true)
    }

    @Test func oversizedFilesAreRefusedByTheSameLimit() {
        var path = ProfileSearchPath(directories: [])
        path.limits.maximumFileSize = 64
        let directory = TemporaryDirectory()
        directory.write("Views/Big.yaml", "id: Big\nlayout: fixed\nsummary: \"" + String(repeating: "x", count: 100) + "\"\n")
        path.directories = [directory.path]
        let diagnostics = brief(ProfileRegistry.load(searchPath: path).diagnostics)
        #expect(diagnostics.count == 1)
        #expect(diagnostics.first?.contains("over the 64 bytes limit for profiles") == true)
    }

    @Test func theShippedKindsLoadWithoutProblems() {
        let loaded = loadShipped()
        #expect(loaded.diagnostics.filter { $0.file.contains("/Views/") } == [])
        for name in ["Button", "Toggle", "TextField", "SecureField", "TextEditor", "Picker", "Slider", "Stepper",
                     "ProgressView", "DatePicker", "ColorPicker", "Gauge", "Link", "Menu", "ShareLink", "LabeledContent",
                     "Label", "ContentUnavailableView", "AsyncImage", "Map", "VideoPlayer", "Image", "Image(systemName:)",
                     "Path", "Canvas", "TimelineView", "PhaseAnimator", "GlassEffectContainer", "NavigationLink"] {
            #expect(loaded.registry.viewKind(forViewName: name) != nil, "no view kind for \(name)")
        }
        #expect(loaded.registry.viewKinds[ProfileRegistry.fallbackViewKindID] != nil)
    }
}
