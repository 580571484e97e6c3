// fixture: a maneuver instruction row: instruction "ادمج يسارًا" (title3) beside an icon, white, full width, centred in a 430×932 frame
// class: text
// strategy: sizeThatFits
// device: iphone-16-pro
// os: ios18
// scale: 3
// source: stadiamaps/ferrostar@918a186909535c648d88f2a6a8beb5e650f98ec7 apple/Tests/FerrostarSwiftUITests/Views/ManeuverInstructionViewTests.swift testRightToLeftInstruction; view apple/Sources/FerrostarSwiftUI/Views/Maneuver/ManeuverInstructionView.swift (HStack { icon in a 64-pt column; VStack(alignment: .leading) { distance Text; instruction Text .lineLimit(2) }; Spacer(minLength: 0) }), theme apple/Tests/TestSupport/TestingTheme.swift (distance .title, instruction .title3); image apple/Tests/FerrostarSwiftUITests/Views/__Snapshots__/ManeuverInstructionViewTests/testRightToLeftInstruction.1.png 1290×2796 px, last written in 0d3c0882 (2024-11-11; Xcode 16.0, iPhone 16 Pro, iOS 18.1); the white row's ink y 1362–1434 px = y 454 h 24 pt (x 0–1290 px: the Spacer makes it full width); no distance: one title3 line (24) beside the 24-pt icon. Only the height is read: the distance string comes from MKDistanceFormatter (imperial/metric, abbreviated) and does not change it
// expect row: x=0 y=454 width=430 height=24
HStack {
    Color.black
        .frame(width: 24, height: 24)
        .frame(width: 64)
    VStack(alignment: .leading) {
        Text("ادمج يسارًا")
            .lineLimit(2)
            .multilineTextAlignment(.leading)
            .font(.title3)
    }
    Spacer(minLength: 0)
}
.environment(\.layoutDirection, .rightToLeft)
.background(Color.white)
.id("row")
.frame(width: 430, height: 932)
.background(Color.green)
