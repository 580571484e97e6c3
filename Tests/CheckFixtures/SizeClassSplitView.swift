NavigationSplitView {
    List {
        Text("Inbox")
        Text("Archive")
    }
} detail: {
    Text("Message")
}
.id("mail")
