// fixture: a view whose properties have no values is laid out with placeholders: [Item] gets forEachDefaultCount (10) elements, Bool false, String "Sample"
// device: iphone-15-pro
// source: placeholder rule (ViewTranslator+Values.swift); VStack spacing 0; 10 rows of 40 pt from the safe-area top 59
// expect header: x=0 y=59 width=393 height=50       (isCompact is false: the 50 pt header, not 30)
// expect list: x=0 y=109 width=393 height=400       (10 placeholder rows × 40 = 400, below the header at 59 + 50)
// expect-diagnostic: note: 'InboxView': 3 properties got placeholder values: items, title, isCompact
struct Item: Identifiable {
  let id: UUID
  let subject: String
}

struct InboxView: View {
  let items: [Item]
  let title: String
  let isCompact: Bool
  var body: some View {
    VStack(spacing: 0) {
      Color.gray.frame(height: isCompact ? 30 : 50).id("header")
      VStack(spacing: 0) {
        ForEach(items) { item in
          Color.white.frame(height: 40)
        }
      }
      .id("list")
      Spacer()
    }
  }
}
