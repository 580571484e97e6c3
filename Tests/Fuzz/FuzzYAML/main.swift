// libFuzzer target: one profile file on its own, the fast profile target.
//
// Each input is parsed in memory by the YAML walker, then loaded as the only file of a search
// path (as a container kind, a device, a view kind or a loose file, chosen by the input's
// length): classified, validated against its schema and decoded. The probe tree is laid out in
// a window and on the device the file defines. Without the shipped profiles around it an
// execution takes well under a millisecond. Built by scripts/fuzz.
import CFuzzDriver
import Foundation
import LayoutCore
import ProfileFuzzSupport
@testable import Profiles

let scratch = scratchDirectory("yaml", subdirectories: ["Containers", "Devices", "Views", "loose"])

/// Where an input goes, by its length, and the one directory it is loaded from.
let placements: [(file: String, directory: String)] = [
    (scratch + "/Containers/Fuzz.yaml", scratch),
    (scratch + "/Devices/fuzz.yaml", scratch),
    (scratch + "/Views/Fuzz.yaml", scratch),
    (scratch + "/loose/fuzz.yaml", scratch + "/loose"),
]

/// One input. libFuzzer calls it through `FrameLabFuzzMain` below.
func fuzzYAML(_ data: UnsafePointer<UInt8>?, _ size: Int) -> CInt {
    guard let data else { return 0 }
    let bytes = Array(UnsafeBufferPointer(start: data, count: size))
    let placement = placements[size % placements.count]
    walkAndPlace(bytes, at: placement.file, removing: placements.map(\.file))
    let result = ProfileRegistry.load(searchPath: ProfileSearchPath(directories: [placement.directory]))
    checkPositions(result.diagnostics)
    layOutProbe(result.registry, deviceIDs: result.registry.deviceIDs)
    return 0
}

// SwiftPM gives an executable its own main, so libFuzzer runs through its driver.
exit(FrameLabFuzzMain(CommandLine.argc, CommandLine.unsafeArgv) { data, size in fuzzYAML(data, size) })
