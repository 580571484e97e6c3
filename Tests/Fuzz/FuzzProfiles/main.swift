// libFuzzer target: the YAML document walker and profile validation.
//
// Each input is one profile file. Its bytes are parsed in memory by the YAML walker, then written
// over the shipped profiles (as a container kind, a device or a loose file, chosen by the input's
// length) and the whole registry is loaded and validated, so `extends:` of real kinds and
// devices is exercised too. Built by scripts/fuzz (debug, -sanitize=fuzzer,address).
import CFuzzDriver
import Foundation
import LayoutCore
@testable import Profiles

/// The shipped profiles: FRAMELAB_REPO or the repository this file is in.
let repositoryRoot = ProcessInfo.processInfo.environment["FRAMELAB_REPO"]
    ?? URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
    .deletingLastPathComponent().deletingLastPathComponent().path

/// A scratch directory of this process, reused by every input.
let scratch: String = {
    let base = FileManager.default.fileExists(atPath: "/dev/shm") ? "/dev/shm" : NSTemporaryDirectory()
    let path = "\(base)/framelab-fuzz-profiles-\(getpid())"
    for sub in ["", "/Containers", "/Devices", "/loose"] {
        try? FileManager.default.createDirectory(atPath: path + sub, withIntermediateDirectories: true)
    }
    return path
}()

/// One input. libFuzzer calls it through `LLVMFuzzerRunDriver` below.
func fuzzProfiles(_ data: UnsafePointer<UInt8>?, _ size: Int) -> CInt {
    guard let data else { return 0 }
    let bytes = Array(UnsafeBufferPointer(start: data, count: size))
    // 1. The walker alone, in memory.
    let parsed = YAMLParser(file: "<fuzz>").parse(bytes)
    for diagnostic in parsed.diagnostics {
        precondition(diagnostic.line >= 1 && diagnostic.column >= 1, "diagnostic without a position: \(diagnostic)")
    }
    // 2. The file among the shipped profiles, loaded and validated.
    let target: String
    let directories: [String]
    switch size % 3 {
    case 0: target = scratch + "/Containers/Fuzz.yaml"; directories = [repositoryRoot, scratch]
    case 1: target = scratch + "/Devices/fuzz.yaml"; directories = [repositoryRoot, scratch]
    default: target = scratch + "/loose/fuzz.yaml"; directories = [repositoryRoot, scratch + "/loose"]
    }
    for file in [scratch + "/Containers/Fuzz.yaml", scratch + "/Devices/fuzz.yaml", scratch + "/loose/fuzz.yaml"] {
        unlink(file)
    }
    _ = FileManager.default.createFile(atPath: target, contents: Data(bytes))
    let result = ProfileRegistry.load(searchPath: ProfileSearchPath(directories: directories))
    for diagnostic in result.diagnostics {
        precondition(!diagnostic.description.isEmpty)
    }
    // 3. Every device that loaded gives an environment that lays out a small tree.
    for id in result.registry.deviceIDs {
        guard let environment = try? result.registry.environment(for: DeviceSelection(deviceID: id)) else { continue }
        let tree = ViewNode(.vStack(alignment: .center, spacing: nil), children: [
            ViewNode(.containerRelativeFrame(ContainerRelativeFrame(axes: .both, rule: .grid(count: 3, span: 2, spacing: 8))), children: [ViewNode(.shape(.rectangle))]),
        ])
        let kinds = Array(result.registry.containerKinds.values)
        let wrapped = kinds.reduce(tree) { inner, kind in ViewNode(.container(ContainerNode(kind: kind)), children: [inner]) }
        _ = LayoutEngine.layout(wrapped, in: environment)
    }
    return 0
}

// SwiftPM gives an executable its own main, so libFuzzer runs through its driver.
var arguments = CommandLine.argc
var argv: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>? = CommandLine.unsafeArgv
exit(LLVMFuzzerRunDriver(&arguments, &argv) { data, size in fuzzProfiles(data, size) })

/// libFuzzer's archive refers to this symbol; inputs arrive through the driver above either way.
@_cdecl("LLVMFuzzerTestOneInput")
public func testOneInput(_ data: UnsafePointer<UInt8>?, _ size: Int) -> CInt { fuzzProfiles(data, size) }
