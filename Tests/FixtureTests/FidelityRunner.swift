import Foundation
import LayoutCore
import Profiles
import ViewSyntax

/// Runs every measured fixture (`Tests/Fidelity/<owner>-<repo>/*.swift`, mined from public
/// snapshot tests, and `Tests/Fixtures/measured-*.swift`) and compares each expected number with
/// FrameLab's: the pass rate within one pixel (1/scale pt) and within 0.5 pt, and the mean and
/// worst error per class (text, symbols, controls, lists, stacks). `make fidelity` prints it; the
/// `FidelityTests` suite fails when the pass rate falls below `Tests/Fidelity/baseline.txt`.
struct FidelityRunner {
    /// One expected number and what FrameLab computed (nil: the view was not found or the
    /// fixture did not lay out).
    struct Number {
        var fixture: String
        var measuredClass: String
        var name: String
        var field: String
        var want: Double
        var got: Double?
        /// One pixel of the snapshot, or the fixture's stated reading tolerance when larger.
        var pixel: Double
        /// 0.5 pt, or the fixture's stated reading tolerance when larger.
        var halfPoint: Double

        var error: Double? { got.map { abs($0 - want) } }
        /// Measured figures are written to three decimals (100.333 for 301 px at 3×), so a
        /// number one pixel off can differ by up to 0.0005 more than the pixel.
        var withinPixel: Bool { error.map { $0 <= pixel + Self.writtenPrecision } ?? false }
        var withinHalfPoint: Bool { error.map { $0 <= halfPoint + Self.writtenPrecision } ?? false }
        static let writtenPrecision = 0.001
    }

    static let classes = ["text", "symbols", "controls", "lists", "stacks"]

    var numbers: [Number] = []
    /// Fixtures that did not parse or translate, with why.
    var broken: [String] = []

    static var fixtureFiles: [String] {
        let root = FixtureRunnerTests.repositoryRoot
        var files: [String] = []
        let fidelity = root + "/Tests/Fidelity"
        if let enumerator = FileManager.default.enumerator(atPath: fidelity) {
            for case let path as String in enumerator where path.hasSuffix(".swift") { files.append(fidelity + "/" + path) }
        }
        let fixtures = FixtureRunnerTests.fixtureDirectory
        for name in (try? FileManager.default.contentsOfDirectory(atPath: fixtures)) ?? [] where name.hasPrefix("measured-") && name.hasSuffix(".swift") {
            files.append(fixtures + "/" + name)
        }
        return files.sorted()
    }

    static func run(registry: ProfileRegistry) -> FidelityRunner {
        var runner = FidelityRunner()
        for path in fixtureFiles { runner.measure(path, registry: registry) }
        return runner
    }

    mutating func measure(_ path: String, registry: ProfileRegistry) {
        let label = path.replacingOccurrences(of: FixtureRunnerTests.repositoryRoot + "/", with: "")
        let fixture: Fixture
        let environment: LayoutEnvironment
        do {
            fixture = try Fixture(path: path)
            environment = try fixture.environment(in: registry)
        } catch {
            broken.append("\(label): \(error)")
            return
        }
        var options = TranslationOptions()
        options.environment = SourceEnvironment(environment)
        let translator = SourceTranslator(containerKinds: Array(registry.containerKinds.values), viewKinds: registry.viewKindList, options: options)
        let translation = translator.translate(fixture.source, fileName: (path as NSString).lastPathComponent)
        let errors = translation.diagnostics.filter { $0.severity == .error }
        let scale = fixture.scale ?? environment.displayScale
        let measuredClass = fixture.measuredClass ?? "stacks"
        let stated = fixture.statedTolerance ?? 0
        var result: LayoutResult?
        var window: Size?
        if let root = translation.root, errors.isEmpty {
            let laidOut = fixture.layout(root, in: environment)
            result = laidOut.0
            window = laidOut.1.windowSize
        } else {
            broken.append("\(label): \(errors.map(\.rendered).joined(separator: "; "))")
        }
        for expectation in fixture.expectations {
            let matches = result?.nodes.filter { $0.name == expectation.name } ?? []
            let node = matches.count == 1 ? matches[0] : nil
            // A sizeThatFits image is the window of the root's answer to 0×0: the root's own
            // width and height, as measured, are the image's, even where the root, laid out
            // again in that window, overflows it (a Text 0×0 at the first pass, one line high at
            // the second: vjr2005-Challenge's badges, docs/controls.md).
            let imageIsRoot = fixture.strategy == .sizeThatFits && node.map { $0.parent == nil } ?? false
            for (field, want) in expectation.values {
                let got: Double? = if imageIsRoot, let window, field == "width" || field == "height" {
                    field == "width" ? window.width : window.height
                } else {
                    node.map { Fixture.value(field, of: $0.frame) }
                }
                numbers.append(Number(
                    fixture: label, measuredClass: measuredClass, name: expectation.name, field: field, want: want,
                    got: got,
                    pixel: max(1 / scale, stated), halfPoint: max(0.5, stated)))
            }
        }
    }

