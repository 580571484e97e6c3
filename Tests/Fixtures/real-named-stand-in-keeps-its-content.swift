// fixture: an undescribed view named like a leaf ('…Label', '…Icon', '…Text') but given a trailing content closure is laid out by the plain fallback kind, which stacks the closure's views like a VStack, not by the named stand-in kind, which lays out no closure and would drop them ('PromoLabel { Text("Sale"); Text("Today only") }' was one 20-pt line with both texts gone; issue 26: nothing dropped silently). Without a closure the name still picks its kind. Written here.
// window: 300x600
// source: Views/unknown.yaml (stacks its content like a VStack; the proposed width), Views/unknown-text.yaml (one line of the title: 20.333 at body 17 pt); VStack(spacing: 0); the stand-in stacks its content with the default spacing between two Texts (2, Sources/LayoutCore/Engine/StackSpacing.swift)
// expect promo: x=109 y=268.5 width=82 height=42.667       (the two texts stacked: 20.333 + 2 + 20.333 = 42.667; 'Today only' 82 wide at body; VStack height 42.667 + 20.333 = 63, y = (600 − 63) / 2 = 268.5)
// expect sale: x=133.667 y=268.5 width=32.667 height=20.333
// expect today: x=109 y=290.833 width=82 height=20.333
// expect title: x=0 y=311.167 width=300 height=20.333      (no closure: the '…Title' stand-in, one line of 'Deals')
// expect-guess: promo
// expect-guess: title
// expect-diagnostic: warning: unknown view 'PromoLabel'; it is laid out by the fallback view kind 'unknown'
import SwiftUI

struct PromoCard: View {
    var body: some View {
        VStack(spacing: 0) {
            PromoLabel {
                Text("Sale").id("sale")
                Text("Today only").id("today")
            }
            .id("promo")
            HeaderTitle("Deals")
                .id("title")
        }
    }
}
