// fixture: presentationDetents([.medium, .large]) without a selection opens (and is laid out) at .medium, the smallest; containerRelativeFrame inside measures the floating half sheet
// device: iphone-17
// os: ios26
// present: 1
// source: UIKit UISheetPresentationController.selectedDetentIdentifier: nil "means the sheet displays at the smallest detent you specify" [doc]; .medium = 874 / 2 (Apple PresentationDetent: "approximately half the height of the screen"); sheet.floatingInset 8 is an estimate (Devices/platform-ios.yaml)
// expect $presentation: x=8 y=429 width=386 height=437   402 - 2 x 8 = 386; y = 874 - 8 - 437 = 429
// expect half: height=205.5   the card overlaps 34 - 8 = 26 of the home indicator: (437 - 26) / 2 = 205.5
struct ContentView: View {
    @State private var showSettings = false

    var body: some View {
        Button("View Settings") {
            showSettings = true
        }
        .sheet(isPresented: $showSettings) {
            Color.orange
                .containerRelativeFrame(.vertical) { length, _ in length / 2 }
                .id("half")
                .presentationDetents([.medium, .large])
        }
    }
}
