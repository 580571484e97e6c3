// fixture: reference case CRF-12 (confidence B) from layout-cases.md
// device: iphone-15-pro
// source: FBM-CRF: NavigationStack full screen, bar not subtracted: 393x759; 759*(1-0.618) = 289.938
// tolerance: 0.05
// expect blue: width=393 height=759
// expect orange: width=393 height=289.938
NavigationStack {
  Text("Hello World")
    .background(
      Color.blue
        .containerRelativeFrame([.horizontal, .vertical])
        .id("blue")
        .overlay(alignment: .bottom) {
          Color.orange
            .containerRelativeFrame(.vertical) { length, _ in length * (1 - 0.618) }
            .id("orange")
        }
    )
}
