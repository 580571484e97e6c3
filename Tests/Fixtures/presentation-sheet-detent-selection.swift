// fixture: presentationDetents(_:selection:) lays the sheet out at the detent the binding starts at, not the smallest it would open at
// device: iphone-15
// os: ios18
// present: 1
// source: Apple presentationDetents(_:selection:) ("the currently selected detent"); the @State's first value is .large; .large = 852 - 59 (top safe area) - 10 (sheet.topGap, estimate)
// expect $presentation: y=69 height=783   .large, not the smallest .medium (426); y = 852 - 783
// expect inside: height=749   783 - 34 (home indicator)
struct SettingsScreen: View {
    @State private var detent = PresentationDetent.large
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
