// A settings Form of three sections of 14 rows: it scrolls vertically, so its lower sections
// are below the window but not "outside" it.
Form {
    Section("Account") {
        ForEach(0..<14) { index in
            Toggle("Account option \(index)", isOn: .constant(true))
        }
    }
    Section("Display") {
        ForEach(0..<14) { index in
            LabeledContent("Display setting \(index)", value: "On")
        }
    }
    Section("About") {
        ForEach(0..<14) { index in
            Text("About line \(index)")
        }
    }
}
