import Foundation
import LayoutCore
import Profiles
import Testing
import ViewSyntax

/// Issue 3's promise, end to end: a container kind and a device dropped into a directory as YAML
/// are usable from SwiftUI source at once, with nothing recompiled.
@Suite struct UserProfileTests {
    @Test func aSheetKindAndADeviceFromAUserDirectory() throws {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("framelab-user-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory.appendingPathComponent("Containers"), withIntermediateDirectories: true)
        try FileManager.default.createDirectory(at: directory.appendingPathComponent("Devices"), withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        try """
            id: Sheet
            viewNames: [Sheet]
            summary: A modal sheet with a 56-pt header.
            strategy: single-content
            providesContainerSize: true
            extendsIntoSafeArea: false
            barSubtractions:
              - {edge: top, metric: sheet.header, bar: navigationBar}
            contentSafeArea:
              - {edge: top, metric: sheet.header, bar: navigationBar}
            metrics:
              sheet.header: 56
            """.write(to: directory.appendingPathComponent("Containers/Sheet.yaml"), atomically: true, encoding: .utf8)
        try """
            id: test-phone
            displayName: Test Phone
            extends: ios
            idiom: phone
            screen: {width: 400, height: 800}
            scale: 3
            safeArea: {top: 50, leading: 0, bottom: 30, trailing: 0}
            """.write(to: directory.appendingPathComponent("Devices/test-phone.yaml"), atomically: true, encoding: .utf8)

        let loaded = ProfileRegistry.load(searchPath: ProfileSearchPath(directories: [FixtureRunnerTests.repositoryRoot, directory.path]))
        #expect(loaded.diagnostics.map(\.description) == [])
        let environment = try loaded.registry.environment(for: DeviceSelection(deviceID: "test-phone"))
        let translator = SourceTranslator(containerKinds: Array(loaded.registry.containerKinds.values), viewKinds: loaded.registry.viewKindList)
        let translation = translator.translate("""
            Sheet {
              Rectangle()
                .containerRelativeFrame([.horizontal, .vertical]) { length, axis in axis == .horizontal ? length / 2 : length }
                .id("half")
            }
            """)
        #expect(!translation.hasErrors, "\(translation.diagnostics.map(\.rendered))")
        let root = try #require(translation.root)
        let result = LayoutEngine.layout(root, in: environment)
        let half = try #require(result.node(named: "half"))
        // The test phone's safe area is 400 × (800 − 50 − 30) = 400×720 at y 50; the sheet
        // subtracts its header: 720 − 56 = 664 tall, 400/2 = 200 wide, centred below the header:
        // x = (400 − 200)/2 = 100, y = 50 + 56 = 106.
        #expect(half.frame == Rect(x: 100, y: 106, width: 200, height: 664))
        #expect(half.containerResolution?.container.kindID == "Sheet")
    }
}
