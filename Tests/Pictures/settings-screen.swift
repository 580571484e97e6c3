// The settings screen of issue 29: a List with a profile header, a Toggle, a LabeledContent and a
// horizontal ScrollView of containerRelativeFrame cards. The picture tests draw it in light and dark.
import SwiftUI

struct SettingsScreen: View {
    @State private var notifications = true

    var body: some View {
        NavigationStack {
            List {
                Section {
                    HStack(spacing: 12) {
                        Image(systemName: "person.crop.circle.fill")
                            .font(.largeTitle)
                            .foregroundStyle(.blue)
                        VStack(alignment: .leading) {
                            Text("Taylor Appleseed")
                                .font(.headline)
                            Text("Apple Account, iCloud and more")
                                .font(.subheadline)
                                .foregroundStyle(.secondary)
                        }
                    }
                }
                Section("General") {
                    Toggle("Notifications", isOn: $notifications)
                    LabeledContent("Version", value: "2.4.1")
                    Button("Sign Out") {}
                }
                Section("Featured") {
                    ScrollView(.horizontal) {
                        HStack(spacing: 12) {
                            ForEach(0..<4) { index in
                                RoundedRectangle(cornerRadius: 12)
                                    .fill(.orange)
                                    .overlay(Text("Card").foregroundStyle(.white))
                                    .containerRelativeFrame(.horizontal, count: 2, spacing: 12)
                                    .frame(height: 100)
                            }
                        }
                    }
                }
            }
            .navigationTitle("Settings")
        }
    }
}
