// fixture: static values an app declares in extensions of the types it uses: an enum nested in 'extension CGFloat' read as an implicit member ('.padding(.DS.Padding.split)') and with its type ('CGFloat.DS.Padding.split'), a static function returning a CGFloat ('.frame(width: .grid(4))', and one written 'Self(n) * 2' returning 'Self'), a Font declared in 'extension Font' used as '.font(.appTitle)', and a getter returning '.init(top:leading:bottom:trailing:)' used as '.padding(insets)' (the patterns of Automattic/Gravatar-SDK-iOS Sources/GravatarUI/DesignSystem/CGFloat+DesignSystem.swift at 1e073b7, '.DS.Padding.split', whose padding read the default 16 for 12 (docs/real-files-wave6.md), and of issue 26's '.grid(16)'; written here)
// window: 300x200
// source: .padding(12) adds 12 on each side; title3 is 20 pt on iOS: ceil(20 × 2444/2048 × 3)/3 = 24 tall (TextStyleTable), body would be 20.333
// implicit: 20 + 2 × 12 = 44 square; explicit: .padding(.horizontal, 12): 44 × 20; grid: .grid(4) = 4 × 4 = 16 wide, .gap(4) = 4 × 2 = 8 tall
// insets: '.padding(insets)' with 'var insets: EdgeInsets { .init(top: 2, leading: 3, bottom: 4, trailing: 5) }': 10 + 3 + 5 = 18 wide, 10 + 2 + 4 = 16 tall
// VStack(spacing: 0): 44 + 20 + 8 + 24 + 16 = 112 tall, y = (200 − 112) / 2 = 44
// expect implicit: y=44 width=44 height=44
// expect explicit: y=88 width=44 height=20
// expect grid: y=108 width=16 height=8
// expect title: y=116 height=24
// expect insets: y=140 width=18 height=16
import SwiftUI

extension CGFloat {
    enum DS {
        enum Padding {
            static let split: CGFloat = 12
        }
    }

    static func grid(_ count: CGFloat) -> CGFloat { count * 4 }
    static func gap(_ count: Int) -> Self { Self(count) * 2 }
}

extension Font {
    static let appTitle: Font = .title3
}

struct Spaced: View {
    var insets: EdgeInsets { .init(top: 2, leading: 3, bottom: 4, trailing: 5) }

    var body: some View {
        VStack(spacing: 0) {
            Color.red.frame(width: 20, height: 20)
                .padding(.DS.Padding.split)
                .id("implicit")
            Color.red.frame(width: 20, height: 20)
                .padding(.horizontal, CGFloat.DS.Padding.split)
                .id("explicit")
            Color.red.frame(width: .grid(4), height: .gap(4))
                .id("grid")
            Text("Title")
                .font(.appTitle)
                .id("title")
            Color.red.frame(width: 10, height: 10)
                .padding(insets)
                .id("insets")
        }
    }
}
