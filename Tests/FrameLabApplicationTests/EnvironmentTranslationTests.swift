import Foundation
import LayoutCore
import Profiles
import Testing
import ViewSyntax
@testable import FrameLabApplication

/// Every command that lays one source out in many environments (`:matrix`, `eval --matrix`,
/// `framelab check`, `:each-device`) translates it again per environment, so a size-class `if`
/// takes the iPad branch in the iPad cells; environments that read the same share a translation.
struct EnvironmentTranslationTests {
    static let profiles = ProfileState(searchPath: TestSupport.shippedProfiles)

    /// Regular width: a 300 pt sidebar beside the content; compact: a 200 pt band above it.
    static let adaptive = """
        struct Adaptive: View {
            @Environment(\\.horizontalSizeClass) private var sizeClass
            var body: some View {
                if sizeClass == .regular {
                    HStack(spacing: 0) {
                        Color.red.frame(width: 300).id("side")
                        Color.blue
                    }
                } else {
                    VStack(spacing: 0) {
                        Color.red.frame(height: 200).id("side")
                        Color.blue
                    }
                }
            }
        }
        """

    static func matrix(axes arguments: [String], source: String = adaptive) throws -> DeviceMatrix {
        let profiles = Self.profiles
        let settings = SessionSettings()
        let files = [SourceFile(name: "Adaptive.swift", text: source)]
        let current = DeviceSelection(deviceID: "iphone-15-pro")
        let pipeline = LayoutPipeline(profiles: profiles, settings: settings)
        let translation = pipeline.translate(files, in: try pipeline.environment(for: current))
        let root = try #require(translation.root)
        return try DeviceMatrix(
            root: root, target: try TargetResolver(root: root).resolve("side").id, registry: profiles.registry, current: current,
            settings: settings, axes: try MatrixAxes(arguments: arguments),
            source: pipeline.sourceTrees(files, choice: .automatic), targetName: "side",
            environment: { selection throws(CommandError) in try pipeline.environment(for: selection) },
            format: NumberFormat(precision: 3))
    }

    @Test func matrixCellsTakeTheirOwnSizeClassBranch() throws {
        let matrix = try Self.matrix(axes: ["--devices", "iphone-15-pro,ipad-pro-13", "--orientations", "portrait"])
        let frames = matrix.rows.map(\.frame)
        // iPhone 15 Pro portrait is compact width: the 200 pt band across the 393 pt screen, below the 59 pt inset.
        #expect(frames[0] == Rect(x: 0, y: 59, width: 393, height: 200))
        // iPad Pro 13 is regular width: the 300 pt sidebar, full height 1376 − 32 − 25 = 1319 (iOS 26 insets).
        // Laid out from the iPhone's tree it would be the 1032 × 200 band.
        #expect(frames[1] == Rect(x: 0, y: 32, width: 300, height: 1319))
        #expect(matrix.translationCount == 2)
    }

    @Test func cellsThatReadTheSameShareOneTranslation() throws {
        // 2 devices × 2 orientations × 12 type sizes = 48 cells; the source reads only size classes:
        // iPhone portrait (compact, regular), iPhone landscape (compact, compact), iPad (regular, regular).
        let matrix = try Self.matrix(axes: ["--devices", "iphone-15-pro,ipad-pro-13", "--dynamic-type", "all"])
        #expect(matrix.rows.count == 48)
        #expect(matrix.translationCount == 3)
        // A source that reads nothing from the environment translates once per idiom.
        let plain = try Self.matrix(axes: ["--devices", "iphone-15-pro,ipad-pro-13", "--dynamic-type", "all"],
                                    source: "struct Plain: View { var body: some View { Color.red.frame(height: 10).id(\"side\") } }")
        #expect(plain.translationCount == 2)
        // A source that reads the type size translates once per size and size-class set.
        let scaled = try Self.matrix(axes: ["--devices", "iphone-15-pro", "--orientations", "portrait", "--dynamic-type", "all"],
                                     source: "struct S: View { @Environment(\\.dynamicTypeSize) var size\n var body: some View { Color.red.frame(height: size.isAccessibilitySize ? 100 : 10).id(\"side\") } }")
        #expect(scaled.translationCount == 12)
        // Accessibility sizes (AX1…AX5, the last five rows) take the 100 pt branch.
        #expect(scaled.rows.map { $0.frame?.height } == Array(repeating: 10, count: 7) + Array(repeating: 100, count: 5))
    }

