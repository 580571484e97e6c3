// fixture: an undescribed view whose name says what it is stands in as that: '…Icon' a 24×24 glyph (Views/unknown-icon.yaml; Element's 'CompoundIcon(\.check)' was a 402×44 row), '…Image'/'…Avatar' the largest square inside the proposal (Views/unknown-image.yaml; 'GRAsyncImage(url:)' in a 200×200 frame was 200×44), '…Text'/'…Label'/'…Title' one line of its title (Views/unknown-text.yaml; a card of 'IronText("…")' was 44 tall a line), '…Button' hugging its title, at least 44×44 (Views/unknown-button.yaml; 'RoundedButton(title: "Add")' beside a Spacer took 302 of a 370-pt row); other names keep the fallback's 44-tall row. Each is still marked as a guess, with the unknown-view warning (issue 26's wave-6 sample: stream, GoodSwiftUI, IronUI, NiceViewsLib, RSSReader; written here)
// window: 300x600
// source: Views/unknown-icon.yaml (24×24), unknown-image.yaml (aspect 1 in the proposal), unknown-text.yaml (one line of body: 20.333 at 17 pt, TextMeasurer), unknown-button.yaml (hugs, min 44×44); VStack(spacing: 0)
// expect icon: x=138 y=163.667 width=24 height=24         (VStack: 24 + 120 + 20.333 + 20.333 + 44 + 44 = 272.667 high, y = (600 − 272.667) / 2 = 163.667)
// expect framed: x=90 y=187.667 width=120 height=120      (the image stand-in fills its 120 × 120 frame: the largest square inside it)
// expect title: x=0 y=307.667 width=300 height=20.333     (one line of 'Members' at body, the proposed width)
// expect detail: x=0 y=328 width=300 height=20.333       (one line of the stand-in 'Sample': 'subtitle' cannot be computed)
// expect row: x=0 y=348.333 width=300 height=44          (no telling name: the fallback's row)
// expect button: x=256 y=392.333 width=44 height=44      (hugs 'Add' 30.667 wide, at least 44 × 44; the Spacer takes the rest: 300 − 38 − 44 = 218)
// expect-guess: icon
// expect-guess: title
// expect-guess: button
// expect-diagnostic: warning: unknown view 'StatusIcon'; it is laid out by the stand-in kind for its name 'unknown-icon'
// expect-diagnostic: warning: unknown view 'MemberEntry'; it is laid out by the fallback view kind 'unknown'
import SwiftUI

struct MemberCard: View {
    var body: some View {
        VStack(spacing: 0) {
            StatusIcon(kind: .check)
                .id("icon")
            RemoteAvatar(url: nil)
                .frame(width: 120, height: 120)
                .id("framed")
            CardTitle("Members")
                .id("title")
            DetailText(subtitle)
                .id("detail")
            MemberEntry(name: "Ann")
                .id("row")
            HStack {
                Text("Feed")
                Spacer()
                RoundedButton(title: "Add") { add() }
                    .id("button")
            }
            .id("bar")
        }
    }

    var subtitle: String { formatter.string(for: 3) ?? "" }
}
