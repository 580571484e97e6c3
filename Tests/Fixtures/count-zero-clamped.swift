// fixture: count: 0 is clamped to 1 with a warning
// device: iphone-15-pro
// source: issue 2 'bad input gets a documented clamp': (393 - 0)/1 = 393
// expect crf: width=393
// expect-diagnostic: warning: count: 0 is less than 1
Rectangle()
  .frame(height: 10)
  .containerRelativeFrame(.horizontal, count: 0, span: 1, spacing: 0)
  .id("crf")
