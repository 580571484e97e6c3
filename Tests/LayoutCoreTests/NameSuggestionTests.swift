import LayoutCore
import Testing

/// One "did you mean" policy for views, modifiers, commands, devices and profile keys.
@Suite struct NameSuggestionTests {
    @Test func swappedLettersAreOneEdit() {
        #expect(NameSuggestion.editDistance(Array("VSatck"), Array("VStack")) == 1)
        #expect(NameSuggestion.closest(to: "VSatck", in: ["VStack", "HStack", "ZStack"]) == "VStack")
    }

    @Test func farNamesAreNotSuggested() {
        // NavigationStack → NavigationLink is 4 edits; the limit for 15 letters is max(2, 15/4) = 3.
        #expect(NameSuggestion.closest(to: "NavigationStack", in: ["NavigationLink"]) == nil)
    }

    @Test func aPrefixIsAnAbbreviation() {
        #expect(NameSuggestion.closest(to: "iphone-15-p", in: ["ipad-pro-13", "iphone-15-pro"]) == "iphone-15-pro")
        #expect(NameSuggestion.hint(for: "viewName", in: ["viewNames", "summary"]) == "; did you mean 'viewNames'?")
    }

    /// ASCII names are compared byte by byte, others character by character: one answer either way.
    @Test func asciiAndUnicodeNamesAgree() {
        // "navigationbar.inlin" → "navigationBar.inline": case is ignored, one insertion (limit 19/4 = 4).
        #expect(NameSuggestion.closest(to: "navigationbar.inlin", in: DeviceMetric.all) == "navigationBar.inline")
        // A Cyrillic "о" in "Tоggle" is one substitution, compared as Characters.
        #expect(NameSuggestion.closest(to: "T\u{43E}ggle", in: ["Toggle", "Slider"]) == "Toggle")
        // "e" + combining acute is one Character equal to "é": distance 0 to "état", 1 to "etat".
        #expect(NameSuggestion.closest(to: "e\u{301}tat", in: ["etat", "\u{E9}tat"]) == "\u{E9}tat")
        #expect(NameSuggestion.editDistance(Array("list.plain.margin".utf8), Array("list.plain.margins".utf8)) == 1)
        // A custom metric far from every standard name gets no suggestion (and no prefix match).
        #expect(NameSuggestion.closest(to: "list.insetGrouped.header.paddingTop", in: DeviceMetric.all) == nil)
    }
}
