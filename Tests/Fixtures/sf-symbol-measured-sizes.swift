// fixture: SF Symbols sized by name from Views/Symbols/sf-symbols.yaml: the two symbols whose layout size a snapshot measured directly, at the fonts they were measured in
// device: iphone-15-pro
// os: ios26
// source: circle.fill at callout 16 pt: Iron-Ham/IronUI@9ea152339a7d52b5ccaba98140037e97936c7fe7 iconColors.iPhone17Pro-standard-light.png: pitch 38.667 − spacing 20 = 18.667 wide, 18 tall; table 1.1667 × 1.125 em: 1.1667 × 16 = 18.667 (56 px), 1.125 × 16 = 18 (54 px)
// source: star.fill at body 17 pt: remlostime/Resignal-iOS@2a93c00e6fa19a77c7fe9dcc8ab3e0e7dc6f7225 testFeedbackSectionView_Expanded (body medium: 22.333 × 20.667, ÷ the medium factor 1.0262 = 1.2802 × 1.1847 em; Iron-Ham/IronUI iconCommonIcons and iconSizes agree, docs/sf-symbols.md §2b); at body regular: 1.2802 × 17 × 3 = 65.3 px → 21.667, 1.1847 × 17 × 3 = 60.4 px → 20 (getsentry/sentry-cocoa's 18.667 × 18 is the drawn image's region)
// source: the old square gave both 0.9961 em: 15.938 and 16.933
// expect circle: width=18.667 height=18
// expect star: width=21.667 height=20
VStack(spacing: 0) {
    Image(systemName: "circle.fill")
        .font(.callout)
        .id("circle")
    Image(systemName: "star.fill")
        .id("star")
}
