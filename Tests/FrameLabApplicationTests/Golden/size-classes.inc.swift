import SwiftUI

struct Footer: View {
    var body: some View { Color.gray.frame(height: 44).id("footer") }
}

struct Adaptive: View {
    @Environment(\.horizontalSizeClass) private var sizeClass
    let widths: [String: CGFloat] = ["sidebar": 300, "band": 200]

    var body: some View {
        if sizeClass == .regular {
            HStack(spacing: 0) {
                Color.red.frame(width: widths["sidebar"]).id("side")
                Color.blue
            }
        } else {
            VStack(spacing: 0) {
                Color.red.frame(height: widths["band"]).id("side")
                Color.blue
            }
        }
    }
}
