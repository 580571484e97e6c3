import SwiftUI

extension View {
    func card() -> some View { card(inset: 10) }
    func card(inset: Double) -> some View { padding(inset) }
}
