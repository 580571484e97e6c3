// fixture: default padding around a VStack that a Spacer stretches
// device: iphone-15-pro
// source: OSU-Pad (16) and OSU-Spacer: the VStack is proposed 759 - 32 = 727 and the Spacer takes what is left; it starts at 59 + 16
// expect stack: y=75 height=727
VStack {
  Text("Title")
  Spacer()
}
.id("stack")
.padding()
