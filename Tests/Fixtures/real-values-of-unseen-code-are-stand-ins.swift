// fixture: views and values a real file takes from code FrameLab cannot see are marked stand-ins or ignored arguments, each with a warning, never an error that fails the file: a view a value builds ('route.makeView()'), a property of another file ('reactionsView'), an element of a collection of views ('rows[0]'), a padding from a theme ('.padding(.spacing.double)', the default 16), a style from a theme ('Theme.Colors.bubble', a colour), '.textCase(.none)', an alignment held in a property ('self.alignment', .center) (the patterns of issue 26's "'viewModel' is a value, not a view", '$0.makeView()' and "'.spacing.double' is not an Edge.Set" met in the wider corpus; written here)
// window: 300x400
// source: Views/unknown.yaml (a leaf: the proposed width, at most 44 tall); "Body" at body 17 pt is 4926 × 17/2048 − 4 × 0.43 = 39.170 → 39.333 wide (SF Pro Text Regular, Views/Text/sf-pro.yaml), ceil(17 × 2444/2048 × 3)/3 = 20.333 tall; .padding() is 16
// VStack(spacing: 0): 44 × 3 + 52.333 = 184.333 tall; top = (400 − 184.333) / 2 = 107.833
// expect route: x=0 y=107.833 width=300 height=44
// expect reactions: y=151.833 height=44
// expect row: y=195.833 height=44
// expect body: y=239.833 width=71.333 height=52.333     (39.333 + 16 + 16 wide, 20.333 + 16 + 16 tall; centred: the alignment FrameLab cannot know is .center)
// expect-diagnostic: warning: FrameLab cannot know the alignment 'alignment'; it uses .center
// expect-diagnostic: warning: FrameLab cannot build the view 'route.makeView(…)': it comes from a value FrameLab cannot see
// expect-diagnostic: warning: cannot find 'spacing' in scope; FrameLab ignores this argument for layout
import SwiftUI

struct MessageCell: View {
    let route: Route
    let rows: [AnyView]
    let alignment: HorizontalAlignment

    var body: some View {
        VStack(alignment: alignment, spacing: 0) {
            route.makeView()
                .id("route")
            reactionsView
                .id("reactions")
            rows[0]
                .id("row")
            Text("Body")
                .padding(.spacing.double)
                .background(Theme.Colors.bubble)
                .textCase(.none)
                .id("body")
        }
    }
}
