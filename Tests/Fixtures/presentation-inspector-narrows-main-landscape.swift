// fixture: an inspectorColumnWidth(280) column in landscape leaves the main content 1210 - 280 = 930 wide
// device: ipad-pro-11 landscape
// present: 1 main
// source: Apple inspectorColumnWidth docs; Containers/inspector.yaml narrowsMain
// expect $presentation: x=930 width=280
// expect half: x=0 width=465   containerRelativeFrame(.horizontal) { w, _ in w / 2 }: 930 / 2
Color.red
    .containerRelativeFrame(.horizontal) { width, _ in width / 2 }
    .id("half")
    .frame(maxWidth: .infinity, alignment: .leading)
    .inspector(isPresented: .constant(true)) {
        Color.blue
            .inspectorColumnWidth(280)
    }
