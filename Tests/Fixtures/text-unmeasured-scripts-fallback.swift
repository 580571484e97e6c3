// fixture: characters the width table lacks get a width from the fallback rule and one warning per file naming their scripts, never a zero width (issue 25, bad input)
// device: iphone-15-pro
// source: docs/fidelity.md §5: East Asian wide characters and emoji are one em (17 pt in body) plus SF Pro's tracking at 17 pt (−0.442): "漢字" is 2 × (17 − 0.442) = 33.116, rounded up to the 3× pixel grid: ceil(99.35)/3 = 33.333
// source: any other script (Arabic, Thai, …) takes the mean a–z advance, Inter Regular 1503/2816 em: "مرحبا" is 5 × (1503 × 17/2816 − 0.442) = 5 × 8.632 = 43.158 → ceil(129.47)/3 = 43.333
// expect han: width=33.333 height=20.333
// expect arabic: width=43.333 height=20.333
// expect-diagnostic: warning: text uses characters FrameLab has no measured width for (Han, emoji, Arabic)
VStack {
    Text("漢字")
        .id("han")
    Text("😀")
    Text("مرحبا")
        .id("arabic")
}
