// fixture: characters the width table lacks get a width from the fallback rule and one warning per file naming their scripts, never a zero width (issue 25, bad input)
// device: iphone-15-pro
// source: docs/fidelity.md §5: East Asian wide characters and emoji are one em (17 pt in body) plus SF Pro's tracking at 17 pt (−0.43, HIG): "漢字" is 2 × (17 − 0.43) = 33.14, rounded up to the 3× pixel grid: ceil(99.42)/3 = 33.333
// source: any other script (Arabic, Thai, …) takes the fallback advance, SF Pro Text Regular's mean a–z 1087/2048 em (Views/Text/sf-pro.yaml): "مرحبا" is 5 × (1087 × 17/2048 − 0.43) = 5 × 8.593 = 42.965 → ceil(128.89)/3 = 43
// expect han: width=33.333 height=20.333
// expect arabic: width=43 height=20.333
// expect-diagnostic: warning: text uses characters FrameLab has no measured width for (Han, emoji, Arabic)
VStack {
    Text("漢字")
        .id("han")
    Text("😀")
    Text("مرحبا")
        .id("arabic")
}
