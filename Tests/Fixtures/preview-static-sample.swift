// fixture: a preview's call resolves a static sample of the files given: Post.sample has 3 tags
// device: iphone-15-pro
// source: static let sample literal below; HStack spacing 8: 3 × 60 + 2 × 8 = 196 wide, centred: (393 - 196) / 2 = 98.5
// expect tags: x=98.5 y=428.5 width=196 height=20   (centred in the safe area 59..818: 59 + (759 - 20) / 2 = 428.5)
struct Post {
  let title: String
  let tags: [String]
  static let sample = Post(title: "Hello", tags: ["a", "b", "c"])
}

struct PostRow: View {
  let post: Post
  var body: some View {
    HStack(spacing: 8) {
      ForEach(post.tags, id: \.self) { tag in
        Color.blue.frame(width: 60, height: 20)
      }
    }
    .id("tags")
  }
}

#Preview {
  PostRow(post: .sample)
}
