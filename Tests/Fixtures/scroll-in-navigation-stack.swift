// fixture: a ScrollView in a NavigationStack extends under the bar and subtracts it
// device: iphone-15-pro
// source: digest 8.5 'nested containers' (inf): 759 - 44 = 715; content starts at 103
// expect scroll: y=59 height=759
// expect crf: y=103 height=715
NavigationStack {
  ScrollView {
    Color.red
      .frame(height: 20)
      .containerRelativeFrame(.vertical)
      .id("crf")
  }
  .id("scroll")
}
