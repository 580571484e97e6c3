ScrollView(.horizontal) {
    HStack {
        Rectangle().frame(width: 100, height: 100)
        Rectangle()
            .frame(width: 100, height: 100)
            .offset(y: 2000)
            .id("lost")
    }
}
.frame(height: 200)
