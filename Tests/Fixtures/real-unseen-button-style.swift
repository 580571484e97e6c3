// fixture: a button style FrameLab cannot see ('.buttonStyle(GRButtonStyle(appearance: .primary))', '.buttonStyle(.primary)' from another module) lays out the buttons it styles as their labels, at least 44 × 44 (Views/Button.yaml's 'unseen' variant: Apple's minimum hit target, an estimate of a style that draws a button), marked as guesses, with a warning; it was dropped silently, a design system's buttons laid out as bare titles with nothing saying so (issue 26's wave-6 sample: GoodSwiftUI's button gallery; written here). A built-in style ('.plain') and an inner style are not flagged
// window: 300x200
// source: Views/Button.yaml: a Button hugs its title (min 44 × 44 under an unseen style): "Save" 37 × 20.333 at body 17 pt (TextMeasurer); VStack spacing 8 (platform)
// expect save: x=128 y=37.833 width=44 height=44          (its label 'Save' 37 × 20.333, at least 44 × 44; VStack 44 + 44 + 20.333 + 2 × 8 = 124.333 high, y = (200 − 124.333) / 2 = 37.833)
// expect next: x=128 y=89.833 width=44 height=44          (37.833 + 44 + 8)
// expect skip: x=133.5 y=141.833 width=33 height=20.333   (.plain, SwiftUI's: its label alone; 89.833 + 44 + 8)
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
