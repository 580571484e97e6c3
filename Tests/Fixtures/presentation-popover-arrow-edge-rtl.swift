// fixture: in right-to-left a popover's arrowEdge .trailing is the source's left side; .leading at the right edge has no room, so the popover falls back to below the source instead of a 0-wide frame off screen
// device: ipad-pro-11
// direction: rtl
// present: 1
// source: Apple popover(isPresented:attachmentAnchor:arrowEdge:) (iOS 18+); popover.arrow 13 and popover.margin 10 are estimates (Devices/platform-ipados.yaml); the source sits at the right in right-to-left: x = 834 - 100 = 734, y = 32 + (1153 - 40) / 2 = 588.5
// expect $presentation: x=421 y=508.5 width=300 height=200   734 - 13 - 300 = 421; y centres on the source: 608.5 - 100
HStack {
    Button("Info") {}
        .frame(width: 100, height: 40)
        .popover(isPresented: .constant(true), arrowEdge: .trailing) {
            Color.blue.frame(width: 300, height: 200)
        }
    Spacer()
}
