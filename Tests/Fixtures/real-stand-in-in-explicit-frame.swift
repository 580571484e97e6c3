// fixture: an undescribed leaf view given an explicit 'frame(width:height:)' takes the frame's proposal on each axis the frame fixes, as a flexible view does (ViewTranslator+StandInFrames.swift): a shimmer placeholder in a 170-tall frame was 44 tall in it, a button stand-in in a 200×40 frame was 44×44, taller than its frame (issue 26's wave-7 samples: 'ShimmerView().frame(width: …, height: 170)', 'LoginButton(logo:text:) { … }.frame(width: 301.5, height: 40.2)'; written here)
// window: 300x400
// source: SwiftUI's fixed frame proposes its size to its child and is that size; the stand-ins are marked guesses (Views/unknown.yaml: at most 44 tall outside such a frame; Views/unknown-button.yaml: at least 44×44 outside one). VStack(spacing: 0): 170 + 40 + 100 = 310 tall, y = (400 − 310) / 2 = 45; 300 wide (the widest), each child centred in it
// expect shimmer: x=25 y=45 width=250 height=170      ((300 − 250) / 2; was 250×44 centred in its frame at y = 45 + (170 − 44) / 2 = 108)
// expect login: x=50 y=215 width=200 height=40        (45 + 170; (300 − 200) / 2; was its title's width and 44 tall, taller than its frame)
// expect card: x=0 y=255 width=300 height=100         (215 + 40: only the height is fixed, the width the proposal 300 as before; was 44 tall)
// expect-guess: shimmer
// expect-guess: login
// expect-guess: card
// expect-diagnostic: warning: unknown view 'ShimmerView'
import SwiftUI

struct Loading: View {
    var body: some View {
        VStack(spacing: 0) {
            ShimmerView()
                .id("shimmer")
                .frame(width: 250, height: 170)
            LoginButton(text: "Sign in") {}
                .id("login")
                .frame(width: 200, height: 40)
            CardPlaceholder()
                .id("card")
                .frame(height: 100)
        }
    }
}
