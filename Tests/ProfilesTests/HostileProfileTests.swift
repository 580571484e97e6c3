import Foundation
import Testing
@testable import Profiles

// Hostile profile files beyond ValidationTests: one case per class of error libyaml reports
// (reader, scanner, parser, composer), odd file types in a profile directory, and large but
// legal files. Each must give `file:line:col: error: …`, quickly, never a crash or a hang.

/// Validates `files` in a fresh directory; returns the diagnostics (file names shortened) and the time taken.
private func validate(_ files: [String: [UInt8]]) -> (diagnostics: [String], seconds: Double) {
    let directory = TemporaryDirectory()
    for (name, bytes) in files { directory.write(name, bytes: bytes) }
    let clock = ContinuousClock()
    let start = clock.now
    let diagnostics = brief(ProfileRegistry.validate(directories: [directory.path]))
    let elapsed = clock.now - start
    return (diagnostics, Double(elapsed.components.seconds) + Double(elapsed.components.attoseconds) / 1e18)
}

private func validate(container text: String) -> [String] {
    validate(["Containers/Box.yaml": Array(text.utf8)]).diagnostics
}

@Suite("Hostile profiles")
struct HostileProfileTests {
    /// (YAML, the start of the one error expected). Grouped by the libyaml stage that reports it.
    static let syntaxErrors: [(String, String)] = [
        // Reader: characters YAML forbids. libyaml reports reader errors by byte offset, not mark;
        // YAMLParser turns the offset into the line and column of the character.
        ("id: Box\nsummary: a\u{01}b\nstrategy: tabs\n", "Box.yaml:2:11: error: YAML syntax error: control characters are not allowed"),
        ("id: Box\nsummary: \"a\u{7F}b\"\nstrategy: tabs\n", "Box.yaml:2:12: error: YAML syntax error: control characters are not allowed"),
        ("id: Box\0\nstrategy: tabs\n", "Box.yaml:1:8: error: YAML syntax error: control characters are not allowed"),
        // Scanner: tokens.
        ("id: @Box\nstrategy: tabs\n", "Box.yaml:1:5: error: YAML syntax error: found character that cannot start any token"),
        ("id: `Box`\nstrategy: tabs\n", "Box.yaml:1:5: error: YAML syntax error: found character that cannot start any token"),
        ("id: a: b\nstrategy: tabs\n", "Box.yaml:1:6: error: YAML syntax error: mapping values are not allowed in this context"),
        ("id: \"Box\nstrategy: tabs\n", "Box.yaml:3:1: error: YAML syntax error: found unexpected end of stream while scanning a quoted scalar"),
        ("id: 'Box\n", "Box.yaml:2:1: error: YAML syntax error: found unexpected end of stream while scanning a quoted scalar"),
        ("id: \"B\\qx\"\n", "Box.yaml:1:7: error: YAML syntax error: found unknown escape character while parsing a quoted scalar (started at 1:5)"),
        ("id: \"\\xZZ\"\n", "Box.yaml:1:8: error: YAML syntax error: did not find expected hexdecimal number while parsing a quoted scalar"),
        ("id: &\nstrategy: tabs\n", "Box.yaml:1:6: error: YAML syntax error: did not find expected alphabetic or numeric character while scanning an anchor"),
        ("id: *\n", "Box.yaml:1:6: error: YAML syntax error: did not find expected alphabetic or numeric character while scanning an alias"),
        ("id: !<x\n", "Box.yaml:1:8: error: YAML syntax error: did not find the expected '>' while scanning a tag (started at 1:5)"),
        ("id: !%zz Box\n", "Box.yaml:1:6: error: YAML syntax error: did not find URI escaped octet while parsing a tag (started at 1:5)"),
        ("id: |x\n  Box\n", "Box.yaml:1:6: error: YAML syntax error: did not find expected comment or line break while scanning a block scalar"),
        ("id: |0\n  Box\n", "Box.yaml:1:6: error: YAML syntax error: found an indentation indicator equal to 0 while scanning a block scalar"),
        ("%FOO bar\n---\nid: Box\n", ""),
        ("%YAML 1.1\n%YAML 1.1\n---\nid: Box\n", "Box.yaml:2:1: error: YAML syntax error: found duplicate %YAML directive"),
        ("%YAML 2.0\n---\nid: Box\n", "Box.yaml:1:1: error: YAML syntax error: found incompatible YAML document"),
        ("%YAML x\n---\nid: Box\n", "Box.yaml:1:7: error: YAML syntax error: did not find expected version number while scanning a %YAML directive (started at 1:1)"),
        ("%TAG !x! tag:a,2000:\n%TAG !x! tag:b,2000:\n---\nid: Box\n", "Box.yaml:2:1: error: YAML syntax error: found duplicate %TAG directive"),
        ("id: !y!Box x\n", "Box.yaml:1:5: error: YAML syntax error: found undefined tag handle while parsing a node"),
        ("id:\n\t- Box\n", "Box.yaml:2:1: error: YAML syntax error: found character that cannot start any token"),
        ("id: \"a\" b\n", "Box.yaml:1:9: error: YAML syntax error: did not find expected key while parsing a block mapping"),
        // Parser: structure.
        ("id: Box\n strategy: tabs\n", "Box.yaml:2:10: error: YAML syntax error: mapping values are not allowed in this context"),
        ("id: Box\n- tabs\n", "Box.yaml:2:1: error: YAML syntax error: did not find expected key while parsing a block mapping"),
        ("viewNames:\n  - A\n B: 1\n", "Box.yaml:3:2: error: YAML syntax error: did not find expected key while parsing a block mapping"),
        ("viewNames: [A, B\nid: Box\n", "Box.yaml:2:3: error: YAML syntax error: did not find expected ',' or ']' while parsing a flow sequence"),
        ("insets: {top: 1\n", "Box.yaml:2:1: error: YAML syntax error: did not find expected ',' or '}' while parsing a flow mapping"),
        ("viewNames: [A, , B]\n", "Box.yaml:1:16: error: YAML syntax error: did not find expected node content while parsing a flow node"),
        ("viewNames: ]\n", "Box.yaml:1:12: error: YAML syntax error: did not find expected node content while parsing a block node"),
        ("- a\nid: Box\n", "Box.yaml:2:1: error: YAML syntax error: did not find expected '-' indicator while parsing a block collection (started at 1:1)"),
        ("id: Box\n...\nfoo\n", "Box.yaml:3:1: error: YAML syntax error: did not find expected <document start>"),
        ("? - a\n  - b\n: c\n", "Box.yaml:1:3: error: mapping keys must be scalars, found a sequence"),
        ("id: *nowhere\n", "Box.yaml:1:5: error: unknown alias '*nowhere'"),
        ("a: &a [*a]\n", "Box.yaml:1:8: error: unknown alias '*a'"),
    ]

