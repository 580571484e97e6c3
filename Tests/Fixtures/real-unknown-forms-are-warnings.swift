// fixture: unknown names in every form are warnings, not errors: a top-level '#warning("…")', a module-qualified view of a package ('KeyboardShortcuts.Recorder(…)', a stand-in marked as a guess) and '.modifier(RoundedCard())' with the modifier in another file (the view laid out without it); 'SwiftUI.Text' is SwiftUI's Text (the patterns of issue 26's KeyboardShortcuts.Recorder, .modifier(SomeModifierFromAnotherFile()) and top-level #warning; written here)
// window: 300x200
// source: Views/unknown.yaml (a leaf: the proposed width, at most 44 tall); "Done" at body 17 pt is ceil(17 × 2444/2048 × 3)/3 = 20.333 tall
// VStack(spacing: 0): 44 + 20.333 + 20.333 = 84.667 high; y = (200 − 84.667) / 2 = 57.667
// expect recorder: x=0 y=57.667 width=300 height=44
// expect done: y=101.667 height=20.333     (57.667 + 44)
// expect qualified: y=122 height=20.333    (101.667 + 20.333)
// expect-diagnostic: warning: the source's #warning("replace the placeholder rows") is a message for the compiler; it builds no view
// expect-diagnostic: warning: unknown view 'KeyboardShortcuts.Recorder'
// expect-diagnostic: warning: FrameLab does not know the ViewModifier 'RoundedCard' (it is not defined in the files given); '.modifier(RoundedCard())' is ignored for layout
#warning("replace the placeholder rows")

struct Prefs: View {
    var body: some View {
        VStack(spacing: 0) {
            KeyboardShortcuts.Recorder("Toggle", name: .toggleApp)
                .id("recorder")
            Text("Done")
                .modifier(RoundedCard())
                .id("done")
            SwiftUI.Text("Done")
                .id("qualified")
        }
    }
}
