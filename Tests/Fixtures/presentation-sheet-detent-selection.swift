// fixture: presentationDetents(_:selection:) lays the sheet out at the detent the binding starts at, not the largest
// device: iphone-15
// os: ios18
// present: 1
// source: Apple presentationDetents(_:selection:) ("the currently selected detent"); the @State's first value is .medium; .medium = 852 / 2
// expect $presentation: y=426 height=426   .medium, not .large (783)
// expect inside: height=392   426 - 34
struct SettingsScreen: View {
    @State private var detent = PresentationDetent.medium
    var body: some View {
        Color.red
            .sheet(isPresented: .constant(true)) {
                Color.blue
                    .containerRelativeFrame(.vertical)
                    .id("inside")
                    .presentationDetents([.medium, .large], selection: $detent)
            }
    }
}
