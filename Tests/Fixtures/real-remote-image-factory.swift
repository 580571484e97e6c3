// fixture: 'KFImage.url(url, cacheKey: …)', Kingfisher's documented static factory, is the KFImage view kind (Views/RemoteImage.yaml), as 'KFImage(url)' is; it was an error, "'KFImage' is a view type" (issue 26's wave-5 sample: EhPanda's ControlPanel, met in the app folder; written here)
// window: 300x200
// source: Views/RemoteImage.yaml: a remote image is a 100×100 square like an asset image until .resizable() gives it its frame; HStack(spacing: 0) 200 wide: x = (300 − 200) / 2 = 50, y = (200 − 100) / 2 = 50
// expect factory: x=50 y=50 width=100 height=100
// expect plain: x=150 y=50 width=100 height=100
import SwiftUI

struct PreviewStrip: View {
    let url: URL?

    var body: some View {
        HStack(spacing: 0) {
            KFImage.url(url, cacheKey: url?.absoluteString)
                .id("factory")
            KFImage(url)
                .id("plain")
        }
    }
}
