// The benchmark's 500-cell grid (framelab-bench RealScreens.grid, 1,503 views): docs/report-size.md
// gives its report's size.
struct PhotosView: View {
    var body: some View {
        ScrollView {
            LazyVGrid(columns: [GridItem(.adaptive(minimum: 80))]) {
                ForEach(0..<500) { index in
                    VStack {
                        Image(systemName: "photo")
                        Text("Photo \(index)")
                    }
                }
            }
        }
    }
}
