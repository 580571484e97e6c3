// fixture: a trip-progress card: three columns of title2-bold values over subheadline labels, white, 48-pt corners, full width, centred in a 430×932 frame
// class: text
// strategy: sizeThatFits
// device: iphone-16-pro
// os: ios18
// scale: 3
// source: stadiamaps/ferrostar@918a186909535c648d88f2a6a8beb5e650f98ec7 apple/Tests/FerrostarSwiftUITests/Views/TripProgressViewTests.swift testTripProgressViewCompactTheme (image 1); view apple/Sources/FerrostarSwiftUI/Views/TripProgressView.swift, theme apple/Sources/FerrostarSwiftUI/Theme/TripProgressViewTheme.swift (values .title2.bold(), labels .subheadline); image apple/Tests/FerrostarSwiftUITests/Views/__Snapshots__/TripProgressViewTests/testTripProgressViewCompactTheme.1.png 1290×2796 px, last written in 0d3c0882 (2024-11-11; Xcode 16.0, iPhone 16 Pro, iOS 18.1); the card's white pixels y 1304–1492 px = y 434.667, h 62.667 pt: informational style: a title2-bold value over a subheadline label, 62.667 = 16 + 26.333 + 18 + 2.333 of default VStack spacing between the two Texts; the strings come from the test's formatters (Date.FormatStyle, DateComponentsFormatter, MKDistanceFormatter, en_US) and are single short lines in a full-width card (the middle column has maxWidth .infinity), so only the height is read
// expect card: y=434.667 height=62.667
HStack {
    VStack {
        Text("1:00 AM")
            .font(.title2.bold())
            .minimumScaleFactor(0.6)
            .lineLimit(1)
            .multilineTextAlignment(.center)
        Text("Arrival")
            .font(.subheadline)
    }
    VStack {
        Text("144h 40m")
            .font(.title2.bold())
            .minimumScaleFactor(0.6)
            .lineLimit(1)
            .frame(maxWidth: .infinity)
            .multilineTextAlignment(.center)
        Text("Duration")
            .font(.subheadline)
    }
    VStack {
        Text("880 mi")
            .font(.title2.bold())
            .minimumScaleFactor(0.6)
            .lineLimit(1)
            .multilineTextAlignment(.center)
        Text("Distance")
            .font(.subheadline)
    }
    Rectangle()
        .frame(width: 20, height: 10)
        .foregroundColor(.clear)
}
.padding(.leading, 32)
.padding(.trailing, 12)
.padding(.vertical, 8)
.background(Color.white)
.clipShape(.rect(cornerRadius: 48))
.shadow(radius: 12)
.id("card")
.frame(width: 430, height: 932)
.background(Color.green)
