// fixture: SF Symbols sized by name from Views/Symbols/sf-symbols.yaml: the two symbols whose layout size a snapshot measured directly, at the fonts they were measured in
// device: iphone-15-pro
// os: ios26
// source: circle.fill at callout 16 pt: Iron-Ham/IronUI@9ea152339a7d52b5ccaba98140037e97936c7fe7 iconColors.iPhone17Pro-standard-light.png: pitch 38.667 − spacing 20 = 18.667 wide, 18 tall; table 1.1667 × 1.125 em: 1.1667 × 16 = 18.667 (56 px), 1.125 × 16 = 18 (54 px)
// source: star.fill at body 17 pt: getsentry/sentry-cocoa@1693456d9bb0595c6893120aab81680f05e55b78 SentryUIRedactBuilderTests+SwiftUI.swift: 18.667 × 18; table 1.0981 × 1.0588 em: 1.0981 × 17 × 3 = 56.0 px → 18.667, 1.0588 × 17 × 3 = 54.0 px → 18
// source: the old square gave both 0.9961 em: 15.938 and 16.933
// expect circle: width=18.667 height=18
// expect star: width=18.667 height=18
VStack(spacing: 0) {
    Image(systemName: "circle.fill")
        .font(.callout)
        .id("circle")
    Image(systemName: "star.fill")
        .id("star")
}
