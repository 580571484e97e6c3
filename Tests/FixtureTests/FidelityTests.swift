import Foundation
import Testing

/// The measured corpus (`FidelityRunner`) against its committed baseline: a change that makes
/// fewer measured numbers agree within one pixel fails here. Raise the baseline in
/// `Tests/Fidelity/baseline.txt` when a change improves the rate.
@Suite struct FidelityTests {
    static let baselineFile = FixtureRunnerTests.repositoryRoot + "/Tests/Fidelity/baseline.txt"

    /// The committed pass rate within one pixel, in percent (the first number in the file).
    static func baseline() throws -> Double {
        let text = try String(contentsOfFile: baselineFile, encoding: .utf8)
        let number = text.split(whereSeparator: { $0.isWhitespace }).lazy.compactMap { Double($0) }.first
        return try #require(number, "\(baselineFile) should start with the pass rate in percent")
    }

    @Test func passRateDoesNotFallBelowTheBaseline() throws {
        let runner = FidelityRunner.run(registry: FixtureRunnerTests.registry)
        let report = runner.report()
        let output = FixtureRunnerTests.repositoryRoot + "/.build/fidelity-report.txt"
        try? report.write(toFile: output, atomically: true, encoding: .utf8)
        #expect(runner.numbers.count >= 15, "the measured corpus should hold numbers")
        let rate = runner.pixelPassRate * 100
        let baseline = try Self.baseline()
        #expect(rate >= baseline - 1e-9, Comment(rawValue: "the measured pass rate within one pixel fell to \(String(format: "%.1f", rate)) % from the baseline \(baseline) %\n\(report)"))
    }
}
