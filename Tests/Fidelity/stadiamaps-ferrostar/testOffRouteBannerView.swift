// fixture: the off-route banner: a title2-bold Text "Return to the Route" with default padding beside a Spacer on a 12-pt rounded card, padded 16 in a 430×932 frame
// class: text
// strategy: sizeThatFits
// device: iphone-16-pro
// os: ios18
// scale: 3
// source: stadiamaps/ferrostar@918a186909535c648d88f2a6a8beb5e650f98ec7 apple/Tests/FerrostarSwiftUITests/Views/OffRouteBannerViewTests.swift testOffRouteBannerView (view apple/Sources/FerrostarSwiftUI/Views/Instructions/OffRouteBannerView.swift; the default message is the localized "Return to the Route"); image apple/Tests/FerrostarSwiftUITests/Views/__Snapshots__/OffRouteBannerViewTests/testOffRouteBannerView.1.png 1290×2796 px; the card's white pixels x 48–1242, y 1311–1486 px ÷ 3 = x 16 y 437, 398×58.333 pt (one title2 line 26.333 + 2 × 16); text ink starts at 33.333 pt
// expect card: x=16 y=437 width=398 height=58.333
HStack {
    Text("Return to the Route")
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
