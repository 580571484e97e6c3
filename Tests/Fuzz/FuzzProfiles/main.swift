// libFuzzer target: a profile file among the shipped profiles.
//
// Each input is one profile file. Its bytes are parsed in memory by the YAML walker, then the
// file is placed among the shipped profiles (as a container kind, a device, a view kind or a
// loose file, chosen by the input's length) and the whole registry is loaded and validated, so
// `extends:` of real kinds and devices is exercised too. The shipped files are read once per
// process (`ProfileLoader.alreadyRead`), with one device per platform; only the input is read
// again. The probe tree is laid out on the devices the input defines and on one shipped phone. Built by scripts/fuzz.
import CFuzzDriver
import Foundation
import LayoutCore
import ProfileFuzzSupport
@testable import Profiles

let scratch = scratchDirectory("profiles", subdirectories: ["Containers", "Devices", "Views", "loose"])

/// Where an input goes, by its length: the file and the search path it is loaded with.
let placements: [(file: String, directories: [String])] = [
    (scratch + "/Containers/Fuzz.yaml", [repositoryRoot, scratch]),
    (scratch + "/Devices/fuzz.yaml", [repositoryRoot, scratch]),
    (scratch + "/Views/Fuzz.yaml", [repositoryRoot, scratch]),
    (scratch + "/loose/fuzz.yaml", [repositoryRoot, scratch + "/loose"]),
]

/// One device of each platform: decoding a device (every OS and orientation block) is most of
/// a load, so the other shipped devices stay out and a load takes a few milliseconds.
let keptDevices: Set<String> = ["iphone-15-pro", "ipad-pro-13", "mac-window", "apple-tv-1080p", "vision-pro-window", "watch-45mm"]

/// The shipped files, read and validated once: every container and view kind, every platform
/// and the kept devices. Other shipped files are read as empty (skipped) documents.
let shippedDocuments: [String: (ProfileDocument?, [ProfileDiagnostic])] = {
    var read: [String: (ProfileDocument?, [ProfileDiagnostic])] = [:]
    for candidate in DirectoryScanner.scan(repositoryRoot, optional: false).candidates {
        let (document, diagnostics) = ProfileDocumentReader.read(candidate, layer: 0)
        let kept = document.map { $0.kind != .device || keptDevices.contains($0.id) } ?? true
        read[candidate.path] = kept ? (document, diagnostics) : (nil, [])
    }
    return read
}()

/// One input. libFuzzer calls it through `FrameLabFuzzMain` below.
func fuzzProfiles(_ data: UnsafePointer<UInt8>?, _ size: Int) -> CInt {
    guard let data else { return 0 }
    let bytes = Array(UnsafeBufferPointer(start: data, count: size))
    let placement = placements[size % placements.count]
    walkAndPlace(bytes, at: placement.file, removing: placements.map(\.file))
    var loader = ProfileLoader(searchPath: ProfileSearchPath(directories: placement.directories))
    loader.alreadyRead = shippedDocuments
    let result = loader.load()
    checkPositions(result.diagnostics)
    let defined = result.registry.entries.filter { $0.file == placement.file && $0.kind == .device }.map(\.id)
    layOutProbe(result.registry, deviceIDs: defined + ["iphone-15-pro"])
    return 0
}

// SwiftPM gives an executable its own main, so libFuzzer runs through its driver.
exit(FrameLabFuzzMain(CommandLine.argc, CommandLine.unsafeArgv) { data, size in fuzzProfiles(data, size) })
