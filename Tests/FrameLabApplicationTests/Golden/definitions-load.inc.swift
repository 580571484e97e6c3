import SwiftUI

struct Tile: View {
    var side: CGFloat = 30
    var body: some View { Color.orange.frame(width: side, height: side) }
}

struct Strip: View {
    var body: some View {
        HStack(spacing: 2) { Tile(); Tile(side: 10) }
    }
}

#Preview { Strip() }