    @Test func everyClassOfYAMLSyntaxError() {
        for (yaml, expected) in Self.syntaxErrors {
            let diagnostics = validate(container: yaml)
            #expect(!diagnostics.isEmpty, "no error for \(yaml.debugDescription)")
            #expect(diagnostics.allSatisfy { $0.contains(": error: ") || $0.contains(": warning: ") }, "\(diagnostics)")
            if !expected.isEmpty {
                #expect(diagnostics.first?.hasPrefix(expected) == true, "\(yaml.debugDescription): \(diagnostics)")
            }
        }
    }

    @Test func aliasBombVariantsAreRefusedQuickly() {
        // Through mappings and merge keys rather than sequences.
        var mappings = "id: Bomb\nstrategy: tabs\nb0: &b0 {k0: x, k1: x, k2: x, k3: x, k4: x, k5: x, k6: x, k7: x, k8: x, k9: x}\n"
        for level in 1...9 {
            mappings += "b\(level): &b\(level) {" + (0..<10).map { "k\($0): *b\(level - 1)" }.joined(separator: ", ") + "}\n"
        }
        var merges = "id: Bomb\nstrategy: tabs\nm0: &m0 {a: [x, x, x, x, x, x, x, x, x, x]}\n"
        for level in 1...9 {
            merges += "m\(level): &m\(level) {<<: *m\(level - 1), l\(level): [" + Array(repeating: "*m\(level - 1)", count: 10).joined(separator: ", ") + "]}\n"
        }
        // One anchor referred to a hundred thousand times, spread over a file under 1 MiB.
        let flat = "id: Bomb\nstrategy: tabs\nbig: &big [x, x, x, x, x, x, x, x, x, x]\nrefs: [" + Array(repeating: "*big", count: 100_000).joined(separator: ",") + "]\n"
        for text in [mappings, merges, flat] {
            let (diagnostics, _) = validate(["Containers/Bomb.yaml": Array(text.utf8)])
            #expect(diagnostics.count == 1)
            #expect(diagnostics.first?.contains("error: document has more than 100000 nodes") == true, "\(diagnostics)")
        }
    }

