import Foundation
import LayoutCore
import Profiles
import Testing
@testable import FrameLabApplication

/// A profile edited while the REPL runs is picked up before the next command; a broken edit keeps
/// the last good registry and says why. Needs the real Profiles library (skipped while it is the
/// contract stub).
struct ProfileReloadTests {
    @Test func editsArePickedUpAndBrokenEditsKeepTheLastGoodProfiles() throws {
        let shipped = ProfileState(searchPath: TestSupport.shippedProfiles)
        guard let base = shipped.registry.entries.first(where: { $0.id == "iphone-15-pro" }) else { return }
        let directory = try TestSupport.temporaryDirectory()
        let file = directory.appendingPathComponent("my-phone.yaml")
        let original = try String(contentsOfFile: base.file, encoding: .utf8)
            .replacingOccurrences(of: "id: iphone-15-pro", with: "id: my-phone")
        try original.write(to: file, atomically: false, encoding: .utf8)

        let searchPath = TestSupport.shippedProfiles(adding: directory)
        var interpreter = CommandInterpreter(
            profiles: ProfileState(searchPath: searchPath),
            state: Session.State(root: ViewNode(.shape(.rectangle), name: "r"), selection: DeviceSelection(deviceID: "my-phone")))
        _ = interpreter.start()
        #expect(!interpreter.execute(InputEntry(text: ":expect r.width == 393")).failed)

        try original.replacingOccurrences(of: "width: 393", with: "width: 300").write(to: file, atomically: false, encoding: .utf8)
        let picked = interpreter.execute(InputEntry(text: ":expect r.width == 300"))
        #expect(!picked.failed, "\(picked.rendered())")
        #expect(picked.rendered().contains("~ #0 Rectangle \"r\""), "what changed is shown: \(picked.rendered())")

        try "id: my-phone\nscreen: {width: [oops\n".write(to: file, atomically: false, encoding: .utf8)
        let broken = interpreter.execute(InputEntry(text: ":expect r.width == 300"))
        #expect(!broken.failed, "the last good registry is kept: \(broken.rendered())")
        #expect(broken.messages.contains { $0.kind == .warning && $0.text.contains("keeping the last good profiles") })
        #expect(broken.rendered().contains("my-phone.yaml"), "the error names the file: \(broken.rendered())")
    }
}
