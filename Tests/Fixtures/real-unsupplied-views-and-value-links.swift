// fixture: a view property nobody gives ('let image: Image', laid out with no caller) is a stand-in with a warning, of the kind its name says ('image': Views/unknown-image.yaml, the largest square in its frame); it was no view, silently (a 0×0 Group: Matron's fullscreen image viewer). 'NavigationLink(value: x) { label }' lays its trailing closure out as the label (Views/NavigationLinkValue.yaml); it was taken for a destination and the row's link was 0×0 with no warning (COORB's country list). 'RoundedButton(title: flag ? a : b)' shows the stand-in text "Sample", not its source measured as three lines (RSSReader's feed row) (issue 26's wave-6 sample; written here)
// window: 300x400
// source: Views/unknown-image.yaml (aspect 1: 80 × 80 inside the 80 × 80 frame); Views/NavigationLinkValue.yaml (hugs its label like a borderless Button: 'Row' 32.667 × 20.333 at body, TextMeasurer); VStack(spacing: 0)
// expect image: x=110 y=127.833 width=80 height=80        (VStack 80 + 20.333 + 44 = 144.333 high, y = (400 − 144.333) / 2 = 127.833)
// expect link: x=133.667 y=207.833 width=32.667 height=20.333   (its label 'Row', not 0 × 0)
// expect tag: x=121.5 y=228.167 width=57 height=44         (hugs the stand-in 'Sample', 57 wide; at least 44 tall)
// expect-guess: tag
// expect-diagnostic: warning: FrameLab cannot build the view 'image' (a view the caller supplies
// expect-diagnostic: warning: FrameLab cannot compute the text 'flag ? Strings.remove : Strings.add' of 'RoundedButton'
import SwiftUI

struct Viewer: View {
    let image: Image
    let flag = false

    var body: some View {
        VStack(spacing: 0) {
            image
                .resizable()
                .scaledToFit()
                .frame(width: 80, height: 80)
                .id("image")
            NavigationLink(value: 1) {
                Text("Row")
            }
            .id("link")
            RoundedButton(title: flag ? Strings.remove : Strings.add)
                .id("tag")
        }
    }
}
