// fixture: a Section header in a LazyVGrid is a line of its own across both columns; pinnedViews only pins it while scrolling
// window: 300x400
// source: Apple's LazyVGrid documentation (sections with pinnedViews: [.sectionHeaders]); columns (300 − 8) / 2 = 146 each
// expect h: x=0 y=0 width=300 height=30 the header spans the grid: proposed 300 × nil
// expect c0: x=0 y=38 width=146 height=50 first row below the header: 30 + 8
// expect c1: x=154 y=38 146 + 8
// expect c2: x=0 y=96 38 + 50 + 8
// expect f: y=154 width=300 height=20 the footer: 96 + 50 + 8
// expect grid: height=174 30 + 8 + 50 + 8 + 50 + 8 + 20
ScrollView {
  LazyVGrid(columns: [GridItem(.flexible()), GridItem(.flexible())], pinnedViews: [.sectionHeaders]) {
    Section {
      Color.blue.frame(height: 50).id("c0")
      Color.blue.frame(height: 50).id("c1")
      Color.blue.frame(height: 50).id("c2")
    } header: {
      Color.gray.frame(height: 30).id("h")
    } footer: {
      Color.gray.frame(height: 20).id("f")
    }
  }
  .id("grid")
}
