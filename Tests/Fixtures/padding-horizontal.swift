// fixture: padding on some edges
// window: 300x300
// source: OSU-Pad: 300 - 2*10 = 280 wide at x 10; full height
// expect rect: x=10 y=0 width=280 height=300
Rectangle()
  .id("rect")
  .padding(.horizontal, 10)
