// fixture: conditions on values FrameLab cannot know (a view model's Bool, an 'if let' of a store's optional, a 'switch' on a phase) lay out their first branch, each with a warning (the pattern of DuckDuckGo's AlertView, Food Truck's TruckOrdersCard and NewsApp's NewsTabView, listed in Tests/Corpus/MANIFEST.tsv; written here)
// window: 300x200
// source: VStack(spacing: 0): 40 (first branch of the if) + 30 (the if-let's body) + 20 (the switch's first case) = 90 high, 100 wide; centred: x = (300 − 100) / 2 = 100, y = (200 − 90) / 2 = 55
// expect banner: x=100 y=55 width=100 height=90
// expect expanded: x=100 y=55 width=100 height=40
// expect detail: x=120 y=95 width=60 height=30      (100 + (100 − 60) / 2; 55 + 40)
// expect loading: x=125 y=125 width=50 height=20    (100 + (100 − 50) / 2; 95 + 30)
// expect-diagnostic: warning: FrameLab cannot evaluate the condition 'model.isExpanded'; it lays out the first branch
// expect-diagnostic: warning: FrameLab cannot know whether 'let detail = store.detail' has a value; it lays out the first branch
// expect-diagnostic: warning: FrameLab cannot evaluate 'store.phase'; it lays out the first case
struct Banner: View {
    var isVisible: Bool
    var detail: String?
    var body: some View {
        VStack(spacing: 0) {
            if model.isExpanded {
                Color.red.frame(width: 100, height: 40).id("expanded")
            } else {
                Color.red.frame(width: 100, height: 10).id("collapsed")
            }
            if let detail = store.detail {
                Color.blue.frame(width: 60, height: 30).id("detail")
            }
            switch store.phase {
            case .loading: Color.green.frame(width: 50, height: 20).id("loading")
            default: Color.green.frame(width: 50, height: 50).id("other")
            }
        }
        .id("banner")
    }
}
