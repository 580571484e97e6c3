// fixture: a generic view laid out on its own: its '@ViewBuilder let content: () -> Content' has no value outside the app, so 'content()' is laid out by the fallback view kind with one warning, not an error (from Maccy's ConfirmationView, listed in Tests/Corpus/MANIFEST.tsv; the pattern, written here)
// window: 300x200
// source: Views/unknown.yaml (flexible: the proposed width, at most 44 tall); VStack(spacing: 0): the header is framed 40 tall, the content 44: 84 high, centred: y = (200 − 84) / 2 = 58
// expect header: x=0 y=58 width=300 height=40
// expect content: x=0 y=98 width=300 height=44      (58 + 40)
// expect-diagnostic: warning: FrameLab cannot build the view 'content' (it is a closure); it is laid out by the fallback view kind 'unknown'
import SwiftUI

struct ConfirmationView<Content: View>: View {
  @ViewBuilder let content: () -> Content

  var body: some View {
    VStack(spacing: 0) {
      Color.red.frame(height: 40).id("header")
      content().id("content")
    }
  }
}
