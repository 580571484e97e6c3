// fixture: a ContentUnavailableView stacks its label, description and actions top to bottom, the stack centred in the view, as iOS draws it; they were piled on each other at its centre (the pattern of issue 26's ContentUnavailableView whose title overlapped its description; written here)
// window: 300x400
// source: Views/ContentUnavailableView.yaml (measured on RSSReader's iOS 18 snapshots: label in title2 with the icon above the title, 3 to the description (estimate), description in subheadline, 20 above the actions, actions at controlSize small)
// source: label 62.334 (icon over a title2 line), description one subheadline line 18, a small plain button 18; stack 62.334 + 3 + 18 + 20 + 18 = 121.334 tall; top = (400 − 121.334) / 2 = 139.333
// expect unavailable: x=0 y=0 width=300 height=400
// expect label: y=139.333 height=62.334
// expect description: y=204.667 height=18          (139.333 + 62.334 + 3)
// expect refresh: y=242.667 height=18              (204.667 + 18 + 20)
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
