// fixture: 'self.makeMonthPill(month:)' and 'self.content(…)' call the struct's own members, as 'makeMonthPill(month:)' does (from ACHNBrowserUI's CalendarView, listed in Tests/Corpus/MANIFEST.tsv; the pattern, written here)
// window: 300x200
// source: each pill is framed 50×30; HStack(spacing: 8): 50 + 8 + 50 = 108 wide; VStack(spacing: 8) of two rows: 30 + 8 + 30 = 68 tall; padding(24): 108 + 48 = 156 by 68 + 48 = 116, centred in the window: x = (300 − 156)/2 = 72, y = (200 − 116)/2 = 42
// expect calendar: x=72 y=42 width=156 height=116
// expect first: x=96 y=66 width=50 height=30
import SwiftUI

struct CalendarView: View {
  private let months = [["jan.", "feb."], ["mar.", "apr."]]

  private func makeMonthPill(month: String) -> some View {
    Text(month.capitalized)
      .frame(width: 50, height: 30)
      .id(month == "jan." ? "first" : month)
  }

  var body: some View {
    VStack(spacing: 8) {
      ForEach(months, id: \.self) { group in
        HStack(spacing: 8) {
          ForEach(group, id: \.self) { month in
            self.makeMonthPill(month: month)
          }
        }
      }
    }
    .padding(24)
    .id("calendar")
  }
}
