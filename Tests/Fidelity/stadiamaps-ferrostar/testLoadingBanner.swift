// fixture: a status banner: Image(systemName: "hourglass.circle.fill") and a body Text "Rerouting..." in an HStack, 8/12-pt padding, capsule, centred in a 430×932 frame
// class: text
// strategy: sizeThatFits
// device: iphone-16-pro
// os: ios18
// scale: 3
// source: stadiamaps/ferrostar@918a186909535c648d88f2a6a8beb5e650f98ec7 apple/Tests/FerrostarSwiftUITests/Views/NavigationUIBannerViewTests.swift testLoadingBanner (view apple/Sources/FerrostarSwiftUI/Views/Controls/NavigationUIBanner.swift); image apple/Tests/FerrostarSwiftUITests/Views/__Snapshots__/NavigationUIBannerViewTests/testLoadingBanner.1.png 1290×2796 px; capsule ink x from 436 px, y 1344–1453 px ÷ 3 = x 145.333 y 448, 139.333×36.333 pt (width read at the capsule's middle rows, symmetric about the frame's centre)
// expect banner: x=145.333 y=448 width=139.333 height=36.333
HStack {
    Image(systemName: "hourglass.circle.fill")
    Text("Rerouting...")
}
.padding(.vertical, 8)
.padding(.horizontal, 12)
.background(Color.white)
.clipShape(Capsule())
.id("banner")
.frame(width: 430, height: 932)
.background(Color.green)
