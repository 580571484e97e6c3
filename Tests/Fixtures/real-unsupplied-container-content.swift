// fixture: a stack given its content as a property ('HStack(spacing: spacing, content: self.content)', 'LazyHStack(…, content: self.content)', the closure an 'init' stored) lays out that closure, and a stand-in with a warning when nobody gave it (the view laid out with no caller); it was an empty stack, 0 wide and the screen's height, silently (spark-ios-common's SparkLazyHStack, issue 26's wave-6 sample; written here)
// window: 300x200
// source: Views/unknown.yaml: the leaf stand-in takes the proposed width (300) and is 44 tall; the stack hugs it
// expect stack: x=0 y=78 width=300 height=44        (y = (200 − 44) / 2 = 78)
// expect-diagnostic: warning: FrameLab cannot build the view 'content' (a view the caller supplies
import SwiftUI

struct SpacedHStack<Content: View>: View {
    private let spacing: CGFloat
    private let content: () -> Content

    init(spacing: CGFloat, @ViewBuilder content: @escaping () -> Content) {
        self.spacing = spacing
        self.content = content
    }

    var body: some View {
        HStack(spacing: spacing, content: self.content)
            .id("stack")
    }
}
