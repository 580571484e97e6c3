// fixture: the default road-name capsule: a callout-bold Text "Sesame Street" with 6/12-pt padding on a capsule, centred in a 430×932 frame
// class: text
// strategy: sizeThatFits
// device: iphone-17-pro
// os: ios26
// scale: 3
// source: stadiamaps/ferrostar@918a186909535c648d88f2a6a8beb5e650f98ec7 apple/Tests/FerrostarSwiftUITests/Views/CurrentRoadViewTests.swift testDefaultCurrentRoadView (view: apple/Sources/FerrostarSwiftUI/Views/CurrentRoadNameView.swift, theme RoadNameViewTheme.swift: font .callout.bold()); image apple/Tests/FerrostarSwiftUITests/Views/__Snapshots__/CurrentRoadViewTests/testDefaultCurrentRoadView.1.png 1290×2796 px; capsule ink box x 443–848, y 1351–1445 px ÷ 3 = x 147.667 y 450.333, 135×31.333 pt (text 135 − 24 = 111 wide; 31.333 − 12 = 19.333 tall)
// expect capsule: x=147.667 y=450.333 width=135 height=31.333
Text("Sesame Street")
    .font(.callout.bold())
    .multilineTextAlignment(.center)
    .minimumScaleFactor(0.5)
    .padding(EdgeInsets(top: 6, leading: 12, bottom: 6, trailing: 12))
    .background(Color.blue)
    .clipShape(RoundedRectangle(cornerRadius: 48))
    .overlay(RoundedRectangle(cornerRadius: 48).stroke(Color.white, lineWidth: 2).clipShape(RoundedRectangle(cornerRadius: 48)))
    .id("capsule")
    .frame(width: 430, height: 932)
    .background(Color.green)
