// fixture: iOS 18's Tab("Title", systemImage:, value:) { … } and Tab(value:) { … } inside TabView(selection:) are tabs like a view with .tabItem: each tab's content fills the area above the tab bar
// device: iphone-15-pro
// os: ios17
// source: Devices/iphone-15-pro.yaml on iOS 17: safe area top 59, bottom 34, tab bar 49 (QMUI); the content area is 852 - 59 - 34 - 49 = 710 tall from y = 59, 393 wide
// expect home: x=0 y=59 width=393 height=710     (Tab("Home", systemImage: "house", value: 0))
// expect search: x=0 y=59 width=393 height=710   (Tab("Search", systemImage:, value: 1): every tab gets the same area)
// expect third: x=0 y=59 width=393 height=710    (Tab(value: 2) with no title)
// expect old: x=0 y=59 width=393 height=710      (the older .tabItem spelling beside them)
struct Tabs: View {
    @State private var selection = 0

    var body: some View {
        TabView(selection: $selection) {
            Tab("Home", systemImage: "house", value: 0) {
                Color.red.id("home")
            }
            Tab("Search", systemImage: "magnifyingglass", value: 1) {
                Color.blue.id("search")
            }
            Tab(value: 2) {
                Color.green.id("third")
            }
            Color.gray.tabItem { Label("Old", systemImage: "star") }.id("old")
        }
    }
}
