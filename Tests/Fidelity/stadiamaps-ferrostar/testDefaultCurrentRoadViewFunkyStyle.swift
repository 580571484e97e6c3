// fixture: the road-name label restyled: a headline Text "Sesame Street" with 16-pt padding in a 16-pt rounded rectangle with a 6-pt border, centred in a 430×932 frame
// class: text
// strategy: sizeThatFits
// device: iphone-17-pro
// os: ios26
// scale: 3
// source: stadiamaps/ferrostar@918a186909535c648d88f2a6a8beb5e650f98ec7 apple/Tests/FerrostarSwiftUITests/Views/CurrentRoadViewTests.swift testDefaultCurrentRoadViewFunkyStyle (CustomRoadNameViewTheme: font .headline; view CurrentRoadNameView.swift); image apple/Tests/FerrostarSwiftUITests/Views/__Snapshots__/CurrentRoadViewTests/testDefaultCurrentRoadViewFunkyStyle.1.png 1290×2796 px; box ink x 422–868, y 1320–1477 px ÷ 3 = x 140.667 y 440, 148.667×52.333 pt (text 116.667 × 20.333)
// expect box: x=140.667 y=440 width=148.667 height=52.333
Text("Sesame Street")
    .font(.headline)
    .multilineTextAlignment(.center)
    .minimumScaleFactor(0.5)
    .padding(EdgeInsets(top: 16, leading: 16, bottom: 16, trailing: 16))
    .background(Color.green)
    .clipShape(RoundedRectangle(cornerRadius: 16))
    .overlay(RoundedRectangle(cornerRadius: 16).stroke(Color.yellow, lineWidth: 6).clipShape(RoundedRectangle(cornerRadius: 16)))
    .id("box")
    .frame(width: 430, height: 932)
    .background(Color.green)
