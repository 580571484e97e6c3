import Foundation
import LayoutCore
import Profiles
import Testing
@testable import FrameLabApplication

/// A view kind (`Views/*.yaml`) edited while a session runs: the next layout uses it, and a broken
/// edit keeps the last good registry and names the file, line and column.
struct ViewKindReloadTests {
    @Test func editedViewKindsArePickedUpAndBrokenEditsKeepTheLastGoodOnes() throws {
        let directory = try TestSupport.temporaryDirectory()
        let views = directory.appendingPathComponent("Views")
        try FileManager.default.createDirectory(at: views, withIntermediateDirectories: true)
        let file = views.appendingPathComponent("Chip.yaml")
        try "id: Chip\nlayout: fixed\nwidth: 40\nheight: 20\n".write(to: file, atomically: false, encoding: .utf8)

        var interpreter = TestSupport.interpreter(addingProfiles: directory)
        _ = interpreter.execute(InputEntry(text: ":window 300x200"))
        let first = interpreter.execute(InputEntry(text: "Chip().id(\"c\")"))
        #expect(!first.failed, "\(first.rendered())")
        #expect(!interpreter.execute(InputEntry(text: ":expect c.width == 40")).failed)

        // Fixed 40×20 becomes 64×24: the next command lays the view out with the edited kind.
        try "id: Chip\nlayout: fixed\nwidth: 64\nheight: 24\n".write(to: file, atomically: false, encoding: .utf8)
        let picked = interpreter.execute(InputEntry(text: ":expect c.width == 64"))
        #expect(!picked.failed, "\(picked.rendered())")
        #expect(!interpreter.execute(InputEntry(text: ":expect c.height == 24")).failed)

        // A misspelt key on line 3: the last good kind stays, and the error points at Chip.yaml:3:1.
        try "id: Chip\nlayout: fixed\nwidht: 80\nheight: 24\n".write(to: file, atomically: false, encoding: .utf8)
        let broken = interpreter.execute(InputEntry(text: ":expect c.width == 64"))
        #expect(!broken.failed, "the last good registry is kept: \(broken.rendered())")
        #expect(broken.messages.contains { $0.kind == .warning && $0.text.contains("keeping the last good profiles") })
        #expect(broken.rendered().contains("Chip.yaml:3:1"), "the error names file:line:col: \(broken.rendered())")
        #expect(broken.rendered().contains("did you mean 'width'"), "\(broken.rendered())")
    }
}
