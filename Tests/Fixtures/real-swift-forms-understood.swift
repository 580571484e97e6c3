// fixture: Swift forms of real files are understood, and values FrameLab cannot compute are warnings in that view, not a failed file: 'Self.header' (a static view of the type), explicit generic arguments on an unknown view ('FeedList<Story>(…)', a stand-in), a closure called where it is written ('height: { if … }()', run), an implicit '.init(top:leading:bottom:trailing:)' EdgeInsets, 'cond === nil ? 80 : nil' (the condition cannot be evaluated: the first branch, 80, with a warning), 'anchor?.height' with 'anchor' nil (no height), and '.grid(2)' of another file (ignored with a warning) (the patterns of issue 26's Self.mainView, Foo<Bar>(…), 'height: { if … }()', '.init(…)', '===', 'a?.width' and '.grid(16)'; written here)
// window: 300x400
// source: Views/unknown.yaml (a leaf: the proposed width, at most 44 tall); body 17 pt lines ceil(17 × 2444/2048 × 3)/3 = 20.333 tall; .padding() is 16 on each side
// VStack(spacing: 0): 20.333 + 44 + 40 + 28.333 + 52.333 = 185; top = (400 − 185) / 2 = 107.5
// expect header: y=107.5 width=46 height=20.333     ("Today" from 'static var header': 5768 × 17/2048 − 5 × 0.43 = 45.729 → 46, SF Pro Text Regular)
// expect feed: x=0 y=127.833 width=300 height=44          (the stand-in for FeedList<Story>)
// expect bar: y=171.833 width=300 height=40               (compact is false: the closure returns 40)
// expect card: y=211.833 width=56.667 height=28.333       ("Card" 4604 × 17/2048 − 4 × 0.43 = 36.497 → 36.667, + 10 + 10 wide, 20.333 + 4 + 4 tall)
// expect faded: y=240.167 width=112 height=52.333      (the frame 80 wide (the first branch), + 16 + 16; no height (anchor is nil): "Faded" 20.333 + 16 + 16; .padding(.grid(2)) the default 16)
// expect-diagnostic: warning: unknown view 'FeedList'
// expect-diagnostic: warning: FrameLab cannot evaluate the condition 'selection === nil'; it lays out the first branch
// expect-diagnostic: warning: FrameLab cannot see '.grid(…)': no static function of that name is defined in the files given
import SwiftUI

struct Dashboard: View {
    static var header: some View { Text("Today") }

    var compact = false
    var selection: AnyObject? = nil
    var anchor: CGRect? = nil

    var body: some View {
        VStack(spacing: 0) {
            Self.header.id("header")
            FeedList<Story>(stories: [])
                .id("feed")
            Rectangle()
                .frame(height: {
                    if compact { return 20 } else { return 40 }
                }())
                .id("bar")
            Text("Card")
                .padding(.init(top: 4, leading: 10, bottom: 4, trailing: 10))
                .id("card")
            Text("Faded")
                .frame(width: selection === nil ? 80 : nil)
                .frame(height: anchor?.height)
                .padding(.grid(2))
                .id("faded")
        }
    }
}
