// fixture: a member of a value FrameLab cannot see, written where a view goes ('backgroundStyle.color', 'theme.header'), is a view in Swift: a colour when its name says so (it fills what it is given, as a Color does), else a stand-in marked as a guess, each with a warning (also a member of a property holding a placeholder of a type FrameLab cannot see, 'theme.header', which was dropped silently: its .id on a 0×0 node); and a view qualified by an underscored name ('_VariadicView.Tree(…) { content }') is an unknown view laying out its content like others, not an error (issue 26's wave-5 sample: Yattee's SourceListContainer, Swiftfin's MarkedList; written here)
// window: 300x200
// source: the ZStack takes the window; the colour fills it (x 0, y 0, 300 × 200). The VStack(spacing: 0) holds the 44-tall stand-in (Views/unknown.yaml: the proposed width, 44 where the height is unspecified) and the unknown '_VariadicView.Tree', which lays out its content as a VStack would: one 100×40 frame
// VStack height: 44 + 40 = 84, y = (200 − 84) / 2 = 58
// expect background: x=0 y=0 width=300 height=200
// expect header: x=0 y=58 width=300 height=44
// expect marker: x=100 y=102 width=100 height=40    ((300 − 100) / 2; 58 + 44)
// expect-guess: header
// expect-diagnostic: warning: FrameLab cannot build the view 'theme.header'
import SwiftUI

struct SourceList: View {
    let theme: ScreenTheme

    private var backgroundStyle: ListBackgroundStyle {
        .grouped
    }

    var body: some View {
        ZStack {
            backgroundStyle.color
                .id("background")
            VStack(spacing: 0) {
                theme.header
                    .id("header")
                _VariadicView.Tree(MarkerLayout(spacing: 4)) {
                    Color.orange
                        .frame(width: 100, height: 40)
                        .id("marker")
                }
            }
        }
    }
}
