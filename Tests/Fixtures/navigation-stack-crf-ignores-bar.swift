// fixture: a NavigationStack does not subtract its bar from containerRelativeFrame
// device: iphone-15-pro
// source: FBM-CRF 'when used in a NavigationStack, the toolbar height is not subtracted': 759
// expect crf: height=759
NavigationStack {
  Color.red
    .containerRelativeFrame(.vertical)
    .id("crf")
}
