// fixture: a trip-progress card: three columns of title2-bold values, white, 48-pt corners, full width, centred in a 430×932 frame
// class: text
// strategy: sizeThatFits
// device: iphone-16-pro
// os: ios18
// scale: 3
// source: stadiamaps/ferrostar@918a186909535c648d88f2a6a8beb5e650f98ec7 apple/Tests/FerrostarSwiftUITests/Views/TripProgressViewTests.swift testTripProgressViewDefaultTheme (image 1); view apple/Sources/FerrostarSwiftUI/Views/TripProgressView.swift, theme apple/Sources/FerrostarSwiftUI/Theme/TripProgressViewTheme.swift (values .title2.bold(), labels .subheadline); image apple/Tests/FerrostarSwiftUITests/Views/__Snapshots__/TripProgressViewTests/testTripProgressViewDefaultTheme.1.png 1290×2796 px, last written in 0d3c0882 (2024-11-11; Xcode 16.0, iPhone 16 Pro, iOS 18.1); the card's white pixels y 1335–1462 px = y 445, h 42.333 pt: one title2-bold line 26.333 + 2 × 8; the strings come from the test's formatters (Date.FormatStyle, DateComponentsFormatter, MKDistanceFormatter, en_US) and are single short lines in a full-width card (the middle column has maxWidth .infinity), so only the height is read
// expect card: y=445 height=42.333
HStack {
    VStack {
        Text("12:23 AM")
            .font(.title2.bold())
            .minimumScaleFactor(0.6)
            .lineLimit(1)
            .multilineTextAlignment(.center)
    }
    VStack {
        Text("2m")
            .font(.title2.bold())
            .minimumScaleFactor(0.6)
            .lineLimit(1)
            .frame(maxWidth: .infinity)
            .multilineTextAlignment(.center)
    }
    VStack {
        Text("400 ft")
            .font(.title2.bold())
            .minimumScaleFactor(0.6)
            .lineLimit(1)
            .multilineTextAlignment(.center)
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
