// fixture: fixedSize on one axis proposes nil there only
// window: 300x300
// source: OSU-Fixed: width nil -> shape ideal 10; height keeps 300
// expect rect: width=10 height=300 x=145 y=0
Rectangle()
  .id("rect")
  .fixedSize(horizontal: true, vertical: false)
