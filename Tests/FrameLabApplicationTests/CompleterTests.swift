import Testing
@testable import FrameLabApplication

/// Context-aware completion.
struct CompleterTests {
    let context = CompletionContext(
        deviceIDs: ["ipad-pro-13", "iphone-15-pro", "iphone-se"], targets: ["hero", "header", "#0", "#1"],
        viewNames: ["VStack", "HStack", "NavigationStack", "Rectangle"], modifierNames: ["frame", "fixedSize", "padding"],
        profileIDs: ["iphone-15-pro", "NavigationStack"])

    @Test func commands() {
        let completion = Completer.complete(":dev", in: context)
        #expect(completion.candidates == [":device", ":devices"])
        #expect(completion.commonPrefix == ":device")
        #expect(Completer.complete(":wh", in: context).candidates == [":why"])
        #expect(Completer.complete(":wh", in: context).terminator == " ")
    }

    @Test func arguments() {
        #expect(Completer.complete(":device iphone", in: context).candidates == ["iphone-15-pro", "iphone-se"])
        #expect(Completer.complete(":device iphone-se l", in: context).candidates == ["landscape"])
        #expect(Completer.complete(":why he", in: context).candidates == ["header", "hero"])
        #expect(Completer.complete(":modify #", in: context).candidates == ["#0", "#1"])
        #expect(Completer.complete(":modify hero .fr", in: context).candidates == ["frame"])
        #expect(Completer.complete(":expect hero.wi", in: context).candidates == ["hero.width"])
        #expect(Completer.complete(":set li", in: context).candidates == ["list"])
        #expect(Completer.complete(":set list p", in: context).candidates == ["passes-by", "profile"])
        #expect(Completer.complete(":help mo", in: context).candidates == ["modify"])
        #expect(Completer.complete(":pre", in: context).candidates == [":present", ":preview"])
        #expect(Completer.complete(":present o", in: context).candidates == ["off"])
        #expect(Completer.complete(":ma", in: context).candidates == [":matrix"])
        #expect(Completer.complete(":matrix he", in: context).candidates == ["header", "hero"])
        #expect(Completer.complete(":svg out.svg he", in: context).candidates == ["header", "hero"])
        #expect(Completer.complete(":svg ou", in: context).candidates.isEmpty, "file names are left to the user")
        #expect(Completer.complete(":help dr", in: context).candidates == ["draw"])
        var withWindows = context
        withWindows.windowNames = ["slide-over", "split-1/2"]
        #expect(Completer.complete(":window sp", in: withWindows).candidates == ["split-1/2"])
    }

    @Test func source() {
        #expect(Completer.complete("VStack { Rect", in: context).candidates == ["Rectangle"])
        #expect(Completer.complete("Navi", in: context).candidates == ["NavigationStack"])
        let modifier = Completer.complete("Rectangle().f", in: context)
        #expect(modifier.candidates == ["fixedSize", "frame"])
        #expect(Completer.complete("Rectangle().pad", in: context).terminator == "(")
    }
}
