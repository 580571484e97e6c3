import Foundation
import LayoutCore
import Profiles
import Testing
@testable import FrameLabApplication

/// `--sweep`: each fixture in Tests/SweepFixtures names a range (`// sweep:`), where it runs
/// (`// device:`, `// os:`, `// posture:`, `// orientation:`) and the changes in kind expected
/// (`// expect change at X: TEXT`, `// expect segments: N`), with the arithmetic beside them.
struct SweepTests {
    static let directory = TestSupport.packageRoot.appendingPathComponent("Tests/SweepFixtures")
    static let service = LayoutService(profiles: ProfileState(searchPath: TestSupport.shippedProfiles))
    static let fixtures = ((try? FileManager.default.contentsOfDirectory(atPath: directory.path)) ?? []).filter { $0.hasSuffix(".swift") }.sorted()

    struct Fixture {
        var sweep = ""
        var request: LayoutRequest
        var segments: Int?
        var changes: [(at: String, text: String, line: Int)] = []

        init(path: String) throws {
            let source = try String(contentsOfFile: path, encoding: .utf8)
            request = LayoutRequest(source: source, fileName: (path as NSString).lastPathComponent)
            for (index, raw) in source.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
                let line = raw.trimmingCharacters(in: .whitespaces)
                guard line.hasPrefix("//") else { continue }
                let body = line.dropFirst(2).trimmingCharacters(in: .whitespaces)
                func value(_ key: String) -> String? {
                    body.hasPrefix(key + ":") ? body.dropFirst(key.count + 1).trimmingCharacters(in: .whitespaces) : nil
                }
                if let text = value("sweep") { sweep = text }
                if let text = value("device") { request.selection.deviceID = text }
                if let text = value("orientation") { request.selection.orientation = Orientation(rawValue: text) ?? .portrait }
                if let text = value("os") { request.selection.os = OperatingSystem(id: text) }
                if let text = value("posture") { request.selection.posture = text }
                if let text = value("window"), let size = WindowSize(parsing: text) { request.selection.window = .size(width: size.width, height: size.height) }
                if let text = value("expect segments") { segments = Int(text) }
                if body.hasPrefix("expect change at "), let colon = body.firstIndex(of: ":") {
                    let at = body[body.index(body.startIndex, offsetBy: "expect change at ".count)..<colon]
                    // The expected change, without the arithmetic in parentheses after four spaces.
                    let text = body[body.index(after: colon)...].components(separatedBy: "    ").first ?? ""
                    changes.append((String(at), text.trimmingCharacters(in: .whitespaces), index + 1))
                }
            }
        }
    }

    @Test func thereAreSweepFixtures() {
        #expect(Self.fixtures.count >= 3)
    }

    @Test(arguments: fixtures)
    func fixture(_ name: String) throws {
        let fixture = try Fixture(path: Self.directory.appendingPathComponent(name).path)
        let sweep = try Self.service.layoutSweep(SweepRange.parse(fixture.sweep), request: fixture.request)
        let segments = sweep.segments
        let table = sweep.render(style: OutputStyle(colored: false))
        if let expected = fixture.segments { #expect(segments.count == expected, "\(name):\n\(table)") }
        for change in fixture.changes {
            let segment = segments.first { $0.from == change.at }
            #expect(segment != nil, "\(name):\(change.line): no change at \(change.at):\n\(table)")
            let described = segment?.changes.map(LayoutSweep.describe) ?? []
            #expect(described.contains(change.text), "\(name):\(change.line): at \(change.at) found \(described), not \(change.text)")
        }
    }

    /// Bad ranges name what is allowed.
    @Test(arguments: [
        ("width=", "is empty"),
        ("width=1400...320", "is reversed: write the lower bound first, width=320...1400"),
        ("width=abc...def", "the bounds must be numbers"),
        ("width=320..<320", "is empty"),
        ("width=0...20000", "has 20001 steps; at most 10000 are allowed"),
        ("width=0...100/0", "is not a positive number"),
        ("widht=320...400", "did you mean 'width'?"),
        ("dynamic-type=AX5...xSmall", "is reversed"),
        ("dynamic-type=huge", "unknown Dynamic Type size 'huge'"),
        ("width 320...400", "takes AXIS=RANGE"),
    ])
    func badRangesSayWhatIsAllowed(_ text: String, _ message: String) {
        #expect(throws: CommandError.self) { try SweepRange.parse(text) }
        do {
            _ = try SweepRange.parse(text)
        } catch {
            #expect(error.message.contains(message), "\(text): \(error.message)")
        }
    }

    @Test func rangesCountTheirPoints() throws {
        // 320...1400: 1400 − 320 + 1 = 1081 points; /10: (1400 − 320) / 10 + 1 = 109; ..< leaves 1400 out.
        #expect(try SweepRange.parse("width=320...1400").lengths.count == 1081)
        #expect(try SweepRange.parse("width=320...1400/10").lengths.count == 109)
        #expect(try SweepRange.parse("width=320..<1400/10").lengths.count == 108)
        #expect(try SweepRange.parse("dynamic-type=large...AX2").sizes.map(\.shortName) == ["large", "xLarge", "xxLarge", "xxxLarge", "AX1", "AX2"])
    }

    @Test func postureSweepOnADeviceThatDoesNotFoldIsAnError() throws {
        var request = LayoutRequest(source: "Color.red")
        request.selection.deviceID = "iphone-17-pro"
        #expect(throws: CommandError.self) { try Self.service.layoutSweep(SweepRange.parse("posture=all"), request: request) }
        do {
            _ = try Self.service.layoutSweep(SweepRange.parse("posture=all"), request: request)
        } catch {
            #expect(error.message.contains("iphone-17-pro has no postures"), "\(error.message)")
            #expect(error.message.contains("iphone-duo: folded, open"), "\(error.message)")
        }
    }
}
