// fixture: an undescribed view whose trailing closure is its action ('CopyButton { copy(url) }', 'copy' a method that builds no view) is laid out by the fallback view kind with no content, not an error (from Gifski's CompletedScreen, listed in Tests/Corpus/MANIFEST.tsv; the pattern, written here)
// window: 300x200
// source: Views/unknown.yaml (flexible), framed 80×40; HStack(spacing: 0): 100 + 80 = 180 wide, centred: x = (300 − 180)/2 = 60, y = (200 − 40)/2 = 80
// expect save: x=60 y=80 width=100 height=40
// expect copy: x=160 y=80 width=80 height=40
// expect-diagnostic: warning: unknown view 'CopyButton'
import SwiftUI

struct Controls: View {
  let url = "a.gif"

  private func copy(_ url: String) {
    print(url)
  }

  var body: some View {
    HStack(spacing: 0) {
      Color.red.frame(width: 100, height: 40).id("save")
      CopyButton {
        copy(url)
      }
      .frame(width: 80, height: 40)
      .id("copy")
    }
  }
}
