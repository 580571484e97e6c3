// fixture: a status banner: Image(systemName: "info.circle.fill") and a body Text "Something Useful" in an HStack, 8/12-pt padding, capsule, centred in a 430×932 frame
// class: text
// strategy: sizeThatFits
// device: iphone-16-pro
// os: ios18
// scale: 3
// source: stadiamaps/ferrostar@918a186909535c648d88f2a6a8beb5e650f98ec7 apple/Tests/FerrostarSwiftUITests/Views/NavigationUIBannerViewTests.swift testInfoBanner (view apple/Sources/FerrostarSwiftUI/Views/Controls/NavigationUIBanner.swift); image apple/Tests/FerrostarSwiftUITests/Views/__Snapshots__/NavigationUIBannerViewTests/testInfoBanner.1.png 1290×2796 px; capsule ink x from 364 px, y 1344–1453 px ÷ 3 = x 121.333 y 448, 187.333×36.333 pt (width read at the capsule's middle rows, symmetric about the frame's centre)
// expect banner: x=121.333 y=448 width=187.333 height=36.333
HStack {
    Image(systemName: "info.circle.fill")
    Text("Something Useful")
}
.padding(.vertical, 8)
.padding(.horizontal, 12)
.background(Color.white)
.clipShape(Capsule())
.id("banner")
.frame(width: 430, height: 932)
.background(Color.green)
