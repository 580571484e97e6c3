// fixture: a Form (or List) inside a vertical ScrollView with no height between them collapses: it scrolls itself, so offered no height it has none on iOS; a warning says so and how to give it one. A List given '.frame(height: 100)' keeps it (the pattern of issue 26's Form in a ScrollView laid out 1,192 pt tall; written here)
// window: 300x400
// source: issue 26 ("a List/Form in a ScrollView collapses without a height on iOS", the reviewer's reading of iOS; not measured here); texts at body 17 pt, ceil(17 × 2444/2048 × 3)/3 = 20.333 tall
// expect form: y=20.333 width=300 height=0           (below "Header"; it was its rows' height, 139 here)
// expect footer: y=20.333 height=20.333              (right below the collapsed Form: 20.333 + 0)
// expect sized: y=40.667 height=100                  (20.333 + 0 + 20.333; its frame gives it a height)
// expect-diagnostic: warning: a Form inside a vertical ScrollView has no height on iOS
import SwiftUI

struct Settings: View {
    var body: some View {
        ScrollView {
            VStack(spacing: 0) {
                Text("Header").id("header")
                Form {
                    Text("Row 1")
                    Text("Row 2")
                }
                .id("form")
                Text("Footer").id("footer")
                List {
                    Text("Pinned")
                }
                .frame(height: 100)
                .id("sized")
            }
        }
    }
}
