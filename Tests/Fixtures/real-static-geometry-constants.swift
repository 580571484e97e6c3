// fixture: geometry constants of the view's own nested type, written with the declared type's '.init' ('static let inset: EdgeInsets = .init(top: 12, leading: 16, bottom: 12, trailing: 16)', 'static let avatarSize: CGSize = .init(width: 48, height: 48)') are read: '.padding(Constant.inset)' pads each edge by its own length, and an image-like stand-in given 'size: Constant.avatarSize' is 48×48. Before, the padding was the default 16 on every edge and the avatar the largest square of its row (issue 26's wave-7 sample, a chat row 213 tall for 72; written here)
// window: 300x300
// source: EdgeInsets(top: 12, leading: 16, bottom: 12, trailing: 16) around a 48×48 avatar: 16 + 48 + 16 = 80 wide, 12 + 48 + 12 = 72 tall, centred: x = (300 − 80) / 2 = 110, y = (300 − 72) / 2 = 114
// expect row: x=110 y=114 width=80 height=72
// expect avatar: x=126 y=126 width=48 height=48      (110 + 16, 114 + 12)
// expect-guess: avatar
import SwiftUI

struct ChatRow: View {
    var body: some View {
        RemoteAvatar(url: "https://example.com/a.png", size: Constant.avatarSize)
            .id("avatar")
            .padding(Constant.inset)
            .id("row")
    }
}

private extension ChatRow {
    enum Constant {
        static let inset: EdgeInsets = .init(top: 12, leading: 16, bottom: 12, trailing: 16)
        static let avatarSize: CGSize = .init(width: 48, height: 48)
    }
}
