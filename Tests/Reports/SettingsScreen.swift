// The settings screen of issue 29 (a List with a profile header, Toggles, LabeledContent and a
// horizontal ScrollView of containerRelativeFrame cards; 82 laid-out views): its HTML report is
// 27.6 MB as plain JSON and must stay under 1 MB (HTMLReportTests, docs/report-size.md).
struct SettingsScreen: View {
    var body: some View {
        List {
            Section {
                HStack(spacing: 12) {
                    Image(systemName: "person.crop.circle.fill")
                        .font(.largeTitle)
                        .id("avatar")
                    VStack(alignment: .leading) {
                        Text("Jane Appleseed").font(.headline)
                        Text("Apple Account, iCloud and more").font(.subheadline)
                    }
                }
            }
            Section("General") {
                Toggle("Airplane Mode", isOn: .constant(false))
                Toggle("Wi-Fi", isOn: .constant(true))
                LabeledContent("Bluetooth", value: "On")
                LabeledContent("Cellular", value: "Off")
            }
            Section("Featured") {
                ScrollView(.horizontal) {
                    HStack(spacing: 12) {
                        ForEach(0..<5) { index in
                            VStack(alignment: .leading) {
                                Text("Card \(index)").font(.headline)
                                Text("Something to try").font(.caption)
                            }
                            .padding()
                            .containerRelativeFrame(.horizontal, count: 2, spacing: 12)
                            .background(Color.blue.opacity(0.2))
                        }
                    }
                }
            }
            Section("Display") {
                LabeledContent("Brightness", value: "80%")
                Toggle("True Tone", isOn: .constant(true))
                LabeledContent("Text Size", value: "Default")
            }
        }
    }
}
