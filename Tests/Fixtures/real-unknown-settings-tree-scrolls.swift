// fixture: nested undescribed containers whose content cannot fit the screen even squeezed (a third-party settings DSL: 'SettingStack { SettingPage { SettingGroup { SettingToggle(…) … } } }') scroll as iOS scrolls such a screen: each leaf stand-in keeps at least one line of text when squeezed, so 24 rows cannot fit the window's 600 pt; the outermost container lays its content out at its ideal height from its top and is clipped to the 600 pt (its content 'scrolls vertically', marked in its guess); the containers inside it never scroll themselves: they hug their content. Before, the rows were squeezed to 17 pt each ((600 − 23 × 8) / 24 = 17.333) and AirSettingsUI's PreferenceView (file 15 of docs/real-files-wave6.md) had rows 0–3 pt tall and pages reaching past their parents; scrolling each nested container squeezed by its parent overlapped their contents; written here
// window: 300x600
// source: Views/unknown.yaml: a leaf takes the proposed width, at most 44 tall (44 where unproposed), at least one line of the font ({lines: 1}, at body about 20–22 pt); a view with a content closure hugs it as a VStack (platform spacing 8 between two stand-ins), `scrolls: vertical` (content that cannot fit the proposed height, even squeezed, at its ideal height, clipped to the proposal)
// expect stack: x=0 y=0 width=300 height=600       (24 rows of at least one line, over 20 pt each, + 23 × 8: over 24 × 20 + 184 = 664 > 600: cannot fit, so the outermost scrolls: the proposed 600)
// expect page: x=0 y=0 width=300 height=1240       (proposed no height inside the scrolling stack: hugs 24 × 44 + 23 × 8 = 1,240, from the stack's top)
// expect group: x=0 y=0 width=300 height=1240      (inside a scrolling stand-in: hugs, never scrolls itself)
// expect toggle-0: x=0 y=0 width=300 height=44     (at its ideal 44, from the group's top)
// expect toggle-1: x=0 y=52 width=300 height=44    (44 + 8)
// expect toggle-23: x=0 y=1196 width=300 height=44 (23 × 52 = 1196: the rows run to 1240, scrolled out of sight past the stack's 600)
// expect-guess: stack
// expect-guess: toggle-0
// expect-diagnostic: warning: unknown view 'SettingStack'; it is laid out by the fallback view kind 'unknown'
import SwiftUI

struct Preferences: View {
    var body: some View {
        SettingStack {
            SettingPage(title: "General") {
                SettingGroup {
                    ForEach(0..<24, id: \.self) { i in
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
