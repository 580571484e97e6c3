// fixture: arrowEdge: .leading puts an iPad popover on the source's leading side, centred on it vertically
// device: ipad-pro-11
// present: 1
// source: Apple popover(isPresented:attachmentAnchor:arrowEdge:content:) (iOS 18+: "The edge of the attachmentAnchor that defines the location of the popover's arrow"); popover.arrow 13 (estimate)
// source view: x=367 y=588.5 width=100 height=40
// expect $presentation: x=54 y=508.5 width=300 height=200   367 - 13 - 300 = 54; y = 608.5 (source midY) - 100 = 508.5
Color.gray
    .frame(width: 100, height: 40)
    .id("source")
    .popover(isPresented: .constant(true), arrowEdge: .leading) {
        Color.blue
            .frame(width: 300, height: 200)
    }
