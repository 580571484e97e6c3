// fixture: 'Image(systemSymbol: .checkmarkCircle)' (the SFSafeSymbols package) is the SF Symbol "checkmark.circle", sized by the symbols table as 'Image(systemName: "checkmark.circle")' is; it was an asset image, a 100×100 placeholder (issue 26's wave-5 sample: EhPanda's LogsView, rows of 100-tall icons; written here)
// window: 300x200
// source: Views/Symbols/sf-symbols.yaml: checkmark.circle at body 17 pt is 20 × 19 (the same entry for both spellings); HStack(spacing: 0) 40 wide: x = (300 − 40) / 2 = 130, y = (200 − 19) / 2 = 90.5
// expect safe: x=130 y=90.5 width=20 height=19
// expect named: x=150 y=90.5 width=20 height=19
import SwiftUI

struct LogRowIcons: View {
    var body: some View {
        HStack(spacing: 0) {
            Image(systemSymbol: .checkmarkCircle)
                .id("safe")
            Image(systemName: "checkmark.circle")
                .id("named")
        }
    }
}