    @Test func replMatrixOfLoadedFileTranslatesPerCell() throws {
        let directory = try TestSupport.temporaryDirectory()
        let file = directory.appendingPathComponent("Adaptive.swift")
        try Self.adaptive.write(to: file, atomically: true, encoding: .utf8)
        var interpreter = CommandInterpreter(profiles: Self.profiles)
        _ = interpreter.start()
        let output = interpreter.run(script: ":load \(file.path)\n:matrix side --devices iphone-15-pro,ipad-pro-13 --orientations portrait", file: "test.fl")
        let text = output.rendered()
        #expect(!output.failed, "\(text)")
        let rows = text.split(separator: "\n").filter { $0.contains("ipad-pro-13") && $0.contains("portrait") }
        // The iPad row shows the sidebar: width 300, height 1319.
        #expect(rows.last?.contains("300") == true && rows.last?.contains("1319") == true, "\(text)")
    }

    @Test func eachDeviceTranslatesTheLoadedSourceForEachDevice() throws {
        let directory = try LayoutTestRunnerTests.directory(["Adaptive.swift": Self.adaptive, "adaptive.fl": """
            :load Adaptive.swift
            :each-device ipad-pro-13 ipad-air-11
            :expect side.width == 300
            :end
            :each-device iphone-15-pro iphone-se-3
            :expect side.height == 200
            :end
            """])
        let cases = LayoutTestRunnerTests.run(directory).flatMap(\.cases)
        #expect(cases.count == 4)
        #expect(cases.filter { !$0.passed }.isEmpty, "\(cases.compactMap(\.failure))")
    }

    @Test func checkLaysOutEachLayoutFromItsOwnTranslation() throws {
        // Only the regular-width branch puts a view 400 pt past the right edge.
        let directory = try TestSupport.temporaryDirectory()
        let file = directory.appendingPathComponent("Wide.swift")
        try """
            struct Wide: View {
                @Environment(\\.horizontalSizeClass) var sizeClass
                var body: some View {
                    if sizeClass == .regular {
                        Color.red.frame(width: 100, height: 100).offset(x: 2000).id("badge")
                    } else {
                        Color.red.frame(width: 100, height: 100).id("badge")
                    }
                }
            }
            """.write(to: file, atomically: true, encoding: .utf8)
        let outcome = CheckRunner.check(CheckRunner.Options(paths: [file.path], matrix: "iphone-15-pro,ipad-pro-13,portrait,default"), profiles: Self.profiles)
        #expect(outcome.errors.isEmpty, "\(outcome.errors)")
        let outside = outcome.findings.filter { $0.check == .outsideWindow }
        #expect(outside.count == 1)
        #expect(outside.first?.layouts == ["ipad-pro-13 portrait"], "\(outcome.findings)")
    }

    @Test func checkLaysOutEveryPreviewOfAFile() throws {
        // Preview 2 offsets the badge 2000 pt to the right, wholly outside the 393-wide window.
        let directory = try TestSupport.temporaryDirectory()
        let file = directory.appendingPathComponent("Badge.swift")
        try """
            struct Badge: View {
                let shift: CGFloat
                var body: some View { Color.red.frame(width: 100, height: 100).offset(x: shift).id("badge") }
            }
            #Preview("Centred") { Badge(shift: 0) }
            #Preview("Shifted") { Badge(shift: 2000) }
            """.write(to: file, atomically: true, encoding: .utf8)
        let outcome = CheckRunner.check(CheckRunner.Options(paths: [file.path], matrix: "iphone-15-pro,portrait,default"), profiles: Self.profiles)
        #expect(outcome.errors.isEmpty, "\(outcome.errors)")
        #expect(outcome.findings.map(\.check) == [.outsideWindow], "\(outcome.findings)")
        #expect(outcome.findings.first?.preview == "preview 2 \"Shifted\"")
        #expect(outcome.findings.first?.layouts == ["iphone-15-pro portrait, preview 2 \"Shifted\""])
    }

    @Test func wrapsAreFoundAcrossCellsTranslatedApart() throws {
        // The source reads the type size, so each of the 12 sizes is its own translation; the
        // Text is the same view at the same place in each tree, so its wrap is still found.
        let matrix = try Self.matrix(axes: ["--devices", "iphone-15-pro", "--orientations", "portrait", "--dynamic-type", "all"], source: """
            struct Row: View {
                @Environment(\\.dynamicTypeSize) var size
                var body: some View {
                    Text("Notifications and sounds").frame(width: 200).id("side").opacity(size.isAccessibilitySize ? 0.9 : 1)
                }
            }
            """)
        #expect(matrix.translationCount == 12)
        let lines = matrix.rows.compactMap(\.lines)
        #expect(lines.first == 1)
        #expect(lines.max() ?? 0 > 1)
        #expect(matrix.rows.contains { $0.breaks.contains { $0.contains("wraps to") } }, "\(matrix.rows.map(\.breaks))")
    }
}
