// fixture: a lazy stack whose content the caller supplies ('LazyHStack(spacing:content: content)' in a generic wrapper laid out with no caller): the content is a marked stand-in at its stated default size under the lazy stack's unspecified width, 100 wide (Views/unknown.yaml idealWidth) and 44 tall, and the stack hugs it along its axis; across, a lazy stack fills the proposed height (SwiftUI's, semantics §4.2). Before, the stand-in was 10 wide (a shape's default under no proposal; leboncoin/spark-ios-common's SparkLazyHStack in the wave-6 sample); written here
// window: 300x600
// source: Views/unknown.yaml (flexible: idealWidth 100 where no width is proposed, at most 44 tall); StackLayout lazy stacks take the proposed cross length
// expect strip: x=100 y=0 width=100 height=600     (hugs the stand-in's 100, centred: (300 − 100) / 2 = 100; the proposed 600 tall)
// expect-diagnostic: warning: FrameLab cannot build the view 'content'
import SwiftUI

struct Strip<Content: View>: View {
    private let spacing: CGFloat
    private let content: () -> Content

    init(spacing: CGFloat, @ViewBuilder content: @escaping () -> Content) {
        self.spacing = spacing
        self.content = content
    }

    var body: some View {
        LazyHStack(spacing: spacing, content: content)
            .id("strip")
    }
}
