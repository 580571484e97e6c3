// fixture: a view whose explicit 'init' takes its content ('@ViewBuilder content: @escaping (AsyncImagePhase) -> Content', stored as 'self.content = content'), laid out with no caller ('--view', or a file of one view), shows a stand-in with a warning where its body calls 'content(phase)'; the closure nobody gave was no view, silently (a 0×0 Group: Gravatar's CachedAsyncImage, spark's SparkLazyHStack; issue 26's wave-6 sample, written here)
// window: 300x200
// source: Views/unknown.yaml: a leaf stand-in takes the proposed width less the padding (300 − 16 = 284) and is 44 tall; padding 8 a side
// expect frame: x=0 y=70 width=300 height=60          (44 + 8 + 8 = 60 tall; y = (200 − 60) / 2 = 70)
// expect-diagnostic: warning: FrameLab cannot build the view 'content' (a view the caller supplies
import SwiftUI

struct RemoteImage<Content: View>: View {
    @State private var phase: Int = 0
    private let url: URL?
    private let content: (Int) -> Content

    init(url: URL?, @ViewBuilder content: @escaping (Int) -> Content) {
        self.url = url
        self.content = content
    }

    var body: some View {
        content(phase)
            .padding(8)
            .id("frame")
    }
}
