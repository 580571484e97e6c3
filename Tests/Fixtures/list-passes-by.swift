// fixture: with the observed list behaviour the search passes the List by
// device: iphone-15-pro
// set: list=passes-by
// source: FBM-CRF (Xcode 15.3): containerRelativeFrame in a List measures further out: the window, 393/3 = 131
// expect crf: width=131
List {
  Rectangle()
    .frame(height: 10)
    .containerRelativeFrame(.horizontal) { l, _ in l / 3 }
    .id("crf")
}
