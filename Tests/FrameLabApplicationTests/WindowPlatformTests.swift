import LayoutCore
import Profiles
import Testing
@testable import FrameLabApplication

/// `:window WxH` keeps the device's platform; `:window plain:WxH` has none (issue 25 item 6).
@Suite struct WindowPlatformTests {
    static func interpreter() -> CommandInterpreter {
        var interpreter = CommandInterpreter(profiles: ProfileState(searchPath: TestSupport.shippedProfiles), state: Session.State())
        _ = interpreter.start()
        return interpreter
    }

    @Test func aSizedWindowKeepsTheDevicePlatform() {
        var interpreter = Self.interpreter()
        #expect(!interpreter.execute(InputEntry(text: ":device iphone-16e")).failed)
        #expect(!interpreter.execute(InputEntry(text: ":window 375x240")).failed)
        #expect(interpreter.session.state.selection.window == .size(width: 375, height: 240))
        let environment = interpreter.environment
        #expect(environment?.windowSize == Size(width: 375, height: 240))
        #expect(environment?.safeAreaInsets == .zero)
        #expect(environment?.idiom == .phone)
        #expect(environment?.description.deviceID == "iphone-16e")
        #expect(environment?.description.displayName == "375x240 window on iPhone 16e")
    }

    @Test func aPlainWindowHasNoPlatform() {
        var interpreter = Self.interpreter()
        #expect(!interpreter.execute(InputEntry(text: ":window plain:300x200")).failed)
        #expect(interpreter.session.state.selection.window == .plain(width: 300, height: 200))
        #expect(interpreter.environment?.idiom == .mac)
        // A plain window still measures text with the loaded font table (Views/Text/sf-pro.yaml).
        var plain = LayoutEnvironment.window(width: 300, height: 200)
        plain.textFont = interpreter.environment?.textFont ?? plain.textFont
        #expect(plain.textFont.isMeasured)
        #expect(interpreter.environment == plain)
        // A plain size out of range is refused like any size.
        #expect(interpreter.execute(InputEntry(text: ":window plain:-5x5")).failed)
    }

    @Test func windowTextParses() {
        #expect(WindowSize.selection(parsing: "390x844") == .size(width: 390, height: 844))
        #expect(WindowSize.selection(parsing: "plain:390x844") == .plain(width: 390, height: 844))
        #expect(WindowSize.selection(parsing: "PLAIN:10×20") == .plain(width: 10, height: 20))
        #expect(WindowSize.selection(parsing: "plain:") == nil)
        #expect(WindowSize.isWrittenAsSize("plain:1e9x1e9"))
        #expect(WindowSelection.plain(width: 390, height: 844).label == "plain:390x844")
    }
}
