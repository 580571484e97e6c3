import LayoutCore
import Testing
@testable import Profiles

/// iOS 27 and the devices of 2026 (docs/devices-2026.md, source keys there): the OS 27 generation
/// inheriting iOS 26's figures as estimates, resizable iPhone windows that stay compact, and the
/// foldable iPhone Duo with its two postures.
@Suite struct Devices2026Tests {
    let registry = loadShipped().registry

    private func environment(_ id: String, _ orientation: Orientation = .portrait, os: OperatingSystem? = nil, window: WindowSelection? = nil, posture: String? = nil) throws -> LayoutEnvironment {
        try registry.environment(for: DeviceSelection(deviceID: id, orientation: orientation, window: window, os: os, posture: posture))
    }

    private let ios27 = OperatingSystem(.ios, 27)

    @Test func os27IdsParseAndSuggest() throws {
        #expect(OperatingSystem(id: "ios27") == ios27)
        #expect(OperatingSystem(id: "ipados27") == ios27, "iPads run the ios ids, so ipados27 is ios27")
        #expect(OperatingSystem(id: "iPadOS 27") == ios27)
        #expect(OperatingSystem(id: "macos27") == OperatingSystem(.macos, 27))
        #expect(ios27.displayName(idiom: .pad) == "iPadOS 27")
        #expect(throws: ProfileError(message: "unknown OS 'ios28'; did you mean 'ios27'? (iOS: ios17, ios18, ios26, ios27)")) {
            try OperatingSystem.named("ios28")
        }
        #expect(throws: ProfileError(message: "unknown OS 'ipados30'; did you mean 'ios27'? (iOS: ios17, ios18, ios26, ios27)")) {
            try OperatingSystem.named("ipados30")
        }
    }

    /// No iOS 27 figure is published: iOS 26's apply, each marked "no iOS 27 figure found".
    @Test func ios27KeepsIOS26FiguresAsEstimates() throws {
        for id in ["iphone-17-pro", "iphone-se-3", "iphone-15-pro", "ipad-pro-11-m5", "ipad-mini-6"] {
            let device = try registry.device(id)
            #expect(device.osVersions.contains(ios27), "\(id) runs iOS 27 (SUP)")
            #expect(device.defaultOS == OperatingSystem(.ios, 26), "\(id): the default stays the measured generation")
            let on26 = try environment(id, os: OperatingSystem(.ios, 26))
            let on27 = try environment(id, os: ios27)
            #expect(on27.safeAreaInsets == on26.safeAreaInsets, "\(id)")
            #expect(on27.metrics == on26.metrics, "\(id)")
            #expect(on27.approximateFigures[.safeArea(.top)]?.contains("no iPadOS 27 figure found") == true
                    || on27.approximateFigures[.safeArea(.top)]?.contains("no iOS 27 figure found") == true, "\(id): \(on27.approximateFigures)")
        }
        // iPhone 17 Pro on iOS 27: FDP's 62/34 kept; the tab bar 51 (ACN, iOS 26's) noted as kept.
        let phone = try environment("iphone-17-pro", os: ios27)
        #expect(phone.safeAreaInsets == EdgeInsets(top: 62, leading: 0, bottom: 34, trailing: 0))
        #expect(phone.metrics["tabBar"] == 51)
        #expect(phone.approximateFigures[.metric("tabBar")]?.hasPrefix("estimate: no iOS 27 figure found") == true)
        #expect(phone.description.osDisplayName == "iOS 27")
        #expect(try environment("ipad-pro-11-m5", os: ios27).description.osDisplayName == "iPadOS 27")
        #expect(try registry.device("mac-window").osVersions.contains(OperatingSystem(.macos, 27)))
    }

    /// iOS 27 iPhone windows report compact width at every width (FBM, AFT); on iOS 26 a
    /// WIDTHxHEIGHT window of a phone keeps the phone's platform and screen size classes (it is
    /// not free-form); an iPad's window still follows its width.
    @Test func resizableIPhoneWindowsStayCompact() throws {
        for width in [320.0, 700, 900, 1400] {
            let window = try environment("iphone-17-pro", os: ios27, window: .size(width: width, height: 800))
            #expect(window.idiom == .phone)
            #expect(window.horizontalSizeClass == .compact, "\(width)")
            #expect(window.verticalSizeClass == .regular, "portrait's vertical class")
            #expect(window.windowSize == Size(width: width, height: 800))
            #expect(window.displayScale == 3)
        }
        let landscape = try environment("iphone-17-pro-max", .landscape, os: ios27, window: .size(width: 900, height: 400))
        #expect(landscape.horizontalSizeClass == .compact, "even where the full landscape screen is regular")
        #expect(try environment("iphone-17-pro-max", .landscape, os: ios27).horizontalSizeClass == .regular)
        let plain = try environment("iphone-17-pro", os: OperatingSystem(.ios, 26), window: .size(width: 900, height: 600))
        #expect(plain.description.os == "ios26", "the window keeps its device's platform and OS")
        #expect(plain.horizontalSizeClass == .compact && plain.verticalSizeClass == .regular, "iOS 26 phones have no free-form windows: the screen's classes")
        #expect(plain.windowControls == nil)
        #expect(try environment("ipad-pro-11-m5", os: ios27, window: .size(width: 900, height: 800)).horizontalSizeClass == .regular)
        #expect(try environment("ipad-pro-11-m5", os: ios27, window: .size(width: 600, height: 800)).horizontalSizeClass == .compact)
        // GSD: an iPhone app hosted on an iPad Pro 11" (iOS 27.0): 417×1210, insets 32/20.
        let hosted = try environment("iphone-17-pro", os: ios27, window: .named("ipad-pro-11-half"))
        #expect(hosted.windowSize == Size(width: 417, height: 1210))
        #expect(hosted.safeAreaInsets == EdgeInsets(top: 32, leading: 0, bottom: 20, trailing: 0))
        #expect(hosted.horizontalSizeClass == .compact)
        #expect(throws: ProfileError.self) { try environment("iphone-17-pro", os: OperatingSystem(.ios, 26), window: .named("ipad-pro-11-half")) }
    }

    /// GSD: outer 466×678, inner 951×669 in landscape, both @3x with insets 0/34/0/84 (t/b/l/r).
    @Test func duoHasTwoPosturesWithTheirOwnFigures() throws {
        let duo = try registry.device("iphone-duo")
        #expect(duo.postureNames == ["folded", "open"])
        #expect(duo.defaultPosture == "folded")
        #expect(duo.osVersions == [ios27])
        let folded = try environment("iphone-duo")
        #expect(folded.windowSize == Size(width: 466, height: 678))
        #expect(folded.safeAreaInsets == EdgeInsets(top: 0, leading: 0, bottom: 34, trailing: 84))
        #expect(folded.horizontalSizeClass == .compact && folded.verticalSizeClass == .regular)
        #expect(folded.displayScale == 3)
        #expect(folded.metrics["tabBar"] == 0, "the tab bar is a pill in the side column (GSD)")
        #expect(folded.metrics["statusBar"] == 0)
        #expect(folded.description.posture == "folded")
        #expect(folded.description.title == "iPhone Duo, folded, portrait, iOS 27")
        #expect(folded.approximateFigures[.safeArea(.trailing)]?.contains("GSD") == true)
        let open = try environment("iphone-duo", .landscape, posture: "open")
        #expect(open.windowSize == Size(width: 951, height: 669))
        #expect(open.safeAreaInsets == EdgeInsets(top: 0, leading: 0, bottom: 34, trailing: 84))
        #expect(open.horizontalSizeClass == .regular && open.verticalSizeClass == .regular, "IOU, OPT")
        #expect(open.idiom == .phone)
        #expect(open.metrics["tabBar.regularWidth.bottom"] == 0 && open.metrics["tabBar.regularWidth.top"] == 0, "vertical bars in landscape")
        let openPortrait = try environment("iphone-duo", posture: "open")
        #expect(openPortrait.windowSize == Size(width: 669, height: 951))
        #expect(openPortrait.horizontalSizeClass == .regular)
        #expect(openPortrait.metrics["tabBar.regularWidth.bottom"] == 51, "horizontal bars in portrait (estimate)")
        #expect(openPortrait.approximateFigures[.safeArea(.top)]?.hasPrefix("estimate") == true)
    }

    /// The checks: the iPhone 17e is a notch phone (IDS "非灵动岛", FDP-291 the iPhone 14's
    /// mask: status bar 47, not the Dynamic Island's 54), and every iPad's bottom inset is 25, not 20,
    /// from iPadOS 18 (FDP-289) through 26 (FDP-291) and 27 (kept, estimate).
    @Test func iPhone17eIsANotchPhoneAndIPadBottomInsetsAre25() throws {
        let e = try environment("iphone-17e", os: ios27)
        #expect(e.metrics["statusBar"] == 47)
        #expect(e.safeAreaInsets.top == 47)
        #expect(try environment("iphone-17-pro").metrics["statusBar"] == 54, "a Dynamic Island phone, for contrast")
        let pads = registry.devices.values.filter { $0.idiom == .pad }
        #expect(pads.count >= 10)
        for pad in pads {
            for os in [OperatingSystem(.ios, 18), OperatingSystem(.ios, 26), ios27] where pad.osVersions.contains(os) {
                for orientation in Orientation.allCases {
                    #expect(try environment(pad.id, orientation, os: os).safeAreaInsets.bottom == 25, "\(pad.id) \(orientation) \(os.id)")
                }
            }
        }
    }

    @Test func postureAndOSErrorsNameWhatIsAllowed() throws {
        #expect(throws: ProfileError(message: "iphone-17 has no postures (it does not fold); --posture applies to foldable devices only, whose profiles list `postures:`")) {
            try environment("iphone-17", posture: "open")
        }
        #expect(throws: ProfileError(message: "unknown posture 'opne'; did you mean 'open'? on iphone-duo")) {
            try environment("iphone-duo", posture: "opne")
        }
        #expect(throws: ProfileError(message: "iphone-duo does not run ios26; it runs ios27")) {
            try environment("iphone-duo", os: OperatingSystem(.ios, 26))
        }
    }

    /// `inherits:` applies the older block first; `postures:` and `defaultPosture:` are validated
    /// with file, line and column.
    @Test func inheritsAndPostureProfilesAreChecked() throws {
        let directory = TemporaryDirectory()
        directory.write("Devices/fold.yaml", """
            id: fold
            displayName: Fold
            idiom: phone
            screen: {width: 400, height: 800}
            os:
              versions: [ios26, ios27]
              ios26:
                metrics: {tabBar: 51}
              ios27:
                inherits: ios26
                metrics: {toolbar: 40}
            defaultPosture: open
            postures:
              folded: {screen: {width: 300, height: 600}}
              open: {screen: {width: 700, height: 900}, sizeClass: {horizontal: regular, vertical: regular}}
            """)
        let loaded = ProfileRegistry.load(searchPath: ProfileSearchPath(directories: [directory.path]))
        #expect(loaded.diagnostics.filter { $0.severity == .error }.isEmpty, "\(loaded.diagnostics)")
        let fold = try loaded.registry.device("fold")
        #expect(fold.screen == Size(width: 700, height: 900), "the default posture's figures")
        let on27 = try loaded.registry.environment(for: DeviceSelection(deviceID: "fold", os: ios27, posture: "folded"))
        #expect(on27.windowSize == Size(width: 300, height: 600))
        #expect(on27.metrics["tabBar"] == 51 && on27.metrics["toolbar"] == 40, "ios26's tab bar, then ios27's toolbar")

        let bad = TemporaryDirectory()
        bad.write("Devices/fold.yaml", """
            id: fold
            displayName: Fold
            idiom: phone
            screen: {width: 400, height: 800}
            defaultPosture: half
            postures:
              folded: {screen: {width: 300, height: 600}}
            """)
        bad.write("Devices/hinge.yaml", """
            id: hinge
            displayName: Hinge
            idiom: phone
            screen: {width: 400, height: 800}
            postures:
              folded: {screen: {width: 300, height: 600}, hinge: 12}
            """)
        #expect(brief(ProfileRegistry.validate(directories: [bad.path])).sorted() == [
            "fold.yaml:5:17: error: unknown default posture 'half' (known: folded)",
            "hinge.yaml:6:47: error: unknown key 'hinge' in posture",
        ])
    }
}
