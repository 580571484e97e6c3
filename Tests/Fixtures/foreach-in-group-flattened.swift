// fixture: Group and ForEach children are laid out by the enclosing stack
// window: 300x100
// source: layout-semantics 4.1: four colours share 300 - 3*8 = 276: 69 each; the last starts at 3*(69 + 8) = 231; the group's frame is the union of its three: 3*69 + 2*8 = 223
// expect group: x=0 width=223 height=100
// expect last: x=231 width=69
HStack {
  Group {
    ForEach(0..<3) { _ in
      Color.red
    }
  }
  .id("group")
  Color.blue
    .id("last")
}
