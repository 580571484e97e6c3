// fixture: a button style FrameLab cannot see ('.buttonStyle(GRButtonStyle(appearance: .primary))', '.buttonStyle(.primary)' from another module) leaves the buttons it styles with SwiftUI's automatic look, marked as guesses, with a warning; it was dropped silently, a design system's buttons laid out as bare titles with nothing saying so (issue 26's wave-6 sample: GoodSwiftUI's button gallery; written here). A built-in style ('.plain') and an inner style are not flagged
// window: 300x200
// source: Views/Button.yaml: an automatic (borderless) Button hugs its title: "Save" 37 × 20.333 at body 17 pt (TextMeasurer); VStack spacing 8 (platform)
// expect save: x=131.5 y=61.5 width=37 height=20.333        (VStack 3 × 20.333 + 2 × 8 = 77 high, y = (200 − 77) / 2 = 61.5)
// expect next: x=132.167 y=89.833 width=35.667 height=20.333
// expect skip: x=133.5 y=118.167 width=33 height=20.333
// expect-guess: save
// expect-guess: next
// expect-diagnostic: warning: FrameLab cannot see the style 'GRButtonStyle(appearance: .primary)'
// expect-diagnostic: warning: FrameLab cannot see the style '.primary'
import SwiftUI

struct ButtonGallery: View {
    var body: some View {
        VStack {
            Button("Save") {}
                .id("save")
                .buttonStyle(GRButtonStyle(appearance: .primary))
            Button("Next") {}
                .id("next")
                .buttonStyle(.primary)
            Button("Skip") {}
                .id("skip")
                .buttonStyle(.plain)
        }
    }
}
