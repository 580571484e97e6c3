// fixture: GroupBox is a view kind, not an unknown view: its title above its content, hugging them, with padding on every side (the pattern of issue 26's "GroupBox is unknown"; written here)
// window: 300x200
// source: Views/GroupBox.yaml (Apple docs for the arrangement; padding 16 and spacing 8 are estimates); "12 GB used" at body is 86.333 wide, a line ceil(17 × 2444/2048 × 3)/3 = 20.333 tall
// box: width 86.333 + 16 + 16 = 118.333; height 20.333 + 8 + 20.333 + 16 + 16 = 80.667; centred: x = (300 − 118.333) / 2, y = (200 − 80.667) / 2
// expect box: x=90.833 y=59.667 width=118.333 height=80.667
// expect used: x=106.833 y=104 width=86.333 height=20.333   (59.667 + 16 + 20.333 + 8; centred in the box: 90.833 + 16)
import SwiftUI

struct Storage: View {
    var body: some View {
        GroupBox("Storage") {
            Text("12 GB used").id("used")
        }
        .id("box")
    }
}