    /// The share of numbers within one pixel.
    var pixelPassRate: Double { Self.rate(numbers, \.withinPixel) }
    var halfPointPassRate: Double { Self.rate(numbers, \.withinHalfPoint) }

    static func rate(_ numbers: [Number], _ passes: (Number) -> Bool) -> Double {
        numbers.isEmpty ? 0 : Double(numbers.filter(passes).count) / Double(numbers.count)
    }

    /// The report `make fidelity` prints: totals, one row per class, then every number off by
    /// more than a pixel, worst first.
    func report() -> String {
        func percent(_ value: Double) -> String { String(format: "%.1f %%", value * 100) }
        func points(_ value: Double) -> String { String(format: "%.3f", value) }
        let fixtures = Set(numbers.map(\.fixture)).count
        var lines = ["fidelity: \(numbers.count) measured numbers in \(fixtures) fixtures: \(percent(pixelPassRate)) within one pixel, \(percent(halfPointPassRate)) within 0.5 pt"]
        lines.append("class      numbers  ≤1 px    ≤0.5 pt   mean err  worst err")
        let known = Set(Self.classes)
        for name in Self.classes + Array(Set(numbers.map(\.measuredClass)).subtracting(known)).sorted() {
            let group = numbers.filter { $0.measuredClass == name }
            guard !group.isEmpty else { continue }
            let errors = group.compactMap(\.error)
            let mean = errors.isEmpty ? 0 : errors.reduce(0, +) / Double(errors.count)
            let worst = errors.max() ?? 0
            lines.append(name.padding(toLength: 10, withPad: " ", startingAt: 0)
                + " " + String(group.count).padding(toLength: 8, withPad: " ", startingAt: 0)
                + " " + percent(Self.rate(group, \.withinPixel)).padding(toLength: 8, withPad: " ", startingAt: 0)
                + " " + percent(Self.rate(group, \.withinHalfPoint)).padding(toLength: 9, withPad: " ", startingAt: 0)
                + " " + points(mean).padding(toLength: 9, withPad: " ", startingAt: 0)
                + " " + points(worst))
        }
        let misses = numbers.filter { !$0.withinPixel }.sorted { ($0.error ?? .infinity) > ($1.error ?? .infinity) }
        if !misses.isEmpty {
            lines.append("off by more than a pixel (\(misses.count)):")
            for miss in misses {
                let got = miss.got.map(formatLength) ?? "no single view named '\(miss.name)'"
                lines.append("  \(miss.fixture): \(miss.name).\(miss.field) measured \(formatLength(miss.want)), FrameLab \(got)")
            }
        }
        if !broken.isEmpty {
            lines.append("fixtures that did not lay out (\(broken.count)):")
            lines += broken.map { "  " + $0 }
        }
        return lines.joined(separator: "\n")
    }
}
