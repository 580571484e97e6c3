// libFuzzer target: SwiftUI source → view tree → layout.
//
// Each input is SwiftUI source (bytes decoded as UTF-8, invalid bytes replaced). It is translated
// with the shipped container kinds; a tree is printed back to source and laid out on a device and
// a plain window, and every frame must be finite. Built by scripts/fuzz.
import CFuzzDriver
import Foundation
import LayoutCore
import Profiles
import ViewSyntax

let repositoryRoot = ProcessInfo.processInfo.environment["FRAMELAB_REPO"]
    ?? URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
    .deletingLastPathComponent().deletingLastPathComponent().path

let registry: ProfileRegistry = {
    let result = ProfileRegistry.load(searchPath: ProfileSearchPath(directories: [repositoryRoot]))
    precondition(!result.hasErrors, "the shipped profiles have errors: \(result.diagnostics)")
    return result.registry
}()

let translator = SourceTranslator(
    containerKinds: Array(registry.containerKinds.values), viewKinds: registry.viewKindList,
    // Smaller limits than the defaults keep each input fast; the limits themselves are tested in
    // Tests/ViewSyntaxTests/HostileSourceTests.swift.
    options: TranslationOptions(forEachDefaultCount: 10, maxNestingDepth: 300, maxNodes: 20_000))

let environments: [LayoutEnvironment] = [
    try! registry.environment(for: DeviceSelection(deviceID: "iphone-15-pro")),
    try! registry.environment(for: DeviceSelection(deviceID: "ipad-pro-13", orientation: .landscape)),
    .window(width: 300, height: 200),
]

/// One input. libFuzzer calls it through `LLVMFuzzerRunDriver` below.
func fuzzSource(_ data: UnsafePointer<UInt8>?, _ size: Int) -> CInt {
    guard let data else { return 0 }
    let source = String(decoding: UnsafeBufferPointer(start: data, count: size), as: UTF8.self)
    let translation = translator.translate(source)
    for diagnostic in translation.diagnostics {
        precondition(diagnostic.line >= 1 && diagnostic.column >= 1, "diagnostic without a position: \(diagnostic.rendered)")
    }
    guard let root = translation.root else {
        precondition(translation.hasErrors, "no tree and no error for \(source.debugDescription)")
        return 0
    }
    _ = SourcePrinter.print(root, showIDs: true)
    let environment = environments[size % environments.count]
    let result = LayoutEngine.layout(root, in: environment)
    for node in result.nodes {
        let f = node.frame
        precondition(f.minX.isFinite && f.minY.isFinite && f.width.isFinite && f.height.isFinite,
                     "node #\(node.id) \(node.typeName) has frame \(f) for \(source.debugDescription)")
    }
    return 0
}

// SwiftPM gives an executable its own main, so libFuzzer runs through its driver.
var arguments = CommandLine.argc
var argv: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>? = CommandLine.unsafeArgv
exit(LLVMFuzzerRunDriver(&arguments, &argv) { data, size in fuzzSource(data, size) })

/// libFuzzer's archive refers to this symbol; inputs arrive through the driver above either way.
@_cdecl("LLVMFuzzerTestOneInput")
public func testOneInput(_ data: UnsafePointer<UInt8>?, _ size: Int) -> CInt { fuzzSource(data, size) }
