// fixture: '@State var messages = [String]()' is an empty collection, as '@State var drafts: [String] = []' is: neither invents rows (the pattern of issue 26's '[String]()' showing ten "Sample" rows while '= []' showed none; written here)
// window: 300x200
// source: an empty ForEach is 0×0 and takes no spacing; "end" at body 17 pt is 3623 × 17/2048 − 3 × 0.43 = 28.784 → 29 wide (SF Pro Text Regular, Views/Text/sf-pro.yaml), ceil(17 × 2444/2048 × 3)/3 = 20.333 tall
// expect messages: width=0 height=0        (no element: it was ten "Sample" rows, 20.333 each)
// expect drafts: width=0 height=0
// expect end: x=135.5 y=89.833 width=29 height=20.333   (alone in the VStack: (300 − 29) / 2, (200 − 20.333) / 2)
import SwiftUI

struct Inbox: View {
    @State var messages = [String]()
    @State var drafts: [String] = []

    var body: some View {
        VStack(spacing: 0) {
            ForEach(messages, id: \.self) { Text($0) }
                .id("messages")
            ForEach(drafts, id: \.self) { Text($0) }
                .id("drafts")
            Text("end").id("end")
        }
    }
}
