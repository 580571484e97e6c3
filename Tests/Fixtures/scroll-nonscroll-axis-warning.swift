// fixture: containerRelativeFrame on a scroll view's non-scrolling axis uses the proposal and warns
// window: 300x500
// source: FBM-CRF 'might cause the application to crash'; digest 8.6 policy: the proposal 300 / 2 = 150
// expect half: width=150
// expect-diagnostic: warning: does not scroll
ScrollView {
  HStack {
    Rectangle()
      .frame(height: 20)
      .containerRelativeFrame(.horizontal) { l, _ in l / 2 }
      .id("half")
  }
}
