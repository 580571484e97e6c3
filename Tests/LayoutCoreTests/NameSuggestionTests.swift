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
}
