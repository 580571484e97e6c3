// fixture: lines after the first are the style's HIG leading apart: two body lines are 20.287 + 22 → 42.333, four title2 lines 26.25 + 3 × 28 → 110.333, measured on iOS 18/26 at 3× (issue 25 item 2)
// device: iphone-16-pro
// os: ios26
// source: body: issue 25 ("Two lines of body text measure 42.333 (first line 20.333, then a 22-pt line with its leading)"); title2: stadiamaps/ferrostar@918a186909535c648d88f2a6a8beb5e650f98ec7 off-route card with a four-line title2 message, 142.333 − 2 × 16 = 110.333 (Tests/Fidelity/stadiamaps-ferrostar/SOURCE.md)
// source: HIG leading at Large: body 22, title2 28 (control-metrics.md §1.1); height = ceil((17 × 2444/2048 + 22) × 3) / 3 = ceil(126.86) / 3 = 42.333; ceil((22 × 2444/2048 + 3 × 28) × 3) / 3 = ceil(330.76) / 3 = 110.333 (n × line height said 40.667 and 105)
// expect body: height=42.333
// expect title2: height=110.333
VStack {
    Text("one\ntwo")
        .id("body")
    Text("one\ntwo\nthree\nfour")
        .font(.title2)
        .id("title2")
}
