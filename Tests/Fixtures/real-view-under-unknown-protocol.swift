// fixture: a struct that conforms to a protocol FrameLab cannot see and declares 'var body: some View' is a view ('struct CartScreen: Routable', with 'Routable' a protocol refining View in another module). It was no view: its own file's preview laid it out as a 44-pt stand-in with the warning "unknown view 'CartScreen'"; and a call no initializer of the file takes ('CartScreen(entity:)', which the protocol's extension declares) was an error, not a warning with placeholder values (issue 26: wave-7A sample, two screens of a router framework's sample app). Written here.
// device: iphone-17-pro
// source: Swift: only a View has 'body: some View' to satisfy; iPhone 17 Pro 402×874, safe area 62/34 (Devices/iphone-17-pro.yaml)
// expect top: x=151 y=407 width=100 height=50      (VStack 50 + 8 + 30 = 88 tall: y = 62 + (778 − 88) / 2 = 407; x = (402 − 100) / 2)
// expect bottom: x=101 y=465 width=200 height=30   (407 + 50 + 8; x = (402 − 200) / 2)
import SwiftUI
import RouterKit

public struct CartScreen: Routable {
    let title: String

    public init(title: String) {
        self.title = title
    }

    public var body: some View {
        VStack(spacing: 8) {
            Color.red
                .frame(width: 100, height: 50)
                .id("top")
            Color.blue
                .frame(width: 200, height: 30)
                .id("bottom")
        }
    }
}

#Preview {
    CartScreen(entity: 3)
}
