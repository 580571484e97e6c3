// fixture: .tracking(x) and .kerning(x) add x points after every character of the text below them, on top of SF Pro's own tracking (the inner one wins); both widen a text of n characters by n × x (docs/text-model.md)
// device: iphone-15-pro
// source: "Hello" at body 17 pt: SF Pro Text Regular 4936 font units × 17/2048 − 5 × 0.43 (HIG) = 38.823 → 39 on the 3× pixel grid (Views/Text/sf-pro.yaml)
// source: Apple, Text.tracking(_:): "Sets the tracking for the text"; Text.kerning(_:): "Sets the spacing, or kerning, between characters"
// expect plain: width=39 height=20.333
// expect tracked: width=49 height=20.333       (38.823 + 5 × 2 = 48.823 → 49)
// expect kerned: width=34 height=20.333        (38.823 − 5 × 1 = 33.823 → ceil(101.47)/3 = 34)
// expect outer: width=44 height=20.333         (the VStack's .tracking(1): 38.823 + 5 = 43.823 → 44)
// expect inner: width=54 height=20.333         (its own .tracking(3) wins over the VStack's: 38.823 + 15 = 53.823 → 54)
VStack {
    Text("Hello").id("plain")
    Text("Hello").tracking(2).id("tracked")
    Text("Hello").kerning(-1).id("kerned")
    VStack {
        Text("Hello").id("outer")
        Text("Hello").tracking(3).id("inner")
    }
    .tracking(1)
}
