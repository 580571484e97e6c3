// fixture: an Axis.Set written as a condition or as the empty set is read as Swift reads it, never a failed file: 'compact ? .horizontal : .init()' with compact known takes its branch (the empty set: the frame leaves both axes to the view), 'Settings.fullWidth ? .horizontal : []' with a condition FrameLab cannot see lays out the first branch with the condition's warning, a guess; 'ScrollView(compact ? .vertical : .horizontal)' likewise (issue 26's wave-5 sample: Yattee's SwipeActionModifier, '.containerRelativeFrame(config.occupiesFullWidth ? .horizontal : .init())', failed its app folder with "is not an Axis.Set"; written here)
// window: 300x200
// source: the VStack holds 20 + 20 + 30 = 70 points, centred in the 200-tall window: y = (200 − 70) / 2 = 65; it is as wide as its widest child, the 300-wide relative frame
// expect empty: x=125 y=65 width=50 height=20    (containerRelativeFrame([]): the 50×20 frame itself, centred in 300: (300 − 50) / 2)
// expect guess: x=0 y=85 width=300 height=20     (the first branch, .horizontal: the window's 300 wide; the height stays the view's 20)
// expect scroll: x=0 y=105 width=300 height=30   (compact is false: a horizontal ScrollView takes the width offered, 30 tall by its frame)
// expect-diagnostic: warning: FrameLab cannot evaluate the condition 'Settings.fullWidth'; it lays out the first branch
import SwiftUI

struct Screen: View {
    var compact = false

    var body: some View {
        VStack(spacing: 0) {
            Color.red.frame(width: 50, height: 20)
                .containerRelativeFrame(compact ? .horizontal : .init())
                .id("empty")
            Color.blue.frame(width: 50, height: 20)
                .containerRelativeFrame(Settings.fullWidth ? .horizontal : [])
                .id("guess")
            ScrollView(compact ? .vertical : .horizontal) {
                Color.green.frame(width: 400, height: 30)
            }
            .frame(height: 30)
            .id("scroll")
        }
    }
}
