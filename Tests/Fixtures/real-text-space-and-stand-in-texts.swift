// fixture: texts of real files: 'Text(" ")' is a space wide, not 0 (a separator between two texts); a local 'let label: Text = { … }()' is the Text its closure builds, not a stand-in filling the row; a Text whose string FrameLab cannot compute ('duration.formatted(…)') is the stand-in text "Sample" with a warning, marked as a guess, never its own source code measured (the patterns of issue 26's Text(" "), 'let exonym: Text = { … }()' and 'Text(Duration…formatted(…))' five lines tall; written here)
// window: 300x200
// source: body 17 pt (TextMeasurer, the advance table); a line is ceil(17 × 2444/2048 × 3)/3 = 20.333 tall
// expect space: x=147 width=4.667 height=20.333   (a space at body 17 pt: SF Pro Text's 576 units × 17/2048 − 0.43 = 4.351, Views/Text/sf-pro.yaml, rounded up to the 3× pixel grid, 14 px; it was 0)
// expect a: x=138 width=9                              (1130 × 17/2048 − 0.43 = 8.950 → 9; HStack(spacing: 0) of 9 + 4.667 + 10.333 = 24, centred: (300 − 24) / 2)
// expect b: x=151.667 width=10.333                     (1258 × 17/2048 − 0.43 = 10.012 → 10.333; 138 + 9 + 4.667)
// expect label: x=0 width=38.333 height=20.333         ("Lyon" bold at body: SF Pro Text Bold 4810 units × 17/2048 − 4 × 0.43 = 38.207 → 38.333, Views/Text/sf-pro.yaml, as Text("Lyon").bold(); it was a stand-in 385 wide and 44 tall)
// expect elapsed: width=57 height=20.333               (the stand-in text "Sample" at body, one line; its source code measured was 64 tall)
// expect-diagnostic: warning: FrameLab cannot compute the text 'elapsed.formatted(.units(allowed: [.hour…'; it lays out the stand-in text "Sample" (a guess)
// expect-guess: elapsed                               (the stand-in text is marked: "Text (guess)" in the frames table, "guess" in JSON)
import SwiftUI

struct TripRow: View {
    let city = "Lyon"
    let elapsed: Duration = .seconds(5400)

    var body: some View {
        let label: Text = {
            Text(city).bold()
        }()
        VStack(spacing: 0) {
            HStack(spacing: 0) {
                Text("a").id("a")
                Text(" ").id("space")
                Text("b").id("b")
            }
            HStack {
                label.id("label")
                Spacer()
            }
            Text(elapsed.formatted(.units(allowed: [.hours, .minutes], width: .abbreviated)))
                .id("elapsed")
        }
    }
}
