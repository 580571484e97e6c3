// fixture: a file whose views are all inside '#if os(macOS)' lays out on the Mac: given no --device, eval chooses mac-window and says "laid out on mac-window: every view in FILE is inside #if os(macOS)" (LayoutPipelineTests.aFileOfMacOnlyViewsIsLaidOutOnTheMacWhenNoDeviceIsGiven lays this file out with no device); here the fixture runs on that device (the pattern of issue 26's macOS-only files that said "no view to lay out" on an iPhone; written here)
// device: mac-window
// source: Devices/mac-window.yaml, an 800×600 window with no safe area; the frame is 120×40 whatever its Text
// expect card: x=340 y=280 width=120 height=40   ((800 − 120) / 2, (600 − 40) / 2)
import SwiftUI

#if os(macOS)
struct SidebarCard: View {
    var body: some View {
        Text("Library")
            .frame(width: 120, height: 40)
            .id("card")
    }
}
#endif
