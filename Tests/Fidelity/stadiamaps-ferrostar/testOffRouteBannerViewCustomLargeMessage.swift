// fixture: the off-route banner with a long title2-bold message that wraps to four lines in a 398-pt card (padded 16 in a 430×932 frame)
// class: text
// strategy: sizeThatFits
// device: iphone-16-pro
// os: ios18
// scale: 3
// source: stadiamaps/ferrostar@918a186909535c648d88f2a6a8beb5e650f98ec7 apple/Tests/FerrostarSwiftUITests/Views/OffRouteBannerViewTests.swift testOffRouteBannerViewCustomLargeMessage (view apple/Sources/FerrostarSwiftUI/Views/Instructions/OffRouteBannerView.swift); image apple/Tests/FerrostarSwiftUITests/Views/__Snapshots__/OffRouteBannerViewTests/testOffRouteBannerViewCustomLargeMessage.1.png 1290×2796 px; the card's white pixels x 48–1242, y 1185–1612 px ÷ 3 = x 16 y 395, 398×142.333 pt = 4 title2-bold lines (26.333 + 3 × 28 = 110.333) + 2 × 16. Line ink (px): 1248–1308, 1332–1392, 1414–1476, 1500–1549, line ink widths 328.667, 338, 319, 133.667 pt (the wrap positions themselves are not read)
// expect card: x=16 y=395 width=398 height=142.333
HStack {
    Text("You are off route, a re-route may be underway but you may also be able to return to the route if you have no data.")
        .font(.title2.bold())
        .padding()
    Spacer()
}
.background(Color.white)
.cornerRadius(12)
.shadow(radius: 12)
.id("card")
.padding()
.frame(width: 430, height: 932)
.background(Color.green)
