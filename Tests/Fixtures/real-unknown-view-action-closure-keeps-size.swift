// fixture: an undescribed view whose closure is taken for an action ('GalleryCardCell(gallery: g) { didLoad(g.id, $0) }', the closure calling a function FrameLab cannot see) is the leaf stand-in (the proposed width, 44 tall), not a 0×0 stack of no content: the content variant of Views/unknown.yaml applies only to a closure that builds views (a closure 'viewModel.perform(x)' built an empty Group: a leaf too); likewise a representable given a 'content:' value, which feeds its AppKit view, and an unknown view given one ('PopupWebView(content: html, …)') (issue 26's wave-5 sample: EhPanda's HomeView, where such a card and the Pager around it were 0×0, Plash's OnDoubleClickRepresentable and Aidoku's PopupWebView, 0×0; written here)
// window: 300x200
// source: Views/unknown.yaml: a leaf stand-in takes the proposed width (300) and is 44 tall where the height is unspecified; VStack(spacing: 0): 4 × 44 + 10 = 186 high, y = (200 − 186) / 2 = 7
// expect card: x=0 y=7 width=300 height=44
// expect pill: x=0 y=51 width=300 height=44        (7 + 44)
// expect area: x=0 y=95 width=300 height=44        (51 + 44)
// expect popup: x=0 y=139 width=300 height=44      (95 + 44)
// expect-guess: card                         (its closure was taken for an action)
// expect-guess: area                         (a representable FrameLab cannot run)
// expect-diagnostic: warning: the closure of 'GalleryCardCell' builds no view FrameLab can lay out
import SwiftUI

struct CardList: View {
    @ObservedObject var viewModel: SearchModel
    var body: some View {
        VStack(spacing: 0) {
            GalleryCardCell(gallery: gallery) {
                webImageSuccessAction(gallery.id, $0)
            }
            .id("card")
            SuggestionPill("Errors") {
                viewModel.perform("errors")
            }
            .id("pill")
            DoubleClickArea(action: {}, content: Text("Open"))
                .id("area")
            PopupWebView(content: "<p>Definition</p>", isScrollEnabled: false)
                .id("popup")
            Color.red
                .frame(height: 10)
        }
    }
}

struct DoubleClickArea<Content: View>: NSViewRepresentable {
    let action: () -> Void
    let content: Content

    func makeNSView(context: Context) -> NSHostingView<Content> { NSHostingView(rootView: content) }
    func updateNSView(_ view: NSHostingView<Content>, context: Context) {}
}

final class SearchModel: ObservableObject {
    func perform(_ term: String) {}
}
