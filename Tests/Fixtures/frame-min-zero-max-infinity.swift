// fixture: frame(minWidth: 0, maxWidth: .infinity) never grows past the proposal
// window: 300x300
// source: FG-FF: clamp(300, 0, inf) = 300 although the child is 400 wide
// expect frame: width=300 x=0
// expect rect: width=400 x=-50
Rectangle()
  .frame(width: 400, height: 10)
  .id("rect")
  .frame(minWidth: 0, maxWidth: .infinity)
  .id("frame")
