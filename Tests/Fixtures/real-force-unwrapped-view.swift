// fixture: an optional view force-unwrapped where a view goes ('image!' after 'if image != nil') is that view, as Swift assumes it is there; it was "FrameLab does not understand 'image!' as a view" (issue 26's wave-6 sample: LLMFarm's tab button in UIComponents/Tabs.swift failed two views of its app folder; written here)
// window: 300x200
// source: the only view, a 22×22 frame, centred in the 300×200 window: x = (300 − 22) / 2 = 139, y = (200 − 22) / 2 = 89
// expect icon: x=139 y=89 width=22 height=22
import SwiftUI

struct TabButton: View {
    var image: Image? = Image(systemName: "star")

    var body: some View {
        VStack {
            if image != nil {
                image!
                    .resizable()
                    .frame(width: 22, height: 22)
                    .id("icon")
            }
        }
    }
}
