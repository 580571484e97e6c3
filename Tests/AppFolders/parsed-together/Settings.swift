import SwiftUI

struct SettingsScreen: View {
    @State private var enabled = true
    var body: some View {
        Form {
            Toggle("Enabled", isOn: $enabled)
            Badge()
        }
    }
}
