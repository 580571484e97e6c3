// fixture: in a window that is not the whole screen (a snapshot's fixed size, '--window 300x600') the screen is not known, so 'UIScreen.main.bounds.width' stays an unknown value: the argument is ignored with a warning, never taken from the window (the companion of real-uiscreen-bounds, where the device's screen is read). Written here.
// window: 300x600
// source: SourceEnvironment.screenSize is nil for a sized window (Sources/ViewSyntax/API/SourceEnvironment.swift); a frame without its width takes the child's: Color takes the proposed 300
// expect half: x=0 y=280 width=300 height=40       (the width ignored: Color fills the 300-wide proposal; y = (600 − 40) / 2 = 280)
// expect-diagnostic: warning: FrameLab cannot see 'UIScreen.main.bounds.width'
import SwiftUI

struct ScreenSizedStrip: View {
    var body: some View {
        Color.red
            .frame(width: UIScreen.main.bounds.width / 2, height: 40)
            .id("half")
    }
}
