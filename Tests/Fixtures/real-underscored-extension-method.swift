// fixture: an 'extension View' method whose name starts with an underscore ('_cardBackground(…)'), called on self from another method of the extension, is that method, not an unknown view; it was "unknown view '_cardBackground': FrameLab does not know it", an error (issue 26's wave-6 sample: VirtualBuddy's '_airMaterialBackground' in its LiquidGlassCompat helpers failed two views of its app folder; written here)
// window: 300x200
// source: card() calls _cardBackground(inset: 10): the 50×20 view padded by 10 on every edge is 70×40, centred in the 300×200 window: x = (300 − 70) / 2 = 115, y = (200 − 40) / 2 = 80
// expect card: x=115 y=80 width=70 height=40
import SwiftUI

extension View {
    func _cardBackground(inset: CGFloat) -> some View {
        padding(inset)
    }

    func card() -> some View {
        _cardBackground(inset: 10)
    }
}

struct Screen: View {
    var body: some View {
        Color.red
            .frame(width: 50, height: 20)
            .card()
            .id("card")
    }
}
