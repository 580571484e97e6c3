// fixture: a ContentUnavailableView stacks its label, description and actions top to bottom, the stack centred in the view, as iOS draws it; they were piled on each other at its centre (the pattern of issue 26's ContentUnavailableView whose title overlapped its description; written here)
// window: 300x400
// source: Views/ContentUnavailableView.yaml (takes the proposal; parts stacked, spacing the platform's 8: an estimate); each part one body line, ceil(17 × 2444/2048 × 3)/3 = 20.333 tall
// stack: 20.333 × 3 + 8 × 2 = 77 tall; top = (400 − 77) / 2 = 161.5
// expect unavailable: x=0 y=0 width=300 height=400
// expect label: y=161.5 height=20.333
// expect description: y=189.833 height=20.333      (161.5 + 20.333 + 8)
// expect refresh: y=218.167 height=20.333          (189.833 + 20.333 + 8)
// expect description: midX=150                     (each part centred across)
import SwiftUI

struct EmptyInbox: View {
    var body: some View {
        ContentUnavailableView {
            Label("No Mail", systemImage: "tray").id("label")
        } description: {
            Text("New mail appears here.").id("description")
        } actions: {
            Button("Refresh") {}.id("refresh")
        }
        .id("unavailable")
    }
}