    @Test func largeLegalLookingFilesAreBounded() {
        // Just under 1 MiB: a long comment and a long scalar load in bounded time.
        let limit = 1 << 20
        let comment = "id: Box\nstrategy: tabs\n#" + String(repeating: "c", count: limit - 40) + "\n"
        let scalar = "id: Box\nstrategy: tabs\nsummary: " + String(repeating: "s", count: limit - 40) + "\n"
        for (name, text) in [("comment", comment), ("scalar", scalar)] {
            #expect(text.utf8.count <= limit, "\(name)")
            let (diagnostics, _) = validate(["Containers/Box.yaml": Array(text.utf8)])
            #expect(diagnostics.allSatisfy { !$0.contains("error:") }, "\(name): \(diagnostics.prefix(3))")
        }
    }

    /// Found here: YAMLParser looked for duplicate keys with a linear search of the mapping's pairs
    /// and copied a sequence's items on each append, so parsing was quadratic (20,000 keys took
    /// 46 s in a debug build). Keys are now indexed and frames mutated in place; 20,000 list items
    /// and 20,000 keys (60,000 nodes, under the 100,000-node limit) parse with the duplicate found
    /// (no timing asserted: quadratic parsing would take minutes here).
    @Test func manyKeysAndALongListParse() throws {
        var text = "id: Box\nstrategy: tabs\nitems:\n"
        for i in 0..<20_000 { text += "  - \(i)\n" }
        for i in 0..<20_000 { text += "k\(i): 1\n" }
        text += "k0: 2\n"
        let result = YAMLParser(file: "Box.yaml").parse(Array(text.utf8))
        let root = try #require(result.root)
        // id, strategy, items and the 20,000 keys; the second k0 (line 3 + 20,000 + 20,000 + 1) is
        // reported, not added.
        #expect(root.mapping?.count == 20_003)
        #expect(root["items"]?.sequence?.count == 20_000)
        #expect(result.diagnostics.map(\.description) == ["Box.yaml:40004:1: error: duplicate key 'k0' (first defined at line 20004)"])
    }

    @Test func whitespaceAndMarkerOnlyFiles() {
        for text in ["", "\n\n\n", "   ", "---\n", "...\n", "--- ~\n", "--- null\n", "\u{FEFF}", "---\n...\n---\n"] {
            let diagnostics = validate(container: text)
            #expect(diagnostics.count == 1, "\(text.debugDescription): \(diagnostics)")
            #expect(diagnostics.first?.contains(": error: ") == true)
        }
    }

    @Test func scalarsWhereStructuresBelong() {
        let cases = ["42\n", "\"just a string\"\n", "true\n", "[]\n", "{}\n", "- - - -\n", "!!binary aGVsbG8=\n"]
        for text in cases {
            let diagnostics = validate(container: text)
            #expect(!diagnostics.isEmpty, "\(text.debugDescription)")
            #expect(diagnostics.allSatisfy { $0.hasPrefix("Box.yaml:") }, "\(diagnostics)")
        }
    }

    @Test func oddFileTypesInAProfileDirectory() throws {
        let directory = TemporaryDirectory()
        let containers = directory.sub("Containers")
        // A directory named like a profile.
        try FileManager.default.createDirectory(atPath: containers + "/Dir.yaml", withIntermediateDirectories: true)
        // An endless device file: reading must stop at the size limit.
        try FileManager.default.createSymbolicLink(atPath: containers + "/Zero.yaml", withDestinationPath: "/dev/zero")
        // A FIFO nobody writes to: opening it must not block the load.
        #expect(mkfifo(containers + "/Pipe.yaml", 0o644) == 0)
        let diagnostics = brief(ProfileRegistry.validate(directories: [directory.path]))
        #expect(diagnostics.contains { $0.hasPrefix("Zero.yaml:") && $0.contains("error:") }, "\(diagnostics)")
        #expect(diagnostics.contains { $0.hasPrefix("Pipe.yaml:") && $0.contains("error:") }, "\(diagnostics)")
        #expect(diagnostics.allSatisfy { $0.contains("error:") || $0.contains("warning:") })
    }

