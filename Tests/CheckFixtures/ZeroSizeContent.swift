HStack {
    Text("Saved")
        .frame(width: 0)
        .id("status")
}
