import LayoutCore
import Testing
@testable import Profiles

/// The 2025–26 devices and the other platforms, checked against device-metrics-2026.md (source
/// keys as named there) and the sources in each file.
@Suite struct NewDeviceTests {
    let registry = loadShipped().registry

    private func environment(_ id: String, _ orientation: Orientation = .portrait, os: OperatingSystem? = nil, window: WindowSelection? = nil) throws -> LayoutEnvironment {
        try registry.environment(for: DeviceSelection(deviceID: id, orientation: orientation, window: window, os: os))
    }

    @Test func iPhonesOf2025And2026() throws {
        // FDP probe: 402×874 62/0/34/0, landscape 0/62/20/62 (iOS 26.5).
        let seventeen = try environment("iphone-17", .landscape)
        #expect(seventeen.windowSize == Size(width: 874, height: 402))
        #expect(seventeen.safeAreaInsets == EdgeInsets(top: 0, leading: 62, bottom: 20, trailing: 62))
        // FDP, FDP-291: the Air's island band is 68 on iOS 26; 420×912.
        let air = try environment("iphone-air")
        #expect(air.windowSize == Size(width: 420, height: 912))
        #expect(air.safeAreaInsets.top == 68)
        // A tab in a TabView on the Air, iOS 26: the ≈ 64 capsule 21 above the bottom edge (ACN) tops out
        // 85 above it, 51 above the home indicator: 912 − 68 − 34 − 51 = 759.
        #expect(air.windowSize.height - air.safeAreaInsets.top - air.safeAreaInsets.bottom - (air.metrics["tabBar"] ?? 0) == 759)
        // Without a home indicator the bar's top is the whole 21 + 64 = 85 above the bottom.
        #expect(try environment("iphone-se-3").metrics["tabBar"] == 85)
        #expect(try environment("iphone-se-3", os: OperatingSystem(.ios, 18)).metrics["tabBar"] == 49)
        #expect(try environment("iphone-17-pro-max", .landscape).horizontalSizeClass == .regular)
        #expect(try environment("iphone-17e").safeAreaInsets == EdgeInsets(top: 47, leading: 0, bottom: 34, trailing: 0))
    }

    @Test func iPhone16eLandscapeInsetChangesWithTheGeneration() throws {
        // FDP before iOS 26: bottom 21; FDP-291 (iOS 26.5): 20.
        #expect(try environment("iphone-16e", .landscape, os: OperatingSystem(.ios, 18)).safeAreaInsets.bottom == 21)
        #expect(try environment("iphone-16e", .landscape, os: OperatingSystem(.ios, 26)).safeAreaInsets.bottom == 20)
        #expect(throws: ProfileError(message: "iphone-17 does not run ios18; it runs ios26, ios27")) {
            try environment("iphone-17", os: OperatingSystem(.ios, 18))
        }
    }

    @Test func newIPadsTakeTheirGenerationsInsets() throws {
        // FDP-291: every iPad 32/0/25/0 on iOS 26.5; FDP-289: bottom 25 on iOS 18 (top 24).
        let pro = try environment("ipad-pro-13-m5")
        #expect(pro.windowSize == Size(width: 1032, height: 1376))
        #expect(pro.safeAreaInsets == EdgeInsets(top: 32, leading: 0, bottom: 25, trailing: 0))
        let mini = try environment("ipad-mini-a17-pro", os: OperatingSystem(.ios, 18))
        #expect(mini.safeAreaInsets == EdgeInsets(top: 24, leading: 0, bottom: 25, trailing: 0))
        #expect(try environment("ipad-air-13").windowSize == Size(width: 1024, height: 1366))
        #expect(try environment("ipad-a16", .landscape).windowSize == Size(width: 1180, height: 820))
    }

    @Test func freeFormWindowsTakeSizeClassesFromTheirWidth() throws {
        // ipados windowSizeClass.regularWidthFrom: 700 (inferred between 678 compact and 748 regular).
        let wide = try environment("ipad-pro-13-m5", window: .size(width: 700, height: 900))
        #expect(wide.horizontalSizeClass == .regular && wide.idiom == .pad)
        let narrow = try environment("ipad-pro-13-m5", window: .size(width: 600, height: 900))
        #expect(narrow.horizontalSizeClass == .compact)
        // The tiled half of a 1376-wide landscape screen: 1376 / 2 = 688 < 700, so compact; the
        // window keeps the screen's top and bottom insets: 1032 − 32 − 25 = 975 of content height.
        let half = try environment("ipad-pro-13-m5", .landscape, window: .named("half"))
        #expect(half.windowSize == Size(width: 688, height: 1032))
        #expect(half.horizontalSizeClass == .compact)
        #expect(try environment("ipad-pro-13-m5", .landscape, window: .named("two-thirds")).horizontalSizeClass == .regular)
        // An iPhone has no thresholds: its window keeps the phone's idiom and size classes (issue 25);
        // a plain window has no platform.
        let phoneWindow = try environment("iphone-15-pro", window: .size(width: 300, height: 300))
        #expect(phoneWindow.idiom == .phone)
        #expect(phoneWindow.horizontalSizeClass == .compact)
        #expect(phoneWindow.safeAreaInsets == .zero)
        #expect(try environment("iphone-15-pro", window: .plain(width: 300, height: 300)).idiom == .mac)
    }

    @Test func otherPlatforms() throws {
        // CHECKDEV: 46 mm 208×248, 49 mm 205×251 at 2×.
        let watch = try environment("watch-46mm", .landscape)
        #expect(watch.windowSize == Size(width: 208, height: 248))
        #expect(watch.idiom == .watch && watch.description.os == "watchos26")
        #expect(try environment("watch-49mm").windowSize == Size(width: 205, height: 251))
        // SST `tv`: 1920×1080 at 1×, focus-safe insets 60/90/60/90.
        let tv = try environment("apple-tv-1080p")
        #expect(tv.windowSize == Size(width: 1920, height: 1080))
        #expect(tv.safeAreaInsets == EdgeInsets(top: 60, leading: 90, bottom: 60, trailing: 90))
        // VUPLEX: the default visionOS window is 1280×720; ornaments take nothing from it.
        let vision = try environment("vision-pro-window")
        #expect(vision.windowSize == Size(width: 1280, height: 720))
        #expect(vision.metrics["tabBar"] == 0)
        #expect(try #require(registry.devices["apple-tv-1080p"]).osVersions.map(\.id) == ["tvos17", "tvos18", "tvos26"])
    }
}
