// fixture: an undescribed view whose name ends in 'TitleView' or 'LabelView' stands in as a line of text (Views/unknown-text.yaml), like '…Title' and '…Label': a headline-sized title in a splash screen was a 44-tall row as wide as the screen; other names keep the fallback's row (issue 26's wave-7 sample: a splash screen's 'TitleView(text:font:color:)' and a menu cover's; written here)
// window: 300x400
// source: Views/unknown-text.yaml (one line of body: 20.333 at 17 pt, TextMeasurer; the proposed width), Views/unknown.yaml (the proposed width, 44 tall); VStack(spacing: 0): 150 + 20.333 + 20.333 + 44 = 234.667 high, y = (400 − 234.667) / 2 = 82.667
// expect logo: x=75 y=82.667 width=150 height=150
// expect title: x=0 y=232.667 width=300 height=20.333      (82.667 + 150: one line, not a 44-tall row)
// expect caption: x=0 y=253 width=300 height=20.333        (232.667 + 20.333)
// expect other: x=0 y=273.333 width=300 height=44          (253 + 20.333: no telling name, the fallback's row)
// expect-guess: title
// expect-guess: caption
// expect-guess: other
// expect-diagnostic: warning: unknown view 'TitleView'; it is laid out by the stand-in kind for its name 'unknown-text'
import SwiftUI

struct Splash: View {
    var body: some View {
        VStack(spacing: 0) {
            Color.gray
                .frame(width: 150, height: 150)
                .id("logo")
            TitleView(text: "Chord Combiner", font: .system(size: 20))
                .id("title")
            CaptionLabelView("Version 2")
                .id("caption")
            KeyboardPreview(chord: "C")
                .id("other")
        }
    }
}
