// The same 40 rows in a ScrollView: scrolled content, never outside the window.
ScrollView {
    VStack {
        ForEach(0..<40) { index in
            Text("Row \(index)")
                .frame(height: 44)
        }
    }
}
