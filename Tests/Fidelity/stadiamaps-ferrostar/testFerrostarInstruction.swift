// fixture: a maneuver instruction row: distance "500 ft" (title) over instruction "Merge Left" (title3) beside an icon, white, full width, centred in a 430×932 frame
// class: text
// strategy: sizeThatFits
// device: iphone-16-pro
// os: ios18
// scale: 3
// source: stadiamaps/ferrostar@918a186909535c648d88f2a6a8beb5e650f98ec7 apple/Tests/FerrostarSwiftUITests/Views/ManeuverInstructionViewTests.swift testFerrostarInstruction; view apple/Sources/FerrostarSwiftUI/Views/Maneuver/ManeuverInstructionView.swift (HStack { icon in a 64-pt column; VStack(alignment: .leading) { distance Text; instruction Text .lineLimit(2) }; Spacer(minLength: 0) }), theme apple/Tests/TestSupport/TestingTheme.swift (distance .title, instruction .title3); image apple/Tests/FerrostarSwiftUITests/Views/__Snapshots__/ManeuverInstructionViewTests/testFerrostarInstruction.1.png 1290×2796 px, last written in feba6769 (2025-06-24; Xcode 16.0, iPhone 16 Pro, iOS 18.1); the white row's ink y 1310–1487 px = y 436.667 h 59 pt (x 0–1290 px: the Spacer makes it full width); the maneuver icon is a square asset drawn 24 wide (a 24×24 stand-in here). Only the height is read: the distance string comes from MKDistanceFormatter (imperial/metric, abbreviated) and does not change it
// expect row: x=0 y=436.667 width=430 height=59
HStack {
    Color.black
        .frame(width: 24, height: 24)
        .frame(width: 64)
    VStack(alignment: .leading) {
        Text("500 ft")
            .font(.title)
        Text("Merge Left")
            .lineLimit(2)
            .multilineTextAlignment(.leading)
            .font(.title3)
    }
    Spacer(minLength: 0)
}
.font(.body)
.background(Color.white)
.id("row")
.frame(width: 430, height: 932)
.background(Color.green)
