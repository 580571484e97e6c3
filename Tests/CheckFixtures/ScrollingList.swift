// A List of 40 rows: 40 × 44 pt reaches far past the bottom of every window, which is what a
// List scrolls for; `check` reports nothing (issue 29: it flagged the ForEach on 92 of 92 layouts).
List {
    ForEach(0..<40) { index in
        Text("Row \(index)")
    }
}
