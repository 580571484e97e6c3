// fixture: a fixed-size .system(size:) font and text styles nest as environment values do: the modifier closest to the Text wins
// device: iphone-15-pro
// os: ios17
// source: Apple, View.font(_:): "sets the default font for text in this view"; an inner environment value overrides an outer one (layout-semantics.md, environment)
// source: .system(size: 20) is a fixed size (SNT measured 24 tall on a 3× iPhone, fixtures measured-sentry-text-system-size-*): ceil(20 × 2444/2048 × 3)/3 = 24
// source: .title at Large is 28 pt: ceil(28 × 2444/2048 × 3)/3 = ceil(100.24)/3 = 33.667; body 17 pt: 20.333
// expect outer: height=24
// expect innerStyle: height=33.667
// expect innerFixed: height=24
// expect plain: height=20.333
VStack {
  VStack {
    Text("outer").id("outer")
    Text("inner style").font(.title).id("innerStyle")
  }
  .font(.system(size: 20))
  VStack {
    Text("inner fixed").font(.system(size: 20, weight: .semibold)).id("innerFixed")
  }
  .font(.title)
  Text("plain").id("plain")
}
