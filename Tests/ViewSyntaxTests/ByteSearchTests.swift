import Testing
@testable import ViewSyntax

/// `ByteSearch.contains` finds a needle anywhere in the UTF-8 bytes, including multi-byte
/// characters, at the very end and after a false start on the same first byte.
@Suite struct ByteSearchTests {
    @Test func findsWhatIsThereAndNothingElse() {
        #expect(ByteSearch.contains("let subject = PassthroughSubject<Int, Never>()", "PassthroughSubject"))
        #expect(ByteSearch.contains("VStack {\n    …\n}", "…"))
        #expect(ByteSearch.contains("UIVie UIView", "UIView"))
        #expect(ByteSearch.contains("ends with ...", "..."))
        #expect(!ByteSearch.contains("UIVie", "UIView"))
        #expect(!ByteSearch.contains("", "UIView"))
        #expect(!ByteSearch.contains("a . . b", "..."))
        #expect(ByteSearch.contains("anything", ""))
    }
}
