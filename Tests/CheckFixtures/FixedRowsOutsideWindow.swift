// The same 40 rows in a VStack that nothing scrolls: the rows past the window cannot be reached.
VStack {
    ForEach(0..<40) { index in
        Text("Row \(index)")
            .frame(height: 44)
    }
}
.id("rows")
