// fixture: tv-maniac's ProgressScreen: a two-segment Picker with .pickerStyle(.segmented), padded 16 horizontally and 8 vertically, above the page content under an inline navigation bar, on the iPhone 13 Pro device layout: on iOS 26 the segmented control (a capsule) fills the width and is drawn 32 tall, as iOS 18 draws its track (iOS 18 lays that track out in a 31-tall frame; whether iOS 26 does the same is not visible here: nothing is placed below the picker that could tell, so FrameLab takes the drawn 32 as the iOS 26 frame)
// class: controls
// strategy: device
// device: iphone-16e
// os: ios26
// scale: 3
// dynamic-type: medium
// source: thomaskioko/tv-maniac@c792132694407c62c916d6778a76a5ba1834add0 ios/Packages/Progress/Tests/ProgressTests/ProgressScreenTest.swift test_ProgressScreen_UpNextSelected (NavigationStack { ProgressScreen }.assertSnapshot(layout: .defaultDevice) = .device(config: .iPhone13Pro)); component ios/Packages/Progress/Sources/Progress/ProgressScreen.swift (VStack(spacing: 0) { Picker("").pickerStyle(.segmented).padding(.horizontal).padding(.vertical, theme.spacing.xSmall = 8); TabView(.page) }, inline title, a principal toolbar Text); CI: fastlane TEST_OS 26.5, Xcode 26.5
// source: image ios/Packages/Progress/Tests/ProgressTests/__Snapshots__/ProgressScreenTest/ProgressScreen_UpNextSelected.light.png 1170×2532 px; the capsule fill (232,236,239) spans y 327…423 px on column 585 (= 32 pt) and x 48…1122 px on its middle row 375 (= x 16, 358 pt wide)
// source: y is not expected: the capsule's top (109 = 327 px) is 8 below the bar's background, which ends at 303 px = 101 pt (the 47-pt status bar + a 54-pt iOS 26 inline bar with a principal item); FrameLab's iOS 26 inline bar is iOS 18's 44, an estimate (Devices/platform-ios.yaml), so its y would be 99
// source: the segment titles and the page content (a TabView page) are written as Texts; the app draws the title in Work Sans (a custom font), which does not move the picker
// expect picker: x=16 width=358 height=32
NavigationStack {
    VStack(spacing: 0) {
        Picker("", selection: .constant(0)) {
            Text("Up Next").tag(0)
            Text("Calendar").tag(1)
        }
        .pickerStyle(.segmented)
        .id("picker")
        .padding(.horizontal)
        .padding(.vertical, 8)
        Text("Up Next Content")
            .frame(maxWidth: .infinity, maxHeight: .infinity)
    }
    .navigationBarTitleDisplayMode(.inline)
    .toolbar {
        ToolbarItem(placement: .principal) {
            Text("Progress")
        }
    }
}
