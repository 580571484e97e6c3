// fixture: an undescribed view named like a scroll view ('PaddedScrollView { … }') takes the size it is given and lays its content out as a column from its top (Views/unknown-scroll.yaml); an image-like stand-in given a 'size:' ('RemoteAvatar(url:size: CGSize(width: 48, height: 48))', 'URLPlaceholderImage(_:size: 40)') is that size (ViewTranslator+StandInFrames.swift). Before, the scroll view was a 44-tall stand-in hugging its content at the screen's centre, and a 48-pt avatar the largest square of the proposal (issue 26's wave-7 sample: a posts screen, a chat row's avatar; written here)
// window: 300x400
// source: a ScrollView takes the proposed size and proposes its content no height [doc: ScrollView]; the content a VStack of the platform's spacing 8 (Views/unknown.yaml's content variant), 300 wide, its children centred across
// expect scroller: x=0 y=0 width=300 height=400
// expect first: x=0 y=0 width=300 height=50
// expect avatar: x=126 y=58 width=48 height=48       ((300 − 48) / 2; 50 + 8; was the largest square of the proposal)
// expect icon: x=130 y=114 width=40 height=40        ((300 − 40) / 2; 58 + 48 + 8)
// expect-guess: scroller
// expect-guess: avatar
// expect-guess: icon
// expect-diagnostic: warning: unknown view 'PaddedScrollView'
import SwiftUI

struct Posts: View {
    var body: some View {
        PaddedScrollView {
            Color.red
                .frame(height: 50)
                .id("first")
            RemoteAvatar(url: "https://example.com/a.png", size: CGSize(width: 48, height: 48))
                .id("avatar")
            URLPlaceholderImage("https://example.com/b.png", size: 40)
                .id("icon")
        }
        .id("scroller")
    }
}
