// fixture: a ContentUnavailableView stacks its label, description and actions top to bottom, the stack centred in the view, as iOS draws it; they were piled on each other at its centre (the pattern of issue 26's ContentUnavailableView whose title overlapped its description; written here)
// window: 300x400
// source: Views/ContentUnavailableView.yaml (measured on RSSReader's iOS 18 snapshots: label with a 48-pt icon 15.333 above a title2 title, 3 to the description (estimate), description in subheadline, 20 above the actions, actions at controlSize small)
// source: label 88.333 (tray 0.9702 em × 48 × 3 = 139.7 → 140 px = 46.667, 15.333, a title2 line 26.333), description one subheadline line 18, a small plain button 18; stack 88.333 + 3 + 18 + 20 + 18 = 147.333 tall; top = (400 − 147.333) / 2 = 126.333
// expect unavailable: x=0 y=0 width=300 height=400
// expect label: y=126.333 height=88.333
// expect description: y=217.667 height=18          (126.333 + 88.333 + 3)
// expect refresh: y=255.667 height=18              (217.667 + 18 + 20)
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
