// fixture: a remote image given a placeholder, by a 'placeholder:' closure (CachedAsyncImage, AsyncImage) or Kingfisher's and SDWebImage's '.placeholder { … }' modifier, is its placeholder's size when no frame is given: FrameLab loads no URL, and iOS shows the placeholder until the image loads. Before, CachedAsyncImage and KFImage were their 100 × 100 stand-in around a 20 × 20 ProgressView, and '.placeholder' was an unknown modifier (dzhared/xiv-helper's LodestoneNewsArticleView in the wave-6 sample); written here
// window: 300x600
// source: Views/RemoteImage.yaml and AsyncImage.yaml (`when: {argument: placeholder}`, layout content: the placeholder's views); Views/ProgressView.yaml (circular, 20 × 20); VStack(spacing: 0)
// expect cached: x=140 y=270 width=20 height=20    (VStack: 3 × 20 = 60 high, y = (600 − 60) / 2 = 270, x = (300 − 20) / 2 = 140)
// expect kf: x=140 y=290 width=20 height=20
// expect async: x=140 y=310 width=20 height=20
import SwiftUI

struct Article: View {
    var body: some View {
        VStack(spacing: 0) {
            CachedAsyncImage(url: URL(string: "https://example.com/a.png")) {
                $0.resizable().aspectRatio(contentMode: .fit)
            } placeholder: {
                ProgressView()
            }
            .id("cached")
            KFImage(URL(string: "https://example.com/b.png"))
                .placeholder { ProgressView() }
                .id("kf")
            AsyncImage(url: URL(string: "https://example.com/c.png")) { image in
                image.resizable()
            } placeholder: {
                ProgressView()
            }
            .id("async")
        }
    }
}
