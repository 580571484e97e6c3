import LayoutCore
import Testing
@testable import ViewSyntax

/// Which stand-in kind an undescribed view's name picks (`viewNames: ["*Row"]` by the name's last
/// word, `["*Carousel*"]` by a whole word anywhere in it), as Views/unknown-*.yaml use them.
@Suite struct StandInNameTests {
    static func kind(_ id: String, _ names: [String]) -> ControlKind {
        ControlKind(id: id, viewNames: names, summary: id, parts: ControlParts(), sizing: ControlSizing(rule: .flexible))
    }

    let lookup = ViewKindLookup([
        kind("unknown", ["*Wrapping*", "*Flow*"]),
        kind("unknown-image", ["*Image"]),
        kind("unknown-horizontal", ["*Row", "*HStack*", "*Horizontal*"]),
        kind("unknown-horizontal-scroll", ["*Carousel*", "*HorizontalScroll*"]),
    ])

    @Test(arguments: [
        ("HorizontalScrollSection", "unknown-horizontal-scroll"),   // the longer word wins over "Horizontal"
        ("PhotoCarouselView", "unknown-horizontal-scroll"),         // a word in the middle
        ("Carousel", "unknown-horizontal-scroll"),                  // the whole name
        ("HorizontalGroup", "unknown-horizontal"),
        ("SettingsRow", "unknown-horizontal"),                      // by the last word
        ("CarouselImage", "unknown-image"),                         // the last word says what it is
        ("Kit.MediaCarousel", "unknown-horizontal-scroll"),         // after a module's '.'
        ("HorizontalScrolling", "unknown-horizontal"),              // 'Scroll' is not a word of 'Scrolling'
        ("Carousels", "unknown"),                                   // nor 'Carousel' of 'Carousels'
        ("Rows", "unknown"),
        ("LazyHStackView", "unknown-horizontal"),
        ("WrappingHStack", "unknown"),                              // a flow stack: the fallback's column ("Wrapping" is longer than "HStack")
        ("TagFlowLayout", "unknown"),
    ])
    func aNamePicksItsStandInKind(name: String, expected: String) {
        #expect(lookup.standIn(for: name)?.id == expected)
    }

    @Test func wordKindsAreStandIns() {
        #expect(lookup.isStandIn(Self.kind("unknown-horizontal-scroll", [])))
        #expect(lookup.byName["unknown-horizontal-scroll"] == nil)   // no view is called by a kind's id
    }
}
