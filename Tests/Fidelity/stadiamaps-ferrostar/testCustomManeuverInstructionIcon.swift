// fixture: a maneuver instruction row: distance "15 mi" (title) over instruction "Turn Right on Road Ave." (title3) beside an icon, white, full width, centred in a 430×932 frame
// class: text
// strategy: sizeThatFits
// device: iphone-17-pro
// os: ios26
// scale: 3
// source: stadiamaps/ferrostar@918a186909535c648d88f2a6a8beb5e650f98ec7 apple/Tests/FerrostarSwiftUITests/Views/ManeuverInstructionViewTests.swift testCustomManeuverInstructionIcon; view apple/Sources/FerrostarSwiftUI/Views/Maneuver/ManeuverInstructionView.swift (HStack { icon in a 64-pt column; VStack(alignment: .leading) { distance Text; instruction Text .lineLimit(2) }; Spacer(minLength: 0) }), theme apple/Tests/TestSupport/TestingTheme.swift (distance .title, instruction .title3); image apple/Tests/FerrostarSwiftUITests/Views/__Snapshots__/ManeuverInstructionViewTests/testCustomManeuverInstructionIcon.1.png 1290×2796 px, last written in 0723e143 (2026-04-15; Xcode 26.3, iPhone 17 Pro, iOS 26.2); the white row's ink y 1310–1487 px = y 436.667 h 59 pt (x 0–1290 px: the Spacer makes it full width). Only the height is read: the distance string comes from MKDistanceFormatter (imperial/metric, abbreviated) and does not change it
// expect row: x=0 y=436.667 width=430 height=59
HStack {
    Image(systemName: "car.circle.fill")
        .resizable()
        .scaledToFit()
        .frame(width: 32)
        .frame(width: 64)
    VStack(alignment: .leading) {
        Text("15 mi")
            .font(.title)
        Text("Turn Right on Road Ave.")
            .lineLimit(2)
            .multilineTextAlignment(.leading)
            .font(.title3)
    }
    Spacer(minLength: 0)
}
.background(Color.white)
.id("row")
.frame(width: 430, height: 932)
.background(Color.green)
