VStack {
    Button("Save") {}
        .id("save")
    Button(action: {}) {
        Text("Large").frame(minWidth: 44, minHeight: 44)
    }
    List {
        Button("In a row") {}
    }
}
