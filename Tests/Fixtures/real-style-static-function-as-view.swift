// fixture: a static function of a style type, written where a view goes ('Color.brand(.fieldBackground(isDim: true))', 'LinearGradient.hero(for: 2)', both the app's, in another file), is a style: it fills what it is given, as a Color does, never "'Color' is a view type" (issue 26's wave-6 sample: reminders-menubar's SearchBarView, '.background(Color.rmbColor(.textFieldBackground(…)))', failed alone; written here)
// window: 300x200
// source: "Search" at body is 20.333 tall (iOS 26), + 2 × 8 padding = 36.333; the VStack holds 36.333 + 40 = 76.333, centred in 200: y = (200 − 76.333) / 2 = 61.833
// expect field: x=0 y=61.833 width=300 height=36.333   (the style fills the padded, full-width Text's frame)
// expect hero: x=0 y=98.167 width=300 height=40       (a style takes the width offered; 61.833 + 36.333)
import SwiftUI

struct SearchBar: View {
    var body: some View {
        VStack(spacing: 0) {
            Text("Search")
                .frame(maxWidth: .infinity)
                .padding(8)
                .background(Color.brand(.fieldBackground(isDim: true)))
                .id("field")
            LinearGradient.hero(for: 2)
                .frame(height: 40)
                .id("hero")
        }
    }
}