    @Test func longSymlinkChainsAndCyclesOfDirectories() throws {
        let directory = TemporaryDirectory()
        // a → b → a: a cycle of two directory links.
        try FileManager.default.createSymbolicLink(atPath: directory.path + "/a", withDestinationPath: directory.path + "/b")
        try FileManager.default.createSymbolicLink(atPath: directory.path + "/b", withDestinationPath: directory.path + "/a")
        // Containers/ links back to its own parent: a loop the scanner could follow forever.
        let root = directory.sub("root")
        try FileManager.default.createSymbolicLink(atPath: root + "/Containers", withDestinationPath: root)
        let diagnostics = ProfileRegistry.validate(directories: [directory.path + "/a", root]).map(\.description)

        #expect(diagnostics.contains { $0.contains("/a:1:1: error: ") && $0.contains("symbolic link loop") }, "\(diagnostics)")
        #expect(diagnostics.allSatisfy { $0.contains("error:") || $0.contains("warning:") }, "\(diagnostics)")
    }

    @Test func mutatedShippedProfilesNeverCrash() throws {
        // Every shipped profile, truncated at many points and with bytes flipped: each gives
        // diagnostics or loads, never a crash.
        let files = try FileManager.default.contentsOfDirectory(atPath: repositoryRoot + "/Containers").filter { $0.hasSuffix(".yaml") }
        var tried = 0
        for file in files {
            let bytes = Array(try Data(contentsOf: URL(fileURLWithPath: repositoryRoot + "/Containers/" + file)))
            for cut in stride(from: 0, to: bytes.count, by: max(1, bytes.count / 12)) {
                _ = validate(["Containers/" + file: Array(bytes[..<cut])])
                var flipped = bytes
                flipped[cut] = [UInt8(ascii: ":"), UInt8(ascii: "["), UInt8(ascii: "&"), UInt8(ascii: "*"), 0x09, 0xFF][cut % 6]
                _ = validate(["Containers/" + file: flipped])
                tried += 2
            }
        }
        #expect(tried > 100)
    }
}

/// Found with hostile input: a device with a 1e308-point screen passed validation and laid out
/// to infinite frames. Every length and number in a profile is at most 1,000,000 points (larger
/// than any screen, the bound source lengths are clamped to).
@Suite("Hostile profile numbers")
struct HostileProfileNumberTests {
    @Test func numbersLargerThanAnyScreenAreRefused() {
        let device = "id: huge\nidiom: phone\ndisplayName: H\nscale: 1e308\nscreen: {width: 1e308, height: 1000001}\n"
        let diagnostics = validate(["Devices/huge.yaml": Array(device.utf8)]).diagnostics
        #expect(diagnostics == [
            "huge.yaml:4:8: error: 'scale' must be at most 1000000, larger than any screen; found 1e308",
            "huge.yaml:5:17: error: 'width' must be at most 1000000, larger than any screen; found 1e308",
            "huge.yaml:5:32: error: 'height' must be at most 1000000, larger than any screen; found 1000001",
        ])
    }

    @Test func theLargestNumberIsAccepted() {
        let device = "id: big\nidiom: phone\ndisplayName: B\nscale: 3\nscreen: {width: 1000000, height: 1000000}\n"
        #expect(validate(["Devices/big.yaml": Array(device.utf8)]).diagnostics == [])
    }
}

// Found by the hostile-input catalogue: a chain of 1,000 devices each extending the next took
// more than 10 s to validate (the cycle check searched the chain at every step: cubic).
@Suite("Hostile extends chains")
struct HostileExtendsChainTests {
    @Test func chainsLongerThanTheLimitAreRefusedQuickly() {
        var files: [String: [UInt8]] = [:]
        for k in 0..<1_000 { files["Devices/d\(k).yaml"] = Array("id: d\(k)\nextends: d\(k + 1)\n".utf8) }
        let (diagnostics, _) = validate(files)
        // d0 … d899 pass through more than 100 profiles before the chain ends at the unknown d1000.
        #expect(diagnostics.contains { $0.contains("d0.yaml:2:10: error: 'd0' extends a chain of more than 100 profiles; FrameLab follows at most 100") }, "\(diagnostics.prefix(3))")
    }
}
