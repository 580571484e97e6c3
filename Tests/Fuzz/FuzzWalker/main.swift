// libFuzzer target: the YAML walker and the profile schemas, in memory.
//
// Each input is parsed by the YAML walker (libyaml events to `YAMLNode`s, anchors, aliases,
// scalar resolution, node limits) and, when it holds a document, validated against the schema of
// the profile kind its keys name (container, device, platform, view). No file is written and nothing else is
// loaded, so an execution takes tens of microseconds: this target gives the walker and the
// validator most of the executions of a campaign. Built by scripts/fuzz.
import CFuzzDriver
import Foundation
import ProfileFuzzSupport
@testable import Profiles

/// One input. libFuzzer calls it through `FrameLabFuzzMain` below.
func fuzzWalker(_ data: UnsafePointer<UInt8>?, _ size: Int) -> CInt {
    guard let data else { return 0 }
    let parsed = YAMLParser(file: "<fuzz>").parse(Array(UnsafeBufferPointer(start: data, count: size)))
    checkPositions(parsed.diagnostics)
    guard let root = parsed.root else { return 0 }
    // The schema a loose file would be read with, by its keys (ProfileDocumentReader), or by the
    // input's length when the keys do not say.
    let keys = Set((root.mapping ?? []).map(\.name))
    let kinds: [ProfileEntry.Kind] = [.container, .device, .platform, .view]
    let kind: ProfileEntry.Kind =
        keys.contains("platform") ? .platform
        : keys.contains("layout") ? .view
        : !keys.isDisjoint(with: ProfileDocumentReader.containerKeys) ? .container
        : !keys.isDisjoint(with: ProfileDocumentReader.deviceKeys) ? .device
        : kinds[size % kinds.count]
    var validator = SchemaValidator(checkTopLevelRequired: kind != .platform && !keys.contains("extends"))
    validator.validateDocument(root, ProfileSchemas.schema(for: kind))
    checkPositions(validator.diagnostics)
    return 0
}

// SwiftPM gives an executable its own main, so libFuzzer runs through its driver.
exit(FrameLabFuzzMain(CommandLine.argc, CommandLine.unsafeArgv) { data, size in fuzzWalker(data, size) })
