// fixture: nested undescribed containers whose content is taller than the screen (a third-party settings DSL: 'SettingStack { SettingPage { SettingGroup { SettingToggle(…) … } } }') scroll as iOS scrolls such a screen: the outermost, given the window's 600 pt, lays its content out at its ideal height from its top and is clipped to the 600 pt; the ones inside it, proposed no height, hug their content; each leaf stand-in keeps its 44-pt row. Before, the stack squeezed its 12 rows into 600 pt (42.667 each; AirSettingsUI's PreferenceView, file 15 of docs/real-files-wave6.md, had rows 0–3 pt tall and pages reaching past their parents); written here
// window: 300x600
// source: Views/unknown.yaml: a view with a content closure hugs it as a VStack (platform spacing 8 between two stand-ins), `scrolls: vertical` (content taller than the proposal at its ideal height, clipped to the proposal); a leaf takes the proposed width and is at most 44 tall (44 where unproposed)
// expect stack: x=0 y=0 width=300 height=600       (content 12 × 44 + 11 × 8 = 616 > 600: the proposed 600, scrolled)
// expect page: x=0 y=0 width=300 height=616        (proposed no height inside the scrolling stack: hugs 616, from the stack's top)
// expect group: x=0 y=0 width=300 height=616
// expect toggle-0: x=0 y=0 width=300 height=44
// expect toggle-1: x=0 y=52 width=300 height=44    (44 + 8)
// expect toggle-11: x=0 y=572 width=300 height=44  (11 × 52 = 572: ends at 616, past the window's 600: scrolled out of sight)
// expect-guess: stack
// expect-guess: toggle-0
// expect-diagnostic: warning: unknown view 'SettingStack'; it is laid out by the fallback view kind 'unknown'
import SwiftUI

struct Preferences: View {
    var body: some View {
        SettingStack {
            SettingPage(title: "General") {
                SettingGroup {
                    ForEach(0..<12, id: \.self) { i in
                        SettingToggle(title: "Option \(i)", isOn: .constant(true)).id("toggle-\(i)")
                    }
                }
                .id("group")
            }
            .id("page")
        }
        .id("stack")
    }
}
