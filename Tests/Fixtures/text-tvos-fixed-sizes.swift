// fixture: tvOS has no Dynamic Type: body is 29 pt and headline 38 pt at every content size category (here AX5)
// device: apple-tv-1080p
// dynamic-type: AX5
// source: HIG Typography, tvOS (fixed; control-metrics.md §1.3): body 29, headline 38; line height = size x 2444/2048 (SF Pro, §1.2) rounded up to the 1x pixel grid
// expect body: height=35   29 x 2444/2048 = 34.607 -> 35 at scale 1 (iOS's AX5 body would be 53 pt: 64)
// expect headline: height=46   38 x 2444/2048 = 45.346 -> 46
VStack {
    Text("Play").id("body")
    Text("Up Next").font(.headline).id("headline")
}
