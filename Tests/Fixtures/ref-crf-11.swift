// fixture: reference case CRF-11 (confidence B) from layout-cases.md
// device: iphone-15-pro
// source: APPLE-CRF code: width 393/5 = 78.6 (only .horizontal listed); fill 1:1 in 78.6x759 -> 759x759; frame at ((393-78.6)/2, 59), child top-leading
// tolerance: 0.05
// expect crf: x=157.2 y=59 width=78.6 height=759
// expect rect: x=157.2 y=59 width=759 height=759
Rectangle()
  .id("rect")
  .aspectRatio(1.0, contentMode: .fill)
  .containerRelativeFrame(.horizontal, alignment: .topLeading) { length, axis in
    if axis == .vertical {
      return length / 3.0
    } else {
      return length / 5.0
    }
  }
  .id("crf")
