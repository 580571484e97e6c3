import Foundation
import LayoutCore
import Testing
@testable import Profiles

/// OS generations: the `os:` block, its checks with `file:line:col`, and selecting a generation.
@Suite struct OperatingSystemTests {
    private let phone = """
        id: phone
        displayName: Phone
        idiom: phone
        screen: {width: 100, height: 200}

        """

    private func load(_ files: [String: String]) -> ProfileLoadResult {
        let directory = TemporaryDirectory()
        for (name, text) in files { directory.write(name, text) }
        return ProfileRegistry.load(searchPath: ProfileSearchPath(directories: [directory.path]))
    }

    @Test func namesParseAndSuggest() throws {
        #expect(OperatingSystem(id: "iOS 18") == OperatingSystem(.ios, 18))
        #expect(OperatingSystem(id: "visionos26")?.displayName() == "visionOS 26")
        #expect(OperatingSystem(.ios, 26).displayName(idiom: .pad) == "iPadOS 26")
        #expect(throws: ProfileError(message: "unknown OS 'macos16'; did you mean 'macos15'? (macOS: macos14, macos15, macos26, macos27)")) { try OperatingSystem.named("macos16") }
        #expect(throws: ProfileError(message: "unknown OS 'iso18'; did you mean 'ios18'?")) { try OperatingSystem.named("iso18") }
    }

    @Test func blocksApplyAfterTheOrientationAndDefaultToTheNewest() throws {
        let result = load(["Devices/phone.yaml": phone + """
            safeArea: {top: 10}
            landscape:
              safeArea: {leading: 20, bottom: 21}
            os:
              versions: [ios26, ios17]
              ios26:
                safeArea: {top: 12}
                landscape:
                  safeArea: {bottom: 20}

            """])
        #expect(result.diagnostics.map(\.description) == [])
        let device = try #require(result.registry.devices["phone"])
        #expect(device.osVersions == [OperatingSystem(.ios, 17), OperatingSystem(.ios, 26)])
        #expect(device.defaultOS == OperatingSystem(.ios, 26))
        // ios26 portrait: top 12 from the OS block over the top-level 10.
        let portrait = try result.registry.environment(for: DeviceSelection(deviceID: "phone"))
        #expect(portrait.safeAreaInsets == EdgeInsets(top: 12, leading: 0, bottom: 0, trailing: 0))
        #expect(portrait.description.os == "ios26")
        // ios26 landscape: leading 20 (landscape section), bottom 20 (OS landscape section wins over 21), top 12 (OS block).
        let landscape = try result.registry.environment(for: DeviceSelection(deviceID: "phone", orientation: .landscape))
        #expect(landscape.safeAreaInsets == EdgeInsets(top: 12, leading: 20, bottom: 20, trailing: 0))
        // ios17 has no block: the plain figures.
        let old = try result.registry.environment(for: DeviceSelection(deviceID: "phone", orientation: .landscape, os: OperatingSystem(.ios, 17)))
        #expect(old.safeAreaInsets == EdgeInsets(top: 10, leading: 20, bottom: 21, trailing: 0))
    }

    @Test func aGenerationTheDeviceDoesNotRunIsAnError() throws {
        let result = load(["Devices/phone.yaml": phone + "os: {versions: [ios26]}\n"])
        #expect(throws: ProfileError(message: "phone does not run ios17; it runs ios26")) {
            try result.registry.environment(for: DeviceSelection(deviceID: "phone", os: OperatingSystem(.ios, 17)))
        }
        let bare = load(["Devices/phone.yaml": phone])
        #expect(throws: ProfileError.self) {
            try bare.registry.environment(for: DeviceSelection(deviceID: "phone", os: OperatingSystem(.ios, 17)))
        }
        #expect(try bare.registry.environment(for: DeviceSelection(deviceID: "phone")).description.os == nil)
    }

    @Test func badBlocksPointAtTheLine() {
        let result = load(["Devices/phone.yaml": phone + """
            os:
              versions: [ios18, macos15]
              default: ios26
              ios17:
                safeArea: {top: 1}
              ios19: {}

            """])
        #expect(brief(result.diagnostics) == [
            "phone.yaml:10:3: error: unknown key 'ios19' in os; did you mean 'ios17'?",
        ])
        let semantic = load(["Devices/phone.yaml": phone + """
            os:
              versions: [ios18, macos15]
              default: ios26
              ios17:
                safeArea: {top: 1}

            """])
        #expect(brief(semantic.diagnostics) == [
            "phone.yaml:6:21: error: 'phone' is a phone device, which runs ios… versions, not macos15",
            "phone.yaml:7:12: error: default OS ios26 is not among the versions 'phone' runs (ios18, macos15)",
            "phone.yaml:8:3: error: 'phone' has figures for ios17 but does not run it (versions: ios18, macos15); add it to os.versions or remove the block",
        ])
        #expect(semantic.registry.devices["phone"] == nil)
    }

    @Test func shippedIPadTopInsetDiffersBetweenGenerations() throws {
        // FDP-289 (iOS 18): 24 top, 25 bottom; FDP-291 (iOS 26.5 probe): 32 top, 25 bottom.
        let registry = loadShipped().registry
        let ios18 = try registry.environment(for: DeviceSelection(deviceID: "ipad-pro-11", os: OperatingSystem(.ios, 18)))
        let ios26 = try registry.environment(for: DeviceSelection(deviceID: "ipad-pro-11", os: OperatingSystem(.ios, 26)))
        #expect(ios18.safeAreaInsets == EdgeInsets(top: 24, leading: 0, bottom: 25, trailing: 0))
        #expect(ios26.safeAreaInsets == EdgeInsets(top: 32, leading: 0, bottom: 25, trailing: 0))
        #expect(ios26.description.osDisplayName == "iPadOS 26")
    }

    @Test func shippedIOS26TabBarIsMarkedApproximate() throws {
        let registry = loadShipped().registry
        let environment = try registry.environment(for: DeviceSelection())
        // ACN: a ≈ 64 capsule 21 above the bottom edge tops out 85 above it, 85 − 34 (home indicator) = 51.
        #expect(environment.metrics[DeviceMetric.tabBar] == 51)
        #expect(environment.approximateFigures[.metric(DeviceMetric.tabBar)]?.contains("ACN") == true)
        let ios17 = try registry.environment(for: DeviceSelection(os: OperatingSystem(.ios, 17)))
        #expect(ios17.metrics[DeviceMetric.tabBar] == 49 && ios17.approximateFigures[.metric(DeviceMetric.tabBar)] == nil)
    }
}
