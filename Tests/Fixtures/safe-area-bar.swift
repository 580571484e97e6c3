// fixture: safeAreaBar (iOS 26) insets the safe area as safeAreaInset does
// device: iphone-15
// source: Apple safeAreaBar(edge:alignment:spacing:content:) docs ("like safeAreaInset", adds the scroll edge effect, which takes no space); layout-semantics §6
// expect content: y=59 width=393 height=709   759 - 50 = 709
// expect bar: y=768 height=50   59 + 709
Color.red
    .id("content")
    .safeAreaBar(edge: .bottom, spacing: 0) {
        Color.blue
            .frame(height: 50)
            .id("bar")
    }
