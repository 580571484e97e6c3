// libFuzzer target: SwiftUI source → view tree → layout.
//
// Each input is SwiftUI source (bytes decoded as UTF-8, invalid bytes replaced). It is translated
// with the shipped container kinds; a tree is printed back to source and laid out on a device and
// a plain window; see FuzzSupport/SourceCheck.swift for the checks. Built by scripts/fuzz.
import CFuzzDriver
import FuzzSupport
import Foundation
import LayoutCore
import Profiles
import ViewSyntax

let translator = SourceTranslator(
    containerKinds: Array(shippedRegistry.containerKinds.values), viewKinds: shippedRegistry.viewKindList,
    // Smaller limits than the defaults keep each input fast; the limits themselves are tested in
    // Tests/ViewSyntaxTests/HostileSourceTests.swift.
    options: TranslationOptions(forEachDefaultCount: 10, maxNestingDepth: 300, maxNodes: 5_000, maxClosureSteps: 10_000))

let environments: [LayoutEnvironment] = [
    try! shippedRegistry.environment(for: DeviceSelection(deviceID: "iphone-15-pro")),
    try! shippedRegistry.environment(for: DeviceSelection(deviceID: "ipad-pro-13", orientation: .landscape)),
    .window(width: 300, height: 200),
]

/// One input. libFuzzer calls it through `FrameLabFuzzMain` below.
func fuzzSource(_ data: UnsafePointer<UInt8>?, _ size: Int) -> CInt {
    guard let data else { return 0 }
    let source = String(decoding: UnsafeBufferPointer(start: data, count: size), as: UTF8.self)
    checkSource(source, translator: translator, environment: environments[size % environments.count])
    return 0
}

// SwiftPM gives an executable its own main, so libFuzzer runs through its driver.
exit(FrameLabFuzzMain(CommandLine.argc, CommandLine.unsafeArgv) { data, size in fuzzSource(data, size) })
