// fixture: NiceViews SearchBar (empty) in a fixed 430×60 window: HStack of a 16-pt magnifyingglass and a 16-pt TextField "Search", padded 16×12 on a systemGray6 fill with corner radius 24
// class: controls
// strategy: fixed 430x60
// device: iphone-15-pro-max
// os: ios18
// scale: 3
// source: aessam/NiceViewsLib@f1f16c9b3c76e29a5e12dfe2906328d3442d89ab NiceViewsTests/ViewSnapshotTests.swift testSearchBar (SearchBar(text: .constant("")), .image(layout: .fixed(width: 430, height: 60))); component NiceViews/Components/SearchBar.swift; image NiceViewsTests/__Snapshots__/ViewSnapshotTests/testSearchBar.1.png 1290×180 px ÷ 3; the (242,242,247) fill spans every column of row 90 and rows 23-157 of column 700 → 430 wide, 45 tall = 12 + 21 + 12: a 16-pt TextField line is 21 pt where a 16-pt Text line is 19.333; drawn from px 23 (7.667), the pixel-rounded (60 − 45) ÷ 2 = 7.5 (no y)
// expect bar: x=0 width=430 height=45
HStack {
    Image(systemName: "magnifyingglass")
        .foregroundColor(.gray)
        .font(.system(size: 16))
    TextField("Search", text: .constant(""))
        .font(.system(size: 16))
}
.padding(.horizontal, 16)
.padding(.vertical, 12)
.background(Color.gray.opacity(0.1))
.cornerRadius(24)
.id("bar")
