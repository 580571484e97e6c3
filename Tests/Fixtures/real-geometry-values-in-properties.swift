// fixture: a property holding a CGSize or CGRect built with its initializer is a value the frame and padding read ('.frame(width: size.width, height: size.height)'); it was not a value FrameLab could evaluate, so the frame was dropped and a resizable image in it filled the screen, 721 pt wide on a 402-pt phone (issue 26's wave-7 sample: a playlist card's 'sizeImage: CGSize(width: 150, height: 150)' given by its preview; written here)
// window: 300x400
// source: CGSize/CGRect memberwise fields (ViewTranslator+GeometryValues.swift); VStack(spacing: 0) of 150 + 40 = 190 high, y = (400 − 190) / 2 = 105
// expect cover: x=75 y=105 width=150 height=150         (the image fills its 150 × 150 frame, x = (300 − 150) / 2)
// expect bar: x=80 y=255 width=140 height=40            (CGRect(origin: .zero, size: CGSize(width: 140, height: 40)); 105 + 150, x = (300 − 140) / 2)
import SwiftUI

struct PlaylistCard: View {
    var sizeImage: CGSize
    let barRect = CGRect(origin: .zero, size: CGSize(width: 140, height: 40))

    var body: some View {
        VStack(spacing: 0) {
            Image("cover")
                .resizable()
                .frame(width: sizeImage.width, height: sizeImage.height)
                .id("cover")
            Color.green
                .frame(width: barRect.width, height: barRect.height)
                .id("bar")
        }
    }
}

#Preview {
    PlaylistCard(sizeImage: CGSize(width: 150, height: 150))
}
